/**
 * Injected faults: what goes wrong between the client and the service. A fault matches
 * requests by method and path (below `/v1`) and applies to the next `times` of them.
 *
 * - `status` (+ `code`): answer that error instead of processing the request.
 * - `delayMs`: hold the request this long in real time first (client timeouts can fire;
 *   the request stays "in flight", so a retry with its key gets 400 REQUEST_IN_PROCESS).
 * - `dropConnection`: close the connection without an answer; nothing is applied.
 * - `afterCommit`: process the request and store its result, then lose the answer
 *   (dropped connection, or `status` if given). A retry with the same idempotency key
 *   gets the stored answer: exactly one payment.
 */

/** What `fake.faults.inject` takes. */
export interface FaultSpec {
  /** Only requests with this method (default: any). */
  readonly method?: string
  /**
   * Only requests to this path below `/v1` (default: any): exact (`/payments`), with
   * `:param` or `*` segments (`/payments/:id/cancel-or-refund`), or a RegExp.
   */
  readonly path?: string | RegExp
  /** How many matching requests it applies to (default 1; `Infinity` for all). */
  readonly times?: number
  /** Answer this HTTP status. */
  readonly status?: number
  /** Error code of that answer (default by status: 500 INTERNAL_ERROR, 504 REQUEST_TIMEOUT, ...). */
  readonly code?: string
  /** Seconds for a `Retry-After` header on the answer. */
  readonly retryAfterSeconds?: number
  /** Real-time delay before the request is processed. */
  readonly delayMs?: number
  /** Close the connection without answering. */
  readonly dropConnection?: boolean
  /** Apply the request, then lose the answer. */
  readonly afterCommit?: boolean
}

/** An injected fault. */
export interface Fault {
  readonly id: number
  readonly spec: FaultSpec
  /** Requests it has applied to so far. */
  readonly hits: number
  /** Matching requests it will still apply to. */
  readonly remaining: number
  /** Stops it early. */
  remove(): void
}

/** `fake.faults`. */
export interface Faults {
  /** Adds a fault; returns it (see `Fault.remove`). */
  inject(spec: FaultSpec): Fault
  /** Removes every fault. */
  clear(): void
  /** Faults still active. */
  readonly active: ReadonlyArray<Fault>
}

/** The part of a fault the pipeline acts on. */
export interface FaultAction {
  readonly status?: number
  readonly code: string
  readonly retryAfterSeconds?: number
  readonly delayMs: number
  readonly drop: boolean
  readonly afterCommit: boolean
}

const DEFAULT_CODES: Record<number, string> = {
  400: "INVALID_REQUEST",
  401: "INVALID_CREDENTIALS",
  403: "AUTHORIZATION_REQUIRED",
  429: "RATE_LIMITED",
  500: "INTERNAL_ERROR", // docs/service-facts.md#error-codes
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
  504: "REQUEST_TIMEOUT" // docs/service-facts.md#error-codes
}

/** The error code a fault answers with. */
export const faultCode = (status: number, code?: string) => code ?? DEFAULT_CODES[status] ?? `HTTP_${status}`

const toMatcher = (path: string | RegExp | undefined): ((p: string) => boolean) => {
  if (path === undefined) return () => true
  if (path instanceof RegExp) return (p) => path.test(p)
  const normalized = path.replace(/^\/v1(?=\/)/, "")
  const segments = normalized.split("/").filter(Boolean)
  return (p) => {
    const parts = p.split("/").filter(Boolean)
    return parts.length === segments.length && segments.every((s, i) => s === "*" || s.startsWith(":") || s === parts[i])
  }
}

const check = (spec: FaultSpec) => {
  const does = spec.status !== undefined || spec.delayMs !== undefined || spec.dropConnection === true || spec.afterCommit === true
  if (!does) throw new TypeError("A fault needs at least one of status, delayMs, dropConnection or afterCommit")
  if (spec.status !== undefined && (!Number.isInteger(spec.status) || spec.status < 100 || spec.status > 599)) {
    throw new RangeError(`fault status must be an HTTP status, got ${spec.status}`)
  }
  if (spec.delayMs !== undefined && (!(spec.delayMs >= 0) || !Number.isFinite(spec.delayMs))) {
    throw new RangeError(`fault delayMs must be >= 0, got ${spec.delayMs}`)
  }
  const times = spec.times ?? 1
  if (!(times >= 1)) throw new RangeError(`fault times must be >= 1, got ${times}`)
}

export interface FaultTable extends Faults {
  /** Takes the first active fault matching the request (counting it as used). */
  take(method: string, path: string): FaultAction | undefined
}

export const makeFaults = (): FaultTable => {
  let nextId = 1
  let faults: Array<{ fault: Fault; matches: (method: string, path: string) => boolean; hits: number; remaining: number }> = []

  const table: FaultTable = {
    inject(spec) {
      check(spec)
      const method = spec.method?.toUpperCase()
      const pathMatches = toMatcher(spec.path)
      const entry = {
        hits: 0,
        remaining: spec.times ?? 1,
        matches: (m: string, p: string) => (method === undefined || method === m) && pathMatches(p),
        fault: undefined as unknown as Fault
      }
      entry.fault = {
        id: nextId++,
        spec,
        get hits() {
          return entry.hits
        },
        get remaining() {
          return entry.remaining
        },
        remove: () => {
          faults = faults.filter((f) => f !== entry)
        }
      }
      faults.push(entry)
      return entry.fault
    },
    clear() {
      faults = []
    },
    get active() {
      return faults.map((f) => f.fault)
    },
    take(method, path) {
      const entry = faults.find((f) => f.remaining > 0 && f.matches(method, path))
      if (entry === undefined) return undefined
      entry.hits++
      entry.remaining--
      if (entry.remaining <= 0) faults = faults.filter((f) => f !== entry)
      const s = entry.fault.spec
      return {
        ...(s.status !== undefined ? { status: s.status } : {}),
        ...(s.retryAfterSeconds !== undefined ? { retryAfterSeconds: s.retryAfterSeconds } : {}),
        code: faultCode(s.status ?? 500, s.code),
        delayMs: s.delayMs ?? 0,
        drop: s.dropConnection === true || (s.afterCommit === true && s.status === undefined),
        afterCommit: s.afterCommit === true
      }
    }
  }
  return table
}
