/**
 * Reference examples that break a rule the reference itself states, with the field the client
 * and the fake name when they refuse it. Keyed by the corpus title (`operation › file › name`).
 * Every other example of the corpus is accepted as it is.
 */
export interface Exception {
  /** The field path both name. */
  readonly path: string
  /** The rule the reference states, and how the example breaks it. */
  readonly reason: string
}

export const EXCEPTIONS: Readonly<Record<string, Exception>> = {
  "payments.create › payments/create-payment.json › Card - With external providers data": {
    path: "description",
    reason: "it leaves out description and merchant_order_id, which the reference marks required"
  },
  "payments.create › payments/create-payment.json › Wallet - Direct": {
    path: "account_id",
    reason: "account_id is the empty string; the reference requires account_id, a UUID of 36 characters"
  },
  "payments.create › payments/create-payment.json › Example - Placeholders": {
    path: "customer_payer.merchant_customer_created_at",
    reason: "merchant_customer_created_at is \"2014-05-12 13:05:00\"; the reference requires an ISO 8601 date-time of 27 characters"
  },
  "banking.createOnboarding › banking-connectivity/entity-onboarding-banking-connectivity/create-entity-onboarding.json › Create entity onboarding": {
    path: "documentation[0].identity_document.front_image.content",
    reason: "every file content is the text \"base64_encoded_content\"; the reference requires base64-encoded file content"
  },
  "checkout.sessions.update › checkout-sessions/update-checkout-session.json › Update checkout session": {
    path: "amount.value",
    reason: "amount and alternative_amount carry a currency only; the reference requires both currency and value in each"
  },
  "payments.updateDispute › payments/update-dispute.json › Request Example": {
    path: "",
    reason: "the example is text without its enclosing braces, not a JSON object; the reference's body is an object"
  },
  "payouts.create › yuno_sandbox_tested.json › pix_payout": {
    path: "withdrawal_method.provider_id",
    reason: "withdrawal_method leaves out provider_id, which the reference's create-payout page marks required"
  },
  "recipients.update › recipients-for-marketplace/update-recipient-1.json › Update Banking Info": {
    path: "withdrawal_methods",
    reason: "withdrawal_methods is one object; the reference types withdrawal_methods as an array of withdrawal methods"
  }
}
