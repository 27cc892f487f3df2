/**
 * What the operations added with the marketplace add to a payment's creation, around
 * state/payments.ts's `createPayment`: before it, the checks that refuse a payment (its payment
 * link, installment plan, 3DS setup and split); after it, the moves it causes (the link paid, the
 * split transferred, a triggered 3DS challenge or chargeback).
 */
import { reject } from "../foundation/errors"
import type { PaymentRecord } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import { scheduleTriggeredChargeback } from "./disputes"
import { type Env, own } from "./env"
import { checkPaymentPlan } from "./installment-plans"
import { checkLinkTakesPayment, linkOfSession, recordLinkPayment } from "./payment-links"
import type { PaymentLinkRecord, ThreeDSecureSetupRecord } from "../foundation/rest-records"
import { checkPaymentSplit, transferPaymentSplit } from "./split-transfers"

/** A payment description naming this asks the payer for a 3DS challenge (docs/fake-rest-of-api.md). */
export const THREE_D_SECURE_CHALLENGE_TRIGGER = "THREE_D_SECURE_CHALLENGE"

interface PaymentBody {
  readonly country: string
  readonly description: string
  readonly amount: { readonly value: number; readonly currency: string }
  readonly checkout?: { readonly session?: string | null | undefined } | null | undefined
}

export interface BeforePayment {
  readonly link: PaymentLinkRecord | undefined
  readonly threeDSecure: boolean
}

const setupIdOf = (body: unknown): string | undefined => {
  const id = (body as { payment_method?: { detail?: { card?: { three_d_secure?: { three_d_secure_setup_id?: unknown } } } } })
    .payment_method?.detail?.card?.three_d_secure?.three_d_secure_setup_id
  return typeof id === "string" ? id : undefined
}

/** Checks a payment before it is made; throws the service's refusal. */
export const beforePayment = (env: Env, merchant: string, body: PaymentBody): BeforePayment => {
  const link = linkOfSession(env, merchant, body.checkout?.session ?? undefined)
  if (link !== undefined) checkLinkTakesPayment(env, link, body.amount)
  checkPaymentPlan(env, merchant, body, body)
  const setupId = setupIdOf(body)
  if (setupId !== undefined && own(env.store.threeDSecureSetups, setupId, merchant) === undefined) {
    throw reject(400, "THREE_D_SECURE_SETUP_NOT_FOUND", `payment_method.detail.card.three_d_secure.three_d_secure_setup_id: no 3DS setup ${setupId}`)
  }
  checkPaymentSplit(env, merchant, body, body.amount)
  return { link, threeDSecure: setupId !== undefined }
}

/** Applies what a new payment causes. */
export const afterPayment = (env: Env, payment: PaymentRecord, body: PaymentBody, before: BeforePayment): void => {
  if (before.threeDSecure && body.description.includes(THREE_D_SECURE_CHALLENGE_TRIGGER) && payment.transactions[0]!.status === "SUCCEEDED") {
    // The payer must pass a challenge first: nothing is charged yet.
    const first = payment.transactions[0]! as { status: string; responseCode: string; responseMessage: string }
    first.status = "PENDING"
    first.responseCode = "THREE_D_SECURE_ACTION_REQUIRED"
    first.responseMessage = "three_d_secure_action_required"
    payment.status = "PENDING"
    payment.subStatus = "WAITING_ADDITIONAL_STEP"
    payment.capturedUnits = 0
  }
  if (before.link !== undefined) recordLinkPayment(env, before.link, payment)
  transferPaymentSplit(env, payment, body)
  scheduleTriggeredChargeback(env, payment)
}

export const createThreeDSecureSetup = (env: Env, merchant: string, fields: Readonly<Record<string, unknown>>): ThreeDSecureSetupRecord => {
  const setup: ThreeDSecureSetupRecord = { id: uuid(), merchant, fields: { ...fields }, createdAt: env.clock.now() }
  env.store.threeDSecureSetups.set(setup.id, setup)
  return setup
}

export const renderThreeDSecureSetup = (setup: ThreeDSecureSetupRecord) => ({
  ...setup.fields,
  three_d_secure_setup_id: setup.id,
  created_at: isoMicros(setup.createdAt)
})
