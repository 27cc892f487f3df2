/**
 * Tokens made on the server: a one-time token for card data (`tokens.create`, and
 * `checkout.sessions.createToken` for a session), and a network token's cryptogram
 * (`networkTokens.createCryptogram`). Tolerant, like every answer. A network token's `number`
 * (the DPAN) and the cryptogram are secrets.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, OpaqueObject, Resource, type Named } from "./shared"

const tokenCardData = /* @__PURE__ */ (() =>
  Resource({
    holder_name: OptString,
    iin: OptString,
    lfd: OptString,
    number_length: OptNumber,
    security_code_length: OptNumber,
    brand: OptString,
    type: OptString,
    category: OptString,
    issuer_name: OptString,
    issuer_code: OptString,
    fingerprint: OptString,
    country_code: OptString
  }))()
/** The schema of `TokenCardData`, by name (see `Named`). */
export interface TokenCardDataSchema extends Named<typeof tokenCardData> {}
/** The card a token stands for, masked: first digits (`iin`), last four (`lfd`), brand and issuer. */
export const TokenCardData: TokenCardDataSchema = tokenCardData
export type TokenCardData = typeof TokenCardData.Type

const oneTimeToken = /* @__PURE__ */ (() =>
  Resource({
    token: Schema.String,
    type: OptString,
    card_data: Maybe(TokenCardData),
    customer_payer: Maybe(OpaqueObject),
    vaulted_token: OptString,
    vault_on_success: OptBoolean,
    customer: Maybe(OpaqueObject),
    installment: Maybe(OpaqueObject),
    country: OptString,
    customer_session: OptString
  }))()
/** The schema of `OneTimeToken`, by name (see `Named`). */
export interface OneTimeTokenSchema extends Named<typeof oneTimeToken> {}
/** A one-time token: it pays one payment (`payment_method.token`). A session's token also says whether it vaults. */
export const OneTimeToken: OneTimeTokenSchema = oneTimeToken
export type OneTimeToken = typeof OneTimeToken.Type

const networkToken = /* @__PURE__ */ (() =>
  Resource({
    network: OptString,
    number: OptString,
    status: OptString,
    par: OptString,
    network_token_id: OptString,
    token_data: Maybe(Resource({ iin: OptString, lfd: OptString, expiration_month: OptNumber, expiration_year: OptNumber }))
  }))()
/** The schema of `NetworkToken`, by name (see `Named`). */
export interface NetworkTokenSchema extends Named<typeof networkToken> {}
/** A card's current network token; without `include_network_token` its `number` and `token_data` are left out. */
export const NetworkToken: NetworkTokenSchema = networkToken
export type NetworkToken = typeof NetworkToken.Type

const networkTokenCryptogram = /* @__PURE__ */ (() =>
  Resource({
    vaulted_token: OptString,
    network_token: Maybe(NetworkToken),
    cryptogram: Schema.String,
    eci: OptString,
    created_at: OptString
  }))()
/** The schema of `NetworkTokenCryptogram`, by name (see `Named`). */
export interface NetworkTokenCryptogramSchema extends Named<typeof networkTokenCryptogram> {}
/** A fresh single-use cryptogram for the card's network token, with the ECI to send with it. */
export const NetworkTokenCryptogram: NetworkTokenCryptogramSchema = networkTokenCryptogram
export type NetworkTokenCryptogram = typeof NetworkTokenCryptogram.Type
