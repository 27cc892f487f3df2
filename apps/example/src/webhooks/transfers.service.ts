/**
 * The merchant's side of the webhooks: `@OnPayrailWebhook` methods run once per verified,
 * deduplicated delivery. Here they keep inboxes the page shows (incoming transfers, and payment
 * and subscription notifications); a real app would credit the account or mark the order paid.
 */
import { Injectable } from "@nestjs/common"
import type { IncomingTransfer, WebhookEvent, WebhookEventOf } from "@payrail/core"
import { OnPayrailWebhook } from "@payrail/nestjs"

export interface ReceivedTransfer {
  readonly event: string
  /** Wall-clock time the app handled it. */
  readonly receivedAt: string
  readonly transfer: IncomingTransfer
}

/** A payment or subscription notification, summed up for the page. */
export interface ReceivedEvent {
  readonly event: string
  readonly family: string
  readonly receivedAt: string
  /** The payment's or subscription's id (subscriptions: `code`). */
  readonly id: string | undefined
  readonly status: string | undefined
  readonly retry: number
}

const INBOX_SIZE = 50

const keep = <A>(list: Array<A>, item: A) => {
  list.unshift(item)
  list.length = Math.min(list.length, INBOX_SIZE)
}

@Injectable()
export class TransfersService {
  readonly #inbox: Array<ReceivedTransfer> = []
  readonly #events: Array<ReceivedEvent> = []

  /** Incoming transfers, newest first. */
  get inbox(): ReadonlyArray<ReceivedTransfer> {
    return this.#inbox
  }

  /** Payment and subscription notifications, newest first. */
  get events(): ReadonlyArray<ReceivedEvent> {
    return this.#events
  }

  @OnPayrailWebhook("banking.transfer.incoming.completed")
  @OnPayrailWebhook("banking.transfer.incoming.pending")
  record(event: WebhookEventOf<"banking.transfer.incoming">): void {
    keep(this.#inbox, { event: event.name, receivedAt: new Date().toISOString(), transfer: event.data })
  }

  @OnPayrailWebhook("payment.*")
  @OnPayrailWebhook("subscription.*")
  recordEvent(event: WebhookEvent): void {
    const data = event.family === "payment" ? { id: event.data.id, status: event.data.status }
      : event.family === "subscription" ? { id: event.data.code ?? event.data.id ?? undefined, status: event.data.status }
      : { id: undefined, status: undefined }
    keep(this.#events, {
      event: event.name,
      family: event.family,
      receivedAt: new Date().toISOString(),
      id: data.id,
      status: data.status,
      retry: event.retry
    })
  }
}
