/**
 * Payment state machine (spec "States and transitions", docs/service-facts.md#payment-statuses, #24):
 *
 *   create, card capture:false → PENDING / AUTHORIZED      (AUTHORIZE transaction, captured 0)
 *   create, card purchase      → SUCCEEDED / APPROVED      (PURCHASE transaction, captured = value)
 *   create, card verify:true   → VERIFIED / VERIFIED       (VERIFY transaction)
 *   create, BANK_TRANSFER      → READY_TO_PAY / CREATED    (PURCHASE transaction CREATED)
 *   create, decline trigger    → DECLINED / DECLINED       (see triggers.ts: test cards, codes, tokens)
 *   refund partial             → SUCCEEDED / PARTIALLY_REFUNDED
 *   refund of the rest         → REFUNDED / REFUNDED
 *   cancel-or-refund uncaptured → CANCELED / CANCELED      (CANCEL transaction)
 *   cancel-or-refund captured  → as refund
 *
 * Amounts are integer 0.0001 units; nothing is refunded beyond what was captured.
 */
import type { CancelOrRefundParams, CreatePaymentParams, RefundPaymentParams } from "./params"
import { invalidRequest, reject } from "../errors"
import type { ReplaySnapshot } from "../idempotency"
import { fromUnits } from "../money"
import type { CustomerRecord, PaymentRecord, TransactionRecord, VaultedCardRecord } from "../store"
import { isoMicros, uuid } from "../time"
import { requireCustomer } from "./customers"
import { type Env, own } from "./env"
import { newestFirst } from "./lists"
import { enrollCard, isEnrolled } from "./payment-methods"
import { requestUnits } from "./request-amount"
import { sessionForPayment } from "./sessions"
import { redactCardData } from "./card-data"
import { keptCardData, type SentCardData, sentCardData, sentCardView, vaultedFrom } from "./sent-card"
import { decidePayment, type PaymentOutcome, triggeredOutcome } from "./triggers"

const notFound = () => reject(400, "PAYMENT_NOT_FOUND", "Payment not found")
const invalidStatus = (message: string) => reject(400, "INVALID_STATUS", message)

export const newTransaction = (
  env: Env,
  fields: Pick<TransactionRecord, "type" | "status" | "category" | "amountUnits" | "responseCode" | "responseMessage"> &
    Partial<Pick<TransactionRecord, "reason" | "description" | "merchantReference">>
): TransactionRecord => {
  const now = env.clock.now()
  return {
    id: uuid(),
    reason: null,
    description: null,
    merchantReference: null,
    providerTransactionId: uuid(),
    createdAt: now,
    updatedAt: now,
    ...fields
  }
}

export const APPROVED = { responseCode: "SUCCEEDED", responseMessage: "Transaction successful" } as const

/** Finds the customer a payment names (`customer_payer.id`, or `customer_id` in the minimal shape). */
const customerOf = (env: Env, merchant: string, params: CreatePaymentParams): CustomerRecord | undefined => {
  const id = params.customer_payer?.id ?? params.customer_payer?.customer_id
  return id === undefined ? undefined : requireCustomer(env, merchant, id)
}

const findVaultedCard = (
  env: Env,
  merchant: string,
  customer: CustomerRecord | undefined,
  token: string
): VaultedCardRecord | undefined => {
  const customers = customer !== undefined ? [customer] : [...env.store.customers.values()].filter((c) => c.merchant === merchant)
  for (const c of customers) {
    const card = c.cards.find((k) => k.vaultedToken === token)
    if (card !== undefined) return card
  }
  return undefined
}

