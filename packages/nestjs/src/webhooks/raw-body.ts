/**
 * The raw body of a delivery, as Nest's Express and Fastify adapters keep it with `rawBody: true`.
 */

/** What the request carries, for either adapter. */
interface RequestLike {
  readonly rawBody?: unknown
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
}

/** The message of the 500 answered (and logged) when the raw body is not there. */
export const RAW_BODY_MISSING =
  "Payrail webhooks need the raw request body to check the signature, and Nest did not keep it: " +
  "create the app with `NestFactory.create(AppModule, { rawBody: true })` " +
  "(for Fastify: `NestFactory.create(AppModule, new FastifyAdapter(), { rawBody: true })`)"

const hasBody = (headers: RequestLike["headers"]): boolean => {
  const length = headers?.["content-length"]
  return headers?.["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")
}

/**
 * `req.rawBody` (a Buffer, with `rawBody: true`); else a body some parser left raw (`express.raw()`,
 * a text parser); `""` for a request without a body; `undefined` when it was parsed and thrown away.
 */
export const rawBodyOf = (request: unknown): Uint8Array | string | undefined => {
  const req = (typeof request === "object" && request !== null ? request : {}) as RequestLike
  if (req.rawBody instanceof Uint8Array || typeof req.rawBody === "string") return req.rawBody
  if (req.body instanceof Uint8Array || typeof req.body === "string") return req.body
  // Express leaves `body` undefined (or `{}`) when there was nothing to parse: an empty body, which fails verification (401).
  if (!hasBody(req.headers)) return ""
  return undefined
}

interface ReadableRequest {
  readonly readableEnded?: boolean
  readonly readable?: boolean
  on(event: "data", listener: (chunk: Uint8Array | string) => void): unknown
  on(event: "end" | "error" | "close", listener: (error?: unknown) => void): unknown
  removeAllListeners?(event: string): unknown
  destroy?(): unknown
}

const isUnreadStream = (request: unknown): request is ReadableRequest => {
  const r = request as Partial<ReadableRequest> | null
  return typeof r === "object" && r !== null && typeof r.on === "function" && r.readable === true && r.readableEnded === false
}

/**
 * The body of a request no parser consumed (Express leaves `text/plain`, `application/octet-stream`
 * and other types unread even with `rawBody: true`): read from the stream, at most `maxBytes`.
 * `undefined` when the stream was already consumed (a parser threw the bytes away).
 */
export const readUnparsedBody = (request: unknown, maxBytes: number): Promise<Uint8Array | "too-large" | undefined> => {
  if (!isUnreadStream(request)) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const chunks: Array<Uint8Array> = []
    let size = 0
    let settled = false
    const settle = (value: Uint8Array | "too-large" | undefined) => {
      if (settled) return
      settled = true
      resolve(value)
    }
    request.on("data", (chunk) => {
      const bytes = typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk
      size += bytes.length
      if (size > maxBytes) {
        // Nothing past the limit is kept; the rest is drained by the server, not buffered.
        chunks.length = 0
        request.removeAllListeners?.("data")
        ;(request as unknown as { resume?: () => void }).resume?.()
        settle("too-large")
        return
      }
      chunks.push(bytes)
    })
    request.on("end", () => {
      const out = new Uint8Array(size)
      let offset = 0
      for (const c of chunks) {
        out.set(c, offset)
        offset += c.length
      }
      settle(out)
    })
    request.on("error", () => settle(undefined))
    request.on("close", () => settle(undefined))
  })
}
