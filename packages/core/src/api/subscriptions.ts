/** Subscription endpoints: create, retrieve, the ACTIVE ⇄ PAUSED → CANCELED moves, and the two lists. */
import { ListSubscriptionPaymentsParams, ListSubscriptionsParams, SubscriptionListPage, SubscriptionPaymentListPage } from "../schema/list"
import { Uuid } from "../schema/shared"
import { Subscription } from "../schema/subscription"
import { CreateSubscriptionParams } from "../schema/subscription-params"
import { endpoint } from "./endpoint"

export const create = endpoint({
  operation: "subscriptions.create",
  method: "POST",
  path: "/subscriptions",
  pathParams: {},
  body: CreateSubscriptionParams,
  response: Subscription,
  idempotent: true, // gap-facts #8
  idempotencyKeyRequired: false, // the service's reference marks the header optional here (docs/spec-gaps.md)
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "subscriptions.create(body, opts?)", returns: "Subscription" }
})

export const retrieve = endpoint({
  operation: "subscriptions.retrieve",
  method: "GET",
  path: "/subscriptions/{subscription_id}",
  pathParams: { subscription_id: Uuid },
  response: Subscription,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "subscriptions.retrieve(subscriptionId, opts?)", returns: "Subscription" }
})

// no key on the wire: a repeat of an applied move answers INVALID_STATE, so only unsent attempts are retried
const move = <const A extends "pause" | "resume" | "cancel">(action: A) =>
  endpoint({
    operation: `subscriptions.${action}`,
    method: "POST",
    path: `/subscriptions/{subscription_id}/${action}`,
    pathParams: { subscription_id: Uuid },
    response: Subscription,
    idempotent: false,
    successStatus: 200,
    retry: "unsafe",
    paging: "none",
    doc: { call: `subscriptions.${action}(subscriptionId, opts?)`, returns: "Subscription" }
  })

export const pause = move("pause")
export const resume = move("resume")
export const cancel = move("cancel")

export const list = endpoint({
  operation: "subscriptions.list",
  method: "GET",
  path: "/subscriptions",
  pathParams: {},
  query: ListSubscriptionsParams,
  response: SubscriptionListPage,
  idempotent: false,
  successStatus: 200,
  // F2: the account goes in a header, from the call's account_id or the client's accountId
  headers: [{ name: "x-account-code", param: "account_id", config: "accountId", required: true }],
  retry: "safe",
  paging: "page/size",
  doc: { call: "subscriptions.list(params?, opts?)", returns: "Page<Subscription>" }
})

export const listPayments = endpoint({
  operation: "subscriptions.listPayments",
  method: "GET",
  path: "/subscriptions/{subscription_id}/payments",
  pathParams: { subscription_id: Uuid },
  query: ListSubscriptionPaymentsParams,
  response: SubscriptionPaymentListPage,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "limit/offset",
  doc: { call: "subscriptions.listPayments(subscriptionId, params?, opts?)", returns: "Page<Payment>" }
})
