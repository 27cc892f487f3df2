import fc from "fast-check"
import { Webhook, WebhookVerificationError as TheirVerificationError } from "standardwebhooks"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ConfigurationError, WebhookVerificationError } from "../../src/errors"
import { createWebhookVerifier, signWebhook } from "../../src/webhooks"
import { propertyRuns, transferFixture, VECTOR, whsec } from "./fixtures"

const scheme = "standard-webhooks" as const

/** Verifies only the signature (payloads here are arbitrary, not notifications). */
const accepts = async (secrets: ReadonlyArray<string>, body: string | Uint8Array, headers: object, now?: number) => {
  const verifier = createWebhookVerifier({ secrets, scheme, ...(now === undefined ? {} : { now: () => now }) })
  return verifier.verifySignature(body, headers as Record<string, string>).then(
    () => true,
    (e: unknown) => {
      if (e instanceof WebhookVerificationError) return false
      throw e
    }
  )
}

afterEach(() => {
  vi.useRealTimers()
})

describe("standard-webhooks: the published test vector", () => {
  it("the installed standardwebhooks package reproduces it", () => {
    const theirs = new Webhook(VECTOR.secret).sign(VECTOR.id, new Date(VECTOR.timestamp * 1000), VECTOR.payload)
    expect(theirs).toBe(VECTOR.signature)
  })

  it("signWebhook reproduces it exactly", async () => {
    const { headers, body } = await signWebhook(VECTOR.payload, {
      secret: VECTOR.secret,
      scheme,
      id: VECTOR.id,
      timestamp: VECTOR.timestamp
    })
    expect(body).toBe(VECTOR.payload)
    expect(headers).toMatchObject({
      "webhook-id": VECTOR.id,
      "webhook-timestamp": String(VECTOR.timestamp),
      "webhook-signature": VECTOR.signature
    })
  })

  it("the verifier accepts it at its own time and refuses it a day later", async () => {
    const headers = {
      "webhook-id": VECTOR.id,
      "webhook-timestamp": String(VECTOR.timestamp),
      "webhook-signature": VECTOR.signature
    }
    expect(await accepts([VECTOR.secret], VECTOR.payload, headers, VECTOR.timestamp * 1000)).toBe(true)
    expect(await accepts([VECTOR.secret], VECTOR.payload, headers, (VECTOR.timestamp + 86_400) * 1000)).toBe(false)
    // a Date.timestamp passed as a Date gives the same signature
    const asDate = await signWebhook(VECTOR.payload, {
      secret: VECTOR.secret,
      scheme,
      id: VECTOR.id,
      timestamp: new Date(VECTOR.timestamp * 1000)
    })
    expect(asDate.headers["webhook-signature"]).toBe(VECTOR.signature)
  })
})

describe("standard-webhooks: interop with the standardwebhooks package", () => {
  const idArb = fc.stringMatching(/^msg_[A-Za-z0-9]{1,32}$/)
  const secretArb = fc.uint8Array({ minLength: 16, maxLength: 64 })
  const payloadArb = fc.oneof(fc.json(), fc.string({ unit: "binary", maxLength: 300 }))
  const offsetArb = fc.integer({ min: -250, max: 250 }) // well inside the tolerance: both sides read the real clock

  it("what we sign, it verifies (and parses to the same JSON)", async () => {
    await fc.assert(
      fc.asyncProperty(idArb, secretArb, payloadArb, offsetArb, async (id, key, payload, offset) => {
        const secret = whsec(key)
        const timestamp = Math.floor(Date.now() / 1000) + offset
        const { headers, body } = await signWebhook(payload, { secret, scheme, id, timestamp })
        expect(body).toBe(payload)
        // throws their WebhookVerificationError on a mismatch
        new Webhook(secret).verify(body, headers, { jsonParse: false })
        const isJson = (() => {
          try {
            JSON.parse(payload)
            return payload !== ""
          } catch {
            return false
          }
        })()
        if (isJson) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(payload))
      }),
      { numRuns: propertyRuns(40) }
    )
  })

  it("what it signs, we verify (string and bytes bodies)", async () => {
    await fc.assert(
      fc.asyncProperty(idArb, secretArb, payloadArb, offsetArb, async (id, key, payload, offset) => {
        const secret = whsec(key)
        const date = new Date((Math.floor(Date.now() / 1000) + offset) * 1000)
        const signature = new Webhook(secret).sign(id, date, payload)
        const headers = {
          "webhook-id": id,
          "webhook-timestamp": String(Math.floor(date.getTime() / 1000)),
          "webhook-signature": signature
        }
        expect(await accepts([secret], payload, headers)).toBe(true)
        expect(await accepts([secret], new TextEncoder().encode(payload), new Headers(headers))).toBe(true)
      }),
      { numRuns: propertyRuns(40) }
    )
  })

  it("a single flipped byte anywhere in the body is refused", async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (key, bytes, where, mask) => {
          const secret = whsec(key)
          const text = Buffer.from(bytes).toString("latin1") // one char per byte, all < 256
          const { headers, body } = await signWebhook(text, { secret, scheme })
          const raw = new TextEncoder().encode(body)
          expect(await accepts([secret], raw, headers)).toBe(true)
          const tampered = raw.slice()
          const i = where % tampered.length
          tampered[i] = tampered[i]! ^ mask
          expect(await accepts([secret], tampered, headers)).toBe(false)
        }
      ),
      { numRuns: propertyRuns(40) }
    )
  })

  it("a changed webhook-id, timestamp or signature character is refused", async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, fc.json(), fc.nat(), async (key, payload, where) => {
        const secret = whsec(key)
        const now = 1_700_000_000
        const { headers, body } = await signWebhook(payload, { secret, scheme, id: "msg_1", timestamp: now })
        expect(await accepts([secret], body, headers, now * 1000)).toBe(true)
        expect(await accepts([secret], body, { ...headers, "webhook-id": "msg_2" }, now * 1000)).toBe(false)
        expect(
          await accepts([secret], body, { ...headers, "webhook-timestamp": String(now - 1) }, now * 1000)
        ).toBe(false)
        const sig = headers["webhook-signature"]!
        const i = 3 + (where % (sig.length - 4)) // a base64 character, not the padding
        const swapped = sig[i] === "A" ? "B" : "A"
        const tampered = sig.slice(0, i) + swapped + sig.slice(i + 1)
        expect(await accepts([secret], body, { ...headers, "webhook-signature": tampered }, now * 1000)).toBe(false)
      }),
      { numRuns: propertyRuns(30) }
    )
  })

  it("a wrong secret is refused by both", async () => {
    const { headers, body } = await signWebhook(transferFixture(), { secret: whsec(new Uint8Array(24).fill(1)), scheme })
    const other = whsec(new Uint8Array(24).fill(2))
    expect(await accepts([other], body, headers)).toBe(false)
    expect(() => new Webhook(other).verify(body, headers)).toThrow(TheirVerificationError)
  })
})

