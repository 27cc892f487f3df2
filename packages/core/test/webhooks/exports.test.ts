import { describe, expect, it } from "vitest"
import * as core from "../../src/index"
import * as schemas from "../../src/schema"

describe("@payrail/core public surface: webhooks", () => {
  it("exports the webhook functions; the transfer schema is on @payrail/core/schema", () => {
    for (const name of [
      "createWebhookVerifier",
      "createWebhookRouter",
      "createMemoryDedupeStore",
      "signWebhook",
      "webhookEventOf",
      "WebhookVerificationError",
      "WebhookPayloadError"
    ]) {
      expect(core, name).toHaveProperty(name)
    }
    // the schema value lives on its own entry, so importing the client loads no effect/Schema
    expect(core).not.toHaveProperty("IncomingTransfer")
    expect(schemas).toHaveProperty("IncomingTransfer")
    expect(core.WEBHOOK_EVENTS).toEqual(["banking.transfer.incoming.pending", "banking.transfer.incoming.completed"])
    expect(core.webhookEventOf({ status: "PENDING" })).toBe("banking.transfer.incoming.pending")
  })
})
