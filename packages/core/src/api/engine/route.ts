/**
 * What the client needs of an endpoint at run time, as plain data and generated guards
 * (src/api/routes.generated.ts, written from the declarations by scripts/gen-guards.ts): the
 * happy path of a call loads neither effect/Schema nor a schema module. The declaration (its
 * schemas) is loaded only to explain a rejected input or answer (src/resources/explain.ts).
 */
import type { Guard } from "../../guards/guard"
import type { RetryMode } from "../../http/retry"
import type { EndpointDeclaration, HeaderDeclaration, HttpMethod } from "./endpoint"

export type { Checked, Guard } from "../../guards/guard"

/** One endpoint's run-time data; `D` (its declaration's type) only types the call. */
export interface Route<D extends EndpointDeclaration = EndpointDeclaration> {
  readonly operation: string
  readonly method: HttpMethod
  readonly path: string
  /** Each path parameter's guard. */
  readonly pathParams: Readonly<Record<string, Guard>>
  /** The strict query's guard over the caller's (typed) values, and its keys in the schema's order. */
  readonly query?: { readonly guard: Guard; readonly keys: ReadonlyArray<string> } | undefined
  /** `undefined`: no body declared; `null`: a body without a guard (always decoded); else the strict body's guard. */
  readonly body?: Guard | null | undefined
  /** The tolerant answer's guard. */
  readonly response: Guard
  readonly unwrap?: string | undefined
  /** The query or body field `account_id` the client fills from its `accountId` when the call leaves it out. */
  readonly accountIdIn?: "query" | "body" | undefined
  readonly idempotent: boolean
  readonly retry: RetryMode
  readonly headers?: ReadonlyArray<HeaderDeclaration> | undefined
  readonly paging: D["paging"]
  /** Phantom: the declaration's type. */
  readonly declaration?: D
}

/** Types a generated route by its declaration. */
export const route = <D extends EndpointDeclaration>(data: Route): Route<D> => data as Route<D>