describe("standard-webhooks: timestamp tolerance", () => {
  const secret = whsec(new Uint8Array(32).fill(7))
  const T = 1_700_000_000

  const at = async (offsetSeconds: number, toleranceSeconds?: number, nowMs = T * 1000) => {
    const { headers, body } = await signWebhook("{}", { secret, scheme, timestamp: T + offsetSeconds })
    const verifier = createWebhookVerifier({ secrets: [secret], scheme, now: () => nowMs, toleranceSeconds })
    return verifier.verifySignature(body, headers).then(
      () => "ok",
      (e: Error) => e.message
    )
  }

  it("accepts 300 s either way and refuses 301 s, like the reference library", async () => {
    expect(await at(-300)).toBe("ok")
    expect(await at(300)).toBe("ok")
    expect(await at(-301)).toMatch(/too old/)
    expect(await at(301)).toMatch(/too new/)
    expect(await at(-300, undefined, T * 1000 + 999)).toBe("ok") // milliseconds are floored

    vi.useFakeTimers({ now: T * 1000, toFake: ["Date"] })
    for (const [offset, ok] of [[-300, true], [300, true], [-301, false], [301, false]] as const) {
      const { headers, body } = await signWebhook("{}", { secret, scheme, timestamp: T + offset })
      const theirs = (() => {
        try {
          new Webhook(secret).verify(body, headers)
          return true
        } catch {
          return false
        }
      })()
      expect(theirs).toBe(ok)
    }
  })

  it("is configurable", async () => {
    expect(await at(-10, 10)).toBe("ok")
    expect(await at(-11, 10)).toMatch(/too old/)
    expect(await at(11, 10)).toMatch(/too new/)
    expect(await at(0, 0)).toBe("ok")
    expect(() => createWebhookVerifier({ secrets: [secret], scheme, toleranceSeconds: -1 })).toThrow(ConfigurationError)
  })

  it("refuses a timestamp that is not integer seconds", async () => {
    const { headers, body } = await signWebhook("{}", { secret, scheme, timestamp: T })
    for (const bad of ["", "abc", "1700000000.5", "-1700000000", "1e9", " 17000000 00", "01700000000"]) {
      const verifier = createWebhookVerifier({ secrets: [secret], scheme, now: () => T * 1000 })
      await expect(verifier.verifySignature(body, { ...headers, "webhook-timestamp": bad })).rejects.toThrow(
        WebhookVerificationError
      )
    }
  })
})

