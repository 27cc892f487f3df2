/**
 * Stored payment methods (docs/service-facts.md#stored-payment-methods): a customer's enrolled (vaulted) payment method
 * and the checked body of `POST /customers/{customer_id}/payment-methods`.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptString } from "./fields"
import { CardData } from "./payment-method"
import { Maybe, OpaqueObject, OpenEnum, Resource, type Named } from "./shared"
import { ENROLLMENT_STATUSES } from "./lists"
export { ENROLLMENT_STATUSES } from "./lists"

// Each schema is built in `/* @__PURE__ */ (() => …)()`: a top-level call is otherwise kept by a user's
// bundler even when unused, and with it effect/Schema (the Workers webhook route needs no schema value).

// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

const enrolledPaymentMethod = /* @__PURE__ */ (() =>
  Resource({
    id: OptString,
    vaulted_token: OptString,
    type: OptString,
    name: OptString,
    description: OptString,
    category: OptString,
    country: OptString,
    status: Maybe(OpenEnum(ENROLLMENT_STATUSES)),
    customer_id: OptString,
    preferred: OptBoolean,
    card_data: Maybe(CardData),
    // the reference's enrollment fields
    account_id: OptString,
    sub_status: OptString,
    action: OptString,
    redirect_url: OptString,
    callback_url: OptString,
    idempotency_key: OptString,
    icon: OptString,
    last_successfully_used: OptBoolean,
    last_successfully_used_at: OptString,
    verify: Maybe(OpaqueObject),
    enrollment: Maybe(OpaqueObject),
    provider: Maybe(OpaqueObject),
    customer_payer: Maybe(OpaqueObject),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `EnrolledPaymentMethod`, by name (see `Named`). */
export interface EnrolledPaymentMethodSchema extends Named<typeof enrolledPaymentMethod> {}
/** A customer's stored payment method: its `vaulted_token` pays later payments (E1). */
export const EnrolledPaymentMethod: EnrolledPaymentMethodSchema = enrolledPaymentMethod
export type EnrolledPaymentMethod = typeof EnrolledPaymentMethod.Type

const enrolledPaymentMethodList = /* @__PURE__ */ (() =>
  Resource({
    payment_methods: Schema.Array(EnrolledPaymentMethod)
  }))()
/** The schema of `EnrolledPaymentMethodList`, by name (see `Named`). */
export interface EnrolledPaymentMethodListSchema extends Named<typeof enrolledPaymentMethodList> {}
/** `GET /customers/{customer_id}/payment-methods` answers `{ payment_methods: [...] }` (E1). */
export const EnrolledPaymentMethodList: EnrolledPaymentMethodListSchema = enrolledPaymentMethodList
export type EnrolledPaymentMethodList = typeof EnrolledPaymentMethodList.Type

const accountUpdaterRegistration = /* @__PURE__ */ (() => Resource({ accepted: Schema.Number }))()
/** The schema of `AccountUpdaterRegistration`, by name (see `Named`). */
export interface AccountUpdaterRegistrationSchema extends Named<typeof accountUpdaterRegistration> {}
/** `paymentMethods.registerForAccountUpdater`: how many cards were accepted for the Card Account Updater. */
export const AccountUpdaterRegistration: AccountUpdaterRegistrationSchema = accountUpdaterRegistration
export type AccountUpdaterRegistration = typeof AccountUpdaterRegistration.Type
