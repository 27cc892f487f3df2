/**
 * The options of `PayrailModule`: the client's `PayrailConfig`, plus optional webhooks.
 */
import type { ConfigurableModuleAsyncOptions } from "@nestjs/common"
import type { DedupeStore, PayrailConfig, WebhookApiKey, WebhookScheme } from "@payrail/core"
import type { PayrailWebhookQueue } from "./queue/webhook-queue"

/** Where the webhook controller is mounted and how it is decorated: fixed when the module is defined. */
export interface PayrailWebhookRoute {
  /** The incoming-transfer route of the webhook controller. Default `/v1/banking/transfers`, where the service POSTs transfers. */
  readonly path?: string | undefined
  /** The route for every other notification. Default `/webhooks/payrail`. Both routes take every kind. */
  readonly eventsPath?: string | undefined
  /**
   * Your own decorators, applied to the webhook handler method: e.g. `[Public()]` so that a global
   * auth guard lets the service's deliveries through, `[SkipThrottle()]`, `[ApiExcludeEndpoint()]`.
   * The signature is what authenticates a delivery.
   */
  readonly decorators?: ReadonlyArray<MethodDecorator> | undefined
  /**
   * Hand deliveries to a queue (`payrailBullQueue({ name })` of `@payrail/nestjs/bullmq`): the
   * controller verifies, enqueues and answers 200 once the job is stored (503 when the queue cannot
   * take it); the handlers run in the queue's worker. Default: handlers run in the request.
   */
  readonly queue?: PayrailWebhookQueue | undefined
}

/** Webhook options of `PayrailModule.forRoot` (and what `forRootAsync`'s factory returns under `webhooks`). */
export interface PayrailWebhooksOptions extends PayrailWebhookRoute {
  /** The webhook secrets; several at once during a rotation. `standard-webhooks` secrets are `whsec_…`. */
  readonly secrets: string | ReadonlyArray<string>
  /** Default `"hmac-sha256"`, the scheme the service uses. */
  readonly scheme?: WebhookScheme | undefined
  /** When set, the `x-api-key` / `x-secret` headers must carry exactly these values too. */
  readonly apiKey?: WebhookApiKey | undefined
  /** `standard-webhooks` only: allowed clock skew of `webhook-timestamp`, in seconds. Default 300. */
  readonly toleranceSeconds?: number | undefined
  /** `hmac-sha256` only: refuse a resource last updated longer ago than this (default 7 days); `false` turns it off. */
  readonly maxAgeSeconds?: number | false | undefined
  /**
   * The largest body accepted, in bytes (default 1 MiB); a larger one answers 413. The webhook routes
   * read up to this whatever the app's body parser limit is (Express's stops at 100 KB), on Express and Fastify.
   */
  readonly maxBodyBytes?: number | undefined
  /** Where handled deliveries are remembered (dedupe by `event.dedupeKey`). Default: in memory, this process. */
  readonly store?: DedupeStore | undefined
}

/** What the module is configured with: the client's config and, to receive webhooks, `webhooks`. */
export interface PayrailModuleOptions extends PayrailConfig {
  readonly webhooks?: PayrailWebhooksOptions | undefined
}

/** Options of `PayrailModule.forRoot`. */
export interface PayrailModuleForRootOptions extends PayrailModuleOptions {
  /** Registers the client in every module, without importing `PayrailModule` again. Default `false`. */
  readonly isGlobal?: boolean | undefined
}

/** The class a `useClass` / `useExisting` of `forRootAsync` must implement. */
export interface PayrailOptionsFactory {
  createPayrailOptions(): PayrailModuleOptions | Promise<PayrailModuleOptions>
}

/** Options of `PayrailModule.forRootAsync`. */
export interface PayrailModuleAsyncOptions
  extends ConfigurableModuleAsyncOptions<PayrailModuleOptions, "createPayrailOptions"> {
  /** Registers the client in every module, without importing `PayrailModule` again. Default `false`. */
  readonly isGlobal?: boolean | undefined
  /**
   * The webhook route, which Nest needs before any factory runs. The secrets come from the factory
   * (`webhooks: { secrets }` in what it returns).
   * - omitted: the controller is mounted at `/v1/banking/transfers`; it answers 404 if the factory returns no `webhooks`;
   * - `{ path?, decorators? }`: mounted there, and the factory must return `webhooks`;
   * - `false`: no controller (a client-only setup).
   */
  readonly webhooks?: PayrailWebhookRoute | false | undefined
}
