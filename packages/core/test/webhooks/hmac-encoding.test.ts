/**
 * A body received as a string is signed over its UTF-8 bytes (src/webhooks/hmac.ts): a
 * non-ASCII string body verifies exactly as its UTF-8 bytes do, and not as its Latin-1 bytes, on
 * both crypto backends and both schemes.
 */
import { afterEach, describe, expect, it } from "vitest"
import { createWebhookVerifier, signWebhook, type WebhookScheme } from "../../src/webhooks"
import { useNodeCryptoWhenAvailable } from "../../src/webhooks/hmac"
import { whsec } from "./fixtures"

const NOW_S = 1_700_000_000
const secret = whsec(new Uint8Array(32).fill(9))
const body = JSON.stringify({ note: "Café – 10 € – naïve – 日本 – 🙂" })

const outcome = (p: Promise<unknown>) => p.then(() => "ok", (e: Error) => `${e.constructor.name}: ${e.message}`)

afterEach(() => useNodeCryptoWhenAvailable(true))

describe.each([
  ["node:crypto", true],
  ["web-crypto", false]
] as const)("%s", (_backend, useNode) => {
  it.each(["hmac-sha256", "standard-webhooks"] as const)("%s: a non-ASCII string body verifies as its UTF-8 bytes", async (scheme: WebhookScheme) => {
    useNodeCryptoWhenAvailable(useNode)
    const { headers } = await signWebhook(body, { secret, scheme, id: "msg_1", timestamp: NOW_S })
    const verifier = createWebhookVerifier({ secrets: [secret], scheme, now: () => NOW_S * 1000 })
    const bytes = new TextEncoder().encode(body)
    expect(bytes.length).toBeGreaterThan(body.length) // really non-ASCII
    expect(await outcome(verifier.verifySignature(body, headers))).toBe("ok")
    expect(await outcome(verifier.verifySignature(bytes, headers))).toBe("ok")
    expect(await outcome(verifier.verifySignature(Buffer.from(body, "utf8"), headers))).toBe("ok")
    expect(await outcome(verifier.verifySignature(Buffer.from(body, "latin1"), headers))).toMatch(/^WebhookVerificationError: No matching signature/)
  })
})
