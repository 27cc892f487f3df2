/**
 * What a handler is: the fake's half of one endpoint. Core declares the endpoint once
 * (`@payrail/core/api`: method, path template, path-parameter, query and body schemas,
 * headers, idempotency, success status); the router derives matching and every check from
 * that declaration, so a handler keeps only what the fake alone knows — the state move and
 * the rendering. Handlers never see credentials, faults or idempotency either: the pipeline
 * (pipeline/http.ts) handles those around them.
 */
import type { BodyOf, EndpointDeclaration, Operation, PathParamNames, QueryOf } from "@payrail/core/api"
import type { Stored, WithoutNulls } from "@payrail/core/internal"
import type { Rejection } from "../foundation/errors"
import type { ReplaySnapshot } from "../foundation/replay-snapshot"
import type { RequestHeaders } from "../foundation/request-headers"
import type { Env } from "../state/env"
import type { ReportTiming } from "../state/reports"

/** Per-fake settings the handlers need. */
export interface FakeSettings {
  readonly reportTiming: ReportTiming
  readonly signingKey: Promise<CryptoKey>
}

/** A request as a handler sees it: checked and decoded against the endpoint's declaration. */
export interface HandlerContext<D extends EndpointDeclaration> {
  readonly env: Env
  readonly settings: FakeSettings
  /** The calling merchant's public key (resources are scoped to it). */
  readonly merchant: string
  /** Path parameters, URL-decoded, each passing its declared schema. */
  readonly params: { readonly [K in PathParamNames<D["path"]>]: string }
  /** The query, decoded with the declared query schema (`{}` when the endpoint declares none). */
  readonly query: D["query"] extends undefined ? Record<string, never> : QueryOf<D>
  /** The body, checked against the declared request schema, its `null` optional fields taken out, amounts as numbers. */
  readonly body: WithoutNulls<Stored<BodyOf<D>>>
  readonly headers: RequestHeaders
}

export interface Reply {
  readonly status: number
  readonly body: unknown
  /**
   * What the idempotency store keeps instead of the body, when the body is large: it renders
   * the same body again on a replay. Without it the store keeps the body's JSON text.
   */
  readonly snapshot?: ReplaySnapshot
}

/** An answer rendered from a snapshot (now, and again from the same snapshot on a replay). */
export class SnapshotAnswer {
  constructor(readonly snapshot: ReplaySnapshot) {}
}
export const fromSnapshot = (snapshot: ReplaySnapshot): SnapshotAnswer => new SnapshotAnswer(snapshot)

export interface Handler<D extends EndpointDeclaration = EndpointDeclaration> {
  readonly endpoint: D
  /**
   * Builds the error for a request that fails the declaration's checks or is not JSON, from
   * one line per issue (`amount.value: Expected ...`): the endpoint's own error shape.
   * Default: 400 INVALID_REQUEST `{ code, messages }`.
   */
  readonly invalid?: (messages: Array<string>) => Rejection
  /** The state move and its rendering; the answer's status is the declaration's `successStatus`. */
  readonly handle: (ctx: HandlerContext<D>) => unknown
}

/** A handler of the operation `O`: the compiler sees its operation name, so the table can check it is filed under it. */
export type OperationHandler<O extends string> = Handler & { readonly endpoint: { readonly operation: O } }

/** A handler for the endpoint `endpoint` (its context typed by the declaration). */
export const handler = <D extends EndpointDeclaration>(endpoint: D, rest: Omit<Handler<D>, "endpoint">): OperationHandler<D["operation"]> =>
  ({ endpoint, ...rest }) as unknown as OperationHandler<D["operation"]>

/**
 * The table's entry for a declared operation the fake has no model of: it answers 501
 * NOT_MODELLED, or what a test scripted with `fake.stub` (routes/not-modelled.ts). Written out
 * per operation, so not modelling one is a decision someone wrote down.
 */
export const notModelled: unique symbol = Symbol("not modelled")
export type NotModelled = typeof notModelled

/**
 * The fake's decision for every operation core declares (routes/table.ts): its handler, or
 * `notModelled`. Keyed by core's `Operation` union, so a new declaration fails `typecheck` of
 * this package until it has an entry — the check Effect's `HttpApiBuilder.group` makes
 * ("Endpoint not handled") — and a handler filed under another operation's name fails too.
 */
export type HandlerTable = { readonly [O in Operation]: OperationHandler<O> | NotModelled }

/** The part of the table for one client group (`"payments"`): one routes module holds it (routes/payments.ts). */
export type GroupTable<G extends string> = { readonly [O in keyof HandlerTable as O extends `${G}.${string}` ? O : never]: HandlerTable[O] }
