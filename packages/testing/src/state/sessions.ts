/**
 * Checkout sessions (docs/service-facts.md#checkout-sessions): create, retrieve, partial update. A session created
 * through the API allows one payment and expires 5 hours after creation on the fake clock;
 * afterwards, and for an unknown id, the answer is 400 CHECKOUT_SESSION_NOT_FOUND ("not
 * found or inactive"). Seeded sessions (`fake.seed.checkoutSession`) are fixtures: reusable,
 * never expiring.
 */
import { reject } from "../foundation/errors"
import type { CheckoutSessionRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { requireCheckout } from "./checkouts"
import { requireCustomer } from "./customers"
import { type Env, own } from "./env"

/** docs/service-facts.md#checkout-sessions: a session expires 5 hours after creation. */
export const SESSION_LIFETIME_MS = 5 * 60 * 60 * 1000

const notFound = (id: string, why = "not found") => reject(400, "CHECKOUT_SESSION_NOT_FOUND", `Checkout session ${id} ${why}`)

const expiresAt = (session: CheckoutSessionRecord) => session.createdAt + SESSION_LIFETIME_MS
const expired = (env: Env, session: CheckoutSessionRecord) => !session.seeded && env.clock.now() >= expiresAt(session)

/** A session that is still active (not expired), or CHECKOUT_SESSION_NOT_FOUND. */
export const requireSession = (env: Env, merchant: string, id: string): CheckoutSessionRecord => {
  const session = own(env.store.checkoutSessions, id, merchant)
  if (session === undefined) throw notFound(id)
  if (expired(env, session)) throw notFound(id, "expired 5 hours after creation")
  return session
}

/** A session a new payment may use: active, and not used already (one payment per session). */
export const sessionForPayment = (env: Env, merchant: string, id: string): CheckoutSessionRecord => {
  const session = requireSession(env, merchant, id)
  if (!session.seeded && session.paymentId !== null) throw notFound(id, `was already used by payment ${session.paymentId}`)
  return session
}

/** Adds a session record; the seed and `POST /checkout/sessions` both make them here. */
export const addSession = (
  env: Env,
  merchant: string,
  session: Pick<CheckoutSessionRecord, "customerId" | "paymentMethods" | "seeded" | "fields">,
  id: string = uuid()
): CheckoutSessionRecord => {
  if (session.customerId !== null) requireCustomer(env, merchant, session.customerId)
  const now = env.clock.now()
  const record: CheckoutSessionRecord = { id, merchant, ...session, paymentId: null, createdAt: now, updatedAt: now }
  env.store.checkoutSessions.set(record.id, record)
  return record
}

const customerIdOf = (fields: Readonly<Record<string, unknown>>): string | null =>
  typeof fields.customer_id === "string" ? fields.customer_id : null

/** A session's `checkout_id` names one of the merchant's checkouts (state/checkouts.ts), or 404 CHECKOUT_NOT_FOUND. */
const refuseUnknownCheckout = (env: Env, merchant: string, fields: Readonly<Record<string, unknown>>) => {
  if (typeof fields.checkout_id === "string") requireCheckout(env, merchant, fields.checkout_id, "checkout_id")
}

/** POST /checkout/sessions. */
export const createSession = (env: Env, merchant: string, fields: Readonly<Record<string, unknown>>): CheckoutSessionRecord => {
  refuseUnknownCheckout(env, merchant, fields)
  return addSession(env, merchant, { customerId: customerIdOf(fields), paymentMethods: null, seeded: false, fields: { ...fields } })
}

/** PATCH /checkout/sessions/{id}: only the fields sent change. */
export const updateSession = (env: Env, merchant: string, id: string, patch: Readonly<Record<string, unknown>>): CheckoutSessionRecord => {
  const session = requireSession(env, merchant, id)
  refuseUnknownCheckout(env, merchant, patch)
  const customerId = customerIdOf(patch)
  if (customerId !== null) requireCustomer(env, merchant, customerId)
  session.fields = { ...session.fields, ...patch }
  if (customerId !== null) session.customerId = customerId
  session.updatedAt = env.clock.now()
  return session
}

/** The Session resource: the create answer names the id `checkout_session`, retrieve names it `id` and adds `used` (D2). */
export const renderSession = (session: CheckoutSessionRecord, view: "create" | "retrieve") => {
  const { customer_id: _customerId, ...fields } = session.fields
  const body = {
    ...fields,
    customer_id: session.customerId,
    created_at: isoMicros(session.createdAt),
    updated_at: isoMicros(session.updatedAt),
    expires_at: session.seeded ? null : isoMicros(expiresAt(session))
  }
  return view === "create" ? { checkout_session: session.id, ...body } : { id: session.id, ...body, used: session.paymentId !== null }
}
