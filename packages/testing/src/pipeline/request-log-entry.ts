/** One entry of the fake's request log (`fake.requests`), apart from the pipeline that writes it. */
/** One request as the fake saw it (`fake.requests`). */
export interface RequestLogEntry {
  /** The `x-request-id` the fake answered with. */
  readonly requestId: string
  /** Fake-clock time the request arrived. */
  readonly at: string
  readonly method: string
  /** Path below `/v1` (e.g. `/payments`), or the control path (`/_fake/...`). */
  readonly path: string
  readonly query: string
  /** Request headers, lower-case; `private-secret-key` is redacted. */
  readonly headers: Readonly<Record<string, string>>
  readonly idempotencyKey: string | null
  /**
   * The parsed JSON body (or the raw text when it was not JSON); undefined when empty or not read
   * (refused before). Card numbers are masked, security codes and cryptograms redacted
   * (foundation/card-data.ts). A body longer than `requestLog.maxBodyLength` is kept as a prefix of its
   * (redacted) text.
   */
  body: unknown
  /** Present (true) when `body` is only a prefix of what was received. */
  bodyTruncated?: true
  /**
   * The answer's body as `body` keeps the request's: parsed, card numbers masked and security codes
   * redacted, cut to `requestLog.maxBodyLength` characters of text (then `responseBodyTruncated`).
   * Undefined while in flight, when the connection was dropped, or for an empty answer.
   */
  responseBody?: unknown
  /** Present (true) when `responseBody` is only a prefix of what was answered. */
  responseBodyTruncated?: true
  /** The client method's name (`payments.create`), when the path matched a route. */
  operation: string | null
  /** HTTP status answered; null while in flight or when the connection was dropped. */
  status: number | null
  /** The error code answered (`INVALID_STATUS`, `REQUEST_IN_PROCESS`, ...), if any. */
  errorCode: string | null
  /** How it ended. */
  outcome: "in_flight" | "answered" | "replayed" | "fault" | "dropped"
  /** Real milliseconds from arrival to the answer (or the dropped connection); null while in flight. */
  durationMs: number | null
}
