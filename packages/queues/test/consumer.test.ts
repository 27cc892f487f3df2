import { createHmac } from "node:crypto"
import { createMemoryDedupeStore, createWebhookVerifier, signWebhook } from "@payrail/core/webhooks"
import { describe, expect, it, vi } from "vitest"
import {
  createMemoryVersionStore,
  createQueuedWebhookReceiver,
  createWebhookConsumer,
  fromQueuedWebhook,
  jobIdOf,
  type QueuedWebhook,
  toQueuedWebhook,
  UnrecoverableWebhookJobError,
  WebhookInProgressError
} from "../src/index"
import { paymentEnvelope, SECRET, signed } from "./support/fixtures"

const verifier = createWebhookVerifier({ secrets: [SECRET] })

/** Receives `body` through a receiver whose queue is an array: the message exactly as a worker would get it. */
const enqueue = async (body: object): Promise<{ message: QueuedWebhook; jobId: string; key: string }> => {
  const sent: Array<{ message: QueuedWebhook; jobId: string }> = []
  const receiver = createQueuedWebhookReceiver({ verifier, queue: { send: async (message, jobId) => void sent.push({ message, jobId }) } })
  const s = await signed(body)
  const result = await receiver.handle(s.body, s.headers)
  expect(result).toMatchObject({ status: 200, body: { received: true }, outcome: "queued" })
  // a queue stores JSON
  return { ...JSON.parse(JSON.stringify(sent[0])), key: result.event!.dedupeKey }
}

describe("the queued receiver", () => {
  it("answers 401 to a bad signature and enqueues nothing", async () => {
    const send = vi.fn()
    const receiver = createQueuedWebhookReceiver({ verifier, queue: { send } })
    const s = await signed(paymentEnvelope("pay-1", "capture"))
    const result = await receiver.handle(s.body, { ...s.headers, "x-hmac-signature": "AAAA" })
    expect(result.status).toBe(401)
    expect(send).not.toHaveBeenCalled()
  })

  it("answers 503 (the service retries) when the queue refuses, never 200", async () => {
    const receiver = createQueuedWebhookReceiver({ verifier, queue: { send: async () => { throw new Error("redis down") } } })
    const s = await signed(paymentEnvelope("pay-1", "capture"))
    const result = await receiver.handle(s.body, s.headers)
    expect(result).toMatchObject({ status: 503, outcome: "queue-unavailable", body: { received: false } })
    expect(String(result.body.error)).not.toMatch(/redis down/)
  })

  it("gives a job id without ':' that is one-to-one with the dedupe key", async () => {
    const { jobId, key } = await enqueue(paymentEnvelope("pay-1", "capture"))
    expect(jobId).not.toContain(":")
    expect(jobId).toBe(jobIdOf(key))
    expect(jobIdOf("a:b")).not.toBe(jobIdOf("a%3Ab"))
  })
})

