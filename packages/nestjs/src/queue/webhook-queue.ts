/**
 * What `webhooks.queue` takes: the providers an engine adapter adds to the module (the queue sink
 * under {@link PAYRAIL_WEBHOOK_SINK}, a processor, the worker's inbox), and how the worker
 * consumes. The module itself imports no queue library; `@payrail/nestjs/bullmq` builds one of
 * these for BullMQ.
 */
import type { FactoryProvider, ModuleMetadata, Provider } from "@nestjs/common"
import { ConfigurationError } from "@payrail/core"
import type { VersionStore, WebhookInbox, WebhookOrdering, WebhookQueueSink } from "@payrail/queues"

/** The token of the module's `webhooks.queue` (or `undefined`). */
export const PAYRAIL_WEBHOOK_QUEUE = Symbol("PAYRAIL_WEBHOOK_QUEUE")

/** The token of the receiver's {@link WebhookQueueSink}. */
export const PAYRAIL_WEBHOOK_SINK = Symbol("PAYRAIL_WEBHOOK_SINK")

/** The token of the worker's {@link WebhookInbox}, when the queue has one. */
export const PAYRAIL_WEBHOOK_INBOX = Symbol("PAYRAIL_WEBHOOK_INBOX")

/** A queue for the webhook controller: deliveries are verified, enqueued and answered 200 once stored; a worker runs the handlers. */
export interface PayrailWebhookQueue {
  /** Providers to add to the module: the sink under `PAYRAIL_WEBHOOK_SINK`, the worker's processor and inbox unless receiver-only. */
  readonly providers: ReadonlyArray<Provider>
  /** Modules the providers need (BullMQ: the queue's registration, so its token resolves inside PayrailModule). */
  readonly imports?: ModuleMetadata["imports"] | undefined
  /** `"skip-stale"` or `"refetch"` (fetched with the module's client). Default: none (arrival order). */
  readonly ordering?: WebhookOrdering | undefined
  /** `"skip-stale"`: the shared version store (`@payrail/queues/redis`, `/postgres`). Default: in memory, this process. */
  readonly versions?: VersionStore | undefined
  /** An inbox was given (whether or not this instance runs the worker): `webhooks.store` is then refused. */
  readonly inbox?: boolean | undefined
}

/**
 * The worker's inbox built by Nest's injector, for a pool that is itself a provider: the
 * `useFactory` / `inject` of a factory provider, plus the modules that export the injected tokens.
 */
export interface PayrailInboxFactory<Tx = unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Nest's own FactoryProvider types its arguments as any
  readonly useFactory: (...args: Array<any>) => WebhookInbox<Tx> | Promise<WebhookInbox<Tx>>
  readonly inject?: FactoryProvider["inject"] | undefined
  /** Modules exporting the injected tokens (not needed for global ones). */
  readonly imports?: ModuleMetadata["imports"] | undefined
}

/** An inbox (`createPostgresInbox({ pool })`), or a factory of one through Nest's injector. */
export type PayrailInboxOption<Tx = unknown> = WebhookInbox<Tx> | PayrailInboxFactory<Tx>

const NOT_AN_INBOX = "inbox must be a webhook inbox (createPostgresInbox({ pool }) of @payrail/queues/postgres) or { useFactory, inject }"

/** The provider of {@link PAYRAIL_WEBHOOK_INBOX} and the modules its factory needs. */
export const inboxProvider = (owner: string, option: PayrailInboxOption): { provider: Provider; imports: NonNullable<ModuleMetadata["imports"]> } => {
  const candidate = option as Partial<WebhookInbox<unknown> & PayrailInboxFactory>
  if (typeof candidate?.useFactory === "function") {
    const factory = candidate.useFactory
    return {
      provider: {
        provide: PAYRAIL_WEBHOOK_INBOX,
        useFactory: async (...args: Array<unknown>) => {
          const inbox = await factory(...args)
          if (typeof (inbox as Partial<WebhookInbox<unknown>> | undefined)?.handle !== "function") {
            throw new ConfigurationError({ message: `${owner}: the inbox's useFactory returned no webhook inbox (createPostgresInbox({ pool }))` })
          }
          return inbox
        },
        inject: [...(candidate.inject ?? [])]
      },
      imports: [...(candidate.imports ?? [])]
    }
  }
  if (typeof candidate?.handle === "function") return { provider: { provide: PAYRAIL_WEBHOOK_INBOX, useValue: option }, imports: [] }
  throw new ConfigurationError({ message: `${owner}: ${NOT_AN_INBOX}` })
}

export type { WebhookQueueSink }
