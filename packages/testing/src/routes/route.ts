/**
 * What a handler is: the fake's half of one endpoint. Core declares the endpoint once
 * (`@payrail/core/api`: method, path template, path-parameter, query and body schemas,
 * headers, idempotency, success status); the router derives matching and every check from
 * that declaration, so a handler keeps only what the fake alone knows — the state move and
 * the rendering. Handlers never see credentials, faults or idempotency either: the pipeline
 * (pipeline/http.ts) handles those around them.
 */
import type { BodyOf, EndpointDeclaration, PathParamNames, QueryOf } from "@payrail/core/api"
import type { Stored, WithoutNulls } from "@payrail/core/internal"
import type { Rejection } from "../foundation/errors"
import type { RequestHeaders } from "../pipeline/fake-request"
import type { ReplaySnapshot } from "../pipeline/idempotency"
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

/** A handler for the endpoint `endpoint` (its context typed by the declaration). */
export const handler = <D extends EndpointDeclaration>(endpoint: D, rest: Omit<Handler<D>, "endpoint">): Handler =>
  ({ endpoint, ...rest }) as unknown as Handler
