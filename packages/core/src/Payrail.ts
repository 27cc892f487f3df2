/**
 * The Effect service. `Payrail` is the key; `Payrail.layer(config)` is a self-contained
 * Layer (HTTP over `config.fetch` or the global fetch) — nothing else to provide.
 *
 * ```ts
 * const program = Effect.gen(function*() {
 *   const payrail = yield* Payrail
 *   return yield* payrail.payments.retrieve(paymentId)
 * })
 * Effect.runPromise(program.pipe(Effect.provide(Payrail.layer({ publicApiKey, privateSecretKey, baseUrl }))))
 * ```
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import type { ConfigurationError, PayrailApiError } from "./errors"
import { type PayrailConfig, type RequestOptions, type ResolvedConfig, resolveConfig } from "./http/config"
import { makeDefaultTransport } from "./http/default-transport"
import type { HttpTransport } from "./http/http-transport"
import { withResponse } from "./http/response-metadata"
import { makeSend } from "./http/transport"
import { type ApiGroups, makeGroups } from "./resources/groups.generated"
import { loadStream } from "./resources/paging"
import { makeRequest, type RawRequest } from "./resources/request"

/** Every API group (generated from the declarations); each method returns `Effect<A, PayrailApiError>`. */
export interface PayrailService extends ApiGroups {
  /** Any endpoint Payrail does not model yet, with the same auth, retries, keys, timeouts and errors; answers the JSON. */
  readonly request: (request: RawRequest, options?: RequestOptions) => Effect.Effect<unknown, PayrailApiError>
}

/**
 * Builds the service value without a Layer, over a transport (default: the lean `fetch` transport
 * over `config.fetch` or the global fetch). For wiring Payrail into your own service or a custom
 * Layer: `Layer.effect(MyPayrail, Effect.flatMap(Payrail.resolve(config), makePayrail))`.
 * `Payrail.layer*` are the usual entry points.
 */
export const makePayrail = (
  config: ResolvedConfig,
  transport: HttpTransport = makeDefaultTransport(config)
): Effect.Effect<PayrailService> => Effect.andThen(loadStream, Effect.sync(() => buildService(config, transport)))

const buildService = (config: ResolvedConfig, transport: HttpTransport): PayrailService => {
  const send = makeSend(config, transport)
  const context = { send, defaults: { organizationCode: config.organizationCode, accountId: config.accountId } }
  return { ...makeGroups(context), request: makeRequest(send) }
}

/**
 * The Promise facade's layer (internal: not exported from the package): the service without
 * loading effect/Stream, since the facade exposes no `listAll` (it pages with `PagedList`).
 */
export const layerForPromiseFacade = (config: ResolvedConfig, transport: HttpTransport): Layer.Layer<Payrail> =>
  Layer.effect(Payrail, Effect.sync(() => buildService(config, transport)))

// The default transport for a layer's lifetime: its keep-alive sockets are closed with the layer.
const withDefaultTransport = (config: ResolvedConfig): Effect.Effect<PayrailService, never, Scope.Scope> =>
  Effect.flatMap(
    Effect.acquireRelease(Effect.sync(() => makeDefaultTransport(config)), (transport) => Effect.sync(transport.close)),
    (transport) => makePayrail(config, transport)
  )

/** The service key for the Payrail client. */
export class Payrail extends Context.Service<Payrail, PayrailService>()("@payrail/core/Payrail") {
  /** A self-contained Layer providing `Payrail`; fails with `ConfigurationError` on a bad config. */
  static layer(config: PayrailConfig): Layer.Layer<Payrail, ConfigurationError> {
    return Layer.effect(Payrail, Effect.flatMap(Effect.try({ try: () => resolveConfig(config), catch: (e) => e as ConfigurationError }), withDefaultTransport))
  }

  /**
   * Reads the config through effect's `Config` (any `ConfigProvider`): `PAYRAIL_PUBLIC_API_KEY`,
   * `PAYRAIL_PRIVATE_SECRET_KEY` (as `Redacted`), `PAYRAIL_BASE_URL` or `PAYRAIL_ENVIRONMENT`,
   * `PAYRAIL_ORGANIZATION_CODE`, `PAYRAIL_ACCOUNT_ID`. Fields of `config` win over the variables.
   * A missing or invalid value fails the layer with a `ConfigurationError` naming the variable.
   */
  static layerConfig(config: Partial<PayrailConfig> = {}): Layer.Layer<Payrail, ConfigurationError> {
    return Layer.effect(Payrail, Effect.flatMap(Payrail.resolveConfig(config), withDefaultTransport))
  }

  /** Checks a config (as `layer` does); fails with `ConfigurationError` naming the option. */
  static resolve(config: PayrailConfig): Effect.Effect<ResolvedConfig, ConfigurationError> {
    return Effect.try({ try: () => resolveConfig(config), catch: (e) => e as ConfigurationError })
  }

  /** Reads `PAYRAIL_*` through effect's `Config`, as `layerConfig` does; `config` fields win. */
  static resolveConfig(config: Partial<PayrailConfig> = {}): Effect.Effect<ResolvedConfig, ConfigurationError> {
    // effect/Config is built on effect/Schema: loaded on use, so importing the client stays light
    return Effect.flatMap(Effect.promise(() => import("./http/env-config")), (m) => m.resolveFromConfig(config))
  }

  /**
   * Runs one call and answers `{ data, response }`, `response` being the final response's
   * `status`, `requestId`, `idempotencyKey`, `headers` and `attempts` (the Promise facade's
   * `.withResponse()`).
   */
  static withResponse = withResponse

  /** Same as `layer`, from an already resolved config (used by the Promise facade, which checks the config eagerly). */
  static layerResolved(config: ResolvedConfig, transport?: HttpTransport): Layer.Layer<Payrail> {
    return Layer.effect(Payrail, transport === undefined ? withDefaultTransport(config) : makePayrail(config, transport))
  }
}
