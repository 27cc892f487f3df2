/** Subscriptions: create, retrieve, pause, resume, cancel (spec endpoints 7–9, docs/service-facts.md#subscription-moves); lists (docs/service-facts.md#subscription-lists); update, change of plan, retry (state/subscription-changes.ts). */
import { api } from "@payrail/core/api"
import { pageByOffset, pageBySize } from "../state/lists"
import { renderPayment } from "../state/payment-rendering"
import { listSubscriptionPayments, listSubscriptions } from "../state/subscription-lists"
import {
  cancelSubscription,
  createSubscription,
  pauseSubscription,
  renderSubscription,
  resumeSubscription,
  retrieveSubscription
} from "../state/subscriptions"
import { optionalRequestTime } from "../state/request-time"
import { changeSubscriptionPlan, retrySubscription, updateSubscription } from "../state/subscription-changes"
import { type GroupTable, handler } from "./route"

export const subscriptionHandlers = {
  // docs/service-facts.md#create-subscription: 200 with status ACTIVE
  "subscriptions.create": handler(api.subscriptions.create, { handle: (ctx) => renderSubscription(ctx.env, createSubscription(ctx.env, ctx.merchant, ctx.body), "create") }),
  "subscriptions.retrieve": handler(api.subscriptions.retrieve, {
    handle: (ctx) => renderSubscription(ctx.env, retrieveSubscription(ctx.env, ctx.merchant, ctx.params.subscription_id))
  }),
  "subscriptions.pause": handler(api.subscriptions.pause, {
    handle: (ctx) => renderSubscription(ctx.env, pauseSubscription(ctx.env, ctx.merchant, ctx.params.subscription_id), "pause")
  }),
  "subscriptions.resume": handler(api.subscriptions.resume, {
    handle: (ctx) => renderSubscription(ctx.env, resumeSubscription(ctx.env, ctx.merchant, ctx.params.subscription_id), "resume")
  }),
  "subscriptions.cancel": handler(api.subscriptions.cancel, {
    handle: (ctx) => renderSubscription(ctx.env, cancelSubscription(ctx.env, ctx.merchant, ctx.params.subscription_id), "cancel")
  }),
  "subscriptions.list": handler(api.subscriptions.list, {
    handle: (ctx) => {
      const q = ctx.query
      const subs = listSubscriptions(ctx.env, ctx.merchant, {
        accountId: ctx.headers.get("x-account-code")!, // required by the declaration
        customerId: q.customer_id,
        statuses: q.status?.split(",").map((s) => s.trim()),
        planId: q.plan_id,
        createdFrom: optionalRequestTime("created_at_from", q.created_at_from),
        createdTo: optionalRequestTime("created_at_to", q.created_at_to),
        paymentMethodType: q.payment_method_type
      })
      // docs/service-facts.md#subscription-lists: page from 1, size default 20
      return pageBySize(subs, q.page ?? 1, q.size ?? 20, (s) => renderSubscription(ctx.env, s))
    }
  }),
  "subscriptions.listPayments": handler(api.subscriptions.listPayments, {
    handle: (ctx) =>
      // docs/service-facts.md#subscription-lists: limit default 20
      pageByOffset(listSubscriptionPayments(ctx.env, ctx.merchant, ctx.params.subscription_id), ctx.query.limit ?? 20, ctx.query.offset ?? 0, (p) =>
        renderPayment(ctx.env, p, { kind: "retrieve", rawResponse: false, transactionsHistory: false }))
  }),
  "subscriptions.update": handler(api.subscriptions.update, {
    handle: (ctx) => renderSubscription(ctx.env, updateSubscription(ctx.env, ctx.merchant, ctx.params.subscription_id, ctx.body))
  }),
  "subscriptions.retry": handler(api.subscriptions.retry, {
    handle: (ctx) => renderSubscription(ctx.env, retrySubscription(ctx.env, ctx.merchant, ctx.params.subscription_id))
  }),
  "subscriptions.changePlan": handler(api.subscriptions.changePlan, {
    handle: (ctx) => renderSubscription(ctx.env, changeSubscriptionPlan(ctx.env, ctx.merchant, ctx.params.subscription_id, ctx.body))
  })
} satisfies GroupTable<"subscriptions">
