/**
 * The route table: each handler's path template split into segments once, grouped by segment
 * count, so a request is matched without re-parsing every template. The rules are core's
 * `matchEndpoint` (`@payrail/core/api`), which the tests check it against: literal segments
 * compare as sent (still URL-encoded), a placeholder takes any segment that URL-decodes (and
 * gets it decoded), the template with more literal segments wins, and a path that only fits
 * templates of other methods answers those methods (405 with `Allow`).
 */
import type { EndpointDeclaration } from "@payrail/core/api"
import type { Handler } from "./route"

interface Route {
  /** Undefined for a declaration without a handler: it still matches (and then answers 404). */
  readonly handler: Handler | undefined
  readonly method: string
  /** Per segment: the literal text, or the name of the path parameter it holds. */
  readonly segments: ReadonlyArray<{ readonly literal: string } | { readonly param: string }>
  readonly literals: number
}

/** Routes by segment count, in declaration order. */
export type RouteTable = ReadonlyMap<number, ReadonlyArray<Route>>

const segmentsOf = (path: string) => path.split("/").filter((s) => s.length > 0)

/** The table of `endpoints` (in their order: among equally literal templates the first wins), each with its handler. */
export const compileRoutes = (endpoints: ReadonlyArray<EndpointDeclaration>, handlers: ReadonlyArray<Handler>): RouteTable => {
  const byOperation = new Map(handlers.map((h) => [h.endpoint.operation, h]))
  const table = new Map<number, Array<Route>>()
  for (const endpoint of endpoints) {
    const handler = byOperation.get(endpoint.operation)
    const segments = segmentsOf(endpoint.path).map((segment) => {
      const placeholder = /^\{(\w+)\}$/.exec(segment)
      return placeholder === null ? { literal: segment } : { param: placeholder[1]! }
    })
    const route: Route = { handler, method: endpoint.method, segments, literals: segments.filter((s) => "literal" in s).length }
    const bucket = table.get(segments.length)
    if (bucket === undefined) table.set(segments.length, [route])
    else bucket.push(route)
  }
  return table
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

/** A path declared only for other methods: the methods it takes, in declaration order. */
export interface WrongMethod {
  readonly allowed: ReadonlyArray<string>
}

/** The route `method` and `path` (below `/v1`, URL-encoded) name, with its decoded parameters. */
export const matchRoute = (
  table: RouteTable,
  method: string,
  path: string
): { readonly handler: Handler; readonly params: Record<string, string> } | WrongMethod | undefined => {
  const actual = segmentsOf(path)
  const candidates = table.get(actual.length)
  if (candidates === undefined) return undefined
  const upper = method.toUpperCase()
  let best: { handler: Handler | undefined; params: Record<string, string>; literals: number } | undefined
  const allowed = new Set<string>()
  for (const route of candidates) {
    let fits = true
    for (let i = 0; fits && i < route.segments.length; i++) {
      const segment = route.segments[i]!
      if ("literal" in segment) fits = segment.literal === actual[i]
      else fits = decodeSegment(actual[i]!) !== undefined
    }
    if (!fits) continue
    if (route.method !== upper) {
      allowed.add(route.method)
      continue
    }
    if (best === undefined || route.literals > best.literals) best = { handler: route.handler, params: paramsOf(route, actual), literals: route.literals }
  }
  if (best === undefined) return allowed.size > 0 ? { allowed: [...allowed] } : undefined
  return best.handler === undefined ? undefined : { handler: best.handler, params: best.params }
}

const paramsOf = (route: Route, actual: ReadonlyArray<string>): Record<string, string> => {
  const params: Record<string, string> = {}
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!
    if ("param" in segment) params[segment.param] = decodeSegment(actual[i]!)!
  }
  return params
}
