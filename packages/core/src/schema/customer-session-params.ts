/**
 * Request bodies of customer-session.ts (known fields checked with every bad path named; unknown
 * ones sent as given), in a module of their own so a bundle that only decodes answers leaves them out.
 */
import * as Schema from "effect/Schema"
import { opt } from "./fields"
import { BoundedString, CountryCode, CurrencyCode, openList, Uuid, type Named } from "./shared"

/**
 * The countries the reference lists for customer sessions and their enrollments. The customers API
 * takes more (docs/spec-gaps.md): the list gives autocompletion and is not enforced.
 */
export const CUSTOMER_SESSION_COUNTRIES = [
  "AR", "BO", "BR", "CL", "CO", "CR", "EC", "SV", "GT", "HN", "MX", "NI", "PA", "PY", "PE", "US", "UY"
] as const

const SessionCountry = /* @__PURE__ */ (() => openList(CountryCode, CUSTOMER_SESSION_COUNTRIES))()

const createCustomerSessionParams = Schema.Struct({
  account_id: Uuid,
  country: SessionCountry,
  customer_id: Uuid,
  callback_url: opt(BoundedString(3, 526)),
  checkout_id: opt(Uuid)
})
/** The schema of `CreateCustomerSessionParams`, by name (see `Named`). */
export interface CreateCustomerSessionParamsSchema extends Named<typeof createCustomerSessionParams> {}
/** Body of `customerSessions.create` (`POST /customers/sessions`). */
export const CreateCustomerSessionParams: CreateCustomerSessionParamsSchema = createCustomerSessionParams
export type CreateCustomerSessionParams = typeof CreateCustomerSessionParams.Type

/** The payment method types the reference lists for enrollment (the service may take more). */
export const SESSION_ENROLLMENT_TYPES = ["CARD", "MERCADO_PAGO_WALLET", "NEQUI", "BANCOLOMBIA_TOKENBOX", "NU_PAY_ENROLLMENT"] as const

const enrollSessionPaymentMethodParams = Schema.Struct({
  account_id: Uuid,
  payment_method_type: openList(BoundedString(3, 255), SESSION_ENROLLMENT_TYPES),
  country: SessionCountry,
  account_updater: opt(Schema.Boolean),
  // a verify transaction before vaulting (needs a provider on the CARD route)
  verify: opt(Schema.Struct({ vault_on_success: Schema.Boolean, currency: opt(CurrencyCode) }))
})
/** The schema of `EnrollSessionPaymentMethodParams`, by name (see `Named`). */
export interface EnrollSessionPaymentMethodParamsSchema extends Named<typeof enrollSessionPaymentMethodParams> {}
/** Body of `customerSessions.paymentMethods.enroll` (`POST /customers/sessions/{customer_session}/payment-methods`). */
export const EnrollSessionPaymentMethodParams: EnrollSessionPaymentMethodParamsSchema = enrollSessionPaymentMethodParams
export type EnrollSessionPaymentMethodParams = typeof EnrollSessionPaymentMethodParams.Type