/** POST /payments. */
export const createPayment = (env: Env, merchant: string, params: CreatePaymentParams): PaymentRecord => {
  const session = params.checkout?.session
  // docs/service-facts.md#checkout-sessions: one payment per session, none after it expired
  const sessionRecord = session === undefined ? undefined : sessionForPayment(env, merchant, session)
  const customer = customerOf(env, merchant, params)
  const pm = params.payment_method
  let card: VaultedCardRecord | undefined
  if (pm.vaulted_token !== undefined) {
    card = findVaultedCard(env, merchant, customer, pm.vaulted_token)
    if (card === undefined) throw invalidRequest("payment_method.vaulted_token: no enrolled card has this vaulted token")
    if (!isEnrolled(card)) throw invalidRequest(`payment_method.vaulted_token: the card is ${card.status}, not ENROLLED`)
  }
  const valueUnits = requestUnits("amount.value", params.amount.value)
  const methodType = pm.type ?? "CARD"
  const now = env.clock.now()
  const cardOptions = pm.detail?.card
  const sentCard = sentCardData(pm)
  const decision = decidePayment({
    valueUnits,
    token: pm.token,
    cardNumber: typeof sentCard?.number === "string" ? sentCard.number : undefined,
    description: params.description
  })
  const outcome = decision?.kind === "outcome" ? decision.outcome : undefined
  const approvedAs = decision?.kind === "approve" ? { responseCode: decision.responseCode, responseMessage: decision.responseMessage } : APPROVED

  let status: string
  let subStatus: string
  let capturedUnits = 0
  let transaction: TransactionRecord
  if (methodType === "BANK_TRANSFER") {
    // spec: READY_TO_PAY / CREATED is what a bank-transfer payment shows until the payer pays
    status = "READY_TO_PAY"
    subStatus = "CREATED"
    transaction = newTransaction(env, {
      type: "PURCHASE", status: "CREATED", category: "BANK_TRANSFER", amountUnits: valueUnits,
      responseCode: "CREATED", responseMessage: "Waiting for the payer's transfer"
    })
  } else if (outcome !== undefined) {
    status = outcome.status
    subStatus = outcome.subStatus
    transaction = newTransaction(env, {
      type: cardOptions?.capture === false ? "AUTHORIZE" : "PURCHASE", status: outcome.transactionStatus,
      category: methodType, amountUnits: valueUnits,
      responseCode: outcome.responseCode, responseMessage: outcome.responseMessage
    })
  } else if (cardOptions?.verify === true) {
    status = "VERIFIED"
    subStatus = "VERIFIED"
    transaction = newTransaction(env, { type: "VERIFY", status: "SUCCEEDED", category: methodType, amountUnits: valueUnits, ...approvedAs })
  } else if (cardOptions?.capture === false) {
    // spec: capture false authorizes without charging
    status = "PENDING"
    subStatus = "AUTHORIZED"
    transaction = newTransaction(env, { type: "AUTHORIZE", status: "SUCCEEDED", category: methodType, amountUnits: valueUnits, ...approvedAs })
  } else {
    // docs/service-facts.md#payment-statuses: a captured payment is SUCCEEDED / APPROVED
    status = "SUCCEEDED"
    subStatus = "APPROVED"
    capturedUnits = valueUnits
    transaction = newTransaction(env, { type: "PURCHASE", status: "SUCCEEDED", category: methodType, amountUnits: valueUnits, ...approvedAs })
  }

  const approved = transaction.status === "SUCCEEDED"
  // Kept without the card's number and security code (masked / redacted), whatever else was sent.
  let paymentMethod: Record<string, unknown> = redactCardData({ ...pm })
  if (sentCard !== undefined) {
    const card = (paymentMethod.detail as { card: Record<string, unknown> }).card
    paymentMethod = { ...paymentMethod, detail: { ...(paymentMethod.detail as object), card: { ...card, card_data: keptCardData(sentCard as SentCardData & Record<string, unknown>) } } }
  }
  if (card !== undefined && approved) card.lastUsedAt = now
  if (pm.vault_on_success === true && approved && customer !== undefined && card === undefined && methodType === "CARD") {
    // vault_on_success: the card becomes a vaulted card of the customer
    // a card the merchant sent is vaulted as what the fake keeps of it (brand, first six, last four, expiry)
    const shown = sentCard === undefined ? undefined : keptCardData(sentCard as SentCardData & Record<string, unknown>)
    const enrolled = enrollCard(customer, now, shown === undefined ? undefined : vaultedFrom(shown))
    enrolled.lastUsedAt = now
    paymentMethod = { ...paymentMethod, vaulted_token: enrolled.vaultedToken }
  }

  const payment: PaymentRecord = {
    id: uuid(),
    merchant,
    accountId: params.account_id,
    description: params.description,
    country: params.country,
    merchantOrderId: params.merchant_order_id,
    merchantReference: params.merchant_reference ?? null,
    status,
    subStatus,
    currency: params.amount.currency,
    valueUnits,
    capturedUnits,
    refundedUnits: 0,
    workflow: params.workflow ?? "SDK_CHECKOUT",
    checkoutSession: session ?? "",
    paymentMethod,
    methodType,
    customerPayer: params.customer_payer ? { ...params.customer_payer } : null,
    additionalData: params.additional_data ? { ...params.additional_data } : null,
    taxes: params.taxes ? { ...params.taxes } : null,
    metadata: params.metadata ?? [],
    callbackUrl: params.callback_url ?? "",
    subscriptionCode: null,
    transactions: [transaction],
    createdAt: now,
    updatedAt: now
  }
  env.store.payments.set(payment.id, payment)
  if (sessionRecord !== undefined) sessionRecord.paymentId ??= payment.id
  env.notify?.(`payment.${transaction.type.toLowerCase()}`, () => ({ payment: renderPayment(env, payment, { kind: "create" }) }))
  return payment
}

