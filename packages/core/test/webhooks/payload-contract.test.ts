/**
 * From a verified body to an event, as `verify` returns it (docs/service-facts.md#webhook-envelope, A5, A8): every
 * field of the event for each shape, the dedupe key's rules, and the exact error for each kind of
 * bad body. Written to hold across a rework of src/webhooks/payload.ts.
 */
import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { WebhookPayloadError } from "../../src/errors"
import { createWebhookVerifier, signWebhook, type WebhookEvent } from "../../src/webhooks"
import paymentJson from "../fixtures/payment-retrieve.json"
import { transferFixture } from "./fixtures"

const SECRET = "payload-contract-secret"
const verifier = createWebhookVerifier({ secrets: [SECRET], maxAgeSeconds: false })

const verify = async (body: unknown): Promise<WebhookEvent> => {
  const signed = await signWebhook(typeof body === "string" ? body : JSON.stringify(body), { secret: SECRET })
  return verifier.verify(signed.body, signed.headers)
}

const refusal = async (body: unknown): Promise<WebhookPayloadError> => {
  const error = await verify(body).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(WebhookPayloadError)
  return error as WebhookPayloadError
}

/** Verifies bytes exactly as given (signed with node:crypto). */
const verifyBytes = (bytes: Uint8Array) =>
  verifier.verify(bytes, { "x-hmac-signature": createHmac("sha256", SECRET).update(bytes).digest("base64") })

/** The message is `text`, or `text` followed by the issue summary the error appends (": path: message; ..."). */
const expectHeadline = (error: Error, text: string) => {
  if (error.message !== text) expect(error.message.startsWith(`${text}: `), error.message).toBe(true)
}

const keyOf = async (body: unknown) => (await verify(body)).dedupeKey

const payment = paymentJson
const { transactions: _t, ...paymentWithoutTransactions } = paymentJson

describe("bodies that are not JSON", () => {
  it("bytes that are not UTF-8", async () => {
    const bytes = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])
    const error = await verifyBytes(bytes).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WebhookPayloadError)
    expect((error as Error).message).toBe("The webhook body is not valid UTF-8")
  })

  it("text that is not JSON, with the parser's reason", async () => {
    const error = await refusal("{not json")
    expect(error.message).toMatch(/^The webhook body is not JSON \(.+\)$/)
    const bytesError = await verifyBytes(new TextEncoder().encode("[1,")).catch((e: unknown) => e)
    expect((bytesError as Error).message).toMatch(/^The webhook body is not JSON \(/)
  })

  it("UTF-8 bytes are decoded as such", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ type_event: "loyalty.café", data: { note: "déjà" } }))
    expect(await verifyBytes(body)).toMatchObject({ name: "loyalty.café", data: { note: "déjà" } })
  })
})

