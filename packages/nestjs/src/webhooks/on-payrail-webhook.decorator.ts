/**
 * `@OnPayrailWebhook(event)`: marks a provider's or controller's method as a webhook handler.
 * The module finds it at startup through Nest's `DiscoveryService`.
 */
import type { IncomingTransfer, WebhookEvent } from "@payrail/core"

/** Metadata key holding the events a method handles (an array: the decorator can be stacked). */
export const PAYRAIL_WEBHOOK_EVENTS = "payrail:webhook-events"

/** The second argument of a webhook handler. */
export interface PayrailWebhookContext {
  /** The event being handled, e.g. `"banking.transfer.incoming.completed"` (useful in a `"*"` handler). */
  readonly event: WebhookEvent
  /** The HTTP request of the delivery (Express or Fastify request, as your adapter makes it). */
  readonly request: unknown
}

/** The shape of a decorated method. */
export type PayrailWebhookHandler = (transfer: IncomingTransfer, context: PayrailWebhookContext) => unknown

/** A method decorator that only fits methods callable as webhook handlers (a type error otherwise). */
export type PayrailWebhookDecorator = <M extends PayrailWebhookHandler>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M>
) => void

/**
 * Runs the decorated method for each verified delivery of `event` (or of every event with `"*"`).
 * Stack it to handle several events. All handlers of a delivery must succeed for it to count as
 * handled: if one throws, the delivery is answered 500 and the service retries it later.
 *
 * @example
 * ```ts
 * @Injectable()
 * export class TransfersService {
 *   @OnPayrailWebhook("banking.transfer.incoming.completed")
 *   async credit(transfer: IncomingTransfer) {
 *     await this.ledger.credit(transfer.account_id, transfer.amount)
 *   }
 * }
 * ```
 */
export const OnPayrailWebhook = (event: WebhookEvent | "*"): PayrailWebhookDecorator => {
  if (typeof event !== "string" || event.length === 0) {
    throw new TypeError(`@OnPayrailWebhook needs an event name or "*", got ${String(event)}`)
  }
  return (_target, _key, descriptor) => {
    const method: unknown = descriptor.value
    if (typeof method !== "function") throw new TypeError("@OnPayrailWebhook decorates methods only")
    const events: ReadonlyArray<string> = Reflect.getMetadata(PAYRAIL_WEBHOOK_EVENTS, method) ?? []
    if (!events.includes(event)) Reflect.defineMetadata(PAYRAIL_WEBHOOK_EVENTS, [...events, event], method)
  }
}

/** The events a method was decorated with (empty when it was not). */
export const webhookEventsOf = (method: unknown): ReadonlyArray<WebhookEvent | "*"> =>
  typeof method === "function" ? (Reflect.getMetadata(PAYRAIL_WEBHOOK_EVENTS, method) ?? []) : []
