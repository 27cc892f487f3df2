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
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as HttpClient from "effect/http/HttpClient"
import type { ConfigurationError, PayrailApiError } from "./errors"
import { type PayrailConfig, type RequestOptions, type ResolvedConfig, resolveConfig } from "./http/config"
import { makeSend } from "./http/transport"
import { type BankingApi, makeBanking } from "./resources/banking"
import { type CheckoutApi, makeCheckout } from "./resources/checkout"
import { type CustomersApi, makeCustomers } from "./resources/customers"
import { makeOrganizations, type OrganizationsApi } from "./resources/organizations"
import { makePayments, type PaymentsApi } from "./resources/payments"
import { makeRecipients, type RecipientsApi } from "./resources/recipients"
import { makeReports, type ReportsApi } from "./resources/reports"
import { makeRequest, type RawRequest } from "./resources/request"
import { makeSubscriptions, type SubscriptionsApi } from "./resources/subscriptions"

/** Every API group; each method returns `Effect<A, PayrailApiError>`. */
export interface PayrailService {
  readonly checkout: CheckoutApi
  readonly organizations: OrganizationsApi
  readonly payments: PaymentsApi
  readonly customers: CustomersApi
  readonly subscriptions: SubscriptionsApi
  readonly reports: ReportsApi
  readonly banking: BankingApi
  readonly recipients: RecipientsApi
  /** Any endpoint Payrail does not model yet, with the same auth, retries, keys, timeouts and errors; answers the JSON. */
  readonly request: (request: RawRequest, options?: RequestOptions) => Effect.Effect<unknown, PayrailApiError>
}

/** Builds the service over an `HttpClient`, for users who bring their own HTTP stack. */
export const makePayrail = (config: ResolvedConfig): Effect.Effect<PayrailService, never, HttpClient.HttpClient> =>
  Effect.gen(function*() {
    const http = yield* HttpClient.HttpClient
    // The user's fetch is bound to the client itself, so it is used whatever the caller's context holds.
    const userFetch = config.fetch
    const client = userFetch
      ? HttpClient.transformResponse(http, (response) => Effect.provideService(response, FetchHttpClient.Fetch, userFetch))
      : http
    const send = makeSend(config, client)
    const context = { send, defaults: { organizationCode: config.organizationCode, accountId: config.accountId } }
    return {
      checkout: makeCheckout(context),
      organizations: makeOrganizations(context),
      payments: makePayments(context),
      customers: makeCustomers(context),
      subscriptions: makeSubscriptions(context),
      reports: makeReports(context),
      banking: makeBanking(context),
      recipients: makeRecipients(context),
      request: makeRequest(send)
    }
  })

/** The service key for the Payrail client. */
export class Payrail extends Context.Service<Payrail, PayrailService>()("@payrail/core/Payrail") {
  /** A self-contained Layer providing `Payrail`; fails with `ConfigurationError` on a bad config. */
  static layer(config: PayrailConfig): Layer.Layer<Payrail, ConfigurationError> {
    return Layer.effect(Payrail, Effect.flatMap(Effect.try({ try: () => resolveConfig(config), catch: (e) => e as ConfigurationError }), makePayrail)).pipe(
      Layer.provide(FetchHttpClient.layer)
    )
  }

  /** Same as `layer`, from an already resolved config (used by the Promise facade, which checks the config eagerly). */
  static layerResolved(config: ResolvedConfig): Layer.Layer<Payrail> {
    return Layer.effect(Payrail, makePayrail(config)).pipe(Layer.provide(FetchHttpClient.layer))
  }
}
