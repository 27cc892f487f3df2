/**
 * `GET /openapi.json` (next to `/v1`): core's OpenAPI 3.1 document, with this fake listed first
 * under `servers`, so Prism, Scalar or a code generator pointed at the fake talk to it. The
 * operations the fake does not model also list the 501 `NOT_MODELLED` they answer (unless
 * stubbed), so the fake answers only statuses its document lists.
 */
import { openApiDocument } from "@payrail/core/api"
import { notModelledOperations } from "../routes/table"

type Json = Record<string, unknown>

const NOT_MODELLED = {
  description: "NOT_MODELLED: this fake has no model of the operation (script an answer with `fake.stub`)",
  content: { "application/json": { schema: { type: "object", properties: { code: { type: "string" }, messages: { type: "array", items: { type: "string" } } } } } }
}

let served: Json | undefined
/** Core's document with the fake's 501s (built once: neither changes while the process runs). */
const fakeDocument = (): Json => {
  if (served !== undefined) return served
  const document = openApiDocument()
  const unmodelled = new Set(notModelledOperations)
  const paths: Json = {}
  for (const [path, item] of Object.entries((document.paths as Record<string, Json> | undefined) ?? {})) {
    const out: Json = {}
    for (const [method, operation] of Object.entries(item)) {
      const op = operation as Json
      out[method] = typeof op === "object" && op !== null && unmodelled.has(op.operationId as string)
        ? { ...op, responses: { ...(op.responses as Json), "501": NOT_MODELLED } }
        : op
    }
    paths[path] = out
  }
  return (served = { ...document, paths })
}

/** The document's JSON text for a request that reached the fake at `origin`. */
export const openApiFor = (origin: string): string => {
  const document = fakeDocument()
  const servers = (document.servers as ReadonlyArray<unknown> | undefined) ?? []
  return JSON.stringify({ ...document, servers: [{ url: `${origin}/v1`, description: "This fake (@payrail/testing)" }, ...servers] })
}

/** Whether a path outside `/v1` asks for the document. */
export const isOpenApiPath = (method: string, pathname: string): boolean =>
  (method === "GET" || method === "HEAD") && /(^|\/)openapi\.json\/?$/.test(pathname) && !pathname.includes("/_fake")