/** A renewal on a card that is no longer enrolled. */
const CARD_NOT_ENROLLED: PaymentOutcome = {
  status: "DECLINED", subStatus: "DECLINED", transactionStatus: "DECLINED",
  responseCode: "CARD_NOT_ENROLLED", responseMessage: "The vaulted card is no longer enrolled"
}

/** A subscription charge: a purchase on the subscription's vaulted card. */
export const chargeSubscriptionCycle = (
  env: Env,
  merchant: string,
  charge: {
    readonly subscriptionId: string
    readonly accountId: string
    readonly country: string
    readonly currency: string
    readonly valueUnits: number
    readonly vaultedToken: string
    readonly customerId: string
    readonly description: string
    readonly merchantReference: string
    /** The subscription's `store_credentials.usage`, when the merchant sent one. */
    readonly storedCredentialsUsage?: string | undefined
    /** Forces an outcome (a renewal the provider declines). */
    readonly outcome?: PaymentOutcome
  }
): PaymentRecord => {
  const now = env.clock.now()
  const customer = own(env.store.customers, charge.customerId, merchant)
  const card = customer?.cards.find((c) => c.vaultedToken === charge.vaultedToken)
  // a card unenrolled (or a customer deleted) since the subscription began no longer pays
  const outcome = charge.outcome ?? triggeredOutcome(charge.valueUnits, undefined) ??
    (card === undefined || !isEnrolled(card) ? CARD_NOT_ENROLLED : undefined)
  const transaction = outcome
    ? newTransaction(env, {
      type: "PURCHASE", status: outcome.transactionStatus, category: "CARD", amountUnits: charge.valueUnits,
      responseCode: outcome.responseCode, responseMessage: outcome.responseMessage
    })
    : newTransaction(env, { type: "PURCHASE", status: "SUCCEEDED", category: "CARD", amountUnits: charge.valueUnits, ...APPROVED })
  if (card !== undefined && outcome === undefined) card.lastUsedAt = now
  const payment: PaymentRecord = {
    id: uuid(),
    merchant,
    accountId: charge.accountId,
    description: charge.description,
    country: charge.country,
    merchantOrderId: charge.merchantReference,
    merchantReference: charge.merchantReference,
    status: outcome?.status ?? "SUCCEEDED",
    subStatus: outcome?.subStatus ?? "APPROVED",
    currency: charge.currency,
    valueUnits: charge.valueUnits,
    capturedUnits: outcome ? 0 : charge.valueUnits,
    refundedUnits: 0,
    workflow: "DIRECT",
    checkoutSession: "",
    paymentMethod: {
      type: "CARD",
      vaulted_token: charge.vaultedToken,
      detail: {
        card: {
          capture: true,
          stored_credentials: { reason: "SUBSCRIPTION", ...(charge.storedCredentialsUsage !== undefined ? { usage: charge.storedCredentialsUsage } : {}) }
        }
      }
    },
    methodType: "CARD",
    customerPayer: { id: charge.customerId },
    additionalData: null,
    taxes: null,
    metadata: [],
    callbackUrl: "",
    subscriptionCode: charge.subscriptionId,
    transactions: [transaction],
    createdAt: now,
    updatedAt: now
  }
  env.store.payments.set(payment.id, payment)
  // docs/service-facts.md#subscription-events: a renewal arrives as payment.purchase
  env.notify?.("payment.purchase", () => ({ payment: renderPayment(env, payment, { kind: "create" }) }))
  return payment
}

