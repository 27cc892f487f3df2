/**
 * `@OnPayrailWebhook(selector)`: marks a provider's or controller's method as a webhook handler.
 * The module finds it at startup through Nest's `DiscoveryService`.
 */
import { ConfigurationError, isWebhookEventSelector, type WebhookEventFor, type WebhookEventSelector } from "@payrail/core"

/** Metadata key holding the selectors a method handles (an array: the decorator can be stacked). */
export const PAYRAIL_WEBHOOK_EVENTS = "payrail:webhook-events"

/**
 * The second argument of a webhook handler. `Tx` is the transaction of the queue's inbox
 * (`pg.PoolClient` for `createPostgresInbox`), for handlers that write through it.
 */
export interface PayrailWebhookContext<Tx = unknown> {
  /** The HTTP request of the delivery (Express or Fastify request, as your adapter makes it); `undefined` in a queue's worker. */
  readonly request: unknown
  /** With `webhooks.queue`: the queue's job (a BullMQ `Job`). */
  readonly job?: unknown
  /** With `webhooks.queue` and `ordering: "refetch"`: the resource as it is now. */
  readonly resource?: unknown
  /**
   * With `webhooks.queue` and an inbox (`payrailBullQueue({ inbox })`): the transaction the
   * notification is recorded in. Effects written through it commit together with that record, so
   * they apply exactly once. Do not commit or roll it back yourself. `undefined` without an inbox.
   */
  readonly tx?: Tx
}

/** The shape of a method decorated with `@OnPayrailWebhook(selector)`: the event (its `data` typed by the selector), then the context. */
export type PayrailWebhookHandler<S extends string = "*", Tx = unknown> = (event: WebhookEventFor<S>, context: PayrailWebhookContext<Tx>) => unknown

/** A method decorator that only fits methods callable as handlers of `S` (a type error otherwise). */
// `any` transaction: a handler may declare its context with the transaction type its inbox gives (`PayrailWebhookContext<pg.PoolClient>`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PayrailWebhookDecorator<S extends string = "*"> = <M extends PayrailWebhookHandler<S, any>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M>
) => void

/**
 * Runs the decorated method for each verified delivery of a known event (`"payment.purchase"`),
 * of every event of a family (`"payment.*"`), or of every notification (`"*"`, unknown ones
 * included). Stack it to handle several. All handlers of a delivery must succeed for it to count
 * as handled: if one throws, the delivery is answered 500 and the service retries it later.
 * Any other name throws `ConfigurationError` when the class is defined.
 *
 * @example
 * ```ts
 * @Injectable()
 * export class PaymentsWebhooks {
 *   @OnPayrailWebhook("payment.purchase")
 *   async paid(event: WebhookEventOf<"payment">) {
 *     await this.orders.markPaid(event.data.merchant_order_id)
 *   }
 * }
 * ```
 */
export const OnPayrailWebhook = <S extends WebhookEventSelector>(selector: S): PayrailWebhookDecorator<S> => {
  if (!isWebhookEventSelector(selector)) {
    throw new ConfigurationError({
      message: `@OnPayrailWebhook(${JSON.stringify(String(selector))}): not a known event; ` +
        `use a known name ("payment.purchase"), a family ("payment.*") or "*"`
    })
  }
  return (_target, _key, descriptor) => {
    const method: unknown = descriptor.value
    if (typeof method !== "function") throw new TypeError("@OnPayrailWebhook decorates methods only")
    const selectors: ReadonlyArray<string> = Reflect.getMetadata(PAYRAIL_WEBHOOK_EVENTS, method) ?? []
    if (!selectors.includes(selector)) Reflect.defineMetadata(PAYRAIL_WEBHOOK_EVENTS, [...selectors, selector], method)
  }
}

/** The selectors a method was decorated with (empty when it was not). */
export const webhookEventsOf = (method: unknown): ReadonlyArray<WebhookEventSelector> =>
  typeof method === "function" ? (Reflect.getMetadata(PAYRAIL_WEBHOOK_EVENTS, method) ?? []) : []
