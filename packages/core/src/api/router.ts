/**
 * The one router over the declarations: matches a method and path to its endpoint. Shared by the
 * fake (@payrail/testing) and whoever else needs to tell which endpoint a request is for.
 */
import type { EndpointDeclaration, HttpMethod } from "./endpoint"
import { endpoints } from "./endpoints"

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