const lookup = (env: Env, merchant: string, paymentId: string): PaymentRecord => {
  const payment = own(env.store.payments, paymentId, merchant)
  if (payment === undefined) throw notFound()
  return payment
}

/** GET /payments/{id}. */
export const retrievePayment = lookup

/** GET /payments?merchant_order_id=: every payment of that order, newest first (docs/service-facts.md#payments-by-order). */
export const listPaymentsByMerchantOrderId = (env: Env, merchant: string, merchantOrderId: string): Array<PaymentRecord> =>
  newestFirst([...env.store.payments.values()].filter((p) => p.merchant === merchant && p.merchantOrderId === merchantOrderId))

const refundableUnits = (payment: PaymentRecord) => payment.capturedUnits - payment.refundedUnits

/** Records a refund of `amountUnits` (or of everything still refundable) on a captured payment. */
const applyRefund = (
  env: Env,
  payment: PaymentRecord,
  params: RefundPaymentParams,
  defaultMerchantReference: string | null
): TransactionRecord => {
  if (params.amount !== undefined && params.amount.currency !== payment.currency) {
    throw invalidRequest(`amount.currency: the payment is in ${payment.currency}, not ${params.amount.currency}`)
  }
  const refundable = refundableUnits(payment)
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: applyRefund runs only after isCaptured (status SUCCEEDED and capturedUnits > 0), and no API path leaves a SUCCEEDED payment with refundedUnits >= capturedUnits: a refund reaching capturedUnits sets REFUNDED, and capture sets SUCCEEDED only from PENDING/AUTHORIZED or SUCCEEDED/PARTIALLY_CAPTURED (never refunded) adding a positive amount, so refundable is always > 0 here; skipping the check changes nothing; applyRefund runs only after isCaptured (status SUCCEEDED and capturedUnits > 0), and no API path leaves a SUCCEEDED payment with refundedUnits >= capturedUnits: a refund reaching capturedUnits sets REFUNDED, and capture sets SUCCEEDED only from PENDING/AUTHORIZED or SUCCEEDED/PARTIALLY_CAPTURED (never refunded) adding a positive amount, so refundable is always > 0 here; refundable is never 0; applyRefund runs only after isCaptured (status SUCCEEDED and capturedUnits > 0), and no API path leaves a SUCCEEDED payment with refundedUnits >= capturedUnits: a refund reaching capturedUnits sets REFUNDED, and capture sets SUCCEEDED only from PENDING/AUTHORIZED or SUCCEEDED/PARTIALLY_CAPTURED (never refunded) adding a positive amount, so refundable is always > 0 here; the block is never entered
  if (refundable <= 0) {
    // spec: "A charge that has already been refunded cannot be refunded again."
    // Stryker disable next-line ConditionalExpression,EqualityOperator: applyRefund runs only after isCaptured (status SUCCEEDED and capturedUnits > 0), and no API path leaves a SUCCEEDED payment with refundedUnits >= capturedUnits: a refund reaching capturedUnits sets REFUNDED, and capture sets SUCCEEDED only from PENDING/AUTHORIZED or SUCCEEDED/PARTIALLY_CAPTURED (never refunded) adding a positive amount, so refundable is always > 0 here; this throw is never reached
    throw invalidStatus(payment.refundedUnits > 0 ? "The payment has already been fully refunded" : "The payment has nothing captured to refund")
  }
  // spec silent on a second refund without amount: it refunds what is left (the full amount the first time)
  const amountUnits = params.amount !== undefined ? requestUnits("amount.value", params.amount.value) : refundable
  if (amountUnits > refundable) {
    throw invalidStatus(`The refund amount ${fromUnits(amountUnits)} is above the refundable amount ${fromUnits(refundable)}`)
  }
  const transaction = newTransaction(env, {
    // Stryker disable next-line ConditionalExpression,StringLiteral: both branches yield the same value: when methodType is BANK_TRANSFER, payment.methodType is "BANK_TRANSFER" too; a BANK_TRANSFER payment stays READY_TO_PAY (its PURCHASE is CREATED; nothing in the fake moves it on, capture needs a SUCCEEDED AUTHORIZE), so it is never refunded and this branch never runs
    type: "REFUND", status: "SUCCEEDED", category: payment.methodType === "BANK_TRANSFER" ? "BANK_TRANSFER" : payment.methodType,
    amountUnits, ...APPROVED,
    reason: params.reason ?? null,
    description: params.description ?? null,
    merchantReference: params.merchant_reference ?? defaultMerchantReference
  })
  payment.refundedUnits += amountUnits
  payment.transactions.push(transaction)
  if (payment.refundedUnits === payment.capturedUnits) {
    payment.status = "REFUNDED"
    payment.subStatus = "REFUNDED"
  } else {
    payment.status = "SUCCEEDED"
    payment.subStatus = "PARTIALLY_REFUNDED"
  }
  payment.updatedAt = transaction.createdAt
  return transaction
}