describe("the consumer", () => {
  it("runs the handlers once per notification: a second copy is a duplicate", async () => {
    const handler = vi.fn()
    const consumer = createWebhookConsumer({ secrets: SECRET, store: createMemoryDedupeStore() }).on("payment.capture", handler)
    const { message } = await enqueue(paymentEnvelope("pay-1", "capture"))
    expect(await consumer.consume(message, "job-1")).toBe("handled")
    expect(await consumer.consume(message, "job-2")).toBe("duplicate")
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler.mock.calls[0]![0]).toMatchObject({ name: "payment.capture", data: { id: "pay-1" } })
    expect(handler.mock.calls[0]![1]).toEqual({ job: "job-1" })
  })

  it("throws when a handler fails, and runs it again on the queue's retry", async () => {
    let calls = 0
    const consumer = createWebhookConsumer({ secrets: SECRET }).on("payment.*", () => {
      calls++
      if (calls === 1) throw new Error("db down")
    })
    const { message } = await enqueue(paymentEnvelope("pay-1", "capture"))
    await expect(consumer.consume(message, undefined)).rejects.toThrow("db down")
    expect(await consumer.consume(message, undefined)).toBe("handled")
    expect(calls).toBe(2)
  })

  it("throws WebhookInProgressError while another worker holds the notification", async () => {
    const store = createMemoryDedupeStore()
    const consumer = createWebhookConsumer({ secrets: SECRET, store }).on("*", vi.fn())
    const { message, key } = await enqueue(paymentEnvelope("pay-1", "capture"))
    expect(store.reserve(key)).toBe("reserved")
    await expect(consumer.consume(message, undefined)).rejects.toBeInstanceOf(WebhookInProgressError)
  })

  it("acknowledges an event with no handler as unhandled", async () => {
    const consumer = createWebhookConsumer({ secrets: SECRET }).on("payment.refund", vi.fn())
    const { message } = await enqueue(paymentEnvelope("pay-1", "capture"))
    expect(await consumer.consume(message, undefined)).toBe("unhandled")
  })

  it("refuses a message that is not a queued Payrail webhook for good, naming the field", () => {
    const refused = (message: unknown) => {
      try {
        fromQueuedWebhook(message)
      } catch (error) {
        expect(error).toBeInstanceOf(UnrecoverableWebhookJobError)
        expect((error as UnrecoverableWebhookJobError).reason).toBe("malformed")
        return (error as Error).message
      }
      throw new Error("not refused")
    }
    expect(refused({ hello: 1 })).toMatch(/payrail: 2/)
    expect(refused({ payrail: 1, event: { name: "x", family: "payment", dedupeKey: "k" } })).toMatch(/version 1 .* no signature/)
    expect(refused({ payrail: 2, body: 1, headers: {} })).toMatch(/body must be a string/)
    expect(refused({ payrail: 2, body: "{}", headers: { "x-hmac-signature": 1 } })).toMatch(/headers/)
    expect(refused("{not json")).toMatch(/not JSON/)
    expect(fromQueuedWebhook(JSON.stringify({ payrail: 2, body: "{}", headers: { "x-hmac-signature": "s" } }))).toEqual({ body: "{}", headers: { "x-hmac-signature": "s" } })
  })
})

describe('ordering: "skip-stale"', () => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)

  it("skips an authorize that arrives after its capture, and still runs later events", async () => {
    const applied: Array<string> = []
    const consumer = createWebhookConsumer({ secrets: SECRET, ordering: "skip-stale", versions: createMemoryVersionStore() })
      .on("payment.*", (event) => void applied.push(`${event.name}:${event.data.status}`))
    const capture = await enqueue(paymentEnvelope("pay-1", "capture", { updatedAt: at(5) }))
    const authorize = await enqueue(paymentEnvelope("pay-1", "authorize", { updatedAt: at(10) }))
    const refund = await enqueue(paymentEnvelope("pay-1", "refund", { updatedAt: at(1) }))
    expect(await consumer.consume(capture.message, undefined)).toBe("handled")
    expect(await consumer.consume(authorize.message, undefined)).toBe("stale")
    expect(await consumer.consume(refund.message, undefined)).toBe("handled")
    // a re-delivery of the stale one is a duplicate, not judged again
    expect(await consumer.consume(authorize.message, undefined)).toBe("duplicate")
    expect(applied).toEqual(["payment.capture:SUCCEEDED", "payment.refund:REFUNDED"])
  })

  it("judges each resource on its own", async () => {
    const consumer = createWebhookConsumer({ secrets: SECRET, ordering: "skip-stale" }).on("payment.*", vi.fn())
    const newer = await enqueue(paymentEnvelope("pay-a", "capture", { updatedAt: at(1) }))
    const olderOfAnother = await enqueue(paymentEnvelope("pay-b", "authorize", { updatedAt: at(30) }))
    expect(await consumer.consume(newer.message, undefined)).toBe("handled")
    expect(await consumer.consume(olderOfAnother.message, undefined)).toBe("handled")
  })

  it("runs a retry of an event whose handler failed (same version is not stale)", async () => {
    let calls = 0
    const consumer = createWebhookConsumer({ secrets: SECRET, ordering: "skip-stale" }).on("payment.*", () => {
      if (++calls === 1) throw new Error("transient")
    })
    const capture = await enqueue(paymentEnvelope("pay-1", "capture"))
    await expect(consumer.consume(capture.message, undefined)).rejects.toThrow("transient")
    expect(await consumer.consume(capture.message, undefined)).toBe("handled")
  })
})