describe("version-2 envelopes", () => {
  it("every field of the event", async () => {
    const body = { type: "payment", type_event: "payment.refund", account_id: "acc-9", retry: 3, version: 2, data: { payment } }
    expect(await verify(body)).toEqual({
      name: "payment.refund",
      family: "payment",
      data: payment,
      accountId: "acc-9",
      retry: 3,
      version: 2,
      dedupeKey: expect.any(String),
      raw: body
    })
  })

  it("the name: type_event, else type.event; a bare event gets its type; a full name keeps its own", async () => {
    const data = { note: 1 }
    expect((await verify({ type_event: "loyalty.x", "type.event": "loyalty.y", data })).name).toBe("loyalty.x")
    expect((await verify({ type_event: "", "type.event": "loyalty.y", data })).name).toBe("loyalty.y")
    expect((await verify({ type: "loyalty", type_event: "x", data })).name).toBe("loyalty.x")
    expect((await verify({ type: "", type_event: "x", data })).name).toBe("x")
    expect((await verify({ type: "loyalty", type_event: "perks.x", data })).name).toBe("perks.x")
  })

  it("the family: the name's, else the type's, else unknown", async () => {
    expect((await verify({ type: "payment", type_event: "payment.refund", data: { payment } })).family).toBe("payment")
    // a new event name of a known type is of that type's family
    expect(await verify({ type: "payment", type_event: "refunded_twice", data: { payment } })).toMatchObject({
      name: "payment.refunded_twice",
      family: "payment"
    })
    expect(await verify({ type: "payment", type_event: "loyalty.x", data: { payment } })).toMatchObject({ family: "payment" })
    expect((await verify({ type: "loyalty", type_event: "loyalty.x", data: 5 })).family).toBe("unknown")
    expect((await verify({ type_event: "loyalty.x", data: null })).family).toBe("unknown")
  })

  it("accountId, retry and version: strings and numbers read, anything else absent (retry 0)", async () => {
    const base = { type_event: "loyalty.x", data: {} }
    expect(await verify({ ...base, account_id: "", retry: "4", version: "2" })).toMatchObject({ accountId: undefined, retry: 4, version: 2 })
    expect(await verify({ ...base, account_id: 7, retry: " ", version: "v2" })).toMatchObject({ accountId: undefined, retry: 0, version: undefined })
    expect(await verify({ ...base, retry: null, version: true })).toMatchObject({ retry: 0, version: undefined })
    expect(await verify({ ...base, retry: "1e1", version: 0 })).toMatchObject({ retry: 10, version: 0 })
    expect(await verify(base)).toMatchObject({ accountId: undefined, retry: 0, version: undefined })
  })

  it("a known family needs a data object; banking passes data as sent; an unknown one takes anything", async () => {
    for (const data of [null, "x", [1], undefined]) {
      const error = await refusal({ type: "report", type_event: "report.update", data })
      expectHeadline(error, "The report.update notification has no data object")
      expect(error.issues).toEqual([{ path: "data", message: "Expected an object" }])
    }
    const odd = { anything: [1, 2], id: 5 }
    expect((await verify({ type: "banking", type_event: "banking.entity.created", data: odd })).data).toEqual(odd)
    expect((await verify({ type_event: "loyalty.x", data: [1, 2] })).data).toEqual([1, 2])
  })

  it("a broken resource: the paths under data, the event named", async () => {
    const error = await refusal({ type_event: "payment.purchase", data: { payment: { ...payment, amount: "ten", country: 5 } } })
    expectHeadline(error, "The payment.purchase notification's resource is not valid")
    expect(error.issues.map((i) => i.path).sort()).toEqual(["data.payment.amount", "data.payment.country"])
    const whole = await refusal({ type_event: "subscription.pause", data: { subscription: "not an object" } })
    expect(whole.issues.map((i) => i.path)).toEqual(["data.subscription"])
    const payout = await refusal({ type_event: "payout.payout", data: { id: 5 } })
    expect(payout.issues.every((i) => i.path.startsWith("data."))).toBe(true)
  })
})

describe("version-1 { payment } bodies", () => {
  const v1 = (p: Record<string, unknown>) => ({ payment: p })

  it("every field of the event", async () => {
    const body = v1(payment)
    expect(await verify(body)).toEqual({
      name: "payment.authorize", // its last transaction's type
      family: "payment",
      data: payment,
      accountId: payment.account_id,
      retry: 0,
      version: 1,
      dedupeKey: expect.any(String),
      raw: body
    })
  })

  it("the event: the last transaction's type, one transaction object's type, else the status", async () => {
    const tx = payment.transactions[0]!
    const name = async (p: Record<string, unknown>) => (await verify(v1(p))).name
    expect(await name({ ...payment, transactions: [tx, { ...tx, type: "CAPTURE" }] })).toBe("payment.capture")
    expect(await name({ ...payment, transactions: { ...tx, type: "REFUND" } })).toBe("payment.refund")
    for (const [status, event] of [
      ["REFUNDED", "payment.refund"],
      ["CANCELED", "payment.cancel"],
      ["VERIFIED", "payment.verify"],
      ["CHARGEBACK", "payment.chargeback"],
      ["PENDING", "payment.authorize"],
      ["SUCCEEDED", "payment.purchase"]
    ] as const) {
      expect(await name({ ...paymentWithoutTransactions, status }), status).toBe(event)
    }
  })

  it("a broken payment is named under `payment`; a body with a type is not a v1 body", async () => {
    const error = await refusal(v1({ ...payment, amount: "ten" }))
    expectHeadline(error, "The payment.authorize notification's resource is not valid")
    expect(error.issues.map((i) => i.path)).toEqual(["payment.amount"])
    const typed = await refusal({ type: "payment", payment })
    expect(typed.message).toMatch(/^The webhook body is not a valid notification/)
  })
})

describe("the flat incoming transfer", () => {
  it("every field of the event", async () => {
    const body = transferFixture({ status: "PENDING" })
    expect(await verify(body)).toEqual({
      name: "banking.transfer.incoming.pending",
      family: "banking.transfer.incoming",
      data: body,
      accountId: body.account_id,
      retry: 0,
      version: undefined,
      dedupeKey: `${body.id}:PENDING`,
      raw: body
    })
  })

  it("anything of none of the shapes names them all, with the transfer's issues", async () => {
    for (const body of [{ hello: "world" }, [1], 5, JSON.stringify("text"), null]) {
      const error = await refusal(body)
      expectHeadline(
        error,
        "The webhook body is not a valid notification (expected an envelope with `type_event` (or `type.event`), " +
          "a version-1 `{ payment }` body, or an incoming transfer)"
      )
      expect(error.issues.length).toBeGreaterThan(0)
    }
  })
})

