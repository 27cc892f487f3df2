/**
 * The router's answers, as a caller sees them: status, body, outcome, the event and the error
 * behind a failure, which handlers ran and in what order. Written to catch one-line changes to
 * src/webhooks/router.ts.
 */
import { describe, expect, it, vi } from "vitest"
import { ConfigurationError, WebhookPayloadError, WebhookVerificationError } from "../../src/errors"
import {
  createWebhookRouter,
  createWebhookVerifier,
  type DedupeStore,
  signWebhook,
  webhookDedupeKey,
  webhookErrorResult,
  type WebhookEvent,
  type WebhookEventSelector,
  type WebhookVerifier
} from "../../src/webhooks"
import { gate, transferFixture } from "./fixtures"

const SECRET = "router-contract-secret"
const verifier = createWebhookVerifier({ secrets: [SECRET] })
const signed = (body: object = transferFixture()) => signWebhook(body, { secret: SECRET })

/** A verifier that accepts anything and returns `event` (a user's own verifier, or a test double of one). */
const fixedVerifier = (event: unknown): WebhookVerifier => ({
  scheme: "hmac-sha256",
  verify: async () => event as WebhookEvent,
  verifySignature: async () => {}
})

const paymentEvent = (name: string, dedupeKey = `pay_1:${name}`): WebhookEvent => ({
  name,
  family: "payment",
  data: { id: "pay_1" },
  accountId: undefined,
  retry: 0,
  version: 2,
  dedupeKey,
  raw: {}
}) as unknown as WebhookEvent

describe("webhookErrorResult", () => {
  it("maps each error kind to its status, outcome and message, keeping the error", () => {
    const verification = new WebhookVerificationError({ message: "bad sig", reason: "invalid-signature" })
    expect(webhookErrorResult(verification)).toEqual({
      status: 401, body: { received: false, error: "bad sig" }, outcome: "invalid-signature", error: verification
    })
    const payload = new WebhookPayloadError({ message: "bad body", issues: [] })
    expect(webhookErrorResult(payload)).toEqual({
      status: 400, body: { received: false, error: "bad body" }, outcome: "invalid-payload", error: payload
    })
    const config = new ConfigurationError({ message: "raw body lost" })
    expect(webhookErrorResult(config)).toEqual({
      status: 500, body: { received: false, error: "raw body lost" }, outcome: "error", error: config
    })
    const other = new Error("secret detail")
    expect(webhookErrorResult(other)).toEqual({
      status: 500, body: { received: false, error: "Internal error while verifying the webhook" }, outcome: "error", error: other
    })
  })
})

describe("webhookDedupeKey", () => {
  it("is the transfer's id and status", () => {
    expect(webhookDedupeKey({ id: "xfer_1", status: "PENDING" })).toBe("xfer_1:PENDING")
  })
})

describe("router.on", () => {
  it("refuses an unknown selector, naming it and the accepted forms", () => {
    const router = createWebhookRouter({ verifier })
    expect(() => router.on("payment.purchse" as WebhookEventSelector, () => undefined)).toThrow(
      new ConfigurationError({
        message: 'Unknown webhook event "payment.purchse": use a known event name ("payment.purchase"), a family ("payment.*") or "*"'
      })
    )
  })

  it("refuses a handler that is not a function", () => {
    const router = createWebhookRouter({ verifier })
    const call = () => router.on("*", "not a function" as unknown as () => void)
    expect(call).toThrow(ConfigurationError)
    expect(call).toThrow("A webhook handler must be a function")
  })

  it("returns the router, so calls chain", () => {
    const router = createWebhookRouter({ verifier })
    expect(router.on("*", () => undefined)).toBe(router)
  })
})

