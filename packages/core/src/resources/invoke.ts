/**
 * Calls an endpoint from its route (src/api/routes.generated.ts): checks path parameters, query
 * and body before any I/O with the generated guards, fills the path, resolves the declared
 * headers, sends, unwraps. Only when a guard rejects an input (or a body has no guard) is the
 * declaration loaded, with `import()`, to run the full Effect decode: it names every bad path, so
 * the happy path never loads effect/Schema. Resource files only map their positional arguments.
 */
import * as Effect from "effect/Effect"
import type { BodyOf, EndpointDeclaration, HeaderDeclaration, PathParamNames, QueryOf, ResponseOf } from "../api/engine/endpoint"
import { fillPath, idParamMessage } from "../api/engine/path"
import type { Checked, Route } from "../api/engine/route"
import { type Issue, type PayrailApiError, RequestValidationError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import type { CamelCaseQuery } from "./call-types"
import { isPlainObject, withoutUndefinedKeys } from "../schema/absent-keys"

/** What every resource needs: the transport and the client's defaults for declared headers. */
export interface ClientContext {
  readonly send: Send
  readonly defaults: { readonly organizationCode: string | undefined; readonly accountId: string | undefined }
}

/** Call options of endpoints with an account or organization header. */
export interface HeaderOptions extends RequestOptions {
  /** Sent as `X-Organization-Code` where the endpoint declares it; defaults to the client's `organizationCode`. */
  readonly organizationCode?: string | undefined
  /** Sent as `x-account-code` where the endpoint declares it; defaults to the client's `accountId`. */
  readonly accountId?: string | undefined
}

/** A call's arguments, typed by the endpoint's declaration `D`. */
export interface Invocation<D extends EndpointDeclaration = EndpointDeclaration> {
  readonly params?: { readonly [K in PathParamNames<D["path"]>]: string } | undefined
  /** The caller-side query (typed); encoded to text by the declared query schema. */
  readonly query?: QueryOf<D> | undefined
  /** The body as the caller writes it: the decoded type, or the wire form (a schema with wire aliases accepts either). */
  readonly body?: BodyOf<D> | (D["body"] extends { readonly Encoded: infer E } ? E : never) | undefined
  readonly options?: HeaderOptions | undefined
}

/** The declaration a route was generated from (its phantom type). */
type DeclarationOf<R extends Route> = NonNullable<R["declaration"]>

/** Drops `undefined` entries, so `{ page: undefined }` means "not sent" as users expect. */
const defined = (input: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))

const missingHeader = (header: HeaderDeclaration): Issue => {
  const inCall = header.param ?? header.option
  return {
    path: inCall ?? header.config,
    message: `${header.name} is required: ${inCall ? `pass ${inCall} in the call or ` : ""}set ${header.config} in the client config`
  }
}

/** The slow path (effect/Schema and the declarations), loaded on first need and kept. */
let explain: Promise<typeof import("./explain")> | undefined
const loadExplain = () => (explain ??= import("./explain"))

/** An answer's check: the route's guard, then (only when it rejects) the tolerant decode. */
export const answerOf = (route: Route) => ({
  guard: route.response,
  explain: (json: unknown): Promise<Checked<unknown>> => loadExplain().then((m) => m.decodeAnswer(route.operation, json))
})

