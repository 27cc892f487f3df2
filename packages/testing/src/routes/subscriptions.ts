/** Subscriptions: create, retrieve, pause, resume, cancel (spec endpoints 7–9, gap-facts #13); lists (gap-facts-2 F2–F3). */
import { CreateSubscriptionParams } from "@payrail/core"
import { invalidRequest, unrecorded } from "../errors"
import {
  cancelSubscription,
  createSubscription,
  pauseSubscription,
  renderSubscription,
  resumeSubscription,
  retrieveSubscription
} from "../state/subscriptions"
import { pageByOffset, pageBySize } from "../state/lists"
import { listSubscriptionPayments, listSubscriptions } from "../state/subscription-lists"
import { renderPayment } from "../state/payments"
import { decodeOrReject } from "../validate"
import { intQuery, ok, requiredHeader, type Route, type RouteContext, timeQuery, uuidParam } from "./route"

const move = (
  name: string,
  verb: "pause" | "resume" | "cancel",
  apply: typeof pauseSubscription
): Route => ({
  name,
  method: "POST",
  pattern: `/subscriptions/:subscription_id/${verb}`,
  handle: (ctx: RouteContext) => ok(renderSubscription(ctx.env, apply(ctx.env, ctx.merchant, uuidParam(ctx, "subscription_id")), verb))
})

export const subscriptionRoutes: ReadonlyArray<Route> = [
  {
    name: "subscriptions.create",
    method: "POST",
    pattern: "/subscriptions",
    idempotent: true, // gap-facts #8
    handle: (ctx) => {
      const params = decodeOrReject(CreateSubscriptionParams, ctx.body, (m) => invalidRequest(...m))
      // spec endpoint 7: 200 with status ACTIVE
      return ok(renderSubscription(ctx.env, createSubscription(ctx.env, ctx.merchant, params), "create"))
    }
  },
  {
    name: "subscriptions.retrieve",
    method: "GET",
    pattern: "/subscriptions/:subscription_id",
    handle: (ctx) => ok(renderSubscription(ctx.env, retrieveSubscription(ctx.env, ctx.merchant, uuidParam(ctx, "subscription_id"))))
  },
  move("subscriptions.pause", "pause", pauseSubscription),
  move("subscriptions.resume", "resume", resumeSubscription),
  move("subscriptions.cancel", "cancel", cancelSubscription),
  {
    name: "subscriptions.list",
    method: "GET",
    pattern: "/subscriptions",
    handle: (ctx) => {
      const q = (name: string) => ctx.query.get(name) || undefined
      const subs = listSubscriptions(ctx.env, ctx.merchant, {
        accountId: requiredHeader(ctx, "x-account-code"),
        customerId: q("customer_id"),
        statuses: q("status")?.split(",").map((s) => s.trim()),
        planId: q("plan_id"),
        createdFrom: timeQuery(ctx, "created_at_from"),
        createdTo: timeQuery(ctx, "created_at_to"),
        paymentMethodType: q("payment_method_type")
      })
      // gap-facts-2 F2: page from 1, size 1–100 (default 20)
      const page = pageBySize(subs, intQuery(ctx, "page", 1, Number.MAX_SAFE_INTEGER, 1), intQuery(ctx, "size", 1, 100, 20), (s) =>
        renderSubscription(ctx.env, s))
      return ok(page)
    }
  },
  {
    name: "subscriptions.listPayments",
    method: "GET",
    pattern: "/subscriptions/:subscription_id/payments",
    handle: (ctx) => {
      const payments = listSubscriptionPayments(ctx.env, ctx.merchant, uuidParam(ctx, "subscription_id"))
      // gap-facts-2 F3: limit 1–100 (default 20), offset a multiple of limit
      const limit = intQuery(ctx, "limit", 1, 100, 20)
      const offset = intQuery(ctx, "offset", 0, Number.MAX_SAFE_INTEGER, 0)
      if (offset % limit !== 0) throw unrecorded(invalidRequest(`offset: Expected a multiple of limit (${limit}), got ${offset}`))
      return ok(pageByOffset(payments, limit, offset, (p) =>
        renderPayment(ctx.env, p, { kind: "retrieve", rawResponse: false, transactionsHistory: false })))
    }
  }
]
