/**
 * What an endpoint declaration is: plain data plus schemas, read by the client, the fake's
 * router, the fuzz suites and the README table. Declarations, not handlers (Effect's
 * `HttpApiEndpoint`); the path template carries its parameters (stripe-node's `fullPath`).
 *
 * ```ts
 * export const retrieve = endpoint({
 *   operation: "payments.retrieve", description: "Retrieves a payment.", method: "GET",
 *   path: "/payments/{payment_id}", pathParams: { payment_id: Uuid }, response: Payment, returns: "Payment",
 *   successStatus: 200, retry: "safe", ...
 * })
 * ```
 *
 * The client method follows from it (scripts/gen-client.ts, docs/adding-an-endpoint.md): path
 * parameters in the template's order (camelCase), then the body or the query, then the options.
 * `call` holds only what that rule cannot derive.
 */
import * as Schema from "effect/Schema"
import type { RetryMode } from "../../http/retry"

/** The HTTP methods the API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

/** A schema decodable without services (every Payrail schema). */
export type Decodable = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

/**
 * The API's paging styles (docs/service-facts.md#paging):
 * - `page/size`: `?page=&size=` → `{ items, pagination { page, size, total, total_pages } }`
 * - `limit/offset`: `?limit=&offset=` → `{ data, pagination { total, limit, offset, has_more } }`
 * - `page_number/page_size`: `?page_number=&page_size=` → a bare array (a short page is the last)
 * - `none`: one answer, no paging.
 */
export type Paging = "none" | "page/size" | "limit/offset" | "page_number/page_size"

/**
 * A header an endpoint needs besides the credentials and the idempotency key. Its value is the
 * call's `param` (taken out of the query), else the call option `option`, else the client config's
 * `config` value. `required`: without any, the call fails before any I/O, naming `param` or `option`.
 */
export interface HeaderDeclaration {
  readonly name: string
  readonly param?: string | undefined
  readonly option?: "organizationCode" | "accountId" | undefined
  readonly config: "organizationCode" | "accountId"
  readonly required: boolean
}

/** The names of the `{placeholders}` in a path template. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never

/**
 * What a client method's signature needs beyond the path, body and query (each optional; most
 * endpoints need none). See docs/adding-an-endpoint.md.
 */
export interface CallShape {
  /** The body argument may be left out; it is then sent as `{}` (`payments.refund(paymentId, transactionId, body?)`). */
  readonly optionalBody?: true | undefined
  /**
   * The query is one required positional argument carrying this field, named in camelCase
   * (`merchant_order_id` → `payments.listByMerchantOrderId(merchantOrderId)`).
   */
  readonly queryArgument?: string | undefined
  /**
   * The query argument spells its keys in camelCase and its `"true" | "false"` flags as booleans
   * (`payments.retrieve(paymentId, { rawResponse?, transactionsHistory? }?)`).
   */
  readonly camelCaseQuery?: true | undefined
  /** Further client names of the same endpoint (`recipients.unblockOnboarding` for `recipients.onboardings.unblock`). */
  readonly aliases?: ReadonlyArray<string> | undefined
  /**
   * The service needs the query's optional `account_id` anyway: the client fills it from its
   * `accountId` when the call leaves it out (a required `account_id` is filled without saying so).
   */
  readonly accountIdFromClient?: true | undefined
}

/** One endpoint, declared once, with every default filled in (what `endpoint` returns). */
export interface EndpointDeclaration {
  /** `group.method` as called on the client: `payments.capture`, `customers.paymentMethods.list`. */
  readonly operation: string
  /**
   * What the call does, in one or two sentences of Markdown: the client method's hover text (its
   * JSDoc), the OpenAPI `summary` and the README table. The path, headers and paging are added
   * from the declaration, so they are not repeated here.
   */
  readonly description: string
  readonly method: HttpMethod
  /** Path below the base URL, parameters as `{snake_case}` placeholders. */
  readonly path: string
  /** Each placeholder's schema (a non-empty string is always required, `.` and `..` refused). */
  readonly pathParams: Readonly<Record<string, Decodable>>
  /** Strict query schema, typed on the caller's side, encoded to text on the wire. */
  readonly query?: Decodable | undefined
  /** Strict request body schema. */
  readonly body?: Decodable | undefined
  /** Tolerant response schema (the raw answer; lists give their raw page). `NoContent`: the method answers nothing. */
  readonly response: Decodable
  /** For an answer wrapped in one field (`{ payment_methods: [...] }`): the field the client returns. */
  readonly unwrap?: string | undefined
  /** Sends `X-Idempotency-Key` (the caller's or one made per logical call). */
  readonly idempotent: boolean
  /** False when the service takes the request without a key too (the client still sends one); default: required when `idempotent`. */
  readonly idempotencyKeyRequired?: false | undefined
  readonly successStatus: 200 | 201 | 202 | 204
  readonly headers?: ReadonlyArray<HeaderDeclaration> | undefined
  readonly retry: RetryMode
  readonly paging: Paging
  /** The client signature's details that are not derivable (see `CallShape`). */
  readonly call?: CallShape | undefined
}

