/**
 * Customer sessions (`customerSessions.*`): a session for enrolling one customer's payment
 * methods, the methods it can enroll, and the enrollment itself.
 *
 * The service answers an enrollment READY_TO_ENROLL: the customer then enters the card in the
 * SDK, and the method becomes ENROLLED with its `vaulted_token` (the `enrollment.enroll`
 * notification). The fake has no SDK: it stands in for that step at once with its test Visa, so
 * the answer is READY_TO_ENROLL and the method is ENROLLED right after — `paymentMethods.retrieve`
 * and `customers.paymentMethods.list` show it with its `vaulted_token`, and a payment with that
 * token is accepted until `paymentMethods.unenroll`.
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import type { CustomerSessionRecord, SessionEnrollmentRecord } from "../foundation/card-records"
import { reject } from "../foundation/errors"
import type { VaultedCardRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { activeMethodsOf, checkoutOfSession, requireCheckout } from "./checkouts"
import { requireCustomer } from "./customers"
import { type Env, own } from "./env"
import { enrollCard } from "./payment-methods"
import { renderHeldCard } from "./vaulted-payment-methods"

type CreateCustomerSessionParams = WithoutNulls<Core.CreateCustomerSessionParams>
type EnrollSessionPaymentMethodParams = WithoutNulls<Core.EnrollSessionPaymentMethodParams>

/** POST /customers/sessions: for an existing customer, with the checkout it names (404 otherwise). */
export const createCustomerSession = (env: Env, merchant: string, body: CreateCustomerSessionParams): CustomerSessionRecord => {
  requireCustomer(env, merchant, body.customer_id)
  if (body.checkout_id !== undefined) requireCheckout(env, merchant, body.checkout_id, "checkout_id")
  const record: CustomerSessionRecord = {
    id: uuid(),
    merchant,
    customerId: body.customer_id,
    accountId: body.account_id,
    country: body.country,
    callbackUrl: body.callback_url ?? null,
    checkoutId: body.checkout_id ?? null,
    createdAt: env.clock.now()
  }
  env.store.customerSessions.set(record.id, record)
  return record
}

/** The session, or 400 CUSTOMER_SESSION_NOT_FOUND (as an unknown checkout session is answered). */
export const requireCustomerSession = (env: Env, merchant: string, id: string): CustomerSessionRecord => {
  const session = own(env.store.customerSessions, id, merchant)
  if (session === undefined) throw reject(400, "CUSTOMER_SESSION_NOT_FOUND", `Customer session ${id} not found`)
  return session
}

export const renderCustomerSession = (s: CustomerSessionRecord) => ({
  customer_session: s.id,
  customer_id: s.customerId,
  country: s.country,
  callback_url: s.callbackUrl,
  checkout_id: s.checkoutId,
  created_at: isoMicros(s.createdAt)
})

const DEFAULT_ENROLLABLE = [
  { name: "Card", description: "Credit and debit cards", type: "CARD", category: "CARD", icon: "https://icons.payrail.fake/card.png" }
]

/** GET /checkout/customers/sessions/{customer_session}/payment-methods: the enrollable methods of the session's checkout. */
export const listEnrollableMethods = (env: Env, merchant: string, id: string) => {
  const session = requireCustomerSession(env, merchant, id)
  const checkout = checkoutOfSession(env, merchant, session.checkoutId)
  const methods = checkout === undefined
    ? DEFAULT_ENROLLABLE
    : activeMethodsOf(checkout)
      .filter((m) => m.hasEnrollment && m.activeEnrollmentType !== "NO_ENROLLMENT" && m.activeEnrollmentType !== "NONE")
      .map((m) => ({ name: m.name, description: m.description, type: m.paymentMethodType, category: m.category, icon: m.icon }))
  return { payment_methods: methods.map((m) => ({ ...m, enrollment: { session: session.id, sdk_required_action: false } })) }
}

/** POST /customers/sessions/{customer_session}/payment-methods: the enrollment, completed by the fake's stand-in for the SDK. */
export const enrollThroughSession = (
  env: Env,
  merchant: string,
  id: string,
  body: EnrollSessionPaymentMethodParams
): { readonly card: VaultedCardRecord; readonly enrollment: SessionEnrollmentRecord; readonly session: CustomerSessionRecord } => {
  const session = requireCustomerSession(env, merchant, id)
  const customer = requireCustomer(env, merchant, session.customerId)
  const card = enrollCard(customer, env.clock.now())
  const enrollment: SessionEnrollmentRecord = {
    id: card.id,
    merchant,
    customerSession: session.id,
    accountId: body.account_id,
    country: body.country,
    paymentMethodType: body.payment_method_type,
    verify: body.verify === undefined ? null : { vault_on_success: body.verify.vault_on_success, ...(body.verify.currency === undefined ? {} : { currency: body.verify.currency }) },
    accountUpdater: body.account_updater ?? null
  }
  env.store.sessionEnrollments.set(card.id, enrollment)
  env.notify?.("enrollment.enroll", () => ({ payment_method: renderHeldCard(env, { customer, card }) }))
  return { card, enrollment, session }
}

/** The enrollment's answer: READY_TO_ENROLL, for the SDK (no `vaulted_token` yet, as the service answers). */
export const renderEnrollment = (env: Env, e: ReturnType<typeof enrollThroughSession>) => {
  const customer = env.store.customers.get(e.session.customerId)
  const fields = customer?.fields ?? {}
  const payer = Object.fromEntries(
    ["first_name", "last_name", "email", "gender", "date_of_birth", "document", "phone", "billing_address"]
      .filter((k) => fields[k] !== undefined)
      .map((k) => [k, fields[k]])
  )
  const isCard = e.enrollment.paymentMethodType === "CARD"
  return {
    id: e.card.id,
    account_id: e.enrollment.accountId,
    name: isCard ? "Card" : e.enrollment.paymentMethodType,
    description: isCard ? "Credit and debit cards" : e.enrollment.paymentMethodType,
    type: e.enrollment.paymentMethodType,
    category: isCard ? "CARD" : "WALLET",
    country: e.enrollment.country,
    status: "READY_TO_ENROLL",
    customer_id: e.session.customerId,
    created_at: isoMicros(e.card.createdAt),
    updated_at: isoMicros(e.card.createdAt),
    enrollment: { session: e.session.id, sdk_required_action: false },
    provider: { id: "YUNO", type: "YUNO", provider_status: null },
    customer_payer: payer,
    verify: { vault_on_success: e.enrollment.verify?.vault_on_success ?? false, ...(e.enrollment.verify?.currency === undefined ? {} : { currency: e.enrollment.verify.currency }), payment: null },
    preferred: null
  }
}
