/**
 * Compile-time checks of @OnPayrailWebhook (run by `tsc --noEmit`, not by vitest): a method that
 * cannot take the event of its selector is a type error, and so is an unknown selector.
 */
import type { IncomingTransfer, Payment, WebhookEventOf } from "@payrail/core"
import { OnPayrailWebhook, type PayrailWebhookContext, type WebhookEvent } from "../../src/index"

export class Fits {
  @OnPayrailWebhook("banking.transfer.incoming.completed")
  noArgs() {}

  @OnPayrailWebhook("banking.transfer.incoming.completed")
  transfer(event: WebhookEventOf<"banking.transfer.incoming">): IncomingTransfer {
    return event.data
  }

  @OnPayrailWebhook("payment.*")
  payments(event: WebhookEventOf<"payment">, _context: PayrailWebhookContext): Payment {
    return event.data
  }

  // the inbox's transaction, typed by the handler (pg.PoolClient with createPostgresInbox)
  @OnPayrailWebhook("payment.*")
  async inTransaction(event: WebhookEventOf<"payment">, { tx }: PayrailWebhookContext<{ query(sql: string, values: Array<unknown>): Promise<unknown> }>) {
    await tx?.query("UPDATE orders SET status = $2 WHERE payment_id = $1", [event.data.id, event.data.status])
  }

  @OnPayrailWebhook("*")
  both(_event: WebhookEvent, _context: PayrailWebhookContext): Promise<void> {
    return Promise.resolve()
  }
}

export class DoesNotFit {
  // @ts-expect-error a handler receives the event, not a bare transfer
  @OnPayrailWebhook("banking.transfer.incoming.completed")
  bare(_transfer: IncomingTransfer) {}

  // @ts-expect-error a payment event's data is not a subscription
  @OnPayrailWebhook("payment.purchase")
  wrongFamily(_event: WebhookEventOf<"subscription">) {}

  // @ts-expect-error a typed transaction does not loosen the event's type
  @OnPayrailWebhook("payment.purchase")
  wrongFamilyInTransaction(_event: WebhookEventOf<"subscription">, _context: PayrailWebhookContext<{ query(): void }>) {}
}

export const typo = () => {
  class Typo {
    // @ts-expect-error unknown event name
    @OnPayrailWebhook("payment.purchse")
    run() {}
  }
  return Typo
}
