/**
 * The one shape every resource method has: check path parameters and body before any
 * I/O, build the path, send. Resource files only declare what differs per endpoint.
 */
import * as Effect from "effect/Effect"
import type * as Schema from "effect/Schema"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Endpoint, Send } from "../http/transport"
import { validatePathParams, validateRequest } from "../http/validate"

type Decodable = Schema.Top & { readonly DecodingServices: never }

export interface CallSpec<A> extends Omit<Endpoint<A>, "path" | "body"> {
  /** Path template with `{name}` placeholders, filled from `params` (URL-encoded). */
  readonly path: string
  readonly params?: Readonly<Record<string, { readonly value: unknown; readonly schema?: Decodable }>> | undefined
  /** Strict request schema and the caller's body; validated before anything is sent. */
  readonly body?: { readonly schema: Decodable; readonly input: unknown } | undefined
}

export const call = <A>(send: Send, spec: CallSpec<A>, options?: RequestOptions): Effect.Effect<A, PayrailApiError> =>
  Effect.gen(function*() {
    const params = spec.params ?? {}
    yield* validatePathParams(spec.operation, params)
    const body = spec.body === undefined ? undefined : yield* validateRequest(spec.body.schema, spec.body.input, spec.operation)
    const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name]?.value)))
    return yield* send({ ...spec, path, body }, options)
  })
