/**
 * What src/webhooks/verify.ts decides beyond its contract tests: a numeric string is not a maxAgeSeconds, an empty base64 after `v1,` stays an empty entry, and
 * a header mixing another version with a bad v1 entry is "no match", not "no v1 signature".
 */
import { describe, expect, it } from "vitest"
import { createWebhookVerifier, signWebhook, type WebhookVerifierOptions } from "../../src/webhooks"
import { transferFixture, whsec } from "./fixtures"

const body = JSON.stringify(transferFixture())
const NOW_S = 1_700_000_000
const secret = whsec(new Uint8Array(32).fill(7))

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: Error & { reason?: string }) => `${e.constructor.name}${e.reason === undefined ? "" : `(${e.reason})`}: ${e.message}`
  )

describe("maxAgeSeconds", () => {
  it("refuses a numeric string, as it refuses any non-number", () => {
    for (const maxAgeSeconds of ["60", "0", true]) {
      expect(() => createWebhookVerifier({ secrets: ["x"], maxAgeSeconds } as unknown as WebhookVerifierOptions)).toThrow(
        "maxAgeSeconds must be a number > 0, or false"
      )
    }
  })
})

describe("webhook-signature entries", () => {
  const verifier = () =>
    createWebhookVerifier({ secrets: [secret], scheme: "standard-webhooks", now: () => NOW_S * 1000 })
  const sign = () => signWebhook(body, { secret, scheme: "standard-webhooks", id: "msg_1", timestamp: NOW_S })

  it("a valid signature with an extra comma after `v1,` is no match (only a trailing comma is dropped)", async () => {
    const { headers } = await sign()
    const good = headers["webhook-signature"]!
    expect(good.startsWith("v1,")).toBe(true)
    expect(await outcome(verifier().verify(body, headers))).toBe("ok")
    expect(await outcome(verifier().verify(body, { ...headers, "webhook-signature": `${good},` }))).toBe("ok")
    expect(await outcome(verifier().verify(body, { ...headers, "webhook-signature": `v1,,${good.slice(3)}` }))).toBe(
      "WebhookVerificationError(invalid-signature): No matching signature (webhook-signature)"
    )
  })

  it("another version next to a bad v1 entry is no match, not a missing v1", async () => {
    const { headers } = await sign()
    const bad = `v1,${Buffer.alloc(31, 1).toString("base64")}`
    expect(await outcome(verifier().verify(body, { ...headers, "webhook-signature": `v2,abc ${bad}` }))).toBe(
      "WebhookVerificationError(invalid-signature): No matching signature (webhook-signature)"
    )
    expect(await outcome(verifier().verify(body, { ...headers, "webhook-signature": "v2,abc v1a,def" }))).toBe(
      "WebhookVerificationError(invalid-signature): No v1 signature in webhook-signature"
    )
  })
})