describe("router.handle: which handlers run", () => {
  it("the event's handlers, then its family's, then '*', each in the order added; others not at all", async () => {
    const calls: Array<string> = []
    const push = (label: string) => () => void calls.push(label)
    const router = createWebhookRouter({ verifier: fixedVerifier(paymentEvent("payment.refund")) })
      .on("*", push("star-1"))
      .on("payment.*", push("family-1"))
      .on("payment.refund", push("name-1"))
      .on("payment.purchase", push("other-name"))
      .on("subscription.*", push("other-family"))
      .on("payment.*", push("family-2"))
      .on("payment.refund", push("name-2"))
      .on("*", push("star-2"))
    const result = await router.handle("{}", {})
    expect(result.outcome).toBe("handled")
    expect(calls).toEqual(["name-1", "name-2", "family-1", "family-2", "star-1", "star-2"])
  })

  it("a family handler alone makes the event handled", async () => {
    const family = vi.fn()
    const router = createWebhookRouter({ verifier: fixedVerifier(paymentEvent("payment.capture")) }).on("payment.*", family)
    expect(await router.handle("{}", {})).toMatchObject({ status: 200, outcome: "handled" })
    expect(family).toHaveBeenCalledTimes(1)
  })

  it("an unhandled event answers 200 and still reports the event", async () => {
    const event = paymentEvent("payment.capture")
    const router = createWebhookRouter({ verifier: fixedVerifier(event) }).on("subscription.*", vi.fn())
    expect(await router.handle("{}", {})).toEqual({ status: 200, body: { received: true }, outcome: "unhandled", event })
  })

  it("a later handler does not run when an earlier one throws", async () => {
    const later = vi.fn()
    const router = createWebhookRouter({ verifier: fixedVerifier(paymentEvent("payment.refund")) })
      .on("payment.refund", () => {
        throw new Error("first")
      })
      .on("*", later)
    expect((await router.handle("{}", {})).outcome).toBe("handler-failed")
    expect(later).not.toHaveBeenCalled()
  })

  it("awaits each handler before the next and before answering", async () => {
    const calls: Array<string> = []
    const router = createWebhookRouter({ verifier: fixedVerifier(paymentEvent("payment.refund")) })
      .on("payment.refund", async () => {
        await new Promise<void>((resolve) => queueMicrotask(resolve))
        await Promise.resolve()
        calls.push("slow")
      })
      .on("*", () => void calls.push("star"))
    await router.handle("{}", {})
    expect(calls).toEqual(["slow", "star"])
  })

  it("passes the context to the verifier factory and to every handler", async () => {
    const factory = vi.fn(async (_ctx: { tenant: string }) => fixedVerifier(paymentEvent("payment.refund")))
    const seen: Array<unknown> = []
    const router = createWebhookRouter<{ tenant: string }>({ verifier: factory })
      .on("payment.refund", (_e, ctx) => void seen.push(ctx))
      .on("*", (_e, ctx) => void seen.push(ctx))
    const ctx = { tenant: "t1" }
    await router.handle("{}", {}, ctx)
    expect(factory).toHaveBeenCalledWith(ctx)
    expect(seen).toEqual([ctx, ctx])
  })
})

describe("router.handle: failures carry the event and the error", () => {
  it("a handler failure: 500, the event, the handler's error", async () => {
    const event = paymentEvent("payment.refund")
    const boom = new Error("db down")
    const router = createWebhookRouter({ verifier: fixedVerifier(event) }).on("*", () => {
      throw boom
    })
    expect(await router.handle("{}", {})).toEqual({
      status: 500, body: { received: false, error: "The webhook handler failed" }, outcome: "handler-failed", event, error: boom
    })
  })

  it("a store that fails to reserve: 500, its own message, the event and the store's error", async () => {
    const event = paymentEvent("payment.refund")
    const down = new Error("redis down")
    const store: DedupeStore = { reserve: () => Promise.reject(down), complete: () => {}, release: () => {} }
    const router = createWebhookRouter({ verifier: fixedVerifier(event), store }).on("*", vi.fn())
    expect(await router.handle("{}", {})).toEqual({
      status: 500, body: { received: false, error: "The dedupe store failed" }, outcome: "error", event, error: down
    })
  })

  it("a key another instance holds: 503 with a retry-later message and the event, nothing run", async () => {
    const event = paymentEvent("payment.refund")
    const handler = vi.fn()
    const store: DedupeStore = { reserve: () => "in-progress", complete: () => {}, release: () => {} }
    const router = createWebhookRouter({ verifier: fixedVerifier(event), store }).on("*", handler)
    expect(await router.handle("{}", {})).toEqual({
      status: 503,
      body: { received: false, error: "This notification is being handled; retry later" },
      outcome: "in-progress",
      event,
      error: undefined
    })
    expect(handler).not.toHaveBeenCalled()
  })

  it("a completed key: 200 duplicate with the event, nothing run", async () => {
    const event = paymentEvent("payment.refund")
    const handler = vi.fn()
    const store: DedupeStore = { reserve: () => "completed", complete: () => {}, release: () => {} }
    const router = createWebhookRouter({ verifier: fixedVerifier(event), store }).on("*", handler)
    expect(await router.handle("{}", {})).toEqual({ status: 200, body: { received: true }, outcome: "duplicate", event })
    expect(handler).not.toHaveBeenCalled()
  })

  it("a store that fails to complete: still 200 handled, with the event and the store's error for logs", async () => {
    const event = paymentEvent("payment.refund")
    const down = new Error("complete failed")
    const store: DedupeStore = { reserve: () => "reserved", complete: () => Promise.reject(down), release: () => {} }
    const router = createWebhookRouter({ verifier: fixedVerifier(event), store }).on("*", vi.fn())
    expect(await router.handle("{}", {})).toEqual({ status: 200, body: { received: true }, outcome: "handled", event, error: down })
  })

  it("a handled delivery: 200 with the event and no error", async () => {
    const event = paymentEvent("payment.refund")
    const router = createWebhookRouter({ verifier: fixedVerifier(event) }).on("*", vi.fn())
    expect(await router.handle("{}", {})).toEqual({ status: 200, body: { received: true }, outcome: "handled", event })
  })

  it("the store is asked with the event's dedupe key: reserve, then complete on success, release on failure", async () => {
    const log: Array<string> = []
    const store: DedupeStore = {
      reserve: (key) => {
        log.push(`reserve ${key}`)
        return "reserved"
      },
      complete: (key) => void log.push(`complete ${key}`),
      release: (key) => void log.push(`release ${key}`)
    }
    let fail = true
    const router = createWebhookRouter({ verifier: fixedVerifier(paymentEvent("payment.refund", "the-key")), store }).on("*", () => {
      if (fail) throw new Error("x")
    })
    await router.handle("{}", {})
    fail = false
    await router.handle("{}", {})
    expect(log).toEqual(["reserve the-key", "release the-key", "reserve the-key", "complete the-key"])
  })

  it("a verifier factory that throws a plain error: 500 with the generic message, the error kept", async () => {
    const missing = new Error("binding missing: PAYRAIL_WEBHOOK_SECRET")
    const router = createWebhookRouter({
      verifier: () => {
        throw missing
      }
    }).on("*", vi.fn())
    const { body, headers } = await signed()
    expect(await router.handle(body, headers)).toEqual({
      status: 500, body: { received: false, error: "Internal error while verifying the webhook" }, outcome: "error", error: missing
    })
  })

  it("a verifier returning something that is not an event: 500, generic message, never a throw", async () => {
    const router = createWebhookRouter({ verifier: fixedVerifier(null) }).on("*", vi.fn())
    const result = await router.handle("{}", {})
    expect(result).toMatchObject({
      status: 500, body: { received: false, error: "Internal error while handling the webhook" }, outcome: "error"
    })
    expect(result.error).toBeInstanceOf(TypeError)
  })
})

