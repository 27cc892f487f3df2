/**
 * Request bodies of enrollment.ts (known fields checked with every bad path named; unknown ones sent as given), in a module of
 * their own so a bundle that only decodes responses or webhooks leaves them out.
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"
import { BoundedString, CountryCode, CurrencyCode, type Named, OpaqueObject, Uuid } from "./shared"

const enrollPaymentMethodParams = Schema.Struct({
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
/** The schema of `EnrollPaymentMethodParams`, by name (see `Named`). */
export interface EnrollPaymentMethodParamsSchema extends Named<typeof enrollPaymentMethodParams> {}
/**
 * Body of `customers.paymentMethods.enroll`. The facts read do not list the body; these are the
 * fields of the service's server-to-server enrollment: `account_id` and `type` required, then a
 * front-end `token` or raw `card_data`, `country`, `workflow`, `callback_url`, `verify`.
 */
export const EnrollPaymentMethodParams: EnrollPaymentMethodParamsSchema = enrollPaymentMethodParams
export type EnrollPaymentMethodParams = typeof EnrollPaymentMethodParams.Type

const reassignPaymentMethodParams = Schema.Struct({ customer_id: Uuid })
/** The schema of `ReassignPaymentMethodParams`, by name (see `Named`). */
export interface ReassignPaymentMethodParamsSchema extends Named<typeof reassignPaymentMethodParams> {}
/** Body of `paymentMethods.reassign` (`PATCH /payment-methods/{payment_method_id}`): the customer the stored method moves to. */
export const ReassignPaymentMethodParams: ReassignPaymentMethodParamsSchema = reassignPaymentMethodParams
export type ReassignPaymentMethodParams = typeof ReassignPaymentMethodParams.Type

const registerAccountUpdaterParams = Schema.Struct({
  payment_method_ids: Schema.Array(Uuid).check(Schema.isMinLength(1), Schema.isMaxLength(100))
})
/** The schema of `RegisterAccountUpdaterParams`, by name (see `Named`). */
export interface RegisterAccountUpdaterParamsSchema extends Named<typeof registerAccountUpdaterParams> {}
/** Body of `paymentMethods.registerForAccountUpdater` (`POST /payment-methods/account-updater`): 1 to 100 vaulted tokens. */
export const RegisterAccountUpdaterParams: RegisterAccountUpdaterParamsSchema = registerAccountUpdaterParams
export type RegisterAccountUpdaterParams = typeof RegisterAccountUpdaterParams.Type
