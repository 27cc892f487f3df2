/**
 * The resources webhook notifications carry that no API response schema covers yet
 * (docs/service-facts.md#webhook-resource): the payment method of an enrollment event, a payout, a split transfer,
 * and the subscription as notifications send it (identified by `code`, `id` optional).
 *
 * Minimal and tolerant, like every response schema: unknown fields are kept, unknown enum
 * values decode, only what a receiver needs to tell events apart is typed. The enrollment's
 * payment method is the customers endpoints' `EnrolledPaymentMethod`.
 */
import * as Schema from "effect/Schema"
import { OptNumber, OptString } from "./fields"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"
import { EnrolledPaymentMethod } from "./enrollment"
import { Subscription } from "./subscription"

// Each schema is built in `/* @__PURE__ */ (() => …)()`: a top-level call is otherwise kept by a user's
// bundler even when unused, and with it effect/Schema (the Workers webhook route needs no schema value).

const enrollmentPaymentMethod = EnrolledPaymentMethod
/** The schema of `EnrollmentPaymentMethod`, by name (see `Named`). */
export interface EnrollmentPaymentMethodSchema extends Named<typeof enrollmentPaymentMethod> {}
/** `data.payment_method` of an `enrollment.*` notification: the same stored payment method the customers endpoints answer. */
export const EnrollmentPaymentMethod: EnrollmentPaymentMethodSchema = enrollmentPaymentMethod
export type EnrollmentPaymentMethod = EnrolledPaymentMethod

const payoutCodec = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    status: Maybe(Schema.String),
    merchant_reference: OptString,
    amount: Maybe(Resource({ value: OptNumber, currency: OptString })),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `Payout`, by name (see `Named`). */
export interface PayoutSchema extends Named<typeof payoutCodec> {}
/** `data` of a `payout.*` notification: the payout itself. */
export const Payout: PayoutSchema = payoutCodec
export type Payout = typeof Payout.Type

const splitTransfer = /* @__PURE__ */ (() =>
  Resource({
    transfer_id: OptString,
    trace_id: OptString,
    id: OptString,
    status: Maybe(Schema.String),
    version: Maybe(Schema.Union([Schema.Number, Schema.String])),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `SplitTransfer`, by name (see `Named`). */
export interface SplitTransferSchema extends Named<typeof splitTransfer> {}
/** `data` of a `split_transfer.*` notification (docs/service-facts.md#webhook-resource: top-level `trace_id`, `transfer_id`, `version`). */
export const SplitTransfer: SplitTransferSchema = splitTransfer
export type SplitTransfer = typeof SplitTransfer.Type

const subscriptionNotification = /* @__PURE__ */ (() =>
  Resource({
    ...Subscription.schema.fields,
    id: OptString,
    code: OptString,
    account_code: OptString
  }))()
/** The schema of `SubscriptionNotification`, by name (see `Named`). */
export interface SubscriptionNotificationSchema extends Named<typeof subscriptionNotification> {}
/**
 * `data.subscription` of a `subscription.*` notification: the Subscription resource, except
 * that notifications identify it by `code` (docs/service-facts.md#webhook-resource) and may leave `id` out.
 */
export const SubscriptionNotification: SubscriptionNotificationSchema = subscriptionNotification
export type SubscriptionNotification = typeof SubscriptionNotification.Type
