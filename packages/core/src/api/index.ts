/**
 * `@payrail/core/api` — every endpoint of the API, declared once as data.
 *
 * Public but internal: read by `@payrail/testing` (the fake's router), the fuzz suites and
 * the README generator. Application code uses the client instead; this surface may change
 * in a minor version.
 */
import type { EndpointDeclaration, HttpMethod } from "./endpoint"
import { buildOpenApiDocument } from "./openapi"
import { api } from "./tree.generated"

export * from "./check"
export * from "./endpoint"
export { buildOpenApiDocument, ErrorBody, SANDBOX_BASE_URL } from "./openapi"
/** The declarations, grouped as the client's methods are (generated from the declarations by scripts/gen-client.ts). */
export { api } from "./tree.generated"

const flatten = (node: object): Array<EndpointDeclaration> =>
  Object.values(node).flatMap((child: object) => ("operation" in child ? [child as EndpointDeclaration] : flatten(child)))

/** Every declaration, in the order of `api` (the README's order). */
export const endpoints: ReadonlyArray<EndpointDeclaration> = flatten(api)

/** The declaration of an operation name (`"payments.capture"`). */
export const endpointByOperation = (operation: string): EndpointDeclaration | undefined =>
  endpoints.find((e) => e.operation === operation)

const segmentsOf = (path: string) => path.split("/").filter((s) => s.length > 0)
/** A path segment URL-decoded; `undefined` when it is not valid percent-encoding. */
const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * Matches a request to its declaration. `path` is below the base URL (`/payments/…`, no `/v1`),
 * still URL-encoded; the parameters come back decoded. Where two templates fit (`/reports/list`
 * and `/reports/{report_id}`), the one with more literal segments wins. `allowed` lists the
 * methods declared for a path that matched with another method (for a 405).
 */
export const matchEndpoint = (
  method: string,
  path: string
): { readonly endpoint: EndpointDeclaration; readonly params: Record<string, string> } | { readonly endpoint: undefined; readonly allowed: ReadonlyArray<HttpMethod> } => {
  const actual = segmentsOf(path)
  let best: { endpoint: EndpointDeclaration; params: Record<string, string>; literals: number } | undefined
  const allowed = new Set<HttpMethod>()
  for (const candidate of endpoints) {
    const template = segmentsOf(candidate.path)
    if (template.length !== actual.length) continue
    const params: Record<string, string> = {}
    let literals = 0
    let fits = true
    for (const [i, segment] of template.entries()) {
      const placeholder = /^\{(\w+)\}$/.exec(segment)
      if (placeholder === null) {
        fits = segment === actual[i]
        literals++
      } else {
        const value = decodeSegment(actual[i]!)
        fits = value !== undefined
        if (value !== undefined) params[placeholder[1]!] = value
      }
      if (!fits) break
    }
    if (!fits) continue
    if (candidate.method !== method.toUpperCase()) {
      allowed.add(candidate.method)
      continue
    }
    if (best === undefined || literals > best.literals) best = { endpoint: candidate, params, literals }
  }
  return best === undefined ? { endpoint: undefined, allowed: [...allowed] } : { endpoint: best.endpoint, params: best.params }
}

let openApi: Record<string, unknown> | undefined
/** The OpenAPI 3.1 document of every declared endpoint (built once, on first use). */
export const openApiDocument = (): Record<string, unknown> => (openApi ??= buildOpenApiDocument(endpoints))
