/**
 * A payment's records rendered as the API's JSON (spec "Payment", "Transaction",
 * "Cancel-or-refund result"): the Payment resource in its create, refund and retrieve views,
 * its transactions, and the cancel-or-refund answer. The moves live in payments.ts; this
 * module only reads records.
 */
import { fromUnits } from "../foundation/money"
import type { PaymentRecord, TransactionRecord, VaultedCardRecord } from "../foundation/store"
import { isoMicros } from "../foundation/time"
import type { Env } from "./env"
import { sentCardView } from "./sent-card"

export const cardData = (payment: PaymentRecord, env: Env) => {
  const sent = sentCardView(payment)
  if (sent !== undefined) return sent
  // Stryker disable next-line ConditionalExpression: a vaulted_token that is not a string matches no card (every card's token is a string), as undefined matches none
  const token = typeof payment.paymentMethod.vaulted_token === "string" ? payment.paymentMethod.vaulted_token : undefined
  let card: VaultedCardRecord | undefined
  // Stryker disable next-line ConditionalExpression: With token undefined the forced lookup searches for a card whose vaultedToken === undefined, and every enrolled card has a string vaultedToken, so card stays undefined exactly as when the lookup is skipped.
  if (token !== undefined) {
    for (const c of env.store.customers.values()) {
      card = c.cards.find((k) => k.vaultedToken === token)
      if (card) break
    }
  }
  return {
    holder_name: "PAYRAIL FAKE",
    iin: card?.iin ?? "41111111",
    lfd: card?.lfd ?? "1111",
    number_length: 16,
    security_code_length: 3,
    brand: card?.brand ?? "VISA",
    issuer_name: card?.issuer ?? "Payrail Fake Bank",
    issuer_code: null,
    country_code: payment.country,
    category: card?.category ?? "CREDIT",
    type: card?.type ?? "CREDIT",
    fingerprint: null,
    expiration_month: card?.expirationMonth ?? 12,
    expiration_year: card?.expirationYear ?? 2030,
    three_d_secure: {
      version: null, electronic_commerce_indicator: null, cryptogram: null, transaction_id: null,
      directory_server_transaction_id: null, pares_status: null, acs_id: null
    }
  }
}

/** The first `count` ASCII digits of `id`, padded with "0" (a code derived from an id, as `/\D/g`-stripping would give). */
export const firstDigits = (id: string, count: number): string => {
  let out = ""
  // Stryker disable next-line EqualityOperator: The extra iteration at i === id.length reads id.charCodeAt(id.length), which is NaN and fails the digit test, so nothing is appended and the loop then ends: same code.
  for (let i = 0; i < id.length && out.length < count; i++) {
    const c = id.charCodeAt(i)
    if (c >= 48 && c <= 57) out += id[i]
  }
  return out.padEnd(count, "0")
}

const methodDetail = (payment: PaymentRecord, env: Env, transaction?: TransactionRecord) => {
  if (payment.methodType === "BANK_TRANSFER") {
    return {
      bank_transfer: {
        provider_image: null,
        account_type: "CHECKING",
        bank_name: "Payrail Fake Bank",
        beneficiary_name: "Payrail Fake Merchant",
        bank_account: "000123456789",
        bank_account_2: null,
        beneficiary_document_type: null,
        beneficiary_document: null,
        payment_instruction: `Transfer ${fromUnits(payment.valueUnits)} ${payment.currency} quoting ${payment.id}`,
        redirect_url: null
      }
    }
  }
  const options = (payment.paymentMethod.detail as { card?: Record<string, unknown> } | undefined)?.card ?? {}
  const approved = (transaction ?? payment.transactions[0])?.status === "SUCCEEDED"
  return {
    card: {
      verify: options.verify ?? false,
      capture: options.capture ?? true,
      installments: options.installments ?? 1,
      installments_plan_id: null,
      first_installment_deferral: options.first_installment_deferral ?? 0,
      installments_type: "",
      installment_amount: null,
      soft_descriptor: options.soft_descriptor ?? "",
      authorization_code: approved ? firstDigits((transaction ?? payment.transactions[0])!.id, 6) : "",
      retrieval_reference_number: approved ? firstDigits((transaction ?? payment.transactions[0])!.providerTransactionId, 12) : "",
      voucher: null,
      card_data: cardData(payment, env),
      stored_credentials: {
        reason: null, usage: null, subscription_agreement_id: null, network_transaction_id: null,
        ...(options.stored_credentials as Record<string, unknown> | undefined)
      }
    }
  }
}

// The rendering below writes each object as one literal, never `{ ...other, more }`: on Node 20's
// V8 every key added after a spread costs about 2 µs (a fresh map each time), which made a
// payment's rendering ~10x slower than the literal (bench/src/profile, the fake's create path).

export const vaultedTokenOf = (payment: PaymentRecord) =>
  typeof payment.paymentMethod.vaulted_token === "string" ? payment.paymentMethod.vaulted_token : ""
export const tokenOf = (payment: PaymentRecord) => typeof payment.paymentMethod.token === "string" ? payment.paymentMethod.token : ""

