/**
 * Request bodies of token.ts (known fields checked with every bad path named; unknown ones sent
 * as given). Card numbers and security codes are secrets: `redactCardData` (card-secrets.ts)
 * masks them wherever a body is logged or kept.
 */
import * as Schema from "effect/Schema"
import { CustomerPayerParams } from "./customer-payer-params"
import { NonEmptyString, opt } from "./fields"
import { STORED_CREDENTIAL_REASONS, SUBSCRIPTION_CARD_USAGES } from "./lists"
import { AmountValue, BoundedString, CountryCode, CurrencyCode, GrowingEnum, Uuid, type Named } from "./shared"

const Month = /* @__PURE__ */ (() => Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })))()
/** YY or YYYY. */
const Year = /* @__PURE__ */ (() => Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)))()
const CardNumber = /* @__PURE__ */ (() => BoundedString(8, 19))()
const SecurityCode = /* @__PURE__ */ (() => BoundedString(2, 4))()
const HolderName = /* @__PURE__ */ (() => BoundedString(3, 26))()

const tokenStoredCredentialsParams = Schema.Struct({
  reason: opt(GrowingEnum(STORED_CREDENTIAL_REASONS)),
  usage: opt(GrowingEnum(SUBSCRIPTION_CARD_USAGES)),
  subscription_agreement_id: opt(NonEmptyString),
  network_transaction_id: opt(NonEmptyString)
})
/** The schema of `TokenStoredCredentialsParams`, by name (see `Named`). */
export interface TokenStoredCredentialsParamsSchema extends Named<typeof tokenStoredCredentialsParams> {}
/** `stored_credentials`: why and how often the card is stored (card-on-file, subscription). */
export const TokenStoredCredentialsParams: TokenStoredCredentialsParamsSchema = tokenStoredCredentialsParams
export type TokenStoredCredentialsParams = typeof TokenStoredCredentialsParams.Type

const tokenCardDataParams = Schema.Struct({
  number: CardNumber,
  expiration_month: Month,
  expiration_year: Year,
  security_code: opt(SecurityCode),
  holder_name: HolderName,
  stored_credentials: opt(TokenStoredCredentialsParams)
})
/** The schema of `TokenCardDataParams`, by name (see `Named`). */
export interface TokenCardDataParamsSchema extends Named<typeof tokenCardDataParams> {}
/** The card to tokenise: number, expiry and holder required, the security code optional. */
export const TokenCardDataParams: TokenCardDataParamsSchema = tokenCardDataParams
export type TokenCardDataParams = typeof TokenCardDataParams.Type

const createTokenParams = Schema.Struct({
  account_id: BoundedString(36, 64),
  country: opt(CountryCode),
  card_data: TokenCardDataParams,
  customer_payer: opt(CustomerPayerParams)
})
/** The schema of `CreateTokenParams`, by name (see `Named`). */
export interface CreateTokenParamsSchema extends Named<typeof createTokenParams> {}
/** Body of `tokens.create` (`POST /tokens`): a one-time token for card data, made on the server. */
export const CreateTokenParams: CreateTokenParamsSchema = createTokenParams
export type CreateTokenParams = typeof CreateTokenParams.Type

const createSessionTokenParams = Schema.Struct({
  payment_method: Schema.Struct({
    type: opt(NonEmptyString),
    vaulted_token: opt(NonEmptyString),
    card: opt(
      Schema.Struct({
        number: opt(CardNumber),
        expiration_month: opt(Month),
        expiration_year: opt(Year),
        security_code: opt(SecurityCode),
        holder_name: opt(HolderName)
      })
    )
  }),
  account_id: opt(BoundedString(36, 64)),
  card_data: opt(TokenCardDataParams)
})
/** The schema of `CreateSessionTokenParams`, by name (see `Named`). */
export interface CreateSessionTokenParamsSchema extends Named<typeof createSessionTokenParams> {}
/**
 * Body of `checkout.sessions.createToken` (`POST /checkout/sessions/{checkout_session}/token`).
 * The reference requires `payment_method` and shows its card under `payment_method.card`; its
 * example also repeats `account_id` and `card_data` at the top level, typed as in `tokens.create`
 * but optional (docs/spec-gaps.md).
 */
export const CreateSessionTokenParams: CreateSessionTokenParamsSchema = createSessionTokenParams
export type CreateSessionTokenParams = typeof CreateSessionTokenParams.Type

const createNetworkTokenCryptogramParams = Schema.Struct({
  vaulted_token: Uuid,
  country: CountryCode,
  amount: opt(Schema.Struct({ currency: CurrencyCode, value: AmountValue })),
  include_network_token: opt(Schema.Boolean) // default true: needs a PCI-certified organization
})
/** The schema of `CreateNetworkTokenCryptogramParams`, by name (see `Named`). */
export interface CreateNetworkTokenCryptogramParamsSchema extends Named<typeof createNetworkTokenCryptogramParams> {}
/** Body of `networkTokens.createCryptogram` (`POST /network-tokens/cryptograms`). */
export const CreateNetworkTokenCryptogramParams: CreateNetworkTokenCryptogramParamsSchema = createNetworkTokenCryptogramParams
export type CreateNetworkTokenCryptogramParams = typeof CreateNetworkTokenCryptogramParams.Type
