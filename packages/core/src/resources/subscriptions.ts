/** Subscriptions: create, retrieve, the ACTIVE ⇄ PAUSED → CANCELED moves, and the lists. */
import * as Effect from "effect/Effect"
import type * as Stream from "effect/Stream"
import { routes as api } from "../api/routes.generated"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { ListSubscriptionPaymentsParams, ListSubscriptionsParams } from "../schema/list"
import type { Payment } from "../schema/payment"
import type { Subscription } from "../schema/subscription"
import type { CreateSubscriptionParams } from "../schema/subscription-params"
import { type ClientContext, invoke } from "./invoke"
import { type Page, streamAll, toPage } from "./paging"

type Move = (subscriptionId: string, options?: RequestOptions) => Effect.Effect<Subscription, PayrailApiError>

export interface SubscriptionsApi {
  /** `POST /subscriptions` (X-Idempotency-Key, gap-facts #8) → ACTIVE. */
  readonly create: (body: CreateSubscriptionParams, options?: RequestOptions) => Effect.Effect<Subscription, PayrailApiError>
  /** `GET /subscriptions/{subscription_id}`. */
  readonly retrieve: Move
  /** `POST /subscriptions/{subscription_id}/pause`: ACTIVE → PAUSED. */
  readonly pause: Move
  /** `POST /subscriptions/{subscription_id}/resume`: PAUSED → ACTIVE. */
  readonly resume: Move
  /** `POST /subscriptions/{subscription_id}/cancel`: ACTIVE or PAUSED → CANCELED. */
  readonly cancel: Move
  /**
   * `GET /subscriptions` (page/size, newest first): one page. `account_id` is sent as `x-account-code`
   * and defaults to the client's `accountId`.
   */
  readonly list: (
    params?: ListSubscriptionsParams,
    options?: RequestOptions
  ) => Effect.Effect<Page<Subscription, ListSubscriptionsParams>, PayrailApiError>
  /** Every subscription from `params` on, page after page as the stream is pulled. */
  readonly listAll: (params?: ListSubscriptionsParams, options?: RequestOptions) => Stream.Stream<Subscription, PayrailApiError>
  /** `GET /subscriptions/{subscription_id}/payments` (limit/offset): one page of the subscription's payments. */
  readonly listPayments: (
    subscriptionId: string,
    params?: ListSubscriptionPaymentsParams,
    options?: RequestOptions
  ) => Effect.Effect<Page<Payment, ListSubscriptionPaymentsParams>, PayrailApiError>
  /** Every payment of the subscription, page after page as the stream is pulled. */
  readonly listAllPayments: (
    subscriptionId: string,
    params?: ListSubscriptionPaymentsParams,
    options?: RequestOptions
  ) => Stream.Stream<Payment, PayrailApiError>
}

export const makeSubscriptions = (context: ClientContext): SubscriptionsApi => {
  const move = (declaration: typeof api.subscriptions.pause | typeof api.subscriptions.resume | typeof api.subscriptions.cancel): Move =>
  (subscriptionId, options) => invoke(context, declaration, { params: { subscription_id: subscriptionId }, options })
  const list: SubscriptionsApi["list"] = (params = {}, options) =>
    Effect.map(invoke(context, api.subscriptions.list, { query: params, options }), (raw) =>
      toPage<Subscription, ListSubscriptionsParams>(api.subscriptions.list.paging, params, raw))
  const listPayments: SubscriptionsApi["listPayments"] = (subscriptionId, params = {}, options) =>
    Effect.map(
      invoke(context, api.subscriptions.listPayments, { params: { subscription_id: subscriptionId }, query: params, options }),
      (raw) => toPage<Payment, ListSubscriptionPaymentsParams>(api.subscriptions.listPayments.paging, params, raw)
    )
  return {
    create: (body, options) => invoke(context, api.subscriptions.create, { body, options }),
    retrieve: (subscriptionId, options) =>
      invoke(context, api.subscriptions.retrieve, { params: { subscription_id: subscriptionId }, options }),
    pause: move(api.subscriptions.pause),
    resume: move(api.subscriptions.resume),
    cancel: move(api.subscriptions.cancel),
    list,
    listAll: (params, options) => streamAll((p) => list(p, options), params),
    listPayments,
    listAllPayments: (subscriptionId, params, options) => streamAll((p) => listPayments(subscriptionId, p, options), params)
  }
}