/** Calls `route` with the caller's arguments. */
export const invoke = <R extends Route>(
  context: ClientContext,
  route: R,
  input: Invocation<DeclarationOf<R>> = {}
): Effect.Effect<ResponseOf<DeclarationOf<R>>, PayrailApiError> =>
  Effect.suspend(() => {
    const operation = route.operation
    const fail = (issues: ReadonlyArray<Issue>) => Effect.fail(new RequestValidationError({ operation, issues: [...issues] }))
    const params: Readonly<Record<string, unknown>> = input.params ?? {}
    // every bad path of the call is named at once: path parameters, headers, query, body
    const issues: Array<Issue> = []
    let guardRejected = false
    for (const [name, guard] of Object.entries(route.pathParams)) {
      const value = params[name]
      if (typeof value !== "string" || value.length === 0) issues.push({ path: name, message: idParamMessage(value) })
      // "." and ".." survive URL-encoding and would be resolved away, sending the call to another endpoint
      else if (value === "." || value === "..") issues.push({ path: name, message: `"${value}" is not an id` })
      else if (!guard(value)) guardRejected = true
    }

    // Declared headers: the call's param (taken out of the query), else the option, else the client default.
    const rawQuery = defined((input.query ?? {}) as Readonly<Record<string, unknown>>)
    // The account the service needs: the call's own value wins, else the client's `accountId` (stripe-node's default account).
    const account = context.defaults.accountId
    let inputBody = input.body
    if (account !== undefined && route.accountIdIn === "query" && rawQuery.account_id === undefined) rawQuery.account_id = account
    if (account !== undefined && route.accountIdIn === "body" && isPlainObject(inputBody) && inputBody.account_id === undefined) {
      inputBody = { ...inputBody, account_id: account } as typeof inputBody
    }
    const headers: Record<string, string> = {}
    const headerIssues: Array<Issue> = []
    for (const header of route.headers ?? []) {
      let value: unknown
      if (header.param !== undefined) {
        value = rawQuery[header.param]
        delete rawQuery[header.param]
      }
      value ??= header.option === undefined ? undefined : input.options?.[header.option]
      value ??= context.defaults[header.config]
      if (typeof value === "string" && value.length > 0) headers[header.name] = value
      else if (header.required) headerIssues.push(missingHeader(header))
    }
    issues.push(...headerIssues)

    // The query goes out as text: a value the guard accepts is a string, or a number sent as String(n).
    let query: Record<string, string> | undefined
    if (route.query !== undefined) {
      if (route.query.guard(rawQuery)) {
        query = {}
        for (const key of route.query.keys) if (key in rawQuery) query[key] = String(rawQuery[key])
        // an account the service needs though the query types it optional (webhook endpoints): never accepted without it
        if (route.accountIdIn === "query" && query.account_id === undefined) {
          issues.push({ path: "account_id", message: "account_id is required: pass account_id in the call or set accountId in the client config" })
        }
      } else guardRejected = true
    }

    let body: unknown
    if (route.body !== undefined) {
      const cleaned = withoutUndefinedKeys(inputBody) // an explicit `undefined` is an absent key, as in JSON
      if (route.body !== null && route.body(cleaned)) body = cleaned
      else guardRejected = true
    }

    const send = (query: Record<string, string> | undefined, body: unknown) => {
      const sent = context.send({
        operation,
        method: route.method,
        path: fillPath(route.path, params),
        query,
        body,
        idempotent: route.idempotent,
        retry: route.retry,
        headers,
        response: answerOf(route)
      }, input.options)
      const unwrap = route.unwrap
      return (unwrap === undefined ? sent : Effect.map(sent, (answer) => (answer as Record<string, unknown>)[unwrap])) as Effect.Effect<
        ResponseOf<DeclarationOf<R>>,
        PayrailApiError
      >
    }
    if (!guardRejected) return issues.length > 0 ? fail(issues) : send(query, body)
    // A guard said no: the full decode decides, and names every bad path in the usual order.
    return Effect.flatMap(Effect.promise(loadExplain), (m) => {
      const checked = m.checkCall(operation, { params, headerIssues, query: rawQuery, body: inputBody })
      return checked.ok ? send(checked.value.query, checked.value.body) : fail(checked.issues)
    })
  })

/**
 * A camelCase query argument (`CallShape.camelCaseQuery`) on the wire: each key snake_case again,
 * a boolean flag as `"true"`/`"false"`, a left-out key not sent (the service's defaults apply).
 */
export const camelCaseQuery = <Q>(params: CamelCaseQuery<Q> | undefined, wire: ReadonlyArray<keyof Q & string>): Q => {
  const query: Record<string, unknown> = {}
  for (const key of wire) {
    const value = (params as Readonly<Record<string, unknown>> | undefined)?.[key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())]
    if (value !== undefined) query[key] = typeof value === "boolean" ? String(value) : value
  }
  return query as Q
}