/**
 * The answer of an endpoint that answers nothing the client returns (`customers.delete`): the
 * method resolves to `void`. A declaration that leaves `response` out gets it.
 */
export const NoContent: Decodable = Schema.Unknown.annotate({ description: "No content the client returns" }) as Decodable

/**
 * What a declaration writes: only what differs from the defaults of its method
 * (`defaultsOf`): `pathParams` when the path has placeholders, `response` unless it answers nothing.
 */
export type EndpointInput = Omit<EndpointDeclaration, Defaulted> & { readonly [K in Defaulted]?: EndpointDeclaration[K] }
type Defaulted = "pathParams" | "response" | "idempotent" | "successStatus" | "retry" | "paging"

/**
 * The defaults by method, from the service's reference (docs/adding-an-endpoint.md): a `POST`
 * sends an idempotency key; a call with a key, and a `GET`, is retried after a failure that may
 * have reached the server; the success status is 200; no paging.
 */
export const defaultsOf = (method: HttpMethod, idempotent?: boolean): Pick<EndpointDeclaration, "idempotent" | "retry" | "successStatus" | "paging"> => {
  const keyed = idempotent ?? method === "POST"
  return { idempotent: keyed, retry: keyed || method === "GET" ? "safe" : "unsafe", successStatus: 200, paging: "none" }
}

/** A declaration with its defaults filled, each given value's type kept exactly. */
export type Declared<D extends EndpointInput> = D & {
  readonly pathParams: D extends { readonly pathParams: infer P } ? P : {}
  readonly response: D extends { readonly response: infer R } ? R : typeof NoContent
  readonly idempotent: D extends { readonly idempotent: infer I } ? I : boolean
  readonly successStatus: D extends { readonly successStatus: infer S } ? S : 200
  readonly retry: D extends { readonly retry: infer R } ? R : RetryMode
  readonly paging: D extends { readonly paging: infer P } ? P : "none"
}

type PathParamsOf<P extends string> = [PathParamNames<P>] extends [never]
  ? { readonly pathParams?: {} }
  : { readonly pathParams: { readonly [K in PathParamNames<P>]: Decodable } }

/** Declares an endpoint: fills the defaults of its method; the types of its schemas and names are kept exactly. */
export const endpoint = <const D extends EndpointInput>(declaration: D & PathParamsOf<D["path"]>): Declared<D> => {
  const defaults = defaultsOf(declaration.method, declaration.idempotent)
  return {
    pathParams: {},
    response: NoContent,
    ...defaults,
    ...declaration
  } as unknown as Declared<D>
}

// `extends { readonly Type: infer T }`, not `extends Decodable`: the declaration already holds a
// Decodable, and relating a schema to `Decodable` makes the checker compare every member of both.
/** The decoded body type of a declaration (`never` when it takes no body). */
export type BodyOf<D extends EndpointDeclaration> = D["body"] extends { readonly Type: infer T } ? T : never
/** The caller-side query type of a declaration. */
export type QueryOf<D extends EndpointDeclaration> = D["query"] extends { readonly Type: infer T } ? T : never
/** The decoded answer of a declaration, after `unwrap`. */
export type ResponseOf<D extends EndpointDeclaration> = D["unwrap"] extends keyof D["response"]["Type"]
  ? D["response"]["Type"][D["unwrap"]]
  : D["response"]["Type"]