describe('ordering: "refetch"', () => {
  it("gives the handler the payment as it is now, fetched through the client", async () => {
    const retrieve = vi.fn(async (id: string) => ({ id, status: "REFUNDED" }))
    const seen: Array<unknown> = []
    const consumer = createWebhookConsumer({ secrets: SECRET, ordering: "refetch", refetch: { payments: { retrieve } } })
      .on("payment.authorize", (event, { resource }) => void seen.push([event.data.status, resource]))
    const late = await enqueue(paymentEnvelope("pay-1", "authorize"))
    expect(await consumer.consume(late.message, undefined)).toBe("handled")
    expect(retrieve).toHaveBeenCalledWith("pay-1")
    expect(seen).toEqual([["PENDING", { id: "pay-1", status: "REFUNDED" }]])
  })

  it("needs a client or a fetcher, said at setup", () => {
    expect(() => createWebhookConsumer({ secrets: SECRET, ordering: "refetch" })).toThrow(/refetch/)
    expect(() => createWebhookConsumer({ secrets: SECRET, ordering: "newest" as never })).toThrow(/"skip-stale", "refetch"/)
  })

  it("fails the attempt when the fetch fails, so the queue retries", async () => {
    const consumer = createWebhookConsumer({ secrets: SECRET, ordering: "refetch", refetch: async () => { throw new Error("503 from the service") } })
      .on("payment.*", vi.fn())
    const { message } = await enqueue(paymentEnvelope("pay-1", "capture"))
    await expect(consumer.consume(message, undefined)).rejects.toThrow("503 from the service")
  })
})

describe("the worker's own check of each job", () => {
  it("needs the webhook secrets, said at setup", () => {
    expect(() => createWebhookConsumer({} as never)).toThrow(/secrets/)
    expect(() => createWebhookConsumer({ secrets: [] })).toThrow(/secrets/)
  })

  it("refuses for good a job signed with another secret, and reports it without its body", async () => {
    const rejected: Array<[string, unknown]> = []
    const handler = vi.fn()
    const consumer = createWebhookConsumer<string>({ secrets: "another-secret", onRejected: (error, job) => void rejected.push([error.reason, job]) }).on("*", handler)
    const { message } = await enqueue(paymentEnvelope("pay-1", "capture"))
    const error = await consumer.consume(message, "job-9").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnrecoverableWebhookJobError)
    expect((error as UnrecoverableWebhookJobError).reason).toBe("signature")
    expect((error as Error).message).not.toContain("pay-1")
    expect(rejected).toEqual([["signature", "job-9"]])
    expect(handler).not.toHaveBeenCalled()
  })

  it("checks the signature only: a job run long after its delivery (resource 30 days old, a standard-webhooks timestamp a day old) is handled", async () => {
    const old = new Date(Date.now() - 30 * 24 * 60 * 60_000)
    const hmac = await signed(paymentEnvelope("pay-old", "capture", { updatedAt: old }))
    const whsec = `whsec_${Buffer.from("0123456789abcdef0123").toString("base64")}`
    const standard = await signWebhook(paymentEnvelope("pay-old-2", "capture"), { secret: whsec, scheme: "standard-webhooks", timestamp: Math.floor(Date.now() / 1000) - 86_400 })
    const seen: Array<string> = []
    expect(await createWebhookConsumer({ secrets: SECRET }).on("*", (e) => void seen.push(e.dedupeKey)).consume(toQueuedWebhook(hmac.body, hmac.headers), undefined)).toBe("handled")
    expect(await createWebhookConsumer({ secrets: whsec, scheme: "standard-webhooks" }).on("*", (e) => void seen.push(e.dedupeKey)).consume(JSON.stringify(toQueuedWebhook(standard.body, standard.headers)), undefined)).toBe("handled")
    expect(seen).toHaveLength(2)
  })

  it("keeps a body received as bytes exactly, a leading BOM included", async () => {
    const s = await signed(paymentEnvelope("pay-ü", "capture"))
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(s.body)])
    const signature = createHmac("sha256", SECRET).update(withBom).digest("base64")
    const message = JSON.parse(JSON.stringify(toQueuedWebhook(withBom.buffer, { "X-HMAC-Signature": [signature] }))) as QueuedWebhook
    expect(message.headers).toEqual({ "x-hmac-signature": signature })
    expect(await createWebhookConsumer({ secrets: SECRET }).on("*", vi.fn()).consume(message, undefined)).toBe("handled")
  })

})
