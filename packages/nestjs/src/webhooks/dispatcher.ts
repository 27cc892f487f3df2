/**
 * The webhook dispatcher of one module instance: core's router over the module's options, with
 * every `@OnPayrailWebhook` method of the app registered on it at startup.
 */
import { Inject, Injectable, Logger, type OnModuleInit, Optional } from "@nestjs/common"
import { DiscoveryService, MetadataScanner } from "@nestjs/core"
import {
  createWebhookRouter,
  createWebhookVerifier,
  DEFAULT_MAX_BODY_BYTES,
  signatureHeaderOf,
  type WebhookEvent,
  type WebhookEventSelector,
  type WebhookHeaders,
  type WebhookResult,
  type WebhookRouter
} from "@payrail/core/webhooks"
import type { ConsumeOutcome } from "@payrail/queues"
import { PAYRAIL_MODULE_OPTIONS } from "../module-definition"
import type { WebhookInbox } from "@payrail/queues"
import {
  PAYRAIL_WEBHOOK_INBOX,
  PAYRAIL_WEBHOOK_QUEUE,
  PAYRAIL_WEBHOOK_SINK,
  type PayrailWebhookQueue,
  type WebhookQueueSink
} from "../queue/webhook-queue"
import { type QueuedDispatch, queuedDispatch } from "../queue/queued-dispatch"
import type { PayrailModuleOptions } from "../options"
import { PAYRAIL_CLIENT, PAYRAIL_WEBHOOK_ROUTE } from "../tokens"
import type { PayrailWebhookHandler } from "./on-payrail-webhook.decorator"
import { webhookEventsOf } from "./on-payrail-webhook.decorator"
import { installWebhookBodyLimit } from "./body-limit"
import { RAW_BODY_MISSING, rawBodyOf, readUnparsedBody } from "./raw-body"

/** The routes this module instance mounted; `required`: the factory must return `webhooks`. */
export interface MountedWebhookRoute {
  readonly path: string
  readonly eventsPath: string
  readonly required: boolean
}

/** What the controller sends back: core's `{ status, body }`. */
export type WebhookAnswer =
  | Pick<WebhookResult, "status" | "body">
  | { readonly status: 404 | 413; readonly body: WebhookResult["body"] }

type InstanceWrapper = ReturnType<DiscoveryService["getProviders"]>[number]

/** What the router passes to each handler, with the request of the delivery. */
interface RequestContext {
  readonly request: unknown
  /** Queued deliveries: the queue's job, and with `ordering: "refetch"` the resource as it is now. */
  readonly job?: unknown
  readonly resource?: unknown
  /** Queued deliveries with an inbox: its transaction. */
  readonly tx?: unknown
}

interface DiscoveredHandler {
  readonly selector: WebhookEventSelector
  readonly run: (event: WebhookEvent, context: RequestContext) => unknown
}

const NOT_CONFIGURED: WebhookAnswer = {
  status: 404,
  body: { received: false, error: "Payrail webhooks are not configured (no `webhooks` in the PayrailModule options)" }
}

@Injectable()
export class PayrailWebhookDispatcher implements OnModuleInit {
  readonly #logger = new Logger("PayrailWebhooks")
  readonly #router: WebhookRouter<RequestContext> | undefined
  /** With `webhooks.queue`: the receiver that enqueues, and the consumer the queue's worker runs. */
  readonly #queued: QueuedDispatch | undefined
  readonly #maxBodyBytes: number
  #rawBodyReported = false

  constructor(
    @Inject(PAYRAIL_MODULE_OPTIONS) private readonly options: PayrailModuleOptions,
    @Inject(PAYRAIL_WEBHOOK_ROUTE) private readonly route: MountedWebhookRoute | undefined,
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Optional() @Inject(PAYRAIL_WEBHOOK_QUEUE) queue?: PayrailWebhookQueue,
    @Optional() @Inject(PAYRAIL_WEBHOOK_SINK) sink?: WebhookQueueSink,
    @Optional() @Inject(PAYRAIL_CLIENT) client?: unknown,
    @Optional() @Inject(PAYRAIL_WEBHOOK_INBOX) inbox?: WebhookInbox<unknown>
  ) {
    const webhooks = options.webhooks
    if (route !== undefined && webhooks === undefined && route.required) {
      throw new Error(
        "PayrailModule.forRootAsync({ webhooks }) mounts the webhook controller, but the options factory returned no " +
          "`webhooks: { secrets }`. Return them from the factory, or pass `webhooks: false` to mount no controller."
      )
    }
    for (const key of ["path", "eventsPath"] as const) {
      const asked = webhooks?.[key]
      if (route !== undefined && asked !== undefined && normalizePath(asked) !== normalizePath(route[key])) {
        throw new Error(
          `PayrailModule: the options factory returned webhooks.${key} "${asked}", but the controller is mounted at ` +
            `"${route[key]}": the route is fixed before any factory runs, so set it in forRootAsync({ webhooks: { ${key} } }).`
        )
      }
    }
    const max = webhooks?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
    if (!(Number.isInteger(max) && max > 0)) throw new Error("PayrailModule: webhooks.maxBodyBytes must be an integer > 0")
    this.#maxBodyBytes = max
    if (route === undefined || webhooks === undefined) return
    const verifier = createWebhookVerifier({
      secrets: webhooks.secrets,
      scheme: webhooks.scheme,
      apiKey: webhooks.apiKey,
      toleranceSeconds: webhooks.toleranceSeconds,
      maxAgeSeconds: webhooks.maxAgeSeconds
    })
    this.#router = createWebhookRouter<RequestContext>({ verifier, store: webhooks.store })
    this.#queued = queue === undefined ? undefined : queuedDispatch({ queue, sink, verifier, secrets: webhooks.secrets, scheme: webhooks.scheme, store: webhooks.store, inbox, client })
  }

