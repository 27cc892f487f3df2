/**
 * Both HMAC backends verify the same notifications: `node:crypto` (what Node, Bun and Deno
 * use) and Web Crypto (what Cloudflare Workers use), for both schemes and every body form.
 */
import { createHmac } from "node:crypto"
import { afterEach, describe, expect, it, vi } from "vitest"
import { WebhookVerificationError } from "../../src/errors"
import { createWebhookVerifier, signWebhook } from "../../src/webhooks"
import { cryptoBackend, useNodeCryptoWhenAvailable } from "../../src/webhooks/hmac"
import { transferFixture, whsec } from "./fixtures"

afterEach(() => {
  useNodeCryptoWhenAvailable(true)
  vi.restoreAllMocks()
})

const body = JSON.stringify(transferFixture())
const secret = "backend-secret"
const standardSecret = whsec(new Uint8Array(24).fill(5))

describe.each([
  ["node:crypto", true],
  ["web-crypto", false]
] as const)("%s", (backend, useNode) => {
  it("is the backend in use", () => {
    useNodeCryptoWhenAvailable(useNode)
    expect(cryptoBackend()).toBe(backend)
  })

  it("verifies hmac-sha256 (string, bytes, hex) and standard-webhooks, and refuses a tampered body", async () => {
    useNodeCryptoWhenAvailable(useNode)
    const hmac = createWebhookVerifier({ secrets: [secret] })
    const signature = createHmac("sha256", secret).update(body).digest()
    for (const raw of [body, new TextEncoder().encode(body), Buffer.from(body)]) {
      await expect(hmac.verify(raw, { "x-hmac-signature": signature.toString("base64") })).resolves.toMatchObject({ data: { id: "xfer_01J9ZK3Q8V" } })
    }
    await expect(hmac.verify(body, { "x-hmac-signature": `sha256=${signature.toString("hex")}` })).resolves.toMatchObject({ data: { id: "xfer_01J9ZK3Q8V" } })
    await expect(hmac.verify(body.replace("1250", "9250"), { "x-hmac-signature": signature.toString("base64") })).rejects.toThrow(
      WebhookVerificationError
    )
    const standard = createWebhookVerifier({ secrets: [standardSecret], scheme: "standard-webhooks" })
    const signed = await signWebhook(body, { secret: standardSecret, scheme: "standard-webhooks" })
    await expect(standard.verify(signed.body, signed.headers)).resolves.toMatchObject({ data: { id: "xfer_01J9ZK3Q8V" } })
    await expect(standard.verify(`${signed.body} `, signed.headers)).rejects.toThrow(WebhookVerificationError)
  })

  it("signs what the other backend verifies", async () => {
    useNodeCryptoWhenAvailable(useNode)
    const signed = await signWebhook(body, { secret })
    useNodeCryptoWhenAvailable(!useNode)
    await expect(createWebhookVerifier({ secrets: [secret] }).verify(signed.body, signed.headers)).resolves.toMatchObject({ data: { id: "xfer_01J9ZK3Q8V" } })
  })
})

describe("keys are made once per secret", () => {
  it("web-crypto: one importKey per secret, however many deliveries", async () => {
    useNodeCryptoWhenAvailable(false)
    const spy = vi.spyOn(globalThis.crypto.subtle, "importKey")
    const v = createWebhookVerifier({ secrets: ["k1", "k2"] })
    const signature = createHmac("sha256", "k2").update(body).digest("base64")
    for (let i = 0; i < 5; i++) await v.verify(body, { "x-hmac-signature": signature })
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it("node:crypto: never touches Web Crypto", async () => {
    useNodeCryptoWhenAvailable(true)
    const sign = vi.spyOn(globalThis.crypto.subtle, "sign")
    const importKey = vi.spyOn(globalThis.crypto.subtle, "importKey")
    const v = createWebhookVerifier({ secrets: [secret], apiKey: { key: "k", secret: "s" } })
    const signed = await signWebhook(body, { secret, apiKey: { key: "k", secret: "s" } })
    await v.verify(signed.body, signed.headers)
    expect(sign).not.toHaveBeenCalled()
    expect(importKey).not.toHaveBeenCalled()
  })
})
