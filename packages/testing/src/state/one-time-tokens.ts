/**
 * One-time tokens (`tokens.create` on the server, `checkout.sessions.createToken` for a checkout
 * session): each stands for a card (or a vaulted card) and pays one payment
 * (`payment_method.token`). The payment that uses it marks it used; a second payment with it is
 * refused (400 INVALID_REQUEST naming `payment_method.token`) and nothing is created.
 *
 * The card is kept masked (first eight and last four digits, lengths, brand, expiry, holder), never
 * its number or security code. A test card's transaction code is kept (it is not a secret), so a
 * token made from a sandbox test card decides its payment as the card would. Tokens the fake did not
 * make (the `tok_*` shortcuts, made-up strings) keep their old reading: they are not consumed.
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import type { OneTimeTokenRecord, TokenCardRecord } from "../foundation/card-records"
import { invalidRequest } from "../foundation/errors"
import { uuid } from "../foundation/time"
import type { Env } from "./env"
import { isEnrolled } from "./payment-methods"
import { requireSession } from "./sessions"
import { brandOf, testCardFor } from "./test-cards"
import { findHeldCard } from "./vaulted-payment-methods"

type CreateTokenParams = WithoutNulls<Core.CreateTokenParams>
type CreateSessionTokenParams = WithoutNulls<Core.CreateSessionTokenParams>

interface SentCard {
  readonly number?: string | undefined
  readonly expiration_month?: number | undefined
  readonly expiration_year?: number | undefined
  readonly security_code?: string | undefined
  readonly holder_name?: string | undefined
}

/** What the fake keeps of a card it tokenises: never the number or the security code. */
const keptCard = (card: SentCard): TokenCardRecord => {
  const number = (card.number ?? "").replace(/\D/g, "")
  return {
    holderName: card.holder_name ?? null,
    iin: number.slice(0, 8),
    lfd: number.slice(-4),
    numberLength: number.length,
    securityCodeLength: card.security_code?.length ?? 0,
    brand: brandOf(number),
    expirationMonth: card.expiration_month ?? null,
    expirationYear: card.expiration_year ?? null,
    testCardCode: testCardFor(number)?.code ?? null
  }
}

const save = (env: Env, record: OneTimeTokenRecord): OneTimeTokenRecord => {
  env.store.oneTimeTokens.set(record.token, record)
  return record
}

/** POST /tokens: a one-time token for the card sent. */
export const createToken = (env: Env, merchant: string, body: CreateTokenParams): OneTimeTokenRecord =>
  save(env, {
    token: uuid(), merchant, checkoutSession: null, type: "CARD", country: body.country ?? null,
    card: keptCard(body.card_data), vaultedToken: null,
    customerPayer: body.customer_payer === undefined ? null : { ...body.customer_payer },
    usedBy: null, createdAt: env.clock.now()
  })

/**
 * POST /checkout/sessions/{checkout_session}/token: a one-time token for the session's payment —
 * a card (`payment_method.card`, or `card_data` at the top level) or an enrolled card
 * (`payment_method.vaulted_token`). The session must be active (400 CHECKOUT_SESSION_NOT_FOUND).
 */
export const createSessionToken = (env: Env, merchant: string, sessionId: string, body: CreateSessionTokenParams): OneTimeTokenRecord => {
  const session = requireSession(env, merchant, sessionId)
  const pm = body.payment_method
  const sent = pm.card ?? body.card_data
  if (pm.vaulted_token !== undefined) {
    const held = findHeldCard(env, merchant, pm.vaulted_token)
    if (held === undefined || held.card.vaultedToken !== pm.vaulted_token || !isEnrolled(held.card)) {
      throw invalidRequest("payment_method.vaulted_token: no enrolled card has this vaulted token")
    }
  } else if (sent?.number === undefined) {
    throw invalidRequest("payment_method.card.number: a card (or payment_method.vaulted_token) is required")
  }
  const country = typeof session.fields.country === "string" ? session.fields.country : null
  return save(env, {
    token: uuid(), merchant, checkoutSession: session.id, type: pm.type ?? "CARD", country,
    card: sent === undefined || pm.vaulted_token !== undefined ? null : keptCard(sent),
    vaultedToken: pm.vaulted_token ?? null, customerPayer: null, usedBy: null, createdAt: env.clock.now()
  })
}

/**
 * The fake's own token a new payment names, refused when it was used already; undefined for a
 * token the fake did not make. `markTokenUsed` consumes it once the payment exists.
 */
export const oneTimeTokenFor = (env: Env, merchant: string, token: string | undefined): OneTimeTokenRecord | undefined => {
  if (token === undefined) return undefined
  const record = env.store.oneTimeTokens.get(token)
  if (record === undefined || record.merchant !== merchant) return undefined
  if (record.usedBy !== null) {
    throw invalidRequest(`payment_method.token: the one-time token was already used by payment ${record.usedBy}`)
  }
  return record
}

export const markTokenUsed = (record: OneTimeTokenRecord | undefined, paymentId: string): void => {
  if (record !== undefined) record.usedBy = paymentId
}

const renderCard = (c: TokenCardRecord, country: string | null) => ({
  holder_name: c.holderName,
  iin: c.iin,
  lfd: c.lfd,
  number_length: c.numberLength,
  security_code_length: c.securityCodeLength,
  brand: c.brand,
  type: "CREDIT",
  category: "CREDIT",
  issuer_name: "Payrail Fake Bank",
  issuer_code: null,
  fingerprint: null,
  ...(country === null ? {} : { country_code: country })
})

/** The token as `tokens.create` answers it. */
export const renderServerToken = (t: OneTimeTokenRecord) => ({
  token: t.token,
  card_data: t.card === null ? null : renderCard(t.card, null)
})

/** The token as `checkout.sessions.createToken` answers it. */
export const renderSessionToken = (t: OneTimeTokenRecord) => ({
  token: t.token,
  vaulted_token: t.vaultedToken,
  vault_on_success: false,
  type: t.type,
  card_data: t.card === null ? null : renderCard(t.card, t.country),
  customer: null,
  installment: null,
  country: t.country,
  customer_session: null
})