  onModuleInit(): void {
    const handlers = this.#discoverHandlers()
    if (this.#router === undefined) {
      if (handlers.length > 0 && this.route === undefined && this.options.webhooks !== undefined) {
        this.#logger.warn("`webhooks` were configured but no webhook controller is mounted (forRootAsync({ webhooks: false }))")
      } else if (handlers.length > 0 && this.options.webhooks === undefined) {
        this.#logger.warn(
          `Found ${handlers.length} @OnPayrailWebhook handler(s), but PayrailModule has no \`webhooks\` option: they will not run`
        )
      }
      return
    }
    for (const { selector, run } of handlers) this.#router.on(selector, run)
    if (this.#queued !== undefined) {
      for (const { selector, run } of handlers) {
        this.#queued.consumer.on(selector, (event, { job, resource, tx }) => run(event, { request: undefined, job, resource, tx }))
      }
    }
    if (handlers.length === 0) {
      this.#logger.warn("No @OnPayrailWebhook handlers found: deliveries are acknowledged (200) without being handled")
    }
  }

  /** Makes the app's body parsers leave the webhook routes to `maxBodyBytes` (see body-limit.ts). */
  installBodyLimit(adapter: Parameters<typeof installWebhookBodyLimit>[0]): void {
    if (this.route === undefined) return
    installWebhookBodyLimit(adapter, [this.route.path, this.route.eventsPath], this.#maxBodyBytes)
  }

  /** Verifies, deduplicates and dispatches one delivery; never throws. */
  async handle(request: unknown): Promise<WebhookAnswer> {
    if (this.#router === undefined) return NOT_CONFIGURED
    // A content type no parser took (text/plain...) leaves the stream unread: read it here, within
    // the limit, and only once the delivery carries a signature header (401 otherwise, unread).
    let rawBody: Uint8Array | string | "too-large" | undefined = rawBodyOf(request)
    if (rawBody === undefined) {
      const header = signatureHeaderOf(this.options.webhooks?.scheme)
      const headers = (request as { headers?: Record<string, unknown> }).headers
      if (headers?.[header] === undefined && headers !== undefined && "readable" in (request as object)) {
        const unread = (request as { readableEnded?: boolean }).readableEnded === false
        if (unread) {
          const error = `Missing ${header} header`
          this.#logger.warn(`Rejected a webhook delivery (401): ${error}`)
          return { status: 401, body: { received: false, error } }
        }
      }
      rawBody = await readUnparsedBody(request, this.#maxBodyBytes)
    }
    if (rawBody === "too-large" || (rawBody !== undefined && rawBody.length > this.#maxBodyBytes)) {
      return { status: 413, body: { received: false, error: `The webhook body is larger than ${this.#maxBodyBytes} bytes` } }
    }
    if (rawBody === undefined) {
      if (!this.#rawBodyReported) {
        this.#rawBodyReported = true
        this.#logger.error(RAW_BODY_MISSING)
      }
      return { status: 500, body: { received: false, error: RAW_BODY_MISSING } }
    }
    const headers = ((request as { headers?: WebhookHeaders }).headers ?? {}) as WebhookHeaders
    const result = this.#queued === undefined
      ? await this.#router.handle(rawBody, headers, { request })
      : await this.#queued.receiver.handle(rawBody, headers)
    this.#report(result)
    return { status: result.status, body: result.body }
  }

  /** Runs the handlers of one queued delivery (the queue's processor calls it); throws to have the queue retry. */
  async consume(message: unknown, job: unknown): Promise<ConsumeOutcome> {
    if (this.#queued === undefined) throw new Error("PayrailModule: webhooks.queue is not configured")
    return this.#queued.consumer.consume(message, job)
  }

  #report(result: Pick<WebhookResult, "status" | "body" | "event" | "error"> & { readonly outcome: string }): void {
    const what = result.event ? `${result.event.name} ${result.event.dedupeKey}` : "webhook"
    if (result.outcome === "handler-failed" || (result.status >= 500 && result.error !== undefined)) {
      const error = result.error
      this.#logger.error(`${what}: ${result.body.error ?? "failed"}`, error instanceof Error ? error.stack : String(error))
    } else if (result.status === 401 || result.status === 400) {
      this.#logger.warn(`Rejected a webhook delivery (${result.status}): ${result.body.error ?? ""}`)
    }
  }

  /** Every method decorated with `@OnPayrailWebhook` on a singleton provider or controller. */
  #discoverHandlers(): Array<DiscoveredHandler> {
    const found: Array<DiscoveredHandler> = []
    const seen = new Set<object>()
    const wrappers: Array<InstanceWrapper> = [...this.discovery.getProviders(), ...this.discovery.getControllers()]
    for (const wrapper of wrappers) {
      const instance: unknown = wrapper.instance
      if (typeof instance !== "object" || instance === null || seen.has(instance)) continue
      seen.add(instance)
      const prototype = Object.getPrototypeOf(instance) as object | null
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = (instance as Record<string, unknown>)[name]
        const selectors = webhookEventsOf(method)
        if (selectors.length === 0) continue
        const where = `${instance.constructor?.name ?? "provider"}.${name}`
        if (!wrapper.isDependencyTreeStatic()) {
          this.#logger.warn(`@OnPayrailWebhook on ${where} is ignored: webhook handlers must live in singleton providers`)
          continue
        }
        for (const selector of selectors) {
          found.push({
            selector,
            run: (event, context) => (method as PayrailWebhookHandler).call(instance, event, context)
          })
        }
      }
    }
    return found
  }
}

const normalizePath = (path: string): string => `/${path.replace(/^\/+|\/+$/g, "")}`
