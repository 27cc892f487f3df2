/**
 * The merchant's side of the incoming-transfer webhook: `@OnPayrailWebhook` methods run once per
 * verified, deduplicated delivery. Here they keep an inbox the page shows; a real app would
 * credit the account.
 */
import { Injectable } from "@nestjs/common"
import type { IncomingTransfer } from "@payrail/core"
import { OnPayrailWebhook, type PayrailWebhookContext } from "@payrail/nestjs"

export interface ReceivedTransfer {
  readonly event: string
  /** Wall-clock time the app handled it. */
  readonly receivedAt: string
  readonly transfer: IncomingTransfer
}

const INBOX_SIZE = 50

@Injectable()
export class TransfersService {
  readonly #inbox: Array<ReceivedTransfer> = []

  /** Newest first. */
  get inbox(): ReadonlyArray<ReceivedTransfer> {
    return this.#inbox
  }

  @OnPayrailWebhook("banking.transfer.incoming.completed")
  @OnPayrailWebhook("banking.transfer.incoming.pending")
  record(transfer: IncomingTransfer, context: PayrailWebhookContext): void {
    this.#inbox.unshift({ event: context.event, receivedAt: new Date().toISOString(), transfer })
    this.#inbox.length = Math.min(this.#inbox.length, INBOX_SIZE)
  }
}
