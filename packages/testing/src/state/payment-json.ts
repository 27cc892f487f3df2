/**
 * The Payment resource written as JSON text straight from the records: the same text as
 * `JSON.stringify(renderPayment(...))` (test/state/payment-json.test.ts compares the two over every view
 * and shape), without building the ≈ 60 objects of the rendered payment and walking them again:
 * the render and `JSON.stringify` were the largest stage of a create's CPU, and of a retrieve's
 * when no kept text answers it (bench/ANALYSIS.md, section 6). The card detail a create answer
 * shows twice (the payment's and its transaction's) is written once.
 */
import { fromUnits } from "../foundation/money"
import type { PaymentRecord, TransactionRecord } from "../foundation/store"
import { isoMicros } from "../foundation/time"
import type { Env } from "./env"
import { sentCardView } from "./sent-card"
import { cardData, firstDigits, type PaymentView, renderCustomerPayer, tokenOf, vaultedTokenOf } from "./payment-rendering"
/** Strings JSON writes as they are between quotes: no quote, backslash, control character or surrogate. */
const PLAIN = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/
const str = (s: string): string => (PLAIN.test(s) ? `"${s}"` : JSON.stringify(s))
/** A number as JSON writes it (the same digits as `String`; null for NaN and the infinities). */
const num = (n: number): string => (Number.isFinite(n) ? `${n}` : "null")
/** A present value's JSON text, as `JSON.stringify` writes it. */
// Stryker disable next-line ConditionalExpression: null's own branch only skips the call; JSON.stringify(null) is "null" too.
const val = (v: unknown): string => (typeof v === "string" ? str(v) : v === null ? "null" : JSON.stringify(v))

const THREE_D_SECURE =
  '"three_d_secure":{"version":null,"electronic_commerce_indicator":null,"cryptogram":null,"transaction_id":null,"directory_server_transaction_id":null,"pares_status":null,"acs_id":null}'
const NO_STORED_CREDENTIALS = '{"reason":null,"usage":null,"subscription_agreement_id":null,"network_transaction_id":null}'

/**
 * A member after the first: a comma, the quoted key and its colon (`prefix`), then the value; or
 * nothing for `undefined`, a key JSON leaves out. Records come from JSON (request bodies, saved
 * states), so `undefined` is the only value JSON would drop: every field copied from them goes
 * through here. The ids and the checkout session are the fake's own strings, always present.
 */
const kv = (prefix: string, v: unknown): string => (v === undefined ? "" : `${prefix}${val(v)}`)

const cardDataTextOf = (c: ReturnType<typeof cardData>): string =>
  `{"holder_name":${val(c.holder_name)},"iin":${val(c.iin)},"lfd":${val(c.lfd)},"number_length":${val(c.number_length)},"security_code_length":${val(c.security_code_length)},"brand":${val(c.brand)},"issuer_name":${val(c.issuer_name)},"issuer_code":null${kv(',"country_code":', c.country_code)},"category":${val(c.category)},"type":${val(c.type)},"fingerprint":null,"expiration_month":${val(c.expiration_month)},"expiration_year":${val(c.expiration_year)},${THREE_D_SECURE}}`

/**
 * The default card's `card_data` per country: a payment made with a token (no card sent, none
 * vaulted) shows the fake's default card, whose text depends only on the payment's country.
 * Bounded (countries are few; emptied when full).
 */
const defaultCardTexts = new Map<string, string>()

/** `card_data` (the same for every transaction of a payment). */
const cardDataText = (payment: PaymentRecord, env: Env): string => {
  const country = payment.country
  // Stryker disable next-line EqualityOperator: with the test reversed a string country is never cached and any other is cached under itself; only the reuse differs, the default card's text is the same.
  if (typeof country !== "string" || typeof payment.paymentMethod.vaulted_token === "string" || sentCardView(payment) !== undefined) {
    return cardDataTextOf(cardData(payment, env))
  }
  let text = defaultCardTexts.get(country)
  // Stryker disable next-line ConditionalExpression: writing the text again each time gives the same text (the map only saves the work).
  if (text === undefined) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the bound keeps the map small; emptying it sooner, later or never gives the same texts.
    if (defaultCardTexts.size >= 256) defaultCardTexts.clear()
    defaultCardTexts.set(country, (text = cardDataTextOf(cardData(payment, env))))
  }
  return text
}