const CAPTURING_TYPES = new Set(["PURCHASE", "CAPTURE"])
const isCaptured = (payment: PaymentRecord) => payment.status === "SUCCEEDED" && payment.capturedUnits > 0

/** POST /payments/{id}/transactions/{transaction_id}/refund. */
export const refundPayment = (
  env: Env,
  merchant: string,
  paymentId: string,
  transactionId: string,
  params: RefundPaymentParams
): { readonly payment: PaymentRecord; readonly transaction: TransactionRecord } => {
  const payment = lookup(env, merchant, paymentId)
  const charge = payment.transactions.find((t) => t.id === transactionId)
  if (charge === undefined) throw reject(400, "TRANSACTION_NOT_FOUND", "Transaction not found")
  if (!CAPTURING_TYPES.has(charge.type) || charge.status !== "SUCCEEDED") {
    throw invalidStatus(`A ${charge.type} transaction in status ${charge.status} cannot be refunded`)
  }
  if (!isCaptured(payment)) {
    throw invalidStatus(
      payment.status === "REFUNDED" ? "The payment has already been fully refunded" : `A payment in status ${payment.status} cannot be refunded`
    )
  }
  const transaction = applyRefund(env, payment, params, null)
  notifyMove(env, "payment.refund", payment, transaction)
  return { payment, transaction }
}

