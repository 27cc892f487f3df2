/**
 * Routing configurations (`/routing`) and recommendations.
 *
 * One routing per account and payment method (a second: 409 ROUTING_ALREADY_EXISTS); unknown
 * id: 404 ROUTING_NOT_FOUND. An update replaces name, default route and condition sets; the
 * account and payment method stay. A step whose `connection_id` is no connection of the merchant
 * is kept, with a `warnings` line naming it.
 *
 * `routing.recommendations` is decided by the routing of the body's account and payment method
 * type, deterministically: the condition sets in ascending `sort_number` (ties in the order
 * given), the first whose conditions all match the payment gives the route, else the default
 * route. The ranking is the route's providers in step `index` order that are among the
 * candidates, then the other candidates in the order sent; the first is recommended. Without a
 * routing the candidates keep their order. The fake has no payment history: `decision_source` is
 * always INSUFFICIENT_DATA and no rate, latency or sample is invented (`sample_size` 0).
 * Conditions (docs/fake.md#routing): COUNTRY and CURRENCY with ONE_OF / NOT_ONE_OF; AMOUNT with
 * GREATER_THAN, GREATER_THAN_OR_EQUAL, LESS_THAN, LESS_THAN_OR_EQUAL (values[0]) and BETWEEN
 * (values[0]..values[1], inclusive), in `currency` when given; CARD_BIN with ONE_OF / NOT_ONE_OF by
 * prefix. Any other condition never matches.
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import { reject } from "../foundation/errors"
import type { RoutingRecord } from "../foundation/routing-records"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"

/** Bodies as the handlers pass them: `null` on an optional field taken out (routes/route.ts). */
type CreateRoutingParams = WithoutNulls<Core.CreateRoutingParams>
type RoutingRecommendationParams = WithoutNulls<Core.RoutingRecommendationParams>
type UpdateRoutingParams = WithoutNulls<Core.UpdateRoutingParams>

type Json = Record<string, unknown>
interface Step { readonly index: number; readonly provider_id: string; readonly connection_id: string }
interface Route { readonly steps: ReadonlyArray<Step> }
interface Condition { readonly condition_type: string; readonly conditional: string; readonly values?: ReadonlyArray<string>; readonly currency?: string }
interface ConditionSet { readonly sort_number: number; readonly conditions?: ReadonlyArray<Condition>; readonly route: Route }

const configOf = (params: UpdateRoutingParams): Json => ({
  name: params.name,
  default_route: params.default_route,
  ...(params.condition_sets !== undefined ? { condition_sets: params.condition_sets } : {})
})

export const retrieveRouting = (env: Env, merchant: string, id: string): RoutingRecord => {
  const routing = own(env.store.routings, id, merchant)
  if (routing === undefined) throw reject(404, "ROUTING_NOT_FOUND", `Routing ${id} not found`)
  return routing
}

export const createRouting = (env: Env, merchant: string, params: CreateRoutingParams): RoutingRecord => {
  const taken = [...env.store.routings.values()].some(
    (r) => r.merchant === merchant && r.accountId === params.account_id && r.paymentMethod === params.payment_method
  )
  if (taken) throw reject(409, "ROUTING_ALREADY_EXISTS", `The account already has a routing for ${params.payment_method}`)
  const now = env.clock.now()
  const routing: RoutingRecord = {
    id: uuid(), merchant, accountId: params.account_id, paymentMethod: params.payment_method, config: configOf(params), createdAt: now, updatedAt: now
  }
  env.store.routings.set(routing.id, routing)
  return routing
}

export const updateRouting = (env: Env, merchant: string, id: string, params: UpdateRoutingParams): RoutingRecord => {
  const routing = retrieveRouting(env, merchant, id)
  routing.config = configOf(params)
  routing.updatedAt = env.clock.now()
  return routing
}

export const listRoutings = (env: Env, merchant: string, accountId: string, paymentMethod?: string): Array<RoutingRecord> =>
  [...env.store.routings.values()].filter(
    (r) => r.merchant === merchant && r.accountId === accountId && (paymentMethod === undefined || r.paymentMethod === paymentMethod)
  )

const routesOf = (config: Json): Array<Route> => [
  config.default_route as Route,
  ...((config.condition_sets as ReadonlyArray<ConditionSet> | undefined) ?? []).map((s) => s.route)
]