/** The card options' part of the detail, up to `authorization_code`: one text for a payment that sent none. */
const cardHead = (options: Record<string, unknown> | undefined): string =>
  options === undefined
    ? DEFAULT_CARD_HEAD
    : `{"card":{"verify":${val(options.verify ?? false)},"capture":${val(options.capture ?? true)},"installments":${val(options.installments ?? 1)},"installments_plan_id":null,"first_installment_deferral":${val(options.first_installment_deferral ?? 0)},"installments_type":"","installment_amount":null,"soft_descriptor":${val(options.soft_descriptor ?? "")}`
const DEFAULT_CARD_HEAD = cardHead({})

/** `payment_method_detail` / `detail` as `methodDetail` renders it for transaction `t` (the first when absent). */
const methodDetailText = (payment: PaymentRecord, t: TransactionRecord | undefined, card: () => string): string => {
  if (payment.methodType === "BANK_TRANSFER") {
    return `{"bank_transfer":{"provider_image":null,"account_type":"CHECKING","bank_name":"Payrail Fake Bank","beneficiary_name":"Payrail Fake Merchant","bank_account":"000123456789","bank_account_2":null,"beneficiary_document_type":null,"beneficiary_document":null,"payment_instruction":${str(`Transfer ${fromUnits(payment.valueUnits)} ${payment.currency} quoting ${payment.id}`)},"redirect_url":null}}`
  }
  const options = (payment.paymentMethod.detail as { card?: Record<string, unknown> } | undefined)?.card ?? undefined
  const shown = t ?? payment.transactions[0]
  const approved = shown?.status === "SUCCEEDED"
  const stored = options?.stored_credentials as Record<string, unknown> | undefined
  // Stryker disable next-line ConditionalExpression: the constant is the text the spread writes for no stored credentials; it only saves the work.
  const storedText = stored === undefined ? NO_STORED_CREDENTIALS : JSON.stringify({ reason: null, usage: null, subscription_agreement_id: null, network_transaction_id: null, ...stored })
  return `${cardHead(options)},"authorization_code":${approved ? str(firstDigits(shown!.id, 6)) : '""'},"retrieval_reference_number":${approved ? str(firstDigits(shown!.providerTransactionId, 12)) : '""'},"voucher":null,"card_data":${card()},"stored_credentials":${storedText}}}`
}

/** A transaction as `renderTransaction` renders it, its method detail given. */
const transactionText = (payment: PaymentRecord, t: TransactionRecord, detail: string, rawResponse: boolean): string => {
  const succeeded = t.status === "SUCCEEDED"
  const raw = rawResponse ? JSON.stringify({ fake: true, provider: "payrail-fake", transaction_id: t.providerTransactionId, status: t.status, code: t.responseCode }) : "null"
  const status = kv(',"status":', t.status)
  const code = kv(',"response_code":', t.responseCode)
  const message = kv(',"response_message":', t.responseMessage)
  return `{"id":${str(t.id)}${kv(',"type":', t.type)}${status}${kv(',"category":', t.category)},"amount":${num(fromUnits(t.amountUnits))},"provider_id":"PAYRAIL_FAKE","payment_method":${methodText(payment, '"detail":', detail)}${code}${message}${kv(',"reason":', t.reason)}${kv(',"description":', t.description)}${kv(',"merchant_reference":', t.merchantReference)},"provider_data":{"id":"PAYRAIL_FAKE"${kv(',"transaction_id":', t.providerTransactionId)}${kv(',"account_id":', payment.accountId)}${status}${kv(',"sub_status":', payment.subStatus)}${kv(',"status_detail":', t.responseMessage)}${message}${code},"iso8583_response_code":${succeeded ? '"00"' : '"05"'},"iso8583_response_message":${succeeded ? '"Approved"' : '"Do not honor"'},"raw_response":${raw},"third_party_transaction_id":null,"third_party_account_id":null},"connection_data":null,"three_d_secure_action_required":null,"created_at":${str(isoMicros(t.createdAt))},"updated_at":${str(isoMicros(t.updatedAt))}}`
}