/** A transaction as it appears in payment responses (`amount` is a number). */
export const renderTransaction = (env: Env, payment: PaymentRecord, t: TransactionRecord, rawResponse = false) => ({
  id: t.id,
  type: t.type,
  status: t.status,
  category: t.category,
  amount: fromUnits(t.amountUnits),
  provider_id: "PAYRAIL_FAKE",
  payment_method: {
    vaulted_token: vaultedTokenOf(payment),
    type: payment.methodType,
    vault_on_success: payment.paymentMethod.vault_on_success === true,
    token: tokenOf(payment),
    detail: methodDetail(payment, env, t)
  },
  response_code: t.responseCode,
  response_message: t.responseMessage,
  reason: t.reason,
  description: t.description,
  merchant_reference: t.merchantReference,
  provider_data: {
    id: "PAYRAIL_FAKE",
    transaction_id: t.providerTransactionId,
    account_id: payment.accountId,
    status: t.status,
    sub_status: payment.subStatus,
    status_detail: t.responseMessage,
    response_message: t.responseMessage,
    response_code: t.responseCode,
    iso8583_response_code: t.status === "SUCCEEDED" ? "00" : "05",
    iso8583_response_message: t.status === "SUCCEEDED" ? "Approved" : "Do not honor",
    raw_response: rawResponse
      ? { fake: true, provider: "payrail-fake", transaction_id: t.providerTransactionId, status: t.status, code: t.responseCode }
      : null,
    third_party_transaction_id: null,
    third_party_account_id: null
  },
  connection_data: null,
  three_d_secure_action_required: null,
  created_at: isoMicros(t.createdAt),
  updated_at: isoMicros(t.updatedAt)
})

const amountOf = (payment: PaymentRecord) => ({
  value: fromUnits(payment.valueUnits),
  currency: payment.currency,
  captured: fromUnits(payment.capturedUnits),
  refunded: fromUnits(payment.refundedUnits),
  currency_conversion: null
})

/** The fields shared by the Payment resource and the cancel-or-refund `payment` summary. */
const summary = (payment: PaymentRecord) => ({
  id: payment.id,
  account_id: payment.accountId,
  description: payment.description,
  country: payment.country,
  status: payment.status,
  sub_status: payment.subStatus,
  merchant_order_id: payment.merchantOrderId,
  created_at: isoMicros(payment.createdAt),
  updated_at: isoMicros(payment.updatedAt),
  amount: amountOf(payment),
  additional_data: payment.additionalData
})

export type PaymentView =
  | { readonly kind: "create" }
  | { readonly kind: "refund"; readonly transaction: TransactionRecord; readonly simplifiedMode: boolean }
  | { readonly kind: "retrieve"; readonly rawResponse: boolean; readonly transactionsHistory: boolean }

/**
 * `customer_payer` as the Payment resource has it (spec "Customer payer": `id`, never
 * `customer_id`): the minimal request shape `{ customer_id }` comes back as `{ id }`.
 */
export const renderCustomerPayer = (payer: PaymentRecord["customerPayer"]) => {
  // Stryker disable next-line ConditionalExpression: customerPayer is never undefined: createPayment stores an object or null and subscription charges store { id }, and snapshots copy it unchanged, so the `=== undefined` test is always false anyway.
  if (payer === null || payer === undefined || !("customer_id" in payer)) return payer
  const { customer_id, ...rest } = payer as Record<string, unknown>
  return { ...rest, id: rest.id ?? customer_id }
}

/**
 * The Payment resource. spec: `transactions` is the new transaction (an object) in create and
 * refund responses and the array of all transactions on retrieve.
 */
export const renderPayment = (env: Env, payment: PaymentRecord, view: PaymentView) => {
  const all = view.kind === "retrieve" ? payment.transactions.map((t) => renderTransaction(env, payment, t, view.rawResponse)) : undefined
  const transactions = all ?? renderTransaction(env, payment, view.kind === "refund" ? view.transaction : payment.transactions[0]!)
  return {
    // the fields of `summary`, in its order
    id: payment.id,
    account_id: payment.accountId,
    description: payment.description,
    country: payment.country,
    status: payment.status,
    sub_status: payment.subStatus,
    merchant_order_id: payment.merchantOrderId,
    created_at: isoMicros(payment.createdAt),
    updated_at: isoMicros(payment.updatedAt),
    amount: amountOf(payment),
    additional_data: payment.additionalData,
    merchant_reference: payment.merchantReference,
    checkout: { session: payment.checkoutSession, sdk_action_required: false },
    payment_method: {
      vaulted_token: vaultedTokenOf(payment),
      type: payment.methodType,
      vault_on_success: payment.paymentMethod.vault_on_success === true,
      token: tokenOf(payment),
      parent_payment_method_type: null,
      payment_method_detail: methodDetail(payment, env)
    },
    customer_payer: renderCustomerPayer(payment.customerPayer),
    taxes: payment.taxes,
    transactions,
    transactions_history: view.kind === "retrieve" && view.transactionsHistory ? all! : null,
    split: [],
    workflow: payment.workflow,
    metadata: [...payment.metadata],
    fraud_screening: null,
    payment_link_id: payment.paymentLinkId ?? "",
    subscription_code: payment.subscriptionCode,
    routing_rules: null,
    simplified_mode: view.kind === "refund" ? view.simplifiedMode : false,
    callback_url: payment.callbackUrl
  }
}

/** spec "Cancel-or-refund result": the CANCEL/REFUND transaction with an amount object, plus a payment summary. */
export const renderCancelOrRefund = (env: Env, payment: PaymentRecord, t: TransactionRecord) => {
  const tx = renderTransaction(env, payment, t)
  return {
    id: tx.id,
    type: tx.type,
    status: tx.status,
    category: tx.category,
    amount: { captured: fromUnits(payment.capturedUnits), currency: payment.currency, refunded: fromUnits(payment.refundedUnits), value: fromUnits(t.amountUnits) },
    merchant_reference: tx.merchant_reference,
    reason: tx.reason,
    description: tx.description,
    created_at: tx.created_at,
    updated_at: tx.updated_at,
    provider_data: tx.provider_data,
    response_code: tx.response_code,
    response_message: tx.response_message,
    payment: summary(payment)
  }
}
