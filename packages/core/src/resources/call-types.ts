/**
 * The types a generated client method is written in, read off its declaration's type (as
 * Effect's `HttpApiClient` reads an `HttpApi`): the compiler checks each generated signature
 * against the declaration through `invoke`.
 */
import type { EndpointDeclaration, ResponseOf } from "../api/engine/endpoint"
import type { RequestOptions } from "../http/config"

/** The options a declared header can take from the call. */
export interface HeaderOptionFields {
  /** Sent as `X-Organization-Code` where the endpoint declares it; defaults to the client's `organizationCode`. */
  readonly organizationCode?: string | undefined
  /** Sent as `x-account-code` where the endpoint declares it; defaults to the client's `accountId`. */
  readonly accountId?: string | undefined
}

/** `RequestOptions` plus the header options `K` an endpoint declares. */
export type OptionsWith<K extends keyof HeaderOptionFields> = RequestOptions & Pick<HeaderOptionFields, K>

/** The non-null type of field `K` of `T`. */
export type Field<T, K extends string> = T extends { readonly [P in K]?: infer V } ? NonNullable<V> : never
/** The element type of an array type. */
export type ElementOf<T> = T extends ReadonlyArray<infer E> ? E : never

/** One item of a list endpoint's page, by its paging style. */
export type ItemOf<D extends EndpointDeclaration> = D["paging"] extends "page/size" ? ElementOf<Field<ResponseOf<D>, "items">>
  : D["paging"] extends "limit/offset" ? ElementOf<Field<ResponseOf<D>, "data">>
  : ElementOf<ResponseOf<D>>

/** `raw_response` → `rawResponse`, as a type. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Next}${infer Rest}` ? `${Head}${Uppercase<Next>}${CamelCase<Rest>}` : S

/** A query spelt in camelCase by the caller, its `"true" | "false"` flags as booleans (`CallShape.camelCaseQuery`). */
export type CamelCaseQuery<Q> = {
  readonly [K in keyof Q & string as CamelCase<K>]?: [NonNullable<Q[K]>] extends ["true" | "false"] ? boolean | undefined : Q[K]
}

/**
 * A body whose `account_id` may be left out: the client fills it from its `accountId`
 * (`createPayrail({ accountId })`, `PAYRAIL_ACCOUNT_ID`); the call's own value wins.
 */
export type WithClientAccount<B> = B extends { readonly account_id: infer A } ? Omit<B, "account_id"> & { readonly account_id?: A } : B
