/**
 * Compile-time checks of @OnPayrailWebhook (run by `tsc --noEmit`, not by vitest): a method that
 * cannot take a transfer is a type error.
 */
import type { IncomingTransfer } from "@payrail/core"
import { OnPayrailWebhook, type PayrailWebhookContext } from "../../src/index"

export class Fits {
  @OnPayrailWebhook("banking.transfer.incoming.completed")
  noArgs() {}

  @OnPayrailWebhook("*")
  both(_transfer: IncomingTransfer, _context: PayrailWebhookContext): Promise<void> {
    return Promise.resolve()
  }
}

export class DoesNotFit {
  // @ts-expect-error a handler receives an IncomingTransfer, not a string
  @OnPayrailWebhook("banking.transfer.incoming.completed")
  wrong(_id: string) {}
}
