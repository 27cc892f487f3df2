/**
 * How `fake.fetch` reads its arguments. Building a web `Request` (and reading its body back
 * through a stream) was about a third of the fake's own time per call, so the common case —
 * a string or URL, and a string or byte body, as the SDK and most tests send — is read
 * directly: the same method, URL, headers and body text the `Request` would give, with the
 * `content-type` a `Request` adds to a string body. Anything else (a `Request` as input, a
 * stream, form or blob body, an unusual method, a URL with credentials, a body on GET) goes
 * through `new Request(input, init)`, so it gets exactly the `Request`'s checks and errors.
 */
import type { FakeRequest } from "../pipeline/fake-request"
import { fromWebRequest } from "../pipeline/http"

/** The methods `new Request` accepts as they are (after upper-casing). */
const PLAIN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])

const decoder = new TextDecoder()

/** `Request.text()` of a string body: UTF-8 round trip (lone surrogates become U+FFFD) minus a leading BOM. */
const textOfString = (body: string): string | undefined => {
  const wellFormed = (body as string & { isWellFormed?: () => boolean }).isWellFormed
  if (typeof wellFormed !== "function" || !wellFormed.call(body)) return undefined
  return body.charCodeAt(0) === 0xfeff ? body.slice(1) : body
}

const direct = (input: RequestInfo | URL, init: RequestInit | undefined): FakeRequest | undefined => {
  if (typeof input !== "string" && !(input instanceof URL)) return undefined
  const rawMethod: unknown = init?.method ?? "GET"
  if (typeof rawMethod !== "string") return undefined
  const method = rawMethod.toUpperCase()
  if (!PLAIN_METHODS.has(method)) return undefined
  const body = init?.body
  let text: string | undefined
  let contentType: string | undefined
  if (body === undefined || body === null) {
    text = ""
  } else if (method === "GET" || method === "HEAD") {
    return undefined // `new Request` refuses it with its own TypeError
  } else if (typeof body === "string") {
    text = textOfString(body)
    contentType = "text/plain;charset=UTF-8"
  } else if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    text = decoder.decode(body) // UTF-8, replacement characters, BOM dropped: as Request.text()
  }
  if (text === undefined) return undefined
  let url: URL
  try {
    url = new URL(input)
  } catch {
    return undefined
  }
  if (url.username !== "" || url.password !== "") return undefined
  // The same parsing, normalization and errors as the Request's own headers.
  const headers = new Headers(init?.headers)
  if (contentType !== undefined && !headers.has("content-type")) headers.set("content-type", contentType)
  const bodyText = text
  return { method, url, headers, text: () => bodyText }
}

/** The request `fake.fetch(input, init)` stands for, and the signal that aborts it (if any). */
export const readFetchArgs = (
  input: RequestInfo | URL,
  init: RequestInit | undefined
): {
  readonly request: FakeRequest
  readonly signal: AbortSignal | undefined
  /** Read directly: the body is already at hand (a web Request's body may still be streaming in). */
  readonly direct: boolean
} => {
  const request = direct(input, init)
  if (request !== undefined) return { request, signal: init?.signal ?? undefined, direct: true }
  const web = new Request(input, init)
  return { request: fromWebRequest(web), signal: web.signal, direct: false }
}
