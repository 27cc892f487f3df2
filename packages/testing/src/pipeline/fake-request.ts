/** A request as the fake's pipeline reads it, whatever transport it came by (in-process fetch, HTTP server, MSW). */
export interface FakeRequest {
  /** Upper-case. */
  readonly method: string
  readonly url: URL
  readonly headers: Headers
  /**
   * The body decoded as UTF-8 (a leading BOM dropped, as `Request.text()` does); "" when there is
   * none. Called at most once, only after the credentials are checked; it may throw (or reject
   * with) `BodyTooLarge` instead of reading more than `MAX_BODY_BYTES`.
   */
  text(): string | Promise<string>
}
