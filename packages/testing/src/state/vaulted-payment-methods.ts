/**
 * A merchant's vaulted payment methods by id, whichever customer holds them (`paymentMethods.*`):
 * retrieve, unenroll, reassign to another customer, register for the Card Account Updater. The
 * cards are the customers' `VaultedCardRecord`s (state/payment-methods.ts): one vault, so a card
 * unenrolled here is refused by payments, subscriptions and checkouts as one unenrolled there.
 * Unknown ids are 404 PAYMENT_METHOD_NOT_FOUND (the reference's answer on these paths).
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import { reject } from "../foundation/errors"
import type { CustomerRecord, VaultedCardRecord } from "../foundation/store"
import { requireCustomer } from "./customers"
import type { Env } from "./env"
import { isEnrolled, renderPaymentMethod, UNENROLLED } from "./payment-methods"

type RegisterAccountUpdaterParams = WithoutNulls<Core.RegisterAccountUpdaterParams>

export interface HeldCard {
  readonly customer: CustomerRecord
  readonly card: VaultedCardRecord
}

const notFound = () => reject(404, "PAYMENT_METHOD_NOT_FOUND", "Payment method not found.")

/** The merchant's card whose id (or vaulted token) is `id`, and its customer. */
export const findHeldCard = (env: Env, merchant: string, id: string): HeldCard | undefined => {
  for (const customer of env.store.customers.values()) {
    if (customer.merchant !== merchant) continue
    const card = customer.cards.find((c) => c.id === id || c.vaultedToken === id)
    if (card !== undefined) return { customer, card }
  }
  return undefined
}

export const requireHeldCard = (env: Env, merchant: string, id: string): HeldCard => {
  const held = findHeldCard(env, merchant, id)
  if (held === undefined) throw notFound()
  return held
}

/** POST /customers/payment-methods/{payment_method_id}/unenroll: ENROLLED → UNENROLLED (a later payment with it is refused). */
export const unenrollHeldCard = (env: Env, merchant: string, id: string): HeldCard => {
  const held = requireHeldCard(env, merchant, id)
  if (!isEnrolled(held.card)) throw reject(400, "INVALID_STATUS", `Payment method ${id} is ${held.card.status}, not ENROLLED`)
  held.card.status = UNENROLLED
  held.card.updatedAt = env.clock.now()
  env.notify?.("enrollment.unenroll", () => ({ payment_method: renderHeldCard(env, held) }))
  return held
}

/** The customer fields that are "data" for a reassignment: anything besides the merchant's own id. */
const hasData = (customer: CustomerRecord): boolean =>
  Object.entries(customer.fields).some(([key, value]) =>
    key !== "merchant_customer_id" && key !== "merchant_customer_created_at" && value !== null && value !== undefined && value !== ""
  )

/**
 * PATCH /payment-methods/{payment_method_id}: the card moves to `customer_id`. Only cards move
 * (400 PAYMENT_METHOD_NOT_REASSIGNABLE); a card whose customer has data stays (409 CONFLICT).
 */
export const reassignHeldCard = (env: Env, merchant: string, id: string, customerId: string): HeldCard => {
  const held = requireHeldCard(env, merchant, id)
  const target = requireCustomer(env, merchant, customerId)
  const enrollment = env.store.sessionEnrollments.get(held.card.id)
  if (enrollment !== undefined && enrollment.paymentMethodType !== "CARD") {
    throw reject(400, "PAYMENT_METHOD_NOT_REASSIGNABLE", "Only card payment methods can be reassigned.")
  }
  if (target.id === held.customer.id) return held
  if (hasData(held.customer)) throw reject(409, "CONFLICT", "payment_method is already assigned to a customer with data")
  held.customer.cards.splice(held.customer.cards.indexOf(held.card), 1)
  target.cards.push(held.card)
  held.card.updatedAt = env.clock.now()
  return { customer: target, card: held.card }
}

/**
 * POST /payment-methods/account-updater: all or nothing — every id must be an enrolled card of
 * the merchant (its id or vaulted token), else nothing is registered. Answers how many were accepted.
 */
export const registerForAccountUpdater = (env: Env, merchant: string, body: RegisterAccountUpdaterParams) => {
  const ids = [...new Set(body.payment_method_ids)]
  const unknown = ids.filter((id) => {
    const held = findHeldCard(env, merchant, id)
    return held === undefined || !isEnrolled(held.card)
  })
  if (unknown.length > 0) {
    throw reject(404, "PAYMENT_METHOD_NOT_FOUND", ...unknown.map((id) => `payment_method_ids: ${id} is not an enrolled payment method`))
  }
  return { accepted: ids.length }
}

/** A vaulted payment method as `paymentMethods.*` answer it (the reference's enrollment shape). */
export const renderHeldCard = (env: Env, held: HeldCard) => {
  const enrollment = env.store.sessionEnrollments.get(held.card.id)
  const base = renderPaymentMethod(held.customer.id, held.card)
  return {
    ...base,
    idempotency_key: null,
    account_id: enrollment?.accountId ?? null,
    country: enrollment?.country ?? (typeof held.customer.fields.country === "string" ? held.customer.fields.country : null),
    type: enrollment?.paymentMethodType ?? "CARD",
    sub_status: held.card.status,
    enrollment: { session: enrollment?.customerSession ?? null, sdk_required_action: false },
    provider: { id: "YUNO", type: "YUNO", provider_status: null },
    verify: { vault_on_success: enrollment?.verify?.vault_on_success ?? false, payment: null },
    preferred: null
  }
}
