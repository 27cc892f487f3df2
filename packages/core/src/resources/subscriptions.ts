/** Subscriptions: create, retrieve, and the ACTIVE ⇄ PAUSED → CANCELED moves. */
import type * as Effect from "effect/Effect"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import { Uuid } from "../schema/shared"
import { CreateSubscriptionParams, Subscription } from "../schema/subscription"
import { call } from "./call"

type Move = (subscriptionId: string, options?: RequestOptions) => Effect.Effect<Subscription, PayrailApiError>

export interface SubscriptionsApi {
  /** `POST /subscriptions` (X-Idempotency-Key, gap-facts #8) → ACTIVE. */
  readonly create: (body: CreateSubscriptionParams, options?: RequestOptions) => Effect.Effect<Subscription, PayrailApiError>
  /** `GET /subscriptions/{id}`. */
  readonly retrieve: Move
  /** `POST /subscriptions/{id}/pause`: ACTIVE → PAUSED. */
  readonly pause: Move
  /** `POST /subscriptions/{id}/resume`: PAUSED → ACTIVE. */
  readonly resume: Move
  /** `POST /subscriptions/{id}/cancel`: ACTIVE or PAUSED → CANCELED. */
  readonly cancel: Move
}

const move = (send: Send, action: "pause" | "resume" | "cancel"): Move => (subscriptionId, options) =>
  call(send, {
    operation: `subscriptions.${action}`,
    method: "POST",
    path: `/subscriptions/{subscription_id}/${action}`,
    params: { subscription_id: { value: subscriptionId, schema: Uuid } },
    // no key on the wire: a repeat of an applied move answers INVALID_STATE, so only unsent attempts are retried
    retry: "unsafe",
    response: Subscription
  }, options)

export const makeSubscriptions = (send: Send): SubscriptionsApi => ({
  create: (body, options) =>
    call(send, {
      operation: "subscriptions.create",
      method: "POST",
      path: "/subscriptions",
      body: { schema: CreateSubscriptionParams, input: body },
      idempotent: true,
      retry: "safe",
      response: Subscription
    }, options),
  retrieve: (subscriptionId, options) =>
    call(send, {
      operation: "subscriptions.retrieve",
      method: "GET",
      path: "/subscriptions/{subscription_id}",
      params: { subscription_id: { value: subscriptionId, schema: Uuid } },
      retry: "safe",
      response: Subscription
    }, options),
  pause: move(send, "pause"),
  resume: move(send, "resume"),
  cancel: move(send, "cancel")
})
