/** One stub-server case of an operation: the call, the answer it gets, and what must reach the wire. */
export interface RestCase {
  readonly name: string
  readonly run: () => Promise<unknown>
  readonly reply: { status: number; body: unknown }
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  readonly path: string
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly idempotent: boolean
  readonly expected?: unknown
  /** A derived case's answer is only the smallest the document allows: the call resolving is the check. */
  readonly resultUnchecked?: true
}
