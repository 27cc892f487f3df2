import fc from "fast-check"
import { describe, expect, it, vi } from "vitest"
import type { IncomingTransfer } from "../../src/schema/transfer"
import {
  createMemoryDedupeStore,
  createWebhookRouter,
  createWebhookVerifier,
  type DedupeStore,
  signWebhook,
  type WebhookResult
} from "../../src/webhooks"
import { gate, propertyRuns, transferFixture, whsec } from "./fixtures"

const SECRET = "router-secret"
const verifier = createWebhookVerifier({ secrets: [SECRET] })
const signed = (overrides: Parameters<typeof transferFixture>[0] = {}) => signWebhook(transferFixture(overrides), { secret: SECRET })

const summary = (r: WebhookResult) => ({ status: r.status, body: r.body, outcome: r.outcome })

describe("router.handle: answers", () => {
  it("200 {received:true} when handled, dispatching by the status's event", async () => {
    const completed = vi.fn()
    const pending = vi.fn()
    const router = createWebhookRouter({ verifier })
      .on("banking.transfer.incoming.completed", completed)
      .on("banking.transfer.incoming.pending", pending)
    const { headers, body } = await signed()
    const result = await router.handle(body, headers)
    expect(summary(result)).toEqual({ status: 200, body: { received: true }, outcome: "handled" })
    expect(result.event?.name).toBe("banking.transfer.incoming.completed")
    expect(completed).toHaveBeenCalledTimes(1)
    expect(completed.mock.calls[0]![0].data).toEqual(transferFixture())
    expect(pending).not.toHaveBeenCalled()

    const p = await signed({ status: "PENDING" })
    expect((await router.handle(p.body, p.headers)).event?.name).toBe("banking.transfer.incoming.pending")
    expect(pending).toHaveBeenCalledTimes(1)
  })

  it("runs the event's handlers then the '*' ones, in order, with the context passed to handle", async () => {
    const calls: Array<string> = []
    const router = createWebhookRouter<{ requestId: string }>({ verifier })
      .on("*", (_, ctx) => void calls.push(`star:${ctx.requestId}`))
      .on("banking.transfer.incoming.completed", async (t, ctx) => {
        await Promise.resolve()
        calls.push(`completed:${t.data.id}:${ctx.requestId}`)
      })
    const { headers, body } = await signed()
    await router.handle(body, headers, { requestId: "r1" })
    expect(calls).toEqual(["completed:xfer_01J9ZK3Q8V:r1", "star:r1"])
  })

  it("'*' receives statuses the spec does not list yet", async () => {
    const star = vi.fn()
    const router = createWebhookRouter({ verifier }).on("*", star)
    const { headers, body } = await signed({ status: "RETURNED" })
    const result = await router.handle(body, headers)
    expect(result.event?.name).toBe("banking.transfer.incoming.returned")
    expect(star).toHaveBeenCalledTimes(1)
  })

  it("200 when no handler is registered for the event (nothing to retry)", async () => {
    const router = createWebhookRouter({ verifier }).on("banking.transfer.incoming.pending", vi.fn())
    const { headers, body } = await signed()
    expect(summary(await router.handle(body, headers))).toEqual({ status: 200, body: { received: true }, outcome: "unhandled" })
  })

  it("401 on a bad or missing signature, handler not run", async () => {
    const handler = vi.fn()
    const router = createWebhookRouter({ verifier }).on("*", handler)
    const { headers, body } = await signed()
    const tampered = await router.handle(body.replace("1250.75", "1.00"), headers)
    expect(tampered.status).toBe(401)
    expect(tampered.body).toEqual({ received: false, error: "No matching signature (x-hmac-signature)" })
    expect((await router.handle(body, {})).status).toBe(401)
    const wrongSecret = await signWebhook(body, { secret: "not-it" })
    expect((await router.handle(body, wrongSecret.headers)).status).toBe(401)
    expect(handler).not.toHaveBeenCalled()
  })

  it("401 on a stale standard-webhooks timestamp", async () => {
    const secret = whsec(new Uint8Array(32).fill(9))
    const router = createWebhookRouter({
      verifier: createWebhookVerifier({ secrets: [secret], scheme: "standard-webhooks" })
    }).on("*", vi.fn())
    const stale = await signWebhook(transferFixture(), {
      secret,
      scheme: "standard-webhooks",
      timestamp: Math.floor(Date.now() / 1000) - 301
    })
    const result = await router.handle(stale.body, stale.headers)
    expect(summary(result)).toEqual({ status: 401, body: { received: false, error: "Webhook timestamp too old" }, outcome: "invalid-signature" })
    const fresh = await signWebhook(transferFixture(), { secret, scheme: "standard-webhooks" })
    expect((await router.handle(fresh.body, fresh.headers)).status).toBe(200)
  })

  it("400 on a signed body that is not JSON or not a notification, with paths", async () => {
    const router = createWebhookRouter({ verifier }).on("*", vi.fn())
    const notJson = await signWebhook("hello", { secret: SECRET })
    expect(summary(await router.handle(notJson.body, notJson.headers))).toMatchObject({ status: 400, outcome: "invalid-payload" })
    const wrong = await signWebhook({ ...transferFixture(), amount: { value: "x" } }, { secret: SECRET })
    const result = await router.handle(wrong.body, wrong.headers)
    expect(result.status).toBe(400)
    expect(result.body.received).toBe(false)
    expect(result.body.error).toMatch(/amount\.value/)
    expect(result.body.error).toMatch(/amount\.currency/)
  })

  it("500 when given a parsed object, with the reason in the body", async () => {
    const router = createWebhookRouter({ verifier }).on("*", vi.fn())
    const { headers, body } = await signed()
    const result = await router.handle(JSON.parse(body), headers)
    expect(result.status).toBe(500)
    expect(result.body.error).toMatch(/raw request body/)
  })

  it("resolves the verifier from the context (secrets from bindings)", async () => {
    const factory = vi.fn((env: { secret: string }) => createWebhookVerifier({ secrets: [env.secret] }))
    const router = createWebhookRouter({ verifier: factory }).on("*", vi.fn())
    const { headers, body } = await signed()
    expect((await router.handle(body, headers, { secret: SECRET })).status).toBe(200)
    expect((await router.handle(body, headers, { secret: "other" })).status).toBe(401)
    const broken = createWebhookRouter<undefined>({
      verifier: () => {
        throw new Error("binding missing")
      }
    })
    expect(summary(await broken.handle(body, headers))).toMatchObject({ status: 500, outcome: "error" })
  })
})