/** POST /payments/{id}/cancel-or-refund: cancels an uncaptured payment, refunds a captured one. */
export const cancelOrRefundPayment = (
  env: Env,
  merchant: string,
  paymentId: string,
  params: CancelOrRefundParams
): { readonly payment: PaymentRecord; readonly transaction: TransactionRecord } => {
  const payment = lookup(env, merchant, paymentId)
  // spec: merchant_reference defaults to the payment's merchant_order_id
  const merchantReference = params.merchant_reference ?? payment.merchantOrderId
  if (isCaptured(payment)) {
    const transaction = applyRefund(env, payment, params, merchantReference)
    notifyMove(env, "payment.refund", payment, transaction)
    return { payment, transaction }
  }
  // a CREATED payment is one whose transaction code asks for an action (ACTION_REQUIRED, RECEIVED: state/triggers.ts)
  const cancellable = (payment.status === "PENDING" || payment.status === "READY_TO_PAY" || payment.status === "CREATED") &&
    // Stryker disable next-line ConditionalExpression: a PENDING or READY_TO_PAY payment always has capturedUnits 0: capturedUnits only grows in capturePayment, which at the same time sets the status to SUCCEEDED
    payment.capturedUnits === 0
  if (!cancellable) throw invalidStatus(`A payment in status ${payment.status} / ${payment.subStatus} cannot be canceled or refunded`)
  // An amount makes no sense for a cancel: the whole authorization is voided (spec silent).
  const transaction = newTransaction(env, {
    type: "CANCEL", status: "SUCCEEDED", category: payment.methodType, amountUnits: payment.valueUnits, ...APPROVED,
    reason: params.reason ?? null,
    description: params.description ?? null,
    merchantReference
  })
  for (const t of payment.transactions) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a cancellable payment (PENDING or READY_TO_PAY, nothing captured) only ever holds its creation transaction, an AUTHORIZE/PURCHASE in status SUCCEEDED, PENDING or CREATED (capture, void and refund all move the payment out of those statuses), so the loop condition is always true for every transaction it sees and widening it changes nothing
    if ((t.type === "AUTHORIZE" || t.type === "PURCHASE") && (t.status === "SUCCEEDED" || t.status === "CREATED" || t.status === "PENDING")) {
      if (t.status !== "SUCCEEDED") t.status = "CANCELED"
      t.updatedAt = transaction.createdAt
    }
  }
  payment.transactions.push(transaction)
  payment.status = "CANCELED"
  payment.subStatus = "CANCELED"
  payment.updatedAt = transaction.createdAt
  notifyMove(env, "payment.cancel", payment, transaction)
  return { payment, transaction }
}

/** A capture, refund or cancel happened: the payment as of now, with the new transaction as `transactions`. */
export const notifyMove = (env: Env, name: string, payment: PaymentRecord, transaction: TransactionRecord) =>
  env.notify?.(name, () => ({
    payment: renderPayment(env, { ...payment, transactions: [...payment.transactions] }, { kind: "refund", transaction, simplifiedMode: false })
  }))

// ---------------------------------------------------------------------------
// Rendering: records → the API's JSON
// ---------------------------------------------------------------------------

