import type { RequestHeaders } from "../foundation/request-headers"

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
