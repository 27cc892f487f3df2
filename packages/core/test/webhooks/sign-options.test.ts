/**
 * signWebhook's options: the headers it writes and every option it refuses, with the message a
 * merchant's test sees. Signatures are checked with the real `standardwebhooks` package.
 *
 */
import { Webhook } from "standardwebhooks"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ConfigurationError } from "../../src/errors"
import { signWebhook } from "../../src/webhooks"
import { VECTOR } from "./fixtures"

const scheme = "standard-webhooks" as const

/** The ConfigurationError message signWebhook rejects with. */
const refusal = async (run: () => Promise<unknown>): Promise<string> => {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ConfigurationError)
  return (error as ConfigurationError).message
}

afterEach(() => {
  vi.useRealTimers()
})

describe("signWebhook: standard-webhooks headers", () => {
  it("reproduces the published vector, with the given id and timestamp", async () => {
    const { headers, body } = await signWebhook(VECTOR.payload, { secret: VECTOR.secret, scheme, id: VECTOR.id, timestamp: VECTOR.timestamp })
    expect(body).toBe(VECTOR.payload)
    expect(headers).toEqual({
      "content-type": "application/json",
      "webhook-id": VECTOR.id,
      "webhook-timestamp": String(VECTOR.timestamp),
      "webhook-signature": VECTOR.signature
    })
  })

  it("a Date and fractional seconds become whole epoch seconds; 0 is a valid timestamp", async () => {
    const at = async (timestamp: number | Date) =>
      (await signWebhook(VECTOR.payload, { secret: VECTOR.secret, scheme, id: VECTOR.id, timestamp })).headers["webhook-timestamp"]
    expect(await at(new Date(VECTOR.timestamp * 1000 + 999))).toBe(String(VECTOR.timestamp))
    expect(await at(VECTOR.timestamp + 0.9)).toBe(String(VECTOR.timestamp))
    expect(await at(0)).toBe("0")
  })

  it("defaults: a msg_ id made of a UUID's hex digits, and the clock's current second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date(1_700_000_000_500))
    const a = await signWebhook({ n: 1 }, { secret: VECTOR.secret, scheme })
    const b = await signWebhook({ n: 1 }, { secret: VECTOR.secret, scheme })
    expect(a.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/)
    expect(a.headers["webhook-id"]).not.toBe(b.headers["webhook-id"])
    expect(a.headers["webhook-timestamp"]).toBe("1700000000")
    // the real package accepts it at that time
    const verified = new Webhook(VECTOR.secret).verify(a.body, a.headers)
    expect(verified).toEqual({ n: 1 })
  })

  it("several secrets: one v1 entry each, space separated, each valid for its secret", async () => {
    const other = "whsec_" + Buffer.from("another secret of 32 bytes......").toString("base64")
    const { headers } = await signWebhook(VECTOR.payload, { secret: [VECTOR.secret, other], scheme, id: VECTOR.id, timestamp: VECTOR.timestamp })
    const entries = headers["webhook-signature"]!.split(" ")
    expect(entries).toHaveLength(2)
    expect(entries[0]).toBe(VECTOR.signature)
    expect(entries[1]).toBe(new Webhook(other).sign(VECTOR.id, new Date(VECTOR.timestamp * 1000), VECTOR.payload))
  })
})

describe("signWebhook: refused options", () => {
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, new Date(Number.NaN)])("timestamp %s", async (timestamp) => {
    expect(await refusal(() => signWebhook("{}", { secret: VECTOR.secret, scheme, timestamp }))).toBe("timestamp must be epoch seconds ≥ 0, or a Date")
  })

  it("an unknown scheme is named", async () => {
    expect(await refusal(() => signWebhook("{}", { secret: "s", scheme: "hmac-sha512" as typeof scheme }))).toBe('Unknown webhook scheme "hmac-sha512"')
  })

  it("no secret at all", async () => {
    expect(await refusal(() => signWebhook("{}", { secret: [], scheme }))).toBe("signWebhook needs a secret")
    expect(await refusal(() => signWebhook("{}", { secret: [] }))).toBe("signWebhook needs a secret")
  })

  it("hmac-sha256 takes one secret, and says so", async () => {
    expect(await refusal(() => signWebhook("{}", { secret: ["a", "b"] }))).toBe("hmac-sha256 carries a single signature: pass one secret")
  })
})
