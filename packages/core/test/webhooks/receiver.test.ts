/**
 * The receiver constants every framework adapter shares (src/webhooks/receiver.ts), checked
 * against signWebhook's own headers so a renamed header or path breaks here, not in an adapter.
 */
import { describe, expect, it } from "vitest"
import {
  DEFAULT_MAX_BODY_BYTES,
  PAYRAIL_EVENTS_PATH,
  PAYRAIL_WEBHOOK_PATH,
  signatureHeaderOf,
  signWebhook
} from "../../src/webhooks"
import { whsec } from "./fixtures"

describe("receiver constants", () => {
  it("names the documented paths and the 1 MiB body cap", () => {
    expect(PAYRAIL_WEBHOOK_PATH).toBe("/v1/banking/transfers") // docs/service-facts.md#webhook-url
    expect(PAYRAIL_EVENTS_PATH).toBe("/webhooks/payrail")
    expect(DEFAULT_MAX_BODY_BYTES).toBe(1_048_576)
  })

  it("signatureHeaderOf names the header signWebhook sets for each scheme", async () => {
    const hmac = await signWebhook("{}", { secret: "s" })
    expect(Object.keys(hmac.headers)).toContain(signatureHeaderOf("hmac-sha256"))
    expect(signatureHeaderOf(undefined)).toBe("x-hmac-signature")
    expect(signatureHeaderOf("hmac-sha256")).toBe("x-hmac-signature")
    const standard = await signWebhook("{}", { secret: whsec(new Uint8Array(16)), scheme: "standard-webhooks" })
    expect(Object.keys(standard.headers)).toContain(signatureHeaderOf("standard-webhooks"))
    expect(signatureHeaderOf("standard-webhooks")).toBe("webhook-signature")
  })
})
