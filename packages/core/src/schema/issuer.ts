/** Issuers (`GET /issuers`): the banks a payment method can be paid with, by country (tolerant), and the lookup's query. */
import * as Schema from "effect/Schema"
import { NonEmptyString, OptString, optQuery } from "./fields"
import { CountryCode, Resource, Uuid } from "./shared"

export const Issuer = /* @__PURE__ */ (() => Resource({ id: Schema.String, name: OptString }))()
export type Issuer = typeof Issuer.Type

/** `issuers.list`: `{ issuers: [...] }`. */
export const IssuerList = /* @__PURE__ */ (() => Resource({ issuers: Schema.Array(Issuer) }))()
export type IssuerList = typeof IssuerList.Type

/** Query of `issuers.list`: by checkout session, or by country and payment method. */
export const ListIssuersQuery = Schema.Struct({
  checkout_session: optQuery(Uuid),
  country_code: optQuery(CountryCode),
  payment_method: optQuery(NonEmptyString)
})
export type ListIssuersQuery = typeof ListIssuersQuery.Type
