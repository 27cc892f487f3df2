/**
 * A card the merchant sends itself (`payment_method.detail.card.card_data`, the DIRECT workflow):
 * what the fake reads of it, what it keeps (never the number or the security code: see
 * card-data.ts) and how a payment shows it back (`iin`, `lfd`, lengths, brand, holder, expiry).
 */
import type { CreatePaymentParams } from "./params"
import type { PaymentRecord, VaultedCardRecord } from "../foundation/store"
import { redactCardData } from "../foundation/card-data"
import { brandOf } from "./test-cards"

/** The card data a request sent (`payment_method.detail.card.card_data`), as far as the fake reads it. */
export interface SentCardData {
  readonly number?: unknown
  readonly holder_name?: unknown
  readonly expiration_month?: unknown
  readonly expiration_year?: unknown
  readonly security_code?: unknown
}

export const sentCardData = (pm: CreatePaymentParams["payment_method"]): SentCardData | undefined => {
  const card = (pm.detail?.card as { readonly card_data?: unknown } | undefined)?.card_data
  return typeof card === "object" && card !== null ? (card as SentCardData) : undefined
}

/** What the fake keeps of sent card data (and shows back): never the number or the security code. */
export const keptCardData = (data: SentCardData & Record<string, unknown>): Record<string, unknown> => {
  const number = typeof data.number === "string" ? data.number.replace(/\D/g, "") : ""
  const kept = redactCardData({ card_data: data }).card_data as Record<string, unknown>
  return {
    ...kept,
    iin: number.length >= 13 ? number.slice(0, 6) : "",
    lfd: number.slice(-4),
    number_length: number.length,
    security_code_length: typeof data.security_code === "string" ? data.security_code.length : 0,
    brand: brandOf(number)
  }
}

/** The card data a payment shows when the merchant sent the card itself (kept masked at creation). */
export const sentCardView = (payment: PaymentRecord) => {
  const kept = (payment.paymentMethod.detail as { card?: { card_data?: Record<string, unknown> } } | undefined)?.card?.card_data
  if (kept === undefined || typeof kept !== "object" || kept === null) return undefined
  const text = (v: unknown, fallback: string) => (typeof v === "string" ? v : fallback)
  const int = (v: unknown, fallback: number | null) => (typeof v === "number" && Number.isInteger(v) ? v : fallback)
  return {
    holder_name: text(kept.holder_name, ""),
    iin: text(kept.iin, ""),
    lfd: text(kept.lfd, ""),
    number_length: int(kept.number_length, 0),
    security_code_length: int(kept.security_code_length, 0),
    brand: text(kept.brand, ""),
    issuer_name: "Payrail Fake Bank",
    issuer_code: null,
    country_code: payment.country,
    category: "CREDIT",
    type: "CREDIT",
    fingerprint: null,
    expiration_month: int(kept.expiration_month, null),
    expiration_year: int(kept.expiration_year, null),
    three_d_secure: {
      version: null, electronic_commerce_indicator: null, cryptogram: null, transaction_id: null,
      directory_server_transaction_id: null, pares_status: null, acs_id: null
    }
  }
}


/** The vaulted card a kept card becomes (`vault_on_success`). */
export const vaultedFrom = (kept: Record<string, unknown>): Partial<VaultedCardRecord> => ({
  ...(typeof kept.brand === "string" && kept.brand !== "UNKNOWN" ? { brand: kept.brand } : {}),
  ...(typeof kept.iin === "string" && kept.iin !== "" ? { iin: kept.iin } : {}),
  ...(typeof kept.lfd === "string" && kept.lfd !== "" ? { lfd: kept.lfd } : {}),
  ...(typeof kept.expiration_month === "number" ? { expirationMonth: kept.expiration_month } : {}),
  ...(typeof kept.expiration_year === "number" ? { expirationYear: kept.expiration_year } : {})
})
