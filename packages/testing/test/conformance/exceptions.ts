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

const AMOUNT_AS_TEXT = "amount.value is sent as a string (\"20000\"); the reference types amount.value as a number (multiple of 0.0001)"

const EMPTY_IDS =
  "checkout.session, payment_method.token and payment_method.vaulted_token are empty strings; the reference requires a 36-character " +
  "UUID session when checkout is sent, and tokens of 36 to 64 characters (or null when not used)"

export const EXCEPTIONS: Readonly<Record<string, Exception>> = {
  "payments.create › payments/authorize-payment.json › Card - With card details": { path: "amount.value", reason: AMOUNT_AS_TEXT },
  "payments.create › payments/authorize-payment.json › Card - With airline data": { path: "amount.value", reason: AMOUNT_AS_TEXT },
  "payments.create › payments/authorize-payment.json › Card - With 3DS direct": { path: "amount.value", reason: AMOUNT_AS_TEXT },
  "payments.create › payments/create-payment.json › Card - With card details": { path: "amount.value", reason: AMOUNT_AS_TEXT },
  "payments.create › payments/create-payment.json › Card – Capture and cancel": { path: "amount.value", reason: AMOUNT_AS_TEXT },
  "payments.create › payments/create-payment.json › Card - With airline data": { path: "amount.value", reason: AMOUNT_AS_TEXT },
  "payments.create › payments/create-payment.json › Card - With external providers data": {
    path: "amount.value",
    reason: `${AMOUNT_AS_TEXT}; it also leaves out description and merchant_order_id, which the reference marks required`
  },
  "payments.create › payments/create-payment.json › Wallet - Direct": {
    path: "account_id",
    reason: "account_id is the empty string; the reference requires account_id, a UUID of 36 characters"
  },
  "payments.create › payments/create-payment.json › Example - Placeholders": {
    path: "customer_payer.merchant_customer_created_at",
    reason: "merchant_customer_created_at is \"2014-05-12 13:05:00\"; the reference requires an ISO 8601 date-time of 27 characters"
  },
  "payments.create › payments/create-payment.json › Card - Create Payment with Subscription": { path: "checkout.session", reason: EMPTY_IDS },
  "payments.create › payments/create-payment.json › Card - Create Payment for Existing Subscription": { path: "checkout.session", reason: EMPTY_IDS },
  "banking.createOnboarding › banking-connectivity/entity-onboarding-banking-connectivity/create-entity-onboarding.json › Create entity onboarding": {
    path: "documentation[0].identity_document.front_image.content",
    reason: "every file content is the text \"base64_encoded_content\"; the reference requires base64-encoded file content"
  },
  "payments.capture › payments/capture-authorization.json › Card Direct (with Airline Data)": { path: "amount.value", reason: AMOUNT_AS_TEXT },
  "checkout.sessions.create › checkout-sessions/create-checkout-session.json › Checkout Session (min data)": {
    path: "alternative_amount.value",
    reason: "alternative_amount.value is sent as a string (\"140000\"); the reference types it as a number"
  },
  "checkout.sessions.update › checkout-sessions/update-checkout-session.json › Update checkout session": {
    path: "amount.value",
    reason: "amount and alternative_amount carry a currency only; the reference requires both currency and value in each"
  }
}
