/**
 * A request outside `/v1`: the OpenAPI document, a control endpoint (`/_fake/...`) or 404. Not
 * logged (the test talking to the fake). Credentials come first, then the (capped) body.
 */
import type { Reply } from "../routes/route"
import { serialize } from "../foundation/json-text"
import { type Answer, respond } from "./answer"
import { BodyTooLarge, parseBody, readBody, tooLarge } from "./body"
import type { FakeRequest } from "./fake-request"
import type { Pipeline } from "./context"
import { isOpenApiPath, openApiFor } from "./openapi"

/** The control endpoint's reply; undefined for a path that is none. */
const controlReply = async (pipeline: Pipeline, request: FakeRequest): Promise<Reply | undefined> => {
  const pathname = request.url.pathname
  // Other paths outside /v1 (a browser's /favicon.ico) are plain 404s, no credentials asked.
  if (pipeline.control === undefined || !pathname.includes("/_fake")) return undefined
  const refused = pipeline.control.authorize(request.headers)
  if (refused !== undefined) return refused
  const text = request.method === "GET" || request.method === "HEAD" ? "" : await readBody(request)
  if (text instanceof BodyTooLarge) return tooLarge(text)
  const parsed = parseBody(text)
  if (!parsed.ok) return { status: 400, body: { code: "INVALID_REQUEST", messages: ["Request body is not valid JSON"] } }
  return pipeline.control.handle(request.method, pathname, parsed.value)
}

export const handleOutsideV1 = async (pipeline: Pipeline, request: FakeRequest, requestId: string): Promise<Answer> => {
  const pathname = request.url.pathname
  if (isOpenApiPath(request.method, pathname)) {
    // The document is public (no credentials), served with the Host the client used (the listener's URL has no port in it).
    const host = request.headers.get("host")
    return respond(200, openApiFor(host ? `${request.url.protocol}//${host}` : request.url.origin), requestId)
  }
  const answered = (await controlReply(pipeline, request)) ??
    { status: 404, body: { code: "NOT_FOUND", messages: [`No such path: ${pathname} (the API is below /v1)`] } }
  let text: string
  try {
    text = serialize(answered.body)
  } catch (error) {
    // e.g. GET /_fake/requests holding a body nested too deep for JSON.stringify
    return respond(500, serialize({ code: "INTERNAL_ERROR", messages: [`The fake could not serialize the answer: ${String(error)}`] }), requestId)
  }
  return respond(answered.status, text, requestId)
}
