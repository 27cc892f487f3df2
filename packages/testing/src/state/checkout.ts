/**
 * Checkout payment methods (docs/service-facts.md#checkout-sessions): the methods a checkout session
 * offers — the customer's vaulted cards first (with `card_data`), then the session's
 * non-vaulted methods — each with its display rules in `checkout.conditions`. The non-vaulted
 * methods are the active ones of the session's checkout (`checkout_id`, else the account's default,
 * state/checkouts.ts) while it is PUBLISHED; a merchant who never built a checkout gets
 * `defaultSessionMethods`, which are also the default checkout's methods.
 */
import type { CheckoutMethodRecord } from "../foundation/card-records"
import type { CheckoutSessionRecord, VaultedCardRecord } from "../foundation/store"
import { isoMicros } from "../foundation/time"
import { activeMethodsOf, checkoutOfSession } from "./checkouts"
import type { Env } from "./env"
import { isEnrolled } from "./payment-methods"
import { requireSession } from "./sessions"

const ICONS = "https://icons.payrail.fake"

/** A stable UUID-shaped code for a rule (spec: condition_group_code is a UUID). */
const ruleCode = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`

/** The non-vaulted methods every session offers unless seeded otherwise. */
export const defaultSessionMethods = (): Array<Record<string, unknown>> => [
  {
    name: "Card",
    description: "Credit and debit cards",
    type: "CARD",
    category: "CARD",
    icon: `${ICONS}/card.png`,
    conditions: { enabled: false, rules: null }
  },
  {
    name: "Bank transfer",
    description: "Pay by bank transfer",
    type: "BANK_TRANSFER",
    category: "BANK_TRANSFER",
    icon: `${ICONS}/bank_transfer.png`,
    conditions: {
      enabled: true,
      rules: [{
        condition: "INCLUDE",
        condition_group_code: ruleCode(1),
        condition_name: "Countries with local bank transfer",
        type: "COUNTRY",
        values: { countries: ["BR", "CO", "MX", "US"], currency: null, max: null, min: null, metadata: null }
      }]
    }
  }
]

const vaultedEntry = (session: CheckoutSessionRecord, card: VaultedCardRecord, preferred: boolean) => ({
  name: `${card.brand} ****${card.lfd}`,
  description: `${card.brand} ${card.category.toLowerCase()} card ending in ${card.lfd}`,
  vaulted_token: card.vaultedToken,
  type: "CARD",
  category: "CARD",
  icon: `${ICONS}/${card.brand.toLowerCase()}.png`,
  last_successfully_used: card.lastUsedAt !== null,
  last_successfully_used_at: card.lastUsedAt === null ? null : isoMicros(card.lastUsedAt),
  checkout: {
    session: session.id,
    sdk_required_action: false,
    conditions: {
      enabled: true,
      rules: [{
        condition: "INCLUDE",
        condition_group_code: ruleCode(2),
        condition_name: "Vaulted card amount range",
        type: "AMOUNT",
        values: { countries: null, currency: "USD", max: "10000.00", min: "1.00", metadata: null }
      }]
    }
  },
  card_data: {
    iin: card.iin,
    lfd: card.lfd,
    expiration_month: card.expirationMonth,
    expiration_year: card.expirationYear,
    number_length: 16,
    security_code_length: 3,
    brand: card.brand,
    issuer: card.issuer,
    issuer_code: null,
    category: card.category,
    type: card.type
  },
  preferred
})

const plainEntry = (session: CheckoutSessionRecord, m: Record<string, unknown>) => {
  const { conditions, ...rest } = m
  return {
    name: "",
    description: "",
    vaulted_token: null,
    type: "CARD",
    category: m.type ?? "CARD",
    icon: "",
    last_successfully_used: null,
    last_successfully_used_at: null,
    checkout: { session: session.id, sdk_required_action: true, conditions: conditions ?? { enabled: false, rules: null } },
    preferred: false,
    ...rest
  }
}

/** A checkout's method as a session offers it: the default's display rules unless the checkout overrides them. */
const sessionMethodOf = (m: CheckoutMethodRecord): Record<string, unknown> => {
  const known = m.conditions.length === 0 ? defaultSessionMethods().find((d) => d.type === m.paymentMethodType) : undefined
  return known ?? {
    name: m.name,
    description: m.description,
    type: m.paymentMethodType,
    category: m.category,
    icon: m.icon,
    conditions: { enabled: m.conditions.length > 0, rules: m.conditions.length > 0 ? m.conditions : null }
  }
}

/** The non-vaulted methods a session offers: seeded ones, else its checkout's, else the defaults. */
const offeredMethods = (env: Env, session: CheckoutSessionRecord): ReadonlyArray<Record<string, unknown>> => {
  if (session.paymentMethods !== null) return session.paymentMethods
  const checkoutId = typeof session.fields.checkout_id === "string" ? session.fields.checkout_id : null
  const checkout = checkoutOfSession(env, session.merchant, checkoutId)
  return checkout === undefined ? defaultSessionMethods() : activeMethodsOf(checkout).map(sessionMethodOf)
}

/** GET /checkout/sessions/{checkout_session}/payment-methods?category=. */
export const listPaymentMethods = (env: Env, merchant: string, sessionId: string, category: string | undefined) => {
  const session = requireSession(env, merchant, sessionId)
  const customer = session.customerId === null ? undefined : env.store.customers.get(session.customerId)
  const cards = (customer?.cards ?? []).filter(isEnrolled)
  // The most recently used card is the preferred one.
  const preferred = cards.filter((c) => c.lastUsedAt !== null).sort((a, b) => b.lastUsedAt! - a.lastUsedAt!)[0] ?? cards[0]
  const entries = [
    ...cards.map((c) => vaultedEntry(session, c, c === preferred)),
    ...offeredMethods(env, session).map((m) => plainEntry(session, m))
  ]
  return category === undefined ? entries : entries.filter((e) => String(e.category).toUpperCase() === category.toUpperCase())
}