export const renderRouting = (env: Env, r: RoutingRecord) => {
  const known = (id: string) => own(env.store.connections, id, r.merchant) !== undefined
  const unknown = [...new Set(routesOf(r.config).flatMap((route) => route.steps.map((s) => s.connection_id)).filter((id) => !known(id)))]
  return {
    ...r.config,
    id: r.id,
    account_id: r.accountId,
    payment_method: r.paymentMethod,
    warnings: unknown.map((id) => `connection_id ${id} is not a connection of this account`),
    created_at: isoMicros(r.createdAt),
    updated_at: isoMicros(r.updatedAt)
  }
}

const matches = (c: Condition, payment: RoutingRecommendationParams["payment"]): boolean => {
  const values = c.values ?? []
  const oneOf = (value: string, test: (v: string) => boolean = (v) => v === value) =>
    c.conditional === "ONE_OF" ? values.some(test) : c.conditional === "NOT_ONE_OF" ? !values.some(test) : false
  switch (c.condition_type) {
    case "COUNTRY":
      return oneOf(payment.country)
    case "CURRENCY":
      return oneOf(payment.amount.currency)
    case "CARD_BIN": {
      const bin = payment.payment_method.details?.card?.bin
      return bin !== undefined && oneOf(bin, (v) => bin.startsWith(v))
    }
    case "AMOUNT": {
      if (c.currency !== undefined && c.currency !== payment.amount.currency) return false
      const amount = Number(payment.amount.value)
      const [a, b] = values.map(Number)
      if (a === undefined || Number.isNaN(a)) return false
      switch (c.conditional) {
        case "GREATER_THAN": return amount > a
        case "GREATER_THAN_OR_EQUAL": return amount >= a
        case "LESS_THAN": return amount < a
        case "LESS_THAN_OR_EQUAL": return amount <= a
        case "BETWEEN": return b !== undefined && amount >= a && amount <= b
        default: return false
      }
    }
    default:
      return false
  }
}

/** The route the routing gives the payment: the first matching condition set's, else the default. */
export const routeFor = (routing: RoutingRecord, payment: RoutingRecommendationParams["payment"]): Route => {
  const sets = [...((routing.config.condition_sets as ReadonlyArray<ConditionSet> | undefined) ?? [])]
    .map((set, order) => ({ set, order }))
    .sort((x, y) => x.set.sort_number - y.set.sort_number || x.order - y.order)
  const hit = sets.find(({ set }) => (set.conditions ?? []).every((c) => matches(c, payment)))
  return hit?.set.route ?? (routing.config.default_route as Route)
}

/** POST /routing/recommendations. */
export const recommend = (env: Env, merchant: string, params: RoutingRecommendationParams) => {
  const routing = [...env.store.routings.values()].find(
    (r) => r.merchant === merchant && r.accountId === params.account_id && r.paymentMethod === params.payment.payment_method.type
  )
  const candidates = params.candidates.map((c) => ({ provider_id: c.provider_id, merchant_connection_id: c.merchant_connection_id }))
  const ranked: Array<{ provider_id: string; merchant_connection_id: string | undefined }> = []
  if (routing !== undefined) {
    const steps = [...routeFor(routing, params.payment).steps].sort((a, b) => a.index - b.index)
    for (const step of steps) {
      const candidate = candidates.find((c) => c.provider_id === step.provider_id && !ranked.includes(c))
      if (candidate !== undefined) ranked.push(candidate)
    }
  }
  for (const c of candidates) if (!ranked.includes(c)) ranked.push(c)
  const withConnection = (c: (typeof ranked)[number]) => ({ provider_id: c.provider_id, ...(c.merchant_connection_id !== undefined ? { merchant_connection_id: c.merchant_connection_id } : {}) })
  return {
    recommendation_id: uuid(),
    ...(params.merchant_order_id !== undefined ? { merchant_order_id: params.merchant_order_id } : {}),
    optimized_for: params.optimize_for ?? "APPROVAL_RATE",
    decision_source: "INSUFFICIENT_DATA",
    recommended: withConnection(ranked[0]!),
    ranking: ranked.map((c) => ({ ...withConnection(c), sample_size: 0 }))
  }
}
