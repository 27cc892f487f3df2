/**
 * The one router over the declarations: which endpoint a method and path name. Used by the fake
 * (@payrail/testing) for every request, so the templates are split once and grouped by segment
 * count. The rules: literal segments compare as sent (still URL-encoded); a placeholder takes any
 * segment that URL-decodes, and gets it decoded; where two templates fit (`/reports/list` and
 * `/reports/{report_id}`) the one with more literal segments wins (the first declared among
 * equals); a path that only fits other methods' templates lists them in `allowed` (for a 405).
 */
import type { EndpointDeclaration, HttpMethod } from "./endpoint"
import { endpoints } from "../endpoints"

interface Route {
  readonly endpoint: EndpointDeclaration
  /** Per segment: the literal text, or the name of the path parameter it holds. */
  readonly segments: ReadonlyArray<{ readonly literal: string } | { readonly param: string }>
  readonly literals: number
}

const segmentsOf = (path: string) => path.split("/").filter((s) => s.length > 0)

let table: ReadonlyMap<number, ReadonlyArray<Route>> | undefined
const compile = (): ReadonlyMap<number, ReadonlyArray<Route>> => {
  const byCount = new Map<number, Array<Route>>()
  for (const endpoint of endpoints) {
    const segments = segmentsOf(endpoint.path).map((segment) => {
      const placeholder = /^\{(\w+)\}$/.exec(segment)
      return placeholder === null ? { literal: segment } : { param: placeholder[1]! }
    })
    const route: Route = { endpoint, segments, literals: segments.filter((s) => "literal" in s).length }
    const bucket = byCount.get(segments.length)
    if (bucket === undefined) byCount.set(segments.length, [route])
    else bucket.push(route)
  }
  return byCount
}

/** A path segment URL-decoded; `undefined` when it is not valid percent-encoding. */
const decodeSegment = (segment: string): string | undefined => {
  if (!segment.includes("%")) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

const paramsOf = (route: Route, actual: ReadonlyArray<string>): Record<string, string> => {
  const params: Record<string, string> = {}
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!
    if ("param" in segment) params[segment.param] = decodeSegment(actual[i]!)!
  }
  return params
}

/**
 * Matches a request to its declaration. `path` is below the base URL (`/payments/…`, no `/v1`),
 * still URL-encoded; the parameters come back decoded.
 */
export const matchEndpoint = (
  method: string,
  path: string
): { readonly endpoint: EndpointDeclaration; readonly params: Record<string, string> } | { readonly endpoint: undefined; readonly allowed: ReadonlyArray<HttpMethod> } => {
  const actual = segmentsOf(path)
  const candidates = (table ??= compile()).get(actual.length) ?? []
  const upper = method.toUpperCase()
  let best: Route | undefined
  const allowed = new Set<HttpMethod>()
  for (const route of candidates) {
    let fits = true
    for (let i = 0; fits && i < route.segments.length; i++) {
      const segment = route.segments[i]!
      fits = "literal" in segment ? segment.literal === actual[i] : decodeSegment(actual[i]!) !== undefined
    }
    if (!fits) continue
    if (route.endpoint.method !== upper) allowed.add(route.endpoint.method)
    else if (best === undefined || route.literals > best.literals) best = route
  }
  return best === undefined ? { endpoint: undefined, allowed: [...allowed] } : { endpoint: best.endpoint, params: paramsOf(best, actual) }
}