describe("standard-webhooks: rotation and signature lists", () => {
  const oldSecret = whsec(new Uint8Array(32).fill(3))
  const newSecret = whsec(new Uint8Array(32).fill(4))
  const T = 1_700_000_000
  const now = T * 1000

  it("a verifier holding both secrets accepts a signature made with either", async () => {
    for (const secret of [oldSecret, newSecret]) {
      const { headers, body } = await signWebhook("{}", { secret, scheme, timestamp: T })
      expect(await accepts([oldSecret, newSecret], body, headers, now)).toBe(true)
    }
    const { headers, body } = await signWebhook("{}", { secret: whsec(new Uint8Array(32).fill(5)), scheme, timestamp: T })
    expect(await accepts([oldSecret, newSecret], body, headers, now)).toBe(false)
  })

  it("signs with several secrets as a space-separated list that both sides accept", async () => {
    const { headers, body } = await signWebhook("{\"a\":1}", { secret: [oldSecret, newSecret], scheme, timestamp: T })
    const entries = headers["webhook-signature"]!.split(" ")
    expect(entries).toHaveLength(2)
    expect(entries.every((e) => /^v1,[A-Za-z0-9+/]{43}=$/.test(e))).toBe(true)
    expect(await accepts([newSecret], body, headers, now)).toBe(true)
    expect(await accepts([oldSecret], body, headers, now)).toBe(true)
    vi.useFakeTimers({ now, toFake: ["Date"] })
    expect(new Webhook(newSecret).verify(body, headers)).toEqual({ a: 1 })
  })

  it("skips unknown versions and malformed entries, and needs a v1 match", async () => {
    const { headers, body } = await signWebhook("{}", { secret: newSecret, scheme, timestamp: T })
    const good = headers["webhook-signature"]!
    const sig = good.slice(3)
    const withList = (list: string) => accepts([newSecret], body, { ...headers, "webhook-signature": list }, now)
    expect(await withList(`v1,${"A".repeat(43)}= ${good}`)).toBe(true)
    expect(await withList(`v2,${sig} v1a,${sig} garbage ${good}`)).toBe(true)
    expect(await withList(`  ${good}   `)).toBe(true)
    expect(await withList(`v2,${sig}`)).toBe(false) // the right MAC under an unknown version does not count
    expect(await withList(`v1a,${sig} ,${sig} ${sig}`)).toBe(false)
    expect(await withList(`v1,${sig}x`)).toBe(false)
  })

  it("repeated headers (arrays, or Headers joining them) still verify", async () => {
    const { headers, body } = await signWebhook("{}", { secret: newSecret, scheme, timestamp: T })
    const good = headers["webhook-signature"]!
    const bogus = `v1,${"B".repeat(43)}=`
    expect(await accepts([newSecret], body, { ...headers, "webhook-signature": [bogus, good] }, now)).toBe(true)
    const joined = new Headers(headers)
    joined.set("webhook-signature", bogus)
    joined.append("webhook-signature", good)
    expect(await accepts([newSecret], body, joined, now)).toBe(true)
    // but two different ids are ambiguous
    expect(await accepts([newSecret], body, { ...headers, "webhook-id": [headers["webhook-id"]!, "msg_x"] }, now)).toBe(
      false
    )
  })

  it("missing headers are refused, with a message naming them", async () => {
    const { headers, body } = await signWebhook("{}", { secret: newSecret, scheme, timestamp: T })
    for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
      const rest = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name))
      const verifier = createWebhookVerifier({ secrets: [newSecret], scheme, now: () => now })
      await expect(verifier.verifySignature(body, rest)).rejects.toThrow(/Missing webhook-id, webhook-timestamp or webhook-signature/)
    }
  })
})

describe("standard-webhooks: secrets are decoded strictly", () => {
  it.each([
    ["empty", "whsec_"],
    ["not base64", "whsec_not*base64!"],
    ["missing padding", "whsec_QQ"],
    ["non-canonical padding bits", "whsec_QR=="],
    ["inner whitespace", "whsec_MfKQ9r8GKYqr TwjUPD8ILPZIo2LaLaSw"],
    ["url-safe alphabet", "whsec_-_-_"],
    ["one byte", whsec(new Uint8Array([7]))],
    ["15 bytes", whsec(new Uint8Array(15).fill(7))],
    ["blank", "   "]
  ])("refuses a secret with %s", (_, secret) => {
    let error: unknown
    try {
      createWebhookVerifier({ secrets: [secret], scheme })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigurationError)
    if (secret.length > 6) expect((error as Error).message).not.toContain(secret.slice(6)) // never echoes the secret
  })

  it("accepts a secret of 16 bytes, the shortest allowed, in the verifier and in signWebhook", async () => {
    const secret = whsec(new Uint8Array(16).fill(7))
    const signed = await signWebhook(transferFixture(), { secret, scheme })
    await expect(createWebhookVerifier({ secrets: [secret], scheme }).verify(signed.body, signed.headers)).resolves.toBeDefined()
    await expect(signWebhook("{}", { secret: whsec(new Uint8Array(15)), scheme })).rejects.toThrow(/at least 16 bytes/)
  })

  it("accepts a secret with or without the whsec_ prefix (same key)", async () => {
    const body = VECTOR.payload
    const headers = { "webhook-id": VECTOR.id, "webhook-timestamp": String(VECTOR.timestamp), "webhook-signature": VECTOR.signature }
    expect(await accepts([VECTOR.secret.slice(6)], body, headers, VECTOR.timestamp * 1000)).toBe(true)
  })
})
