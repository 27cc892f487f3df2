/** Issuers (`GET /issuers`): the banks a payment method can be paid with, by country (tolerant), and the lookup's query. */
import * as Schema from "effect/Schema"
import { NonEmptyString, OptString, optQuery } from "./fields"
import { CountryCode, Resource, Uuid, type Named } from "./shared"

const issuer = /* @__PURE__ */ (() => Resource({ id: Schema.String, name: OptString }))()
/** The schema of `Issuer`, by name (see `Named`). */
export interface IssuerSchema extends Named<typeof issuer> {}
export const Issuer: IssuerSchema = issuer
export type Issuer = typeof Issuer.Type

const issuerList = /* @__PURE__ */ (() => Resource({ issuers: Schema.Array(Issuer) }))()
/** The schema of `IssuerList`, by name (see `Named`). */
export interface IssuerListSchema extends Named<typeof issuerList> {}
/** `issuers.list`: `{ issuers: [...] }`. */
export const IssuerList: IssuerListSchema = issuerList
export type IssuerList = typeof IssuerList.Type

const listIssuersQuery = Schema.Struct({
  checkout_session: optQuery(Uuid),
  country_code: optQuery(CountryCode),
  payment_method: optQuery(NonEmptyString)
})
/** The schema of `ListIssuersQuery`, by name (see `Named`). */
export interface ListIssuersQuerySchema extends Named<typeof listIssuersQuery> {}
/** Query of `issuers.list`: by checkout session, or by country and payment method. */
export const ListIssuersQuery: ListIssuersQuerySchema = listIssuersQuery
export type ListIssuersQuery = typeof ListIssuersQuery.Type
