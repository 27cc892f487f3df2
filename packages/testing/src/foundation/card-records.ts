/**
 * Records of cards and tokens and of the checkout builder: customer sessions and the enrollments
 * made through them, one-time tokens, payment-method domains, checkouts. Plain JSON, so a saved
 * state keeps them as it keeps every store collection. Nothing secret is kept: a token's card is
 * kept as the service shows it (first eight and last four digits, lengths, brand), never its number
 * or security code; a network-token cryptogram is never kept at all.
 */

/** A customer session (`customerSessions.create`): the customer whose payment methods it enrolls. */
export interface CustomerSessionRecord {
  readonly id: string
  readonly merchant: string
  readonly customerId: string
  readonly accountId: string
  readonly country: string
  readonly callbackUrl: string | null
  /** The checkout whose enrollable methods the session offers; null for the account's default. */
  readonly checkoutId: string | null
  readonly createdAt: number
}

/**
 * What an enrollment through a customer session adds to the vaulted card it made (keyed by the
 * payment method's id, the card's `VaultedCardRecord.id`): the session, account and country it was
 * made for, and its method type.
 */
export interface SessionEnrollmentRecord {
  readonly id: string
  readonly merchant: string
  readonly customerSession: string
  readonly accountId: string
  readonly country: string
  readonly paymentMethodType: string
  readonly verify: { readonly vault_on_success: boolean; readonly currency?: string } | null
  readonly accountUpdater: boolean | null
}

/** The card a one-time token stands for, as the fake keeps it: masked. */
export interface TokenCardRecord {
  readonly holderName: string | null
  /** The first eight digits (the reference's `iin`). */
  readonly iin: string
  readonly lfd: string
  readonly numberLength: number
  readonly securityCodeLength: number
  readonly brand: string
  readonly expirationMonth: number | null
  readonly expirationYear: number | null
  /** The sandbox's transaction code when the number is one of its test cards (it decides the payment); not a secret. */
  readonly testCardCode: string | null
}

/** A one-time token (`tokens.create`, `checkout.sessions.createToken`): it pays one payment. */
export interface OneTimeTokenRecord {
  readonly token: string
  readonly merchant: string
  /** The checkout session it was made for (`checkout.sessions.createToken`); null for a server token. */
  readonly checkoutSession: string | null
  readonly type: string
  readonly country: string | null
  readonly card: TokenCardRecord | null
  /** A session token made for a vaulted card: the card's `vaulted_token`. */
  readonly vaultedToken: string | null
  readonly customerPayer: Readonly<Record<string, unknown>> | null
  /** The payment that used it; a second payment with it is refused. */
  usedBy: string | null
  readonly createdAt: number
}

/** A payment-method domain (Apple Pay and the like). */
export interface PaymentMethodDomainRecord {
  readonly id: string
  readonly merchant: string
  readonly accountId: string
  readonly domain: string
  readonly paymentMethod: string
  readonly connectionId: string | null
  readonly status: "REGISTERED"
  readonly createdAt: number
  updatedAt: number
}

/** One payment method of a checkout's configuration. */
export interface CheckoutMethodRecord {
  readonly paymentMethodType: string
  readonly name: string
  readonly description: string
  readonly category: string
  readonly icon: string
  orderToShow: number
  isActive: boolean
  readonly hasEnrollment: boolean
  activeEnrollmentType: string
  conditions: ReadonlyArray<unknown>
  requiredFields: Readonly<Record<string, unknown>> | null
}

/** A checkout of the checkout builder (`checkouts.*`). */
export interface CheckoutRecord {
  readonly id: string
  readonly merchant: string
  name: string
  description: string
  status: "PUBLISHED" | "NOT_PUBLISHED" | "ARCHIVED"
  isDefault: boolean
  readonly methods: Array<CheckoutMethodRecord>
  generalSettings: Readonly<Record<string, unknown>>
  /** The SDK's styling, merged as published (kept as sent). */
  styling: Readonly<Record<string, unknown>>
  readonly createdAt: number
  updatedAt: number
}
