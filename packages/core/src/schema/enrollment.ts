/**
 * Stored payment methods (gap-facts-2 E): a customer's enrolled (vaulted) payment method
 * and the strict body of `POST /customers/{customer_id}/payment-methods`.
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, OptBoolean, OptString } from "./fields"
import { CardData } from "./payment-method"
import { BoundedString, CountryCode, CurrencyCode, Maybe, OpaqueObject, OpenEnum, Resource } from "./shared"

/** E2: enrollment statuses (the list is open). */
export const ENROLLMENT_STATUSES = [
  "CREATED", "EXPIRED", "REJECTED", "READY_TO_ENROLL", "DECLINED", "CANCELED",
  "ENROLL_IN_PROCESS", "ENROLLED", "UNENROLL_IN_PROCESS", "UNENROLLED", "ERROR"
] as const

// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

/** A customer's stored payment method: its `vaulted_token` pays later payments (E1). */
export const EnrolledPaymentMethod = Resource({
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
  created_at: OptString,
  updated_at: OptString
})
export type EnrolledPaymentMethod = typeof EnrolledPaymentMethod.Type

/** `GET /customers/{customer_id}/payment-methods` answers `{ payment_methods: [...] }` (E1). */
export const EnrolledPaymentMethodList = Resource({
  payment_methods: Schema.Array(EnrolledPaymentMethod)
})
export type EnrolledPaymentMethodList = typeof EnrolledPaymentMethodList.Type

// ---------------------------------------------------------------------------
// Request side (strict)
// ---------------------------------------------------------------------------

/**
 * Body of `customers.paymentMethods.enroll`. gap-facts-2 does not list the body; these are the
 * fields of the service's server-to-server enrollment: `account_id` and `type` required, then a
 * front-end `token` or raw `card_data`, `country`, `workflow`, `callback_url`, `verify`.
 */
export const EnrollPaymentMethodParams = Schema.Struct({
  account_id: NonEmptyString,
  // as in payments: CARD is only a value seen, so any upper-case type name is accepted
  type: Schema.String.check(Schema.isPattern(/^[A-Z][A-Z0-9_]*$/, { expected: "a payment method type such as CARD" })),
  token: opt(NonEmptyString),
  country: opt(CountryCode),
  workflow: opt(NonEmptyString),
  callback_url: opt(BoundedString(3, 526)),
  card_data: opt(
    Schema.Struct({
      number: opt(NonEmptyString),
      expiration_month: opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 }))),
      expiration_year: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
      security_code: opt(NonEmptyString),
      holder_name: opt(Schema.String),
      type: opt(NonEmptyString)
    })
  ),
  verify: opt(Schema.Struct({ vault_on_success: opt(Schema.Boolean), currency: opt(CurrencyCode) })),
  provider_data: opt(OpaqueObject)
})
export type EnrollPaymentMethodParams = typeof EnrollPaymentMethodParams.Type
