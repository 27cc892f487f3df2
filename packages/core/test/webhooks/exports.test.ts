import { describe, expect, it } from "vitest"
import * as core from "../../src/index"

describe("@payrail/core public surface: webhooks", () => {
  it("exports the webhook functions and the transfer schema", () => {
    for (const name of [
      "createWebhookVerifier",
      "createWebhookRouter",
      "createMemoryDedupeStore",
      "signWebhook",
      "webhookEventOf",
      "IncomingTransfer",
      "WebhookVerificationError",
      "WebhookPayloadError"
    ]) {
      expect(core, name).toHaveProperty(name)
    }
    expect(core.WEBHOOK_EVENTS).toEqual(["banking.transfer.incoming.pending", "banking.transfer.incoming.completed"])
    expect(core.webhookEventOf({ status: "PENDING" })).toBe("banking.transfer.incoming.pending")
  })
})