describe("dedupe keys (docs/service-facts.md#webhook-dedupe)", () => {
  const env = (data: unknown, extra: Record<string, unknown> = {}) => ({ type_event: "loyalty.x", data, ...extra })

  it("data.idempotency_key wins: the same key is the same notification, whatever else changed", async () => {
    const a = await keyOf(env({ idempotency_key: "evt-1", id: "r1", status: "A" }))
    expect(await keyOf(env({ idempotency_key: "evt-1", id: "r2", status: "B" }))).toBe(a)
    expect(await keyOf(env({ idempotency_key: "evt-2", id: "r1", status: "A" }))).not.toBe(a)
    // per event name
    expect(await keyOf({ type_event: "loyalty.y", data: { idempotency_key: "evt-1" } })).not.toBe(a)
    // an empty key does not count
    expect(await keyOf(env({ idempotency_key: "", id: "r1", status: "A" }))).not.toBe(await keyOf(env({ idempotency_key: "", id: "r9", status: "A" })))
  })

  it("else the resource's id (code, transfer_id, id, vaulted_token, in that order), time and status", async () => {
    const base = { code: "c1", transfer_id: "t1", id: "i1", vaulted_token: "v1", updated_at: "u1", created_at: "c-at", status: "S" }
    const k = await keyOf(env(base))
    expect(await keyOf(env({ ...base, transfer_id: "t2", id: "i2", vaulted_token: "v2", extra: 1 }))).toBe(k)
    expect(await keyOf(env({ ...base, code: "c2" }))).not.toBe(k)
    expect(await keyOf(env({ ...base, updated_at: "u2" }))).not.toBe(k)
    expect(await keyOf(env({ ...base, created_at: "other" }))).toBe(k) // updated_at is there
    expect(await keyOf(env({ ...base, status: "T" }))).not.toBe(k)
    // a re-delivery differs only in retry
    expect(await keyOf(env(base, { retry: 5 }))).toBe(k)

    const { code: _c, ...noCode } = base
    const kt = await keyOf(env(noCode))
    expect(await keyOf(env({ ...noCode, transfer_id: "t2" }))).not.toBe(kt)
    expect(await keyOf(env({ ...noCode, id: "i2" }))).toBe(kt)
    const { transfer_id: _tr, ...onlyId } = noCode
    const ki = await keyOf(env(onlyId))
    expect(await keyOf(env({ ...onlyId, id: "i2" }))).not.toBe(ki)
    expect(await keyOf(env({ ...onlyId, vaulted_token: "v2" }))).toBe(ki)
    const { id: _i, ...onlyToken } = onlyId
    expect(await keyOf(env({ ...onlyToken, vaulted_token: "v2" }))).not.toBe(await keyOf(env(onlyToken)))
  })

  it("created_at when there is no updated_at; a status that is not a string does not count", async () => {
    const k = await keyOf(env({ id: "r", created_at: "c1" }))
    expect(await keyOf(env({ id: "r", created_at: "c2" }))).not.toBe(k)
    expect(await keyOf(env({ id: "r", created_at: "c1", status: 5 }))).toBe(k)
    expect(await keyOf(env({ id: "r", created_at: "c1", status: "" }))).toBe(k)
    expect(await keyOf(env({ id: "r" }))).not.toBe(k)
  })

  it("without an id, a digest of data: equal data, equal key; any change, another key; keys stay short", async () => {
    const data = { points: 5, member: "m1", note: "x".repeat(5000) }
    const k = await keyOf(env(data))
    expect(await keyOf(env({ ...data }, { retry: 2 }))).toBe(k)
    for (const changed of [{ ...data, points: 6 }, { ...data, member: "m2" }, { ...data, note: "y" }, { ...data, id: "" }, [data], null]) {
      expect(await keyOf(env(changed))).not.toBe(k)
    }
    expect(k.length).toBeLessThan(64)
    expect(await keyOf(env(undefined))).not.toBe(await keyOf(env(null)))
  })

  it("two notifications about one resource under two events are two", async () => {
    const data = { payment }
    expect(await keyOf({ type_event: "payment.capture", data })).not.toBe(await keyOf({ type_event: "payment.refund", data }))
  })

  it("a v1 body: the payment's id, time and status, never its own idempotency_key", async () => {
    const p = { ...payment, idempotency_key: "creation-key" }
    const k = await keyOf({ payment: p })
    expect(await keyOf({ payment: { ...p, updated_at: "2024-05-02T11:00:00Z" } })).not.toBe(k)
    expect(await keyOf({ payment: { ...p, description: "other" } })).toBe(k)
  })
})
