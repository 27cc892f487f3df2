/** A request as the fake's pipeline reads it, whatever transport it came by (in-process fetch, HTTP server, MSW). */
export interface FakeRequest {
  /** Upper-case. */
  readonly method: string
  readonly url: RequestUrl
  readonly headers: RequestHeaders
  /**
   * The body decoded as UTF-8 (a leading BOM dropped, as `Request.text()` does); "" when there is
   * none. Called at most once, only after the credentials are checked; it may throw (or reject
   * with) `BodyTooLarge` instead of reading more than `MAX_BODY_BYTES`.
   */
  text(): string | Promise<string>
}

/** The parts of the request's URL the pipeline reads: a web `URL` is one (transports/node-request.ts has a lighter one). */
export type RequestUrl = Pick<URL, "pathname" | "search" | "searchParams" | "protocol" | "origin">

/**
 * The request headers as the pipeline reads them: by name (case-insensitive, repeated values
 * joined by ", ") and, for the log, each name and value. A web `Headers` is one; `fake.listen()`
 * reads node's own headers object through a view instead of copying it (transports/node-request.ts).
 */
export interface RequestHeaders {
  get(name: string): string | null
  has(name: string): boolean
  /** Every header, names lower-case and in sorted order (as `Headers` iterates). */
  forEach(callback: (value: string, name: string) => void): void
}
