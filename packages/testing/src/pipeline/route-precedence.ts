/**
 * A concrete path wins over a templated one, as OpenAPI matches them: `PATCH /customers/sessions`
 * names the path `/customers/sessions` (declared for POST only), so it is a 405 listing that
 * path's methods — never `PATCH /customers/{customer_id}` with `sessions` as the id. Core's router
 * picks the best route among those of the request's method; this adds the routes of the other
 * methods that are more concrete than the one it picked.
 */
import { type EndpointDeclaration, endpoints } from "@payrail/core/api"

type Segment = { readonly literal: string } | { readonly param: string }

const segmentsOf = (path: string): ReadonlyArray<Segment> =>
  path.split("/").filter((s) => s.length > 0).map((s) => (/^\{\w+\}$/.test(s) ? { param: s } : { literal: s }))

const literalsOf = (segments: ReadonlyArray<Segment>) => segments.filter((s) => "literal" in s).length

interface Shadow {
  readonly method: string
  readonly segments: ReadonlyArray<Segment>
}

/**
 * Per declaration, the routes of other methods a request could fit as well with more literal
 * segments (few: most templates have none). Built once.
 */
const shadows = new Map<EndpointDeclaration, ReadonlyArray<Shadow>>(
  endpoints.map((a) => {
    const mine = segmentsOf(a.path)
    const found: Array<Shadow> = []
    for (const b of endpoints) {
      if (b.method === a.method) continue
      const theirs = segmentsOf(b.path)
      if (theirs.length !== mine.length || literalsOf(theirs) <= literalsOf(mine)) continue
      const compatible = mine.every((s, i) => {
        const t = theirs[i]!
        return !("literal" in s) || !("literal" in t) || s.literal === t.literal
      })
      if (compatible) found.push({ method: b.method, segments: theirs })
    }
    return [a, found] as const
  })
)

/**
 * The methods of a more concrete path `path` names, when the route picked for this request
 * (`endpoint`) is only a templated neighbour of it; empty otherwise.
 */
export const moreConcreteMethods = (endpoint: EndpointDeclaration, path: string): ReadonlyArray<string> => {
  const candidates = shadows.get(endpoint)
  if (candidates === undefined || candidates.length === 0) return []
  const actual = path.split("/").filter((s) => s.length > 0)
  const methods = new Set<string>()
  let most = -1
  const fitting: Array<Shadow> = []
  for (const shadow of candidates) {
    if (shadow.segments.every((s, i) => !("literal" in s) || s.literal === actual[i])) {
      fitting.push(shadow)
      most = Math.max(most, literalsOf(shadow.segments))
    }
  }
  // the most concrete path only: its own methods are what `Allow` lists
  for (const shadow of fitting) if (literalsOf(shadow.segments) === most) methods.add(shadow.method)
  return [...methods]
}
