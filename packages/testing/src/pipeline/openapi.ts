/**
 * `GET /openapi.json` (next to `/v1`): core's OpenAPI 3.1 document, with this fake listed first
 * under `servers`, so Prism, Scalar or a code generator pointed at the fake talk to it.
 */
import { openApiDocument } from "@payrail/core/api"

/** The document's JSON text for a request that reached the fake at `origin`. */
export const openApiFor = (origin: string): string => {
  const document = openApiDocument()
  const servers = (document.servers as ReadonlyArray<unknown> | undefined) ?? []
  return JSON.stringify({ ...document, servers: [{ url: `${origin}/v1`, description: "This fake (@payrail/testing)" }, ...servers] })
}

/** Whether a path outside `/v1` asks for the document. */
export const isOpenApiPath = (method: string, pathname: string): boolean =>
  (method === "GET" || method === "HEAD") && /(^|\/)openapi\.json\/?$/.test(pathname) && !pathname.includes("/_fake")