const cardData = (payment: PaymentRecord, env: Env) => {
  const sent = sentCardView(payment)
  if (sent !== undefined) return sent
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
const firstDigits = (id: string, count: number): string => {
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

const vaultedTokenOf = (payment: PaymentRecord) =>
  typeof payment.paymentMethod.vaulted_token === "string" ? payment.paymentMethod.vaulted_token : ""
const tokenOf = (payment: PaymentRecord) => typeof payment.paymentMethod.token === "string" ? payment.paymentMethod.token : ""

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
const renderCustomerPayer = (payer: PaymentRecord["customerPayer"]) => {
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

// ---------------------------------------------------------------------------
// Snapshots: what the idempotency store keeps of a payment answer
// ---------------------------------------------------------------------------

type IfEquals<X, Y, A, B> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? A : B
/** The keys of a record that are not `readonly`: what state moves change after creation. */
type WritableKeys<T> = { [K in keyof T]-?: IfEquals<{ [Q in K]: T[K] }, { -readonly [Q in K]: T[K] }, K, never> }[keyof T]
/** The values of a record's writable fields at one moment. Adding a writable field to the record makes the copies below fail to compile until they copy it too. */
type Changes<T> = { readonly [K in WritableKeys<T>]: T[K] }

export const paymentChanges = (p: PaymentRecord): Changes<PaymentRecord> => ({
  status: p.status,
  subStatus: p.subStatus,
  capturedUnits: p.capturedUnits,
  refundedUnits: p.refundedUnits,
  updatedAt: p.updatedAt
})
export const transactionChanges = (t: TransactionRecord): Changes<TransactionRecord> => ({ status: t.status, updatedAt: t.updatedAt })
/** The record's writable fields still hold the values kept in `changes`. */
export const unchanged = <T extends object>(record: T, changes: Partial<T>): boolean => {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: Forcing 'changed' makes render() always take the copy path, which renders the snapshot's values; when nothing changed those equal the live record's, and create/refund/cancel-or-refund views read only transactions[0] and the shown transaction, which the copy keeps, so the bytes are identical.; The mutated unchanged() is true only when every writable field differs; a first transaction's status changes only when cancel-or-refund cancels an uncaptured charge (capturedUnits 0 then and at snapshot time, so the payment check fails), and refund/cancel transactions shown are never modified, so the live path is never wrongly taken and the copy path renders the same values.
  for (const key in changes) if (changes[key] !== record[key]) return false
  // Stryker disable next-line BooleanLiteral: unchanged() always false sends every render() through the copy path, which yields the same values as the live records when nothing changed (the copy holds the live values and the views read only transactions[0] and the shown transaction).
  return true
}

/**
 * A payment answer kept for replays: a reference to the live record and the values its
 * writable fields (and those of the transactions the answer shows) had when the answer was
 * rendered. Everything else a payment answer shows is `readonly` in the records — the
 * request's payment method, customer payer, additional data, taxes, metadata, the vaulted
 * card — so `render()` gives the first answer again, byte for byte, however the payment has
 * moved since (refunds, cancels). About 150 bytes, where the rendered answer weighs ≈ 3.6 KB.
 * Transactions are only ever appended, so the first one stays first.
 */
class PaymentSnapshot implements ReplaySnapshot {
  private readonly payment: Changes<PaymentRecord>
  private readonly first: Changes<TransactionRecord>
  /** The refund or cancel transaction the answer is about (create answers show the first one). */
  private readonly shown: Changes<TransactionRecord> | undefined
  constructor(
    private readonly env: Env,
    private readonly record: PaymentRecord,
    private readonly view: CreateOrRefundView | { readonly kind: "cancelOrRefund"; readonly transaction: TransactionRecord }
  ) {
    this.payment = paymentChanges(record)
    this.first = transactionChanges(record.transactions[0]!)
    this.shown = view.kind === "create" ? undefined : transactionChanges(view.transaction)
  }

  render(): unknown {
    const view = this.view
    // The first answer (and a replay before any move) renders the live records: nothing they show has changed.
    if (
      unchanged(this.record, this.payment) && unchanged(this.record.transactions[0]!, this.first) &&
      // Stryker disable next-line ConditionalExpression: The shown transaction of a refund or cancel-or-refund answer is the REFUND/CANCEL the move pushed, whose status and updatedAt nothing ever modifies (only AUTHORIZE/PURCHASE charges are canceled), so unchanged(view.transaction, shown) is always true already.
      (view.kind === "create" || unchanged(view.transaction, this.shown!))
    ) {
      return view.kind === "cancelOrRefund" ? renderCancelOrRefund(this.env, this.record, view.transaction) : renderPayment(this.env, this.record, view)
    }
    const first = { ...this.record.transactions[0]!, ...this.first }
    const payment: PaymentRecord = { ...this.record, ...this.payment, transactions: [first] }
    if (view.kind === "create") return renderPayment(this.env, payment, view)
    // Stryker disable next-line ConditionalExpression: Refund and cancel-or-refund answers always show the transaction the move just pushed, never transactions[0] (the charge), so the condition is always false already.
    const shown = view.transaction === this.record.transactions[0] ? first : { ...view.transaction, ...this.shown! }
    return view.kind === "refund"
      ? renderPayment(this.env, payment, { ...view, transaction: shown })
      : renderCancelOrRefund(this.env, payment, shown)
  }
}

type CreateOrRefundView = Exclude<PaymentView, { kind: "retrieve" }>

/** A create or refund answer as of now, renderable again later (the route renders its first answer from it too). */
export const paymentSnapshot = (env: Env, payment: PaymentRecord, view: CreateOrRefundView): ReplaySnapshot =>
  new PaymentSnapshot(env, payment, view)

/** A cancel-or-refund answer as of now, renderable again later. */
export const cancelOrRefundSnapshot = (env: Env, payment: PaymentRecord, transaction: TransactionRecord): ReplaySnapshot =>
  new PaymentSnapshot(env, payment, { kind: "cancelOrRefund", transaction })
