/**
 * Network-token cryptograms (`networkTokens.createCryptogram`) for an enrolled card: a fresh
 * single-use cryptogram with its ECI, and the card's network token. The fake provisions a network
 * token for every enrolled card (as the service does where network tokenization is on); it treats
 * its merchants as PCI certified, so `include_network_token` (default true) returns the token's
 * number and `token_data`, and `false` the cryptogram only.
 *
 * The cryptogram and the token's number are made for the answer and never kept in the fake's state;
 * they are derived from nothing secret (the fake has no card numbers to derive them from).
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import { reject } from "../foundation/errors"
import { isoMicros } from "../foundation/time"
import type { Env } from "./env"
import { isEnrolled } from "./payment-methods"
import { findHeldCard } from "./vaulted-payment-methods"

type CreateNetworkTokenCryptogramParams = WithoutNulls<Core.CreateNetworkTokenCryptogramParams>

const NETWORK_PREFIX: Readonly<Record<string, string>> = { VISA: "4", MASTERCARD: "5", AMEX: "3", DINERS: "3" }

const randomDigits = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => String(b % 10)).join("")

/** A stable, non-secret id of the card's network token (its PAR and network token id derive from it). */
const tokenRefOf = (vaultedToken: string) => vaultedToken.replace(/-/g, "").slice(0, 16).toUpperCase()

/** POST /network-tokens/cryptograms. */
export const createCryptogram = (env: Env, merchant: string, body: CreateNetworkTokenCryptogramParams) => {
  const held = findHeldCard(env, merchant, body.vaulted_token)
  // the reference: an unknown token and another organization's answer the same
  if (held === undefined || held.card.vaultedToken !== body.vaulted_token) {
    throw reject(404, "PAYMENT_METHOD_NOT_FOUND", "Payment method not found.")
  }
  if (!isEnrolled(held.card)) throw reject(400, "PAYMENT_METHOD_NOT_ENROLLED", `Payment method is ${held.card.status}, not ENROLLED.`)
  const { card } = held
  const ref = tokenRefOf(card.vaultedToken)
  const include = body.include_network_token ?? true
  const prefix = NETWORK_PREFIX[card.brand] ?? "4"
  const dpan = prefix + randomDigits(11) + card.lfd
  return {
    vaulted_token: card.vaultedToken,
    network_token: {
      network: card.brand,
      ...(include ? { number: dpan } : {}),
      status: "ACTIVE",
      par: `V001${ref}`.slice(0, 29),
      network_token_id: `DNIT${ref}`,
      ...(include
        ? { token_data: { iin: dpan.slice(0, 6), lfd: card.lfd, expiration_month: card.expirationMonth, expiration_year: card.expirationYear } }
        : {})
    },
    cryptogram: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(20)))),
    eci: "05",
    created_at: isoMicros(env.clock.now())
  }
}
