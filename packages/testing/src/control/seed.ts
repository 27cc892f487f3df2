/**
 * Seeding helpers (`fake.seed`): the things the API reads but cannot create — customers
 * with enrolled cards, checkout sessions, banking entities, blocked recipients, whitelabel
 * users and extra merchant key pairs.
 */
import type { Env } from "../state/env"
import { addCustomer } from "../state/customers"
import { enrollCard } from "../state/payment-methods"
import { addSession } from "../state/sessions"
import type { VaultedCardRecord } from "../foundation/store"
import { prefixedId, uuid } from "../foundation/time"

/** Seeds for one merchant; `merchant` (a public key) picks another seeded merchant. */
export interface ForMerchant {
  readonly merchant?: string
}

/** A fixed id instead of a generated one (seed files of other languages' tests name their records). */
export interface WithId {
  readonly id?: string
}

export interface SeededCustomer {
  readonly id: string
  /** The first enrolled card's token. */
  readonly vaultedToken: string
  /** Every enrolled card's token. */
  readonly vaultedTokens: ReadonlyArray<string>
}

export interface SeedCardOptions {
  /** Default: a generated UUID. */
  readonly vaultedToken?: string
  readonly brand?: string
  readonly iin?: string
  readonly lfd?: string
  readonly expirationMonth?: number
  readonly expirationYear?: number
  readonly issuer?: string
  readonly category?: string
  readonly type?: string
}

export interface FakeSeed {
  /** A customer with enrolled cards (one by default). */
  customer(options?: ForMerchant & WithId & { readonly cards?: number | ReadonlyArray<SeedCardOptions> }): SeededCustomer
  /**
   * A checkout session. With `customerId`, the customer's vaulted cards are listed too;
   * `paymentMethods` replaces the default non-vaulted methods (Card, Bank transfer). Unlike a
   * session made with `checkout.sessions.create`, a seeded one is reusable and never expires.
   */
  checkoutSession(
    options?: ForMerchant & WithId & { readonly customerId?: string; readonly paymentMethods?: ReadonlyArray<Record<string, unknown>> }
  ): { readonly id: string; readonly customerId: string | null }
  /** A Banking Connectivity entity (`ent_…`) that onboardings can be created for. */
  entity(options?: ForMerchant & WithId): { readonly id: string }
  /** A recipient with one onboarding, blocked unless `blocked: false`. */
  recipient(
    options?: ForMerchant & WithId & {
      readonly onboardingId?: string
      readonly blocked?: boolean
      readonly firstName?: string
      readonly lastName?: string
      readonly email?: string
      readonly country?: string
    }
  ): { readonly id: string; readonly onboardingId: string }
  /** A whitelabel user that `organizations.authenticate` accepts. */
  whitelabelUser(options?: ForMerchant & WithId): { readonly id: string }
  /** Another accepted key pair; `authorized: false` makes every call 403 AUTHORIZATION_REQUIRED. */
  merchant(options: { readonly publicApiKey: string; readonly privateSecretKey: string; readonly authorized?: boolean }): {
    readonly publicApiKey: string
    readonly privateSecretKey: string
    readonly authorized: boolean
  }
}

export const makeSeed = (env: Env, defaultMerchant: () => string): FakeSeed => {
  const merchantOf = (options: ForMerchant | undefined) => {
    const key = options?.merchant ?? defaultMerchant()
    if (!env.store.merchants.has(key)) throw new Error(`Unknown merchant ${key}: seed it first with fake.seed.merchant(...)`)
    return key
  }
  const idFor = (map: ReadonlyMap<string, unknown>, what: string, options: WithId | undefined, make: () => string) => {
    const id = options?.id ?? make()
    if (map.has(id)) throw new Error(`A ${what} with id ${id} already exists`)
    return id
  }
  return {
    customer(options) {
      const now = env.clock.now()
      // A merchant_customer_id of its own, so the API's lookups and uniqueness rule hold for seeded customers too.
      const id = idFor(env.store.customers, "customer", options, uuid)
      const customer = addCustomer(env, merchantOf(options), { merchant_customer_id: `seed-${uuid()}` }, id)
      const cards: ReadonlyArray<SeedCardOptions> = typeof options?.cards === "number"
        ? Array.from({ length: options.cards }, () => ({}))
        : options?.cards ?? [{}]
      for (const card of cards) {
        const { issuer, ...rest } = card
        enrollCard(customer, now, { ...rest, ...(issuer !== undefined ? { issuer } : {}) } as Partial<VaultedCardRecord>)
      }
      const tokens = customer.cards.map((c) => c.vaultedToken)
      return { id: customer.id, vaultedToken: tokens[0] ?? "", vaultedTokens: tokens }
    },
    checkoutSession(options) {
      const merchant = merchantOf(options)
      const customerId = options?.customerId ?? null
      if (customerId !== null && env.store.customers.get(customerId)?.merchant !== merchant) {
        throw new Error(`Unknown customer ${customerId}: seed it first with fake.seed.customer()`)
      }
      const id = idFor(env.store.checkoutSessions, "checkout session", options, uuid)
      const session = addSession(env, merchant, {
        customerId,
        paymentMethods: options?.paymentMethods ? options.paymentMethods.map((m) => ({ ...m })) : null,
        seeded: true,
        fields: {}
      }, id)
      return { id: session.id, customerId }
    },
    entity(options) {
      const entity = { id: idFor(env.store.entities, "entity", options, () => prefixedId("ent")), merchant: merchantOf(options), createdAt: env.clock.now() }
      env.store.entities.set(entity.id, entity)
      return { id: entity.id }
    },
    recipient(options) {
      const now = env.clock.now()
      const onboardingId = options?.onboardingId ?? uuid()
      const recipient = {
        id: idFor(env.store.recipients, "recipient", options, uuid),
        merchant: merchantOf(options),
        accountId: uuid(),
        merchantRecipientId: `rcp_${uuid().slice(0, 8)}`,
        nationalEntity: "INDIVIDUAL",
        firstName: options?.firstName ?? "Ada",
        lastName: options?.lastName ?? "Lovelace",
        email: options?.email ?? "ada@example.com",
        country: options?.country ?? "US",
        onboardings: [{ id: onboardingId, blocked: options?.blocked ?? true, updatedAt: now }],
        createdAt: now,
        updatedAt: now
      }
      env.store.recipients.set(recipient.id, recipient)
      return { id: recipient.id, onboardingId }
    },
    whitelabelUser(options) {
      const user = { id: idFor(env.store.whitelabelUsers, "whitelabel user", options, uuid), merchant: merchantOf(options) }
      env.store.whitelabelUsers.set(user.id, user)
      return { id: user.id }
    },
    merchant({ publicApiKey, privateSecretKey, authorized = true }) {
      if (!publicApiKey || !privateSecretKey) throw new Error("fake.seed.merchant needs publicApiKey and privateSecretKey")
      const record = { publicApiKey, privateSecretKey, authorized }
      env.store.merchants.set(publicApiKey, record)
      return { ...record }
    }
  }
}
