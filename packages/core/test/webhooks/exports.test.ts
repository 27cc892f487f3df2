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

describe("@payrail/core and @payrail/core/webhooks agree", () => {
  // The root lists the webhook exports by hand (the webhooks entry also re-exports schema
  // values, which the root leaves to @payrail/core/schema, and the receivers' building blocks,
  // which the framework adapters import from @payrail/core/webhooks): a name added to one must reach both.
  const RECEIVER_BUILDING_BLOCKS = ["signatureHeaderOf", "webhookErrorResult"]
  it("every runtime export of the webhooks entry that is not a schema value or a receiver's building block is on the root, the same object", async () => {
    const webhooks = await import("../../src/webhooks/index")
    const missing = Object.keys(webhooks).filter((name) =>
      !(name in schemas) && !RECEIVER_BUILDING_BLOCKS.includes(name) &&
      (core as Record<string, unknown>)[name] !== (webhooks as Record<string, unknown>)[name]
    )
    expect(missing).toEqual([])
    for (const name of RECEIVER_BUILDING_BLOCKS) {
      expect(webhooks, name).toHaveProperty(name)
      expect(core, name).not.toHaveProperty(name)
    }
    expect(Object.keys(webhooks).length).toBeGreaterThan(10)
  })
})
