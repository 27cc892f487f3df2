/**
 * The verifier as a caller sees it: which error (class, message, reason) for which input, on
 * both HMAC backends; the exact setup errors; the edges of every limit. Written to catch
 * one-line changes to src/webhooks/verify.ts.
 */
import { createHmac } from "node:crypto"
import { afterEach, describe, expect, it } from "vitest"
import { ConfigurationError, WebhookPayloadError, WebhookVerificationError } from "../../src/errors"
import {
  createWebhookVerifier,
  DEFAULT_MAX_AGE_SECONDS,
  DEFAULT_TOLERANCE_SECONDS,
  MIN_STANDARD_SECRET_BYTES,
  signWebhook,
  type WebhookVerifierOptions
} from "../../src/webhooks"
import { useNodeCryptoWhenAvailable } from "../../src/webhooks/hmac"
import { transferFixture, whsec } from "./fixtures"

afterEach(() => {
  useNodeCryptoWhenAvailable(true)
})

const SECRET = "verify-contract-secret"
const body = JSON.stringify(transferFixture())
const mac = (text: string, secret = SECRET) => createHmac("sha256", secret).update(text).digest("base64")

/** What a call ended in: "ok", or the error's class, reason (if any) and message. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: Error & { reason?: string }) => `${e.constructor.name}${e.reason === undefined ? "" : `(${e.reason})`}: ${e.message}`
  )

const setupError = (options: WebhookVerifierOptions): string => {
  try {
    createWebhookVerifier(options)
    return "ok"
  } catch (e) {
    return `${(e as Error).constructor.name}: ${(e as Error).message}`
  }
}

describe("setup errors, exactly", () => {
  it("the exported defaults are the documented ones", () => {
    expect(DEFAULT_TOLERANCE_SECONDS).toBe(300)
    expect(DEFAULT_MAX_AGE_SECONDS).toBe(7 * 86_400)
    expect(MIN_STANDARD_SECRET_BYTES).toBe(16)
  })

  it("scheme, secrets, tolerance, maxAge and apiKey", () => {
    expect(setupError({ secrets: ["x"], scheme: "md5" as "hmac-sha256" })).toBe('ConfigurationError: Unknown webhook scheme "md5"')
    expect(setupError({ secrets: [] })).toBe("ConfigurationError: At least one webhook secret is required")
    expect(setupError({ secrets: undefined as unknown as string })).toBe("ConfigurationError: At least one webhook secret is required")
    expect(setupError({ secrets: [" "] })).toBe("ConfigurationError: A webhook secret must be a non-blank string")
    expect(setupError({ secrets: [42 as unknown as string] })).toBe("ConfigurationError: A webhook secret must be a non-blank string")
    for (const toleranceSeconds of [-1, Number.NaN, Infinity]) {
      expect(setupError({ secrets: ["x"], toleranceSeconds })).toBe("ConfigurationError: toleranceSeconds must be a number ≥ 0")
    }
    expect(setupError({ secrets: ["x"], toleranceSeconds: 0 })).toBe("ok")
    expect(setupError({ secrets: ["x"], maxAgeSeconds: 0 })).toBe("ConfigurationError: maxAgeSeconds must be a number > 0, or false")
    expect(setupError({ secrets: ["x"], maxAgeSeconds: 0.5 })).toBe("ok")
    for (const apiKey of [
      { key: "", secret: "s" },
      { key: "k", secret: "" },
      { key: 1 as unknown as string, secret: "s" },
      { key: "k", secret: null as unknown as string }
    ]) {
      expect(setupError({ secrets: ["x"], apiKey })).toBe("ConfigurationError: apiKey needs a non-empty key and secret")
    }
    expect(setupError({ secrets: ["x"], apiKey: { key: "k", secret: "s" } })).toBe("ok")
  })

  it("a single secret may be given as a string", async () => {
    const v = createWebhookVerifier({ secrets: SECRET })
    await expect(v.verify(body, { "x-hmac-signature": mac(body) })).resolves.toMatchObject({ data: { id: "xfer_01J9ZK3Q8V" } })
  })

  it("standard-webhooks secrets: empty, not base64, or shorter than 16 bytes are refused with their size", () => {
    const standard = (secret: string) => setupError({ secrets: [secret], scheme: "standard-webhooks" })
    const notBase64 =
      "ConfigurationError: A standard-webhooks secret must be `whsec_` followed by non-empty, padded, standard base64"
    expect(standard("whsec_")).toBe(notBase64)
    expect(standard("whsec_not base64!")).toBe(notBase64)
    expect(standard(whsec(new Uint8Array(15)))).toBe(
      "ConfigurationError: A standard-webhooks secret must hold at least 16 bytes (this one holds 15)"
    )
    expect(standard(whsec(new Uint8Array(16)))).toBe("ok")
    // hmac-sha256 takes the same text as plain UTF-8 bytes
    expect(setupError({ secrets: ["whsec_"] })).toBe("ok")
  })

  it("exposes its scheme", () => {
    expect(createWebhookVerifier({ secrets: ["x"] }).scheme).toBe("hmac-sha256")
    expect(createWebhookVerifier({ secrets: [whsec(new Uint8Array(16))], scheme: "standard-webhooks" }).scheme).toBe("standard-webhooks")
  })
})

describe.each([
  ["node:crypto", true],
  ["web-crypto", false]
] as const)("hmac-sha256 on %s", (_backend, useNode) => {
  const verifier = () => {
    useNodeCryptoWhenAvailable(useNode)
    return createWebhookVerifier({ secrets: [SECRET] })
  }

  it("names what is wrong: no header, nothing usable in it, no match", async () => {
    const v = verifier()
    expect(await outcome(v.verify(body, {}))).toBe("WebhookVerificationError(missing-signature): Missing x-hmac-signature header")
    expect(await outcome(v.verify(body, { "x-hmac-signature": " , " }))).toBe(
      "WebhookVerificationError(missing-signature): Missing x-hmac-signature header"
    )
    expect(await outcome(v.verify(body, { "x-hmac-signature": "garbage" }))).toBe(
      "WebhookVerificationError(invalid-signature): No matching signature (x-hmac-signature)"
    )
    expect(await outcome(v.verify(body, { "x-hmac-signature": mac(body, "other") }))).toBe(
      "WebhookVerificationError(invalid-signature): No matching signature (x-hmac-signature)"
    )
  })

  it("finds the one good signature among several, however they are separated", async () => {
    const v = verifier()
    const good = mac(body)
    const bad = mac(body, "other")
    for (const header of [`${bad},${good}`, `${bad} ${good}`, `${good}, ${bad}`, `garbage\t${good}`, `${bad},,${good},`]) {
      expect(await outcome(v.verify(body, { "x-hmac-signature": header }))).toBe("ok")
    }
    expect(await outcome(v.verify(body, { "x-hmac-signature": [bad, good] }))).toBe("ok")
    expect(await outcome(v.verify(body, { "x-hmac-signature": `${bad} ${bad}` }))).toMatch(/No matching signature/)
  })

  it("with rotated secrets, each one verifies, whichever position it holds", async () => {
    useNodeCryptoWhenAvailable(useNode)
    const v = createWebhookVerifier({ secrets: ["first", "second", "third"] })
    for (const s of ["first", "second", "third"]) {
      expect(await outcome(v.verify(body, { "x-hmac-signature": mac(body, s) }))).toBe("ok")
      expect(await outcome(v.verify(body, { "x-hmac-signature": `${mac(body, "none")} ${mac(body, s)}` }))).toBe("ok")
    }
    expect(await outcome(v.verify(body, { "x-hmac-signature": mac(body, "none") }))).toMatch(/No matching signature/)
  })

  it("verifySignature checks the signature only: a signed non-JSON body passes, an unsigned one does not", async () => {
    const v = verifier()
    await expect(v.verifySignature("not json", { "x-hmac-signature": mac("not json") })).resolves.toBeUndefined()
    expect(await outcome(v.verify("not json", { "x-hmac-signature": mac("not json") }))).toMatch(/^WebhookPayloadError/)
    expect(await outcome(v.verifySignature("not json", { "x-hmac-signature": mac("other") }))).toMatch(/No matching signature/)
    expect(await outcome(v.verifySignature(new TextEncoder().encode("bytes"), { "x-hmac-signature": mac("bytes") }))).toBe("ok")
  })

  it("the api key pair: both needed, both compared", async () => {
    useNodeCryptoWhenAvailable(useNode)
    const v = createWebhookVerifier({ secrets: [SECRET], apiKey: { key: "the-key", secret: "the-secret" } })
    const sig = { "x-hmac-signature": mac(body) }
    const cases: Array<[Record<string, string>, string]> = [
      [{ "x-api-key": "the-key", "x-secret": "the-secret" }, "ok"],
      [{ "x-api-key": "the-key" }, "WebhookVerificationError(api-key): Missing x-api-key or x-secret header"],
      [{ "x-secret": "the-secret" }, "WebhookVerificationError(api-key): Missing x-api-key or x-secret header"],
      [{ "x-api-key": "the-key", "x-secret": "wrong" }, "WebhookVerificationError(api-key): Wrong x-api-key or x-secret"],
      [{ "x-api-key": "wrong", "x-secret": "the-secret" }, "WebhookVerificationError(api-key): Wrong x-api-key or x-secret"],
      [{ "x-api-key": "the-secret", "x-secret": "the-key" }, "WebhookVerificationError(api-key): Wrong x-api-key or x-secret"]
    ]
    for (const [headers, expected] of cases) {
      // twice: the expected digests are computed once and reused
      expect(await outcome(v.verify(body, { ...sig, ...headers }))).toBe(expected)
      expect(await outcome(v.verify(body, { ...sig, ...headers }))).toBe(expected)
    }
    // the api key is checked before the signature
    expect(await outcome(v.verify(body, { "x-hmac-signature": "garbage" }))).toMatch(/Missing x-api-key/)
  })

  it("stale only past maxAgeSeconds, with the limit in the message; standard-webhooks is never judged by age", async () => {
    useNodeCryptoWhenAvailable(useNode)
    const updated = Date.parse(transferFixture().updated_at)
    const at = (elapsedMs: number) => createWebhookVerifier({ secrets: [SECRET], maxAgeSeconds: 60, now: () => updated + elapsedMs })
    const sig = { "x-hmac-signature": mac(body) }
    expect(await outcome(at(60_000).verify(body, sig))).toBe("ok")
    expect(await outcome(at(60_001).verify(body, sig))).toBe(
      "WebhookVerificationError(stale): The notification's resource is older than maxAgeSeconds (60 s): refused as a replay"
    )
    // the signature check does not judge age
    await expect(at(60_001).verifySignature(body, sig)).resolves.toBeUndefined()
    const secret = whsec(new Uint8Array(16).fill(3))
    const longAfter = updated + 365 * 86_400_000
    const standard = createWebhookVerifier({ secrets: [secret], scheme: "standard-webhooks", maxAgeSeconds: 60, now: () => longAfter })
    const signed = await signWebhook(body, { secret, scheme: "standard-webhooks", timestamp: Math.floor(longAfter / 1000) })
    expect(await outcome(standard.verify(signed.body, signed.headers))).toBe("ok")
  })
})

describe.each([
  ["node:crypto", true],
  ["web-crypto", false]
] as const)("standard-webhooks on %s", (_backend, useNode) => {
  const secret = whsec(new Uint8Array(32).fill(7))
  const NOW_S = 1_700_000_000
  const verifier = (options: Partial<WebhookVerifierOptions> = {}) => {
    useNodeCryptoWhenAvailable(useNode)
    return createWebhookVerifier({ secrets: [secret], scheme: "standard-webhooks", now: () => NOW_S * 1000, ...options })
  }
  const sign = (timestamp = NOW_S, secrets: string | Array<string> = secret) =>
    signWebhook(body, { secret: secrets, scheme: "standard-webhooks", id: "msg_1", timestamp })

  it("names a missing header, a bad timestamp, and which way a stale one is off", async () => {
    const v = verifier()
    const { headers } = await sign()
    const missing = "WebhookVerificationError(missing-signature): Missing webhook-id, webhook-timestamp or webhook-signature header"
    for (const drop of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
      const { [drop]: _gone, ...rest } = headers
      expect(await outcome(v.verify(body, rest))).toBe(missing)
    }
    expect(await outcome(v.verify(body, { ...headers, "webhook-signature": "  " }))).toBe(missing)
    const badTimestamp = "WebhookVerificationError(invalid-signature): Invalid webhook-timestamp header (expected integer seconds)"
    for (const timestamp of ["0" + String(NOW_S), `${NOW_S}.5`, "-1", "1e9", "x", "1234567890123456"]) {
      expect(await outcome(v.verify(body, { ...headers, "webhook-timestamp": timestamp }))).toBe(badTimestamp)
    }
    const old = await sign(NOW_S - 301)
    expect(await outcome(v.verify(old.body, old.headers))).toBe("WebhookVerificationError(stale): Webhook timestamp too old")
    const future = await sign(NOW_S + 301)
    expect(await outcome(v.verify(future.body, future.headers))).toBe("WebhookVerificationError(stale): Webhook timestamp too new")
  })

  it("the tolerance is inclusive both ways and configurable down to 0", async () => {
    for (const [tolerance, offset, expected] of [
      [undefined, 300, "ok"],
      [undefined, -300, "ok"],
      [10, 10, "ok"],
      [10, -10, "ok"],
      [10, 11, "too new"],
      [10, -11, "too old"],
      [0, 0, "ok"],
      [0, 1, "too new"],
      [0, -1, "too old"]
    ] as const) {
      const v = verifier({ toleranceSeconds: tolerance })
      const s = await sign(NOW_S + offset)
      const result = await outcome(v.verify(s.body, s.headers))
      expect(result === "ok" ? "ok" : result.replace(/^.*timestamp /, "")).toBe(expected)
    }
    // "0" is a valid timestamp (only stale against this clock)
    const zero = await sign(0)
    expect(await outcome(verifier().verify(zero.body, zero.headers))).toMatch(/too old/)
  })

  it("v1 entries only; a v1 entry that is not a 32-byte signature is no match", async () => {
    const v = verifier()
    const { headers } = await sign()
    const good = headers["webhook-signature"]!
    const b64of = (n: number) => Buffer.alloc(n, 1).toString("base64")
    expect(await outcome(v.verify(body, { ...headers, "webhook-signature": `v2,${good.slice(3)}` }))).toBe(
      "WebhookVerificationError(invalid-signature): No v1 signature in webhook-signature"
    )
    expect(await outcome(v.verify(body, { ...headers, "webhook-signature": `,${good.slice(3)}` }))).toMatch(/No v1 signature/)
    expect(await outcome(v.verify(body, { ...headers, "webhook-signature": `v1${good.slice(3)}` }))).toMatch(/No v1 signature/)
    for (const entry of [`v1,${b64of(31)}`, `v1,${b64of(33)}`, "v1,not-base64", "v1,"]) {
      expect(await outcome(v.verify(body, { ...headers, "webhook-signature": entry }))).toBe(
        "WebhookVerificationError(invalid-signature): No matching signature (webhook-signature)"
      )
    }
    expect(await outcome(v.verify(body, { ...headers, "webhook-signature": `v1,${b64of(32)}` }))).toBe(
      "WebhookVerificationError(invalid-signature): No matching signature (webhook-signature)"
    )
    // a good entry after other versions, malformed entries and a trailing comma (Headers joining repeats)
    expect(await outcome(v.verify(body, { ...headers, "webhook-signature": `v2,abc v1,${b64of(31)} ${good},` }))).toBe("ok")
  })

  it("signs id, timestamp and body together: changing the id or the timestamp breaks it", async () => {
    const v = verifier()
    const { headers } = await sign()
    expect(await outcome(v.verify(body, headers))).toBe("ok")
    expect(await outcome(v.verify(body, { ...headers, "webhook-id": "msg_2" }))).toMatch(/No matching signature/)
    expect(await outcome(v.verify(body, { ...headers, "webhook-timestamp": String(NOW_S + 1) }))).toMatch(/No matching signature/)
  })

  it("with rotated secrets, a signature by any of them verifies", async () => {
    const other = whsec(new Uint8Array(32).fill(8))
    const third = whsec(new Uint8Array(32).fill(9))
    const v = verifier({ secrets: [secret, other, third] })
    for (const s of [secret, other, third]) {
      const signed = await sign(NOW_S, s)
      expect(await outcome(v.verify(signed.body, signed.headers))).toBe("ok")
    }
    const stranger = await sign(NOW_S, whsec(new Uint8Array(32).fill(1)))
    expect(await outcome(v.verify(stranger.body, stranger.headers))).toMatch(/No matching signature/)
  })

  it("refuses a signed body that is not a notification with a payload error, not a signature error", async () => {
    const v = verifier()
    const signed = await signWebhook("[]", { secret, scheme: "standard-webhooks", id: "msg_1", timestamp: NOW_S })
    const error = await v.verify(signed.body, signed.headers).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WebhookPayloadError)
  })
})

describe("what verify refuses before any signature work", () => {
  it("a parsed body is a ConfigurationError even with a valid signature", async () => {
    const v = createWebhookVerifier({ secrets: [SECRET] })
    const error = await v.verify(JSON.parse(body), { "x-hmac-signature": mac(body) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect(error).not.toBeInstanceOf(WebhookVerificationError)
  })
})
