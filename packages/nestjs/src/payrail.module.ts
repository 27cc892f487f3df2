/**
 * `PayrailModule`: the Promise client by DI, and optionally the webhook controller.
 */
import { type DynamicModule, Inject, type MiddlewareConsumer, Module, type NestModule, type OnApplicationShutdown, type Provider } from "@nestjs/common"
import { DiscoveryModule, HttpAdapterHost } from "@nestjs/core"
import { createPayrail, PayrailClient } from "@payrail/core"
import { PAYRAIL_MODULE_OPTIONS, PayrailConfigurableModule } from "./module-definition"
import type {
  PayrailModuleAsyncOptions,
  PayrailModuleForRootOptions,
  PayrailModuleOptions,
  PayrailWebhookRoute
} from "./options"
import { DEFAULT_EVENTS_PATH, DEFAULT_WEBHOOK_PATH, PAYRAIL_CLIENT, PAYRAIL_WEBHOOK_ROUTE } from "./tokens"
import { refuseStoreBesideInbox } from "./queue/queued-dispatch"
import { PAYRAIL_WEBHOOK_QUEUE } from "./queue/webhook-queue"
import { createWebhookController } from "./webhooks/controller"
import { type MountedWebhookRoute, PayrailWebhookDispatcher } from "./webhooks/dispatcher"

const clientProviders: Array<Provider> = [
  {
    provide: PAYRAIL_CLIENT,
    // The client's config is the options without `webhooks`; a bad config throws `ConfigurationError` at startup.
    useFactory: ({ webhooks: _webhooks, ...config }: PayrailModuleOptions) => createPayrail(config),
    inject: [PAYRAIL_MODULE_OPTIONS]
  },
  // The class is a token too: `constructor(private readonly payrail: PayrailClient)` with emitted metadata.
  { provide: PayrailClient, useExisting: PAYRAIL_CLIENT }
]

/** Adds the client, the dispatcher and (when `route` is set) a fresh webhook controller to a generated definition. */
const complete = (
  definition: DynamicModule,
  route: (PayrailWebhookRoute & { readonly required: boolean }) | undefined
): DynamicModule => {
  const mounted: MountedWebhookRoute | undefined =
    route === undefined
      ? undefined
      : { path: route.path ?? DEFAULT_WEBHOOK_PATH, eventsPath: route.eventsPath ?? DEFAULT_EVENTS_PATH, required: route.required }
  return {
    ...definition,
    imports: [...(definition.imports ?? []), DiscoveryModule, ...(route?.queue?.imports ?? [])],
    controllers: mounted === undefined ? [] : [createWebhookController([mounted.path, mounted.eventsPath], route?.decorators)],
    providers: [
      ...(definition.providers ?? []),
      ...clientProviders,
      { provide: PAYRAIL_WEBHOOK_ROUTE, useValue: mounted },
      { provide: PAYRAIL_WEBHOOK_QUEUE, useValue: route?.queue },
      PayrailWebhookDispatcher,
      ...(route?.queue?.providers ?? [])
    ],
    exports: [PAYRAIL_CLIENT, PayrailClient]
  }
}

/**
 * The Payrail module.
 *
 * @example
 * ```ts
 * @Module({
 *   imports: [
 *     PayrailModule.forRoot({
 *       publicApiKey: process.env.PAYRAIL_PUBLIC_API_KEY!,
 *       privateSecretKey: process.env.PAYRAIL_PRIVATE_SECRET_KEY!,
 *       baseUrl: "https://api-sandbox.y.uno/v1",
 *       isGlobal: true,
 *       webhooks: { secrets: [process.env.PAYRAIL_WEBHOOK_SECRET!] }
 *     })
 *   ]
 * })
 * export class AppModule {}
 * ```
 */
@Module({})
export class PayrailModule extends PayrailConfigurableModule implements NestModule, OnApplicationShutdown {
  constructor(
    @Inject(PAYRAIL_CLIENT) private readonly client: PayrailClient,
    @Inject(PayrailWebhookDispatcher) private readonly dispatcher: PayrailWebhookDispatcher,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost
  ) {
    super()
  }

  /**
   * Nest calls this after registering its body parsers and before the routes: the moment to let
   * the webhook routes read up to their own `maxBodyBytes` (webhooks/body-limit.ts).
   */
  configure(_consumer: MiddlewareConsumer): void {
    this.dispatcher.installBodyLimit(this.adapterHost.httpAdapter)
  }

  /** Configures the module with static options; `webhooks` mounts the webhook controller. */
  static override forRoot(options: PayrailModuleForRootOptions): DynamicModule {
    const webhooks = options.webhooks
    refuseStoreBesideInbox(webhooks?.store, webhooks?.queue?.inbox === true)
    return complete(super.forRoot(options), webhooks && { ...webhooks, required: true })
  }

  /**
   * Configures the module from a factory (`useFactory` + `inject`, `useClass`, `useExisting`).
   * The webhook routes are static (`webhooks: { path?, eventsPath?, decorators? }`); the secrets come from the factory.
   */
  static override forRootAsync(options: PayrailModuleAsyncOptions): DynamicModule {
    const webhooks = options.webhooks
    const route = webhooks === false ? undefined : { ...webhooks, required: webhooks !== undefined }
    return complete(super.forRootAsync(options), route)
  }

  /**
   * Releases the client's runtime when the app (or testing module) closes. Last of Nest's shutdown
   * hooks, as TypeORM's and Mongoose's modules do: every `onModuleDestroy` hook, and requests still in
   * flight while the HTTP server drains, can still use the client.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.client.close()
  }
}
