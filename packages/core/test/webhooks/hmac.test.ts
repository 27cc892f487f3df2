import { createHmac } from "node:crypto"
import fc from "fast-check"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ConfigurationError, WebhookPayloadError, WebhookVerificationError } from "../../src/errors"
import { createWebhookVerifier, signWebhook } from "../../src/webhooks"
import { propertyRuns, transferFixture } from "./fixtures"

const SECRET = "wh_secret_3f9a0c"
const nodeSignature = (body: string | Uint8Array, secret = SECRET) =>
  createHmac("sha256", secret).update(body).digest("base64")

const body = JSON.stringify(transferFixture())
const verifier = createWebhookVerifier({ secrets: [SECRET] })

const reason = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: Error) => `${e.constructor.name}: ${e.message}`
  )

afterEach(() => {
  vi.restoreAllMocks()
})

describe("hmac-sha256 (the service's scheme, docs/service-facts.md#webhook-signature)", () => {
  it("accepts a signature computed by node:crypto, and decodes the notification", async () => {
    const event = await verifier.verify(body, { "x-hmac-signature": nodeSignature(body) })
    expect(event).toMatchObject({
      name: "banking.transfer.incoming.completed",
      family: "banking.transfer.incoming",
      accountId: transferFixture().account_id,
      dedupeKey: "xfer_01J9ZK3Q8V:COMPLETED"
    })
    expect(event.data).toEqual(transferFixture())
    expect(event.raw).toEqual(transferFixture())
  })

  // Secrets are non-blank: a blank one is refused at setup (ConfigurationError), tested apart.
  it("signWebhook signs exactly as node:crypto does", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 400 }), fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ""), async (text, secret) => {
        const signed = await signWebhook(text, { secret })
        expect(signed.body).toBe(text)
        expect(signed.headers["x-hmac-signature"]).toBe(nodeSignature(new TextEncoder().encode(text), secret))
        expect(signed.headers["content-type"]).toBe("application/json")
      }),
      { numRuns: propertyRuns(40) }
    )
  })

  it("a single flipped byte in the body is refused", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.nat(), fc.integer({ min: 1, max: 255 }), async (bytes, where, mask) => {
        const signature = nodeSignature(bytes)
        const v = createWebhookVerifier({ secrets: [SECRET] })
        await v.verifySignature(bytes, { "x-hmac-signature": signature })
        const tampered = bytes.slice()
        const i = where % tampered.length
        tampered[i] = tampered[i]! ^ mask
        await expect(v.verifySignature(tampered, { "x-hmac-signature": signature })).rejects.toThrow(WebhookVerificationError)
      }),
      { numRuns: propertyRuns(40) }
    )
  })

  it("refuses a tampered body, a wrong secret and a missing or empty header with 'verification' errors", async () => {
    const signature = nodeSignature(body)
    const tampered = body.replace("1250.75", "9250.75")
    expect(await reason(verifier.verify(tampered, { "x-hmac-signature": signature }))).toBe(
      "WebhookVerificationError: No matching signature (x-hmac-signature)"
    )
    expect(await reason(verifier.verify(body, { "x-hmac-signature": nodeSignature(body, "other") }))).toMatch(
      /^WebhookVerificationError: No matching signature/
    )
    expect(await reason(verifier.verify(body, {}))).toBe("WebhookVerificationError: Missing x-hmac-signature header")
    expect(await reason(verifier.verify(body, { "x-hmac-signature": "" }))).toBe(
      "WebhookVerificationError: Missing x-hmac-signature header"
    )
    expect(await reason(verifier.verify(body, { "x-hmac-signature": signature.slice(0, -2) }))).toMatch(/No matching/)
    const wrongHex = createHmac("sha256", "other").update(body).digest("hex")
    expect(await reason(verifier.verify(body, { "x-hmac-signature": wrongHex }))).toMatch(/No matching/)
    expect(await reason(verifier.verify(body, { "x-hmac-signature": `sha256=${wrongHex}` }))).toMatch(/No matching/)
    const refused = await verifier.verify(tampered, { "x-hmac-signature": signature }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ reason: "invalid-signature" })
    expect(await verifier.verify(body, {}).catch((e: unknown) => e)).toMatchObject({ reason: "missing-signature" })
  })

  it("accepts the forms the service's own plugin tolerates: a sha256= prefix, hex (either case) and base64 (docs/service-facts.md#webhook-signature)", async () => {
    const mac = createHmac("sha256", SECRET).update(body)
    const digest = mac.digest()
    const hex = digest.toString("hex")
    for (const form of [digest.toString("base64"), `sha256=${digest.toString("base64")}`, hex, hex.toUpperCase(), `sha256=${hex}`]) {
      await expect(verifier.verify(body, { "x-hmac-signature": form })).resolves.toMatchObject({ family: "banking.transfer.incoming" })
    }
    // a hex digest one nibble off, or one character short, is not a match
    const off = (hex[0] === "0" ? "1" : "0") + hex.slice(1)
    for (const form of [off, hex.slice(1), `sha256:${hex}`, `sha1=${hex}`]) {
      await expect(verifier.verify(body, { "x-hmac-signature": form })).rejects.toThrow(/No matching/)
    }
  })

  it("reads headers from Headers or a record, in any case, with repeated values", async () => {
    const signature = nodeSignature(body)
    const shapes: Array<unknown> = [
      new Headers({ "X-HMAC-Signature": signature }),
      { "X-Hmac-Signature": signature },
      { "X-HMAC-SIGNATURE": [signature] },
      { "x-hmac-signature": ["bogus", signature] }, // Node's IncomingHttpHeaders style
      new Headers([["x-hmac-signature", "bogus"], ["x-hmac-signature", signature]]), // joined with ", "
      { "x-hmac-signature": undefined, "X-Hmac-Signature": signature }
    ]
    for (const headers of shapes) await expect(verifier.verify(body, headers as Headers)).resolves.toMatchObject({ data: { id: "xfer_01J9ZK3Q8V" } })
  })

  it("takes the body as a string, a Uint8Array, a Buffer or an ArrayBuffer, byte for byte", async () => {
    const bytes = new TextEncoder().encode(body)
    const headers = { "x-hmac-signature": nodeSignature(body) }
    for (const raw of [body, bytes, Buffer.from(body), bytes.buffer.slice(0)]) {
      await expect(verifier.verify(raw, headers)).resolves.toMatchObject({ data: { status: "COMPLETED" } })
    }
    // bytes that are not UTF-8 are signed as bytes: verified, then refused as a payload
    const latin1 = Uint8Array.from([0x7b, 0xe9, 0x7d])
    await expect(verifier.verify(latin1, { "x-hmac-signature": nodeSignature(latin1) })).rejects.toThrow(/not valid UTF-8/)
  })

  it("refuses a parsed object instead of the raw body, saying why", async () => {
    const headers = { "x-hmac-signature": nodeSignature(body) }
    const error = await verifier.verify(JSON.parse(body), headers).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as Error).message).toMatch(/raw request body/)
    expect((error as Error).message).toMatch(/body parser/)
    expect((error as Error).message).toMatch(/express\.raw/)
    const missing = await verifier.verify(undefined as unknown as string, headers).catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(ConfigurationError)
    expect((missing as Error).message).toMatch(/was not captured/)
  })

  it("checks the optional x-api-key / x-secret pair", async () => {
    const apiKey = { key: "merchant-key", secret: "merchant-secret" }
    const v = createWebhookVerifier({ secrets: [SECRET], apiKey })
    const signed = await signWebhook(body, { secret: SECRET, apiKey })
    expect(signed.headers).toMatchObject({ "x-api-key": "merchant-key", "x-secret": "merchant-secret" })
    await expect(v.verify(signed.body, signed.headers)).resolves.toMatchObject({ data: { id: "xfer_01J9ZK3Q8V" } })
    const sig = { "x-hmac-signature": signed.headers["x-hmac-signature"]! }
    expect(await reason(v.verify(body, sig))).toBe("WebhookVerificationError: Missing x-api-key or x-secret header")
    expect(await reason(v.verify(body, { ...sig, "x-api-key": "merchant-key", "x-secret": "nope" }))).toBe(
      "WebhookVerificationError: Wrong x-api-key or x-secret"
    )
    expect(await reason(v.verify(body, { ...sig, "X-API-KEY": "nope", "X-Secret": "merchant-secret" }))).toMatch(/Wrong/)
    // a prefix, an extension or a value of another length is as wrong as any other (compared as fixed-length digests)
    for (const secret of ["merchant-secre", "merchant-secret!", "m", "merchant-secret".repeat(50)]) {
      expect(await reason(v.verify(body, { ...sig, "x-api-key": "merchant-key", "x-secret": secret }))).toMatch(/Wrong/)
    }
    // the pair alone is not enough: the signature is still required
    expect(await reason(v.verify(body, { "x-api-key": "merchant-key", "x-secret": "merchant-secret" }))).toMatch(
      /Missing x-hmac-signature/
    )
  })

  it("accepts any of several secrets (rotation)", async () => {
    const v = createWebhookVerifier({ secrets: ["old-secret", "new-secret"] })
    for (const s of ["old-secret", "new-secret"]) {
      await expect(v.verify(body, { "x-hmac-signature": nodeSignature(body, s) })).resolves.toBeDefined()
    }
    await expect(v.verify(body, { "x-hmac-signature": nodeSignature(body, "third") })).rejects.toThrow(WebhookVerificationError)
    await expect(signWebhook(body, { secret: ["a", "b"] })).rejects.toThrow(ConfigurationError)
  })


  it("refuses bad configuration up front", () => {
    expect(() => createWebhookVerifier({ secrets: [] })).toThrow(ConfigurationError)
    expect(() => createWebhookVerifier({ secrets: [""] })).toThrow(ConfigurationError)
    expect(() => createWebhookVerifier({ secrets: ["x"], scheme: "md5" as "hmac-sha256" })).toThrow(/Unknown webhook scheme/)
  })

  it("signs no timestamp: a replay of a resource older than maxAgeSeconds (default 7 days) is refused as stale", async () => {
    const signature = { "x-hmac-signature": nodeSignature(body) }
    const updatedAt = Date.parse(transferFixture().updated_at)
    const at = (ms: number) => createWebhookVerifier({ secrets: [SECRET], now: () => updatedAt + ms })
    await expect(at(7 * 86_400_000 - 1000).verify(body, signature)).resolves.toBeDefined()
    const stale = await at(7 * 86_400_000 + 1000).verify(body, signature).catch((e: unknown) => e)
    expect(stale).toBeInstanceOf(WebhookVerificationError)
    expect(stale).toMatchObject({ reason: "stale" })
    // configurable, and `false` turns it off
    const hour = (ms: number) => createWebhookVerifier({ secrets: [SECRET], maxAgeSeconds: 3600, now: () => updatedAt + ms })
    await expect(hour(3_599_000).verify(body, signature)).resolves.toBeDefined()
    await expect(hour(3_601_000).verify(body, signature)).rejects.toMatchObject({ reason: "stale" })
    const off = createWebhookVerifier({ secrets: [SECRET], maxAgeSeconds: false, now: () => updatedAt + 365 * 86_400_000 })
    await expect(off.verify(body, signature)).resolves.toBeDefined()
    for (const maxAgeSeconds of [0, -1, Number.NaN, Infinity, "7d" as unknown as number]) {
      expect(() => createWebhookVerifier({ secrets: [SECRET], maxAgeSeconds })).toThrow(ConfigurationError)
    }
  })

  it("refuses blank secrets at setup, naming no secret", () => {
    for (const secret of [" ", "\t\n", ""]) {
      const error = (() => {
        try {
          createWebhookVerifier({ secrets: [secret] })
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(ConfigurationError)
      expect((error as Error).message).toMatch(/non-blank/)
    }
    expect(() => createWebhookVerifier({ secrets: ["real-secret", " "] })).toThrow(ConfigurationError)
    expect(() => createWebhookVerifier({ secrets: [SECRET], apiKey: { key: "", secret: "s" } })).toThrow(ConfigurationError)
  })
})

describe("payload validation (signature fine, body checked)", () => {
  const signedVerify = async (text: string) => {
    const { headers } = await signWebhook(text, { secret: SECRET })
    return verifier.verify(text, headers)
  }

  it("refuses a body that is not JSON", async () => {
    const error = await signedVerify("received=true").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WebhookPayloadError)
    expect((error as Error).message).toMatch(/not JSON/)
  })

  it("refuses a body of the wrong shape, naming every path", async () => {
    const wrong = transferFixture({ id: "tr_1", amount: { value: "12", currency: "USD" }, status: 3 })
    delete (wrong as Record<string, unknown>).created_at
    const error = (await signedVerify(JSON.stringify(wrong)).catch((e: unknown) => e)) as WebhookPayloadError
    expect(error).toBeInstanceOf(WebhookPayloadError)
    expect(error.issues.map((i) => i.path).sort()).toEqual(["amount.value", "created_at", "id", "status"])
    expect(error.issues.find((i) => i.path === "id")?.message).toMatch(/xfer_/)
    for (const shape of ["[]", "null", "\"text\"", "42", "{}"]) {
      await expect(signedVerify(shape)).rejects.toThrow(WebhookPayloadError)
    }
  })

  it("keeps unknown fields and accepts unknown enum values (the list may grow)", async () => {
    const t = await signedVerify(
      JSON.stringify(transferFixture({ status: "RETURNED", payment_rail: "SEPA_INSTANT", future_field: { a: 1 } }))
    )
    expect(t.name).toBe("banking.transfer.incoming.returned")
    expect(t.data).toMatchObject({ status: "RETURNED", payment_rail: "SEPA_INSTANT", future_field: { a: 1 } })
  })

  it("accepts null or absent descriptive fields", async () => {
    const t = await signedVerify(JSON.stringify(transferFixture({ sender: null, description: null, provider: undefined })))
    expect(t.data).toMatchObject({ sender: null })
    expect("provider" in (t.data as object)).toBe(false)
  })

  it("accepts each of the spec's rails and statuses", async () => {
    for (const payment_rail of ["ACH_STANDARD", "ACH_SAME_DAY", "WIRE", "RTP", "FPS", "CHAPS", "BACS", "NPP", "PAYTO", "BPAY"]) {
      for (const status of ["PENDING", "COMPLETED"]) {
        await expect(signedVerify(JSON.stringify(transferFixture({ payment_rail, status })))).resolves.toMatchObject({ data: { payment_rail, status } })
      }
    }
  })
})