describe("router.handle: concurrent duplicates in one process", () => {
  it("a duplicate arriving while the first is handled waits, and answers 200 duplicate with the event", async () => {
    const held = gate()
    const started = gate()
    const event = paymentEvent("payment.refund")
    const handler = vi.fn(async () => {
      started.open()
      await held.opened
    })
    const router = createWebhookRouter({ verifier: fixedVerifier(event) }).on("*", handler)
    const first = router.handle("{}", {})
    await started.opened
    const second = router.handle("{}", {})
    held.open()
    expect(await first).toMatchObject({ status: 200, outcome: "handled" })
    expect(await second).toEqual({ status: 200, body: { received: true }, outcome: "duplicate", event })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it("a duplicate of a failing first delivery gets the same failure, and a later delivery runs again", async () => {
    const held = gate()
    const started = gate()
    let attempts = 0
    const router = createWebhookRouter({ verifier: fixedVerifier(paymentEvent("payment.refund")) }).on("*", async () => {
      attempts++
      if (attempts === 1) {
        started.open()
        await held.opened
        throw new Error("first attempt")
      }
    })
    const first = router.handle("{}", {})
    await started.opened
    const second = router.handle("{}", {})
    held.open()
    const [a, b] = [await first, await second]
    expect(b).toBe(a)
    expect(a.outcome).toBe("handler-failed")
    // the in-flight entry is gone once answered: the sender's retry is handled anew
    expect((await router.handle("{}", {})).outcome).toBe("handled")
    expect(attempts).toBe(2)
  })

  it("two different notifications in flight at once do not wait for each other", async () => {
    const held = gate()
    const events = [paymentEvent("payment.refund", "k1"), paymentEvent("payment.refund", "k2")]
    let i = 0
    const verifier: WebhookVerifier = { scheme: "hmac-sha256", verify: async () => events[i++]!, verifySignature: async () => {} }
    const router = createWebhookRouter({ verifier }).on("*", async (event) => {
      if (event.dedupeKey === "k1") await held.opened
    })
    const first = router.handle("{}", {})
    const second = await router.handle("{}", {})
    expect(second).toMatchObject({ status: 200, outcome: "handled", event: events[1] })
    held.open()
    expect(await first).toMatchObject({ status: 200, outcome: "handled", event: events[0] })
  })
})