describe("router.handle: duplicates", () => {
  it("sequential duplicates run the handler once and answer 200", async () => {
    const handler = vi.fn()
    const router = createWebhookRouter({ verifier }).on("banking.transfer.incoming.completed", handler)
    const { headers, body } = await signed()
    const outcomes: Array<string> = []
    for (let i = 0; i < 4; i++) {
      const r = await router.handle(body, headers)
      expect(r.status).toBe(200)
      expect(r.body).toEqual({ received: true })
      outcomes.push(r.outcome)
    }
    expect(outcomes).toEqual(["handled", "duplicate", "duplicate", "duplicate"])
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it("the same transfer with a new status is a new notification", async () => {
    const handler = vi.fn()
    const router = createWebhookRouter({ verifier }).on("*", handler)
    for (const status of ["PENDING", "COMPLETED", "PENDING"]) {
      const { headers, body } = await signed({ status })
      await router.handle(body, headers)
    }
    expect(handler.mock.calls.map(([t]) => (t as { data: IncomingTransfer }).data.status)).toEqual(["PENDING", "COMPLETED"])
  })

  it("concurrent duplicates run the handler once; all answer 200", async () => {
    const hold = gate()
    let runs = 0
    const router = createWebhookRouter({ verifier }).on("*", async () => {
      runs++
      await hold.opened
    })
    const { headers, body } = await signed()
    const all = Promise.all(Array.from({ length: 8 }, () => router.handle(body, headers)))
    await new Promise((r) => setTimeout(r, 20))
    hold.open()
    const results = await all
    expect(runs).toBe(1)
    expect(results.every((r) => r.status === 200 && r.body.received === true)).toBe(true)
    expect(results.filter((r) => r.outcome === "handled")).toHaveLength(1)
    expect(results.filter((r) => r.outcome === "duplicate")).toHaveLength(7)
  })

  it("a handler that throws answers 500 and is released, so the retry runs it", async () => {
    let attempts = 0
    const router = createWebhookRouter({ verifier }).on("*", () => {
      attempts++
      if (attempts === 1) throw new Error("database down")
    })
    const { headers, body } = await signed()
    const first = await router.handle(body, headers)
    expect(summary(first)).toEqual({ status: 500, body: { received: false, error: "The webhook handler failed" }, outcome: "handler-failed" })
    expect((first.error as Error).message).toBe("database down") // for logs, not sent
    const retry = await router.handle(body, headers)
    expect(summary(retry)).toEqual({ status: 200, body: { received: true }, outcome: "handled" })
    expect((await router.handle(body, headers)).outcome).toBe("duplicate")
    expect(attempts).toBe(2)
  })

  it("concurrent duplicates of a failing delivery all answer 500, and the retry succeeds", async () => {
    const hold = gate()
    let attempts = 0
    const router = createWebhookRouter({ verifier }).on("*", async () => {
      attempts++
      if (attempts === 1) {
        await hold.opened
        throw new Error("boom")
      }
    })
    const { headers, body } = await signed()
    const all = Promise.all([router.handle(body, headers), router.handle(body, headers), router.handle(body, headers)])
    await new Promise((r) => setTimeout(r, 20))
    hold.open()
    expect((await all).map((r) => r.status)).toEqual([500, 500, 500])
    expect(attempts).toBe(1)
    expect((await router.handle(body, headers)).outcome).toBe("handled")
    expect(attempts).toBe(2)
  })

  it("a second instance sharing the store answers 503 while the first holds the reservation", async () => {
    const store = createMemoryDedupeStore()
    const hold = gate()
    const a = createWebhookRouter({ verifier, store }).on("*", () => hold.opened)
    const bHandler = vi.fn()
    const b = createWebhookRouter({ verifier, store }).on("*", bHandler)
    const { headers, body } = await signed()
    const first = a.handle(body, headers)
    await new Promise((r) => setTimeout(r, 20))
    const meanwhile = await b.handle(body, headers)
    expect(summary(meanwhile)).toMatchObject({ status: 503, outcome: "in-progress" })
    hold.open()
    expect((await first).outcome).toBe("handled")
    expect(summary(await b.handle(body, headers))).toEqual({ status: 200, body: { received: true }, outcome: "duplicate" })
    expect(bHandler).not.toHaveBeenCalled()
  })

  it("a failing store never turns into a throw", async () => {
    const failingReserve: DedupeStore = {
      reserve: () => Promise.reject(new Error("redis down")),
      complete: () => {},
      release: () => {}
    }
    const handler = vi.fn()
    const { headers, body } = await signed()
    const r1 = await createWebhookRouter({ verifier, store: failingReserve }).on("*", handler).handle(body, headers)
    expect(summary(r1)).toMatchObject({ status: 500, outcome: "error" })
    expect(handler).not.toHaveBeenCalled()

    const failingComplete: DedupeStore = { reserve: () => "reserved", complete: () => { throw new Error("x") }, release: () => {} }
    const r2 = await createWebhookRouter({ verifier, store: failingComplete }).on("*", handler).handle(body, headers)
    expect(summary(r2)).toEqual({ status: 200, body: { received: true }, outcome: "handled" })

    const failingRelease: DedupeStore = { reserve: () => "reserved", complete: () => {}, release: () => Promise.reject(new Error("y")) }
    const r3 = await createWebhookRouter({ verifier, store: failingRelease })
      .on("*", () => {
        throw new Error("handler")
      })
      .handle(body, headers)
    expect(summary(r3)).toMatchObject({ status: 500, outcome: "handler-failed" })
  })
})

describe("router.handle never throws", () => {
  const statuses = new Set([200, 400, 401, 500, 503])
  const router = createWebhookRouter({ verifier }).on("*", vi.fn())

  const check = (r: WebhookResult) => {
    expect(statuses.has(r.status)).toBe(true)
    expect(typeof r.body.received).toBe("boolean")
    expect(r.body.received).toBe(r.status === 200)
  }

  // Sized values (depth, keys) and a generous safety net: on a loaded 2-core CI machine the same
  // 60 runs take ten times longer than on an idle one.
  it("for random bytes, strings and values as body and headers", { timeout: 180_000 }, async () => {
    const small = { maxDepth: 3, maxKeys: 6 } as const
    const headersArb = fc.oneof(
      fc.anything(small),
      fc.dictionary(fc.constantFrom("x-hmac-signature", "X-HMAC-SIGNATURE", "webhook-id", "content-type", "x-api-key"), fc.oneof(fc.string(), fc.array(fc.string()), fc.anything(small)))
    )
    const bodyArb = fc.oneof(fc.uint8Array({ maxLength: 200 }), fc.string({ unit: "binary" }), fc.anything(small))
    await fc.assert(
      fc.asyncProperty(bodyArb, headersArb, async (body, headers) => {
        check(await router.handle(body as string, headers as Headers))
      }),
      { numRuns: propertyRuns(60) }
    )
  })

  it("for every truncation of a signed body (each signed, so only the payload check can fail)", async () => {
    const full = JSON.stringify(transferFixture())
    for (let n = 0; n < full.length; n += 7) {
      const { headers, body } = await signWebhook(full.slice(0, n), { secret: SECRET })
      const r = await router.handle(body, headers)
      check(r)
      expect(r.status).toBe(400)
    }
  })

  it("for headers objects whose accessors throw", async () => {
    const { body } = await signed()
    const hostile = {
      get() {
        throw new Error("nope")
      }
    }
    const proxy = new Proxy({}, { ownKeys: () => { throw new Error("no keys") } })
    check(await router.handle(body, hostile as unknown as Headers))
    check(await router.handle(body, proxy as Headers))
    check(await router.handle(body, null as unknown as Headers))
  })
})
