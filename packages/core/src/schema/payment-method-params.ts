/**
 * Request bodies of payment-method.ts (strict: excess keys refused, every bad path named), in a module of
 * their own so a bundle that only decodes responses or webhooks leaves them out.
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt } from "./fields"

/** Card options of a request payment method (gap-facts #5). */
export const CardParams = Schema.Struct({
  capture: opt(Schema.Boolean), // spec: false authorizes without charging
  installments: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
  first_installment_deferral: opt(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  soft_descriptor: opt(Schema.String),
  verify: opt(Schema.Boolean),
  stored_credentials: opt(
    Schema.Struct({
      reason: opt(NonEmptyString),
      usage: opt(NonEmptyString),
      subscription_agreement_id: opt(NonEmptyString),
      network_transaction_id: opt(NonEmptyString)
    })
  )
})
export type CardParams = typeof CardParams.Type

/** Payment method in a request: token, vaulted_token, type, vault_on_success, detail.card (gap-facts #5). */
export const PaymentMethodParams = Schema.Struct({
  token: opt(NonEmptyString),
  vaulted_token: opt(NonEmptyString),
  // spec: CARD, BANK_TRANSFER are only "values seen", so any upper-case type name is accepted
  type: opt(Schema.String.check(Schema.isPattern(/^[A-Z][A-Z0-9_]*$/, { expected: "a payment method type such as CARD" }))),
  vault_on_success: opt(Schema.Boolean),
  detail: opt(Schema.Struct({ card: opt(CardParams) }))
})
export type PaymentMethodParams = typeof PaymentMethodParams.Type
