/**
 * Payment state machine (spec "States and transitions", docs/service-facts.md#payment-statuses):
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
 * Rendering: payment-rendering.ts; what a replay keeps of an answer: payment-replay-snapshot.ts.
 */
import type { CancelOrRefundParams, CreatePaymentParams, RefundPaymentParams } from "./params"
import { invalidRequest, reject } from "../foundation/errors"
import { fromUnits } from "../foundation/money"
import type { CustomerRecord, PaymentRecord, TransactionRecord, VaultedCardRecord } from "../foundation/store"
import { uuid } from "../foundation/time"
import { requireCustomer } from "./customers"
import { type Env, own } from "./env"
import { newestFirst } from "./lists"
import { enrollCard, isEnrolled } from "./payment-methods"
import { requestUnits } from "./request-amount"
import { sessionForPayment } from "./sessions"
import { redactCardData } from "../foundation/card-data"
import { keptCardData, type SentCardData, sentCardData, vaultedFrom } from "./sent-card"
import { renderPayment } from "./payment-rendering"
import { markTokenUsed, oneTimeTokenFor } from "./one-time-tokens"
import { amountOutcome, decidePayment, type PaymentOutcome } from "./triggers"

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
  // a one-time token the fake made pays once (state/one-time-tokens.ts)
  const oneTime = oneTimeTokenFor(env, merchant, pm.token)
  const valueUnits = requestUnits("amount.value", params.amount.value)
  const methodType = pm.type ?? "CARD"
  const now = env.clock.now()
  const cardOptions = pm.detail?.card
  const sentCard = sentCardData(pm)
  const decision = decidePayment({
    valueUnits,
    token: pm.token,
    cardNumber: typeof sentCard?.number === "string" ? sentCard.number : undefined,
    testCardCode: oneTime?.card?.testCardCode ?? undefined,
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
  markTokenUsed(oneTime, payment.id)
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
  const outcome = charge.outcome ?? amountOutcome(charge.valueUnits) ??
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
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: applyRefund runs only after isCaptured (status SUCCEEDED and capturedUnits > 0), and no API path leaves a SUCCEEDED payment with refundedUnits >= capturedUnits: a refund reaching capturedUnits sets REFUNDED, and capture sets SUCCEEDED only from PENDING/AUTHORIZED or SUCCEEDED/PARTIALLY_CAPTURED (never refunded) adding a positive amount, so refundable is always > 0 here and the block is never entered
  if (refundable <= 0) {
    // spec: "A charge that has already been refunded cannot be refunded again."
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: applyRefund runs only after isCaptured (status SUCCEEDED and capturedUnits > 0), and no API path leaves a SUCCEEDED payment with refundedUnits >= capturedUnits: a refund reaching capturedUnits sets REFUNDED, and capture sets SUCCEEDED only from PENDING/AUTHORIZED or SUCCEEDED/PARTIALLY_CAPTURED (never refunded) adding a positive amount, so refundable is always > 0 here; this throw is never reached
    throw invalidStatus(payment.refundedUnits > 0 ? "The payment has already been fully refunded" : "The payment has nothing captured to refund")
  }
  // spec silent on a second refund without amount: it refunds what is left (the full amount the first time)
  const amountUnits = params.amount !== undefined ? requestUnits("amount.value", params.amount.value) : refundable
  if (amountUnits > refundable) {
    throw invalidStatus(`The refund amount ${fromUnits(amountUnits)} is above the refundable amount ${fromUnits(refundable)}`)
  }
  const transaction = newTransaction(env, {
    // Stryker disable next-line ConditionalExpression,StringLiteral: both branches yield the same value: when methodType is BANK_TRANSFER, payment.methodType is "BANK_TRANSFER" too; a BANK_TRANSFER payment stays READY_TO_PAY (its PURCHASE is CREATED; nothing in the fake moves it on, capture needs a SUCCEEDED AUTHORIZE), so it is never refunded and this branch never runs
    type: "REFUND", status: "SUCCEEDED", category: payment.methodType,
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
