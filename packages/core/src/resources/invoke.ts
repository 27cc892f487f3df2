/**
 * Calls an endpoint from its declaration (`src/api`): checks path parameters, query and body
 * before any I/O, fills the path, resolves the declared headers, sends, unwraps. Resource files
 * only map their positional arguments onto the declaration.
 */
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { checkPathParams, decodeBody, fillPath } from "../api/check"
import type { Decodable, EndpointDeclaration, HeaderDeclaration, ResponseOf } from "../api/endpoint"
import { type Issue, type PayrailApiError, RequestValidationError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import { issuesOf } from "../schema/issues"

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

export interface Invocation {
  readonly params?: Readonly<Record<string, unknown>> | undefined
  /** The caller-side query (typed); encoded to text by the declared query schema. */
  readonly query?: Readonly<Record<string, unknown>> | undefined
  readonly body?: unknown
  readonly options?: HeaderOptions | undefined
}

const strict = { errors: "all", onExcessProperty: "error" } as const
type Encoder = (input: unknown, options: typeof strict) => Result.Result<unknown, Schema.SchemaError>
const encoders = new WeakMap<Decodable, Encoder>()
const encoderFor = (schema: Decodable): Encoder => {
  let encoder = encoders.get(schema)
  if (encoder === undefined) {
    encoder = Schema.encodeUnknownResult(schema) as Encoder
    encoders.set(schema, encoder)
  }
  return encoder
}

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

/** Calls `declaration` with the caller's arguments. */
export const invoke = <D extends EndpointDeclaration>(
  context: ClientContext,
  declaration: D,
  input: Invocation = {}
): Effect.Effect<ResponseOf<D>, PayrailApiError> =>
  Effect.suspend(() => {
    const operation = declaration.operation
    const fail = (issues: ReadonlyArray<Issue>) => Effect.fail(new RequestValidationError({ operation, issues: [...issues] }))
    const params = input.params ?? {}
    // every bad path of the call is named at once: path parameters, headers, query, body
    const issues: Array<Issue> = [...checkPathParams(declaration, params)]

    // Declared headers: the call's param (taken out of the query), else the option, else the client default.
    const rawQuery = defined(input.query ?? {})
    const headers: Record<string, string> = {}
    for (const header of declaration.headers ?? []) {
      let value: unknown
      if (header.param !== undefined) {
        value = rawQuery[header.param]
        delete rawQuery[header.param]
      }
      value ??= header.option === undefined ? undefined : input.options?.[header.option]
      value ??= context.defaults[header.config]
      if (typeof value === "string" && value.length > 0) headers[header.name] = value
      else if (header.required) issues.push(missingHeader(header))
    }

    let query: Record<string, string> | undefined
    if (declaration.query !== undefined) {
      const encoded = encoderFor(declaration.query)(rawQuery, strict)
      if (Result.isFailure(encoded)) issues.push(...issuesOf(encoded.failure.issue))
      else query = encoded.success as Record<string, string>
    }

    let body: unknown
    if (declaration.body !== undefined) {
      const checked = decodeBody(declaration, input.body)
      if (checked.ok) body = checked.value
      else issues.push(...checked.issues)
    }
    if (issues.length > 0) return fail(issues)

    const sent = context.send({
      operation,
      method: declaration.method,
      path: fillPath(declaration.path, params),
      query,
      body,
      idempotent: declaration.idempotent,
      retry: declaration.retry,
      headers,
      response: declaration.response as Decodable & { readonly Type: unknown }
    }, input.options)
    const unwrap = declaration.unwrap
    return (unwrap === undefined ? sent : Effect.map(sent, (answer) => (answer as Record<string, unknown>)[unwrap])) as Effect.Effect<
      ResponseOf<D>,
      PayrailApiError
    >
  })
