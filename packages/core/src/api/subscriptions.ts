/** Subscription endpoints: create, retrieve, the ACTIVE ⇄ PAUSED → CANCELED moves, and the two lists. */
import { NonEmptyString } from "../schema/fields"
import { ListSubscriptionPaymentsParams, ListSubscriptionsParams, SubscriptionListPage, SubscriptionPaymentListPage } from "../schema/list"
import { Uuid } from "../schema/shared"
import { Subscription } from "../schema/subscription"
import { ChangeSubscriptionPlanParams, CreateSubscriptionParams, UpdateSubscriptionParams } from "../schema/subscription-params"
import { endpoint } from "./engine/endpoint"

const MOVE_DESCRIPTIONS = {
  pause: "Pauses a subscription: ACTIVE → PAUSED.",
  resume: "Resumes a subscription: PAUSED → ACTIVE.",
  cancel: "Cancels a subscription: ACTIVE or PAUSED → CANCELED."
} as const

// no key on the wire: a repeat of an applied move answers INVALID_STATE, so only unsent attempts are retried
const move = <const A extends "pause" | "resume" | "cancel">(action: A) =>
  endpoint({
    operation: `subscriptions.${action}`,
    description: MOVE_DESCRIPTIONS[action],
    method: "POST",
    path: `/subscriptions/{subscription_id}/${action}`,
    pathParams: { subscription_id: Uuid },
    response: Subscription,
    idempotent: false,
    successStatus: 200,
    retry: "unsafe",
    paging: "none",
    returns: "Subscription"
  })

export const pause = move("pause")
export const resume = move("resume")
export const cancel = move("cancel")

export const create = endpoint({
  operation: "subscriptions.create",
  description: "Creates a subscription, ACTIVE.",
  method: "POST",
  path: "/subscriptions",
  body: CreateSubscriptionParams,
  response: Subscription,
  idempotent: true, // docs/service-facts.md#idempotency
  idempotencyKeyRequired: false // the service's reference marks the header optional here (docs/spec-gaps.md)
})

export const retrieve = endpoint({
  operation: "subscriptions.retrieve",
  description: "Retrieves a subscription.",
  method: "GET",
  path: "/subscriptions/{subscription_id}",
  pathParams: { subscription_id: Uuid },
  response: Subscription
})

export const list = endpoint({
  operation: "subscriptions.list",
  description: "One page of subscriptions, newest first. `account_id` is sent as `x-account-code` and defaults to the client's `accountId`.",
  method: "GET",
  path: "/subscriptions",
  query: ListSubscriptionsParams,
  response: SubscriptionListPage,
  // F2: the account goes in a header, from the call's account_id or the client's accountId
  headers: [{ name: "x-account-code", param: "account_id", config: "accountId", required: true }],
  paging: "page/size"
})

export const listPayments = endpoint({
  operation: "subscriptions.listPayments",
  description: "One page of the subscription's payments.",
  method: "GET",
  path: "/subscriptions/{subscription_id}/payments",
  pathParams: { subscription_id: Uuid },
  query: ListSubscriptionPaymentsParams,
  response: SubscriptionPaymentListPage,
  paging: "limit/offset"
})

export const changeSubscriptionPlan = endpoint({
  operation: "subscriptions.changePlan",
  description: "Moves a subscription to another plan; answers the replacement subscription.",
  method: "POST",
  path: "/subscriptions/{subscription_id}/plan",
  pathParams: { subscription_id: NonEmptyString },
  body: ChangeSubscriptionPlanParams,
  response: Subscription
})

export const retrySubscription = endpoint({
  operation: "subscriptions.retry",
  description: "Retries a subscription's failed renewal with its vaulted card.",
  method: "POST",
  path: "/subscriptions/{subscription_id}/retry",
  pathParams: { subscription_id: NonEmptyString },
  response: Subscription
})

export const updateSubscription = endpoint({
  operation: "subscriptions.update",
  description: "Updates a subscription; only what is sent changes.",
  method: "PATCH",
  path: "/subscriptions/{subscription_id}",
  pathParams: { subscription_id: NonEmptyString },
  body: UpdateSubscriptionParams,
  response: Subscription
})
