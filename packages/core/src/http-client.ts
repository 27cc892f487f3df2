/**
 * `@payrail/core/http-client`: Payrail over effect's `HttpClient` (its own entry, so the default
 * path, `Payrail.layer`, never loads `effect/http`, and single-file bundles stay lean).
 *
 * ```ts
 * import { layerHttpClient } from "@payrail/core/http-client"
 * const PayrailLive = layerHttpClient(Payrail.resolveConfig()).pipe(Layer.provide(FetchHttpClient.layer))
 * ```
 */
import * as Effect from "effect/Effect"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import type { ConfigurationError } from "./errors"
import type { PayrailConfig, ResolvedConfig } from "./http/config"
import { type HttpClientTransportOptions, makeHttpClientTransport } from "./http/http-client-transport"
import { makePayrail, Payrail } from "./Payrail"

export type { HttpClientTransportOptions } from "./http/http-client-transport"
export type { ResolvedConfig } from "./http/config"
export type { Timer } from "./http/timer"
export { makePayrail } from "./Payrail"

/**
 * Like `Payrail.layer`, over the `HttpClient` from the environment (`FetchHttpClient.layer`,
 * `NodeHttpClient.layerUndici`, an instrumented client). Redirects are still not followed, and the
 * client's own per-attempt spans are off unless `traceHttp: true`. `config` may be an `Effect` of
 * a resolved config (e.g. `Payrail.resolveConfig()` to read `PAYRAIL_*`).
 */
export const layerHttpClient = (
  config: PayrailConfig | Effect.Effect<ResolvedConfig, ConfigurationError>,
  options: HttpClientTransportOptions = {}
): Layer.Layer<Payrail, ConfigurationError, HttpClient.HttpClient> =>
  Layer.effect(
    Payrail,
    Effect.gen(function*() {
      const resolved = Effect.isEffect(config) ? yield* config : yield* Payrail.resolve(config)
      const client = yield* HttpClient.HttpClient
      return yield* makePayrail(resolved, makeHttpClientTransport(client, resolved.timer, options))
    })
  )