/** `payment_method` of a payment or transaction: the same but for the detail's key (and the payment's `parent_payment_method_type`). */
const methodText = (payment: PaymentRecord, detailKey: string, detail: string): string =>
  `{"vaulted_token":${str(vaultedTokenOf(payment))}${kv(',"type":', payment.methodType)},"vault_on_success":${payment.paymentMethod.vault_on_success === true},"token":${str(tokenOf(payment))},${detailKey}${detail}}`

/** `JSON.stringify(renderPayment(env, payment, view))`, written from the records. */
export const paymentJson = (env: Env, payment: PaymentRecord, view: PaymentView): string => {
  const transactions = payment.transactions
  let card: string | undefined
  const cardText = () => (card ??= cardDataText(payment, env))
  const first = transactions[0]
  // Stryker disable next-line ConditionalExpression: without transactions, the detail written for no transaction is the one written below for the payment.
  const firstDetail = first === undefined ? undefined : methodDetailText(payment, first, cardText)
  // Stryker disable next-line ConditionalExpression: the first transaction's detail written again is the same text (it is reused, not rewritten).
  const detailOf = (t: TransactionRecord) => (t === first ? firstDetail! : methodDetailText(payment, t, cardText))
  let shown: string
  let history = "null"
  if (view.kind === "retrieve") {
    shown = `[${transactions.map((t) => transactionText(payment, t, detailOf(t), view.rawResponse)).join(",")}]`
    if (view.transactionsHistory) history = shown
  } else {
    const t = view.kind === "refund" ? view.transaction : first!
    shown = transactionText(payment, t, detailOf(t), false)
  }
  const paymentDetail = firstDetail ?? methodDetailText(payment, undefined, cardText)
  const amount = `{"value":${num(fromUnits(payment.valueUnits))}${kv(',"currency":', payment.currency)},"captured":${num(fromUnits(payment.capturedUnits))},"refunded":${num(fromUnits(payment.refundedUnits))},"currency_conversion":null}`
  const method = methodText(payment, '"parent_payment_method_type":null,"payment_method_detail":', paymentDetail)
  return `{"id":${str(payment.id)}${kv(',"account_id":', payment.accountId)}${kv(',"description":', payment.description)}${kv(',"country":', payment.country)}${kv(',"status":', payment.status)}${kv(',"sub_status":', payment.subStatus)}${kv(',"merchant_order_id":', payment.merchantOrderId)},"created_at":${str(isoMicros(payment.createdAt))},"updated_at":${str(isoMicros(payment.updatedAt))},"amount":${amount}${kv(',"additional_data":', payment.additionalData)}${kv(',"merchant_reference":', payment.merchantReference)},"checkout":{"session":${str(payment.checkoutSession)},"sdk_action_required":false},"payment_method":${method}${kv(',"customer_payer":', renderCustomerPayer(payment.customerPayer))}${kv(',"taxes":', payment.taxes)},"transactions":${shown},"transactions_history":${history},"split":[]${kv(',"workflow":', payment.workflow)},"metadata":${JSON.stringify(payment.metadata)},"fraud_screening":null,"payment_link_id":${val(payment.paymentLinkId ?? "")}${kv(',"subscription_code":', payment.subscriptionCode)},"routing_rules":null${view.kind === "refund" ? kv(',"simplified_mode":', view.simplifiedMode) : ',"simplified_mode":false'}${kv(',"callback_url":', payment.callbackUrl)}}`
}
