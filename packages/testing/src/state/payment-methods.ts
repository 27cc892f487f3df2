/**
 * Stored payment methods of a customer (docs/service-facts.md#stored-payment-methods): enroll (a vaulted card with its
 * `vaulted_token`, status ENROLLED), list, retrieve, unenroll (status UNENROLLED). Only an
 * enrolled card pays: payments, subscriptions and the checkout's method list skip the others.
 */
import type { EnrollPaymentMethodParams } from "./params"
import { reject } from "../foundation/errors"
import type { CustomerRecord, VaultedCardRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import type { Env } from "./env"
import { requireCustomer } from "./customers"
import { brandOf } from "./test-cards"

export const ENROLLED = "ENROLLED"
export const UNENROLLED = "UNENROLLED"

export const isEnrolled = (card: VaultedCardRecord): boolean => card.status === ENROLLED

/** Adds one enrolled card to a customer (the seed, `vault_on_success` and the enroll endpoint). */
export const enrollCard = (customer: CustomerRecord, now: number, card?: Partial<VaultedCardRecord>): VaultedCardRecord => {
  const record: VaultedCardRecord = {
    id: uuid(),
    vaultedToken: uuid(),
    status: ENROLLED,
    brand: "VISA",
    iin: "41111111",
    lfd: String(1111 + customer.cards.length).slice(-4),
    expirationMonth: 12,
    expirationYear: new Date(now).getUTCFullYear() + 3,
    issuer: "Payrail Fake Bank",
    category: "CREDIT",
    type: "CREDIT",
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
    ...card
  }
  customer.cards.push(record)
  return record
}

/** POST /customers/{customer_id}/payment-methods: the card in `card_data`, or a test card when only a token is sent. */
export const enrollPaymentMethod = (env: Env, merchant: string, customerId: string, body: EnrollPaymentMethodParams): VaultedCardRecord => {
  const customer = requireCustomer(env, merchant, customerId)
  const data = body.card_data ?? {}
  const number = data.number?.replace(/\D/g, "")
  const year = data.expiration_year
  return enrollCard(customer, env.clock.now(), {
    ...(number !== undefined && number.length >= 12 ? { iin: number.slice(0, 8), lfd: number.slice(-4), brand: brandOf(number) } : {}),
    ...(data.expiration_month !== undefined ? { expirationMonth: data.expiration_month } : {}),
    // a two-digit year means 20YY
    ...(year !== undefined ? { expirationYear: year < 100 ? 2000 + year : year } : {}),
    ...(data.type !== undefined ? { type: data.type, category: data.type } : {})
  })
}

const paymentMethodNotFound = (id: string) => reject(400, "PAYMENT_METHOD_NOT_FOUND", `Payment method ${id} not found`)

/** GET /customers/{customer_id}/payment-methods: the enrolled ones (an unenrolled card is no longer the customer's). */
export const listPaymentMethodsOf = (env: Env, merchant: string, customerId: string): ReadonlyArray<VaultedCardRecord> =>
  requireCustomer(env, merchant, customerId).cards.filter(isEnrolled)

/** GET /customers/{customer_id}/payment-methods/{payment_method_id}: any status (an unenrolled one shows UNENROLLED). */
export const retrievePaymentMethod = (env: Env, merchant: string, customerId: string, paymentMethodId: string): VaultedCardRecord => {
  const card = requireCustomer(env, merchant, customerId).cards.find((c) => c.id === paymentMethodId)
  if (card === undefined) throw paymentMethodNotFound(paymentMethodId)
  return card
}

/** POST /customers/{customer_id}/payment-methods/{payment_method_id}/unenroll: ENROLLED → UNENROLLED. */
export const unenrollPaymentMethod = (env: Env, merchant: string, customerId: string, paymentMethodId: string): VaultedCardRecord => {
  const card = retrievePaymentMethod(env, merchant, customerId, paymentMethodId)
  if (!isEnrolled(card)) throw reject(400, "INVALID_STATUS", `Payment method ${paymentMethodId} is ${card.status}, not ENROLLED`)
  card.status = UNENROLLED
  card.updatedAt = env.clock.now()
  return card
}

/** A stored payment method as the API returns it. */
export const renderPaymentMethod = (customer: string, card: VaultedCardRecord) => ({
  id: card.id,
  customer_id: customer,
  type: "CARD",
  category: "CARD",
  name: `${card.brand} ****${card.lfd}`,
  description: `${card.brand} ${card.category.toLowerCase()} card ending in ${card.lfd}`,
  status: card.status,
  vaulted_token: card.vaultedToken,
  card_data: {
    iin: card.iin,
    lfd: card.lfd,
    expiration_month: card.expirationMonth,
    expiration_year: card.expirationYear,
    brand: card.brand,
    issuer_name: card.issuer,
    category: card.category,
    type: card.type
  },
  last_successfully_used_at: card.lastUsedAt === null ? null : isoMicros(card.lastUsedAt),
  created_at: isoMicros(card.createdAt),
  updated_at: isoMicros(card.updatedAt)
})
