/**
 * Payment links: a link opens a checkout session (`checkout_url`'s `session`); a payment that
 * names that session is a payment through the link. A link is CREATED, then PAID once a payment
 * through it succeeds, CANCELED by the API, or EXPIRED when the fake clock reaches
 * `availability.finish_at` (read lazily: any request at or after that time sees it expired).
 * A cancelled or expired link, or a paid one-time link, takes no payment.
 */
import type { CreatePaymentLinkParams } from "@payrail/core"
import { reject } from "../foundation/errors"
import { fromUnits, toUnits } from "../foundation/money"
import type { PaymentRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import type { PaymentLinkRecord } from "../foundation/rest-records"
import { addSession } from "./sessions"

export const CHECKOUT_ORIGIN = "https://checkout.payrail.fake"

const notFound = (code: string) => reject(404, "PAYMENT_LINK_NOT_FOUND", `Payment link ${code} not found`)

/** Moves a link past `availability.finish_at` to EXPIRED (a paid or cancelled link keeps its status). */
const refresh = (env: Env, link: PaymentLinkRecord): PaymentLinkRecord => {
  if (link.status === "CREATED" && link.finishAt !== null && env.clock.now() >= link.finishAt) {
    link.status = "EXPIRED"
    link.updatedAt = link.finishAt
  }
  return link
}

export const createPaymentLink = (env: Env, merchant: string, params: CreatePaymentLinkParams): PaymentLinkRecord => {
  toUnits(params.amount.value) // the same precision rule as payments
  const finish = params.availability?.finish_at
  const finishAt = finish === undefined || finish === null ? null : Date.parse(finish)
  // ISO-shaped but no real time (month 81, hour 29): the service refuses it, never a 500
  if (finishAt !== null && !Number.isFinite(finishAt)) throw reject(400, "INVALID_REQUEST", "availability.finish_at: not a real date and time")
  if (finishAt !== null && finishAt <= env.clock.now()) {
    throw reject(400, "INVALID_REQUEST", "availability.finish_at: must be after the current time")
  }
  const session = addSession(env, merchant, { customerId: null, paymentMethods: null, seeded: true, fields: {} })
  const now = env.clock.now()
  const link: PaymentLinkRecord = {
    id: uuid(), merchant, params: { ...params }, status: "CREATED", sessionId: session.id, paymentIds: [],
    finishAt, createdAt: now, updatedAt: now
  }
  env.store.paymentLinks.set(link.id, link)
  return link
}

export const retrievePaymentLink = (env: Env, merchant: string, code: string): PaymentLinkRecord => {
  const link = own(env.store.paymentLinks, code, merchant)
  if (link === undefined) throw notFound(code)
  return refresh(env, link)
}

/** Cancels a link; cancelling a cancelled one answers it again. A paid or expired link cannot be cancelled. */
export const cancelPaymentLink = (env: Env, merchant: string, code: string): PaymentLinkRecord => {
  const link = retrievePaymentLink(env, merchant, code)
  if (link.status === "CANCELED") return link
  if (link.status !== "CREATED") throw reject(400, "INVALID_STATUS", `A payment link in status ${link.status} cannot be canceled`)
  link.status = "CANCELED"
  link.updatedAt = env.clock.now()
  return link
}

/** The link whose session a payment names, if any. */
export const linkOfSession = (env: Env, merchant: string, sessionId: string | undefined): PaymentLinkRecord | undefined => {
  // no link's session is undefined: a payment without a session finds none
  for (const link of env.store.paymentLinks.values()) if (link.sessionId === sessionId && link.merchant === merchant) return refresh(env, link)
  return undefined
}

/** Before a payment through `link`: refuses one the link cannot take. */
export const checkLinkTakesPayment = (env: Env, link: PaymentLinkRecord, amount: { readonly value: number; readonly currency: string }): void => {
  refresh(env, link)
  const oneTime = link.params.one_time_use === true
  if (link.status === "CANCELED" || link.status === "EXPIRED" || (link.status === "PAID" && oneTime)) {
    throw reject(400, "PAYMENT_LINK_NOT_AVAILABLE", `Payment link ${link.id} is ${link.status}${link.status === "PAID" ? " (one-time use)" : ""}`)
  }
  const own = link.params.amount as { readonly value: number; readonly currency: string }
  if (amount.currency !== own.currency || toUnits(amount.value) !== toUnits(own.value)) {
    throw reject(400, "INVALID_REQUEST", `amount: a payment through payment link ${link.id} is of ${own.value} ${own.currency}`)
  }
}

/** After a payment through `link`: recorded on both sides; a succeeded one marks the link PAID. */
export const recordLinkPayment = (env: Env, link: PaymentLinkRecord, payment: PaymentRecord): void => {
  link.paymentIds.push(payment.id)
  ;(payment as { paymentLinkId?: string }).paymentLinkId = link.id // set once, right after the payment is made
  if (payment.status === "SUCCEEDED" || payment.subStatus === "AUTHORIZED") {
    link.status = "PAID"
    link.updatedAt = env.clock.now()
  }
}

/** The PaymentLink resource (the create body's fields, then the link's own). */
export const renderPaymentLink = (link: PaymentLinkRecord) => {
  const p = link.params
  const amount = p.amount as { readonly value: number; readonly currency: string }
  return {
    ...p,
    id: link.id,
    code: link.id,
    status: link.status,
    amount: { currency: amount.currency, value: fromUnits(toUnits(amount.value)) },
    capture: p.capture ?? true,
    one_time_use: p.one_time_use ?? false,
    split_payment_methods: p.split_payment_methods ?? false,
    availability: {
      start_at: (p.availability as { start_at?: string } | undefined)?.start_at ?? isoMicros(link.createdAt),
      finish_at: link.finishAt === null ? null : isoMicros(link.finishAt)
    },
    payments_number: link.paymentIds.length,
    payments: link.paymentIds.length === 0 ? null : link.paymentIds.map((id) => ({ id })),
    checkout_url: `${CHECKOUT_ORIGIN}/payment?session=${link.sessionId}`,
    created_at: isoMicros(link.createdAt),
    updated_at: isoMicros(link.updatedAt)
  }
}
