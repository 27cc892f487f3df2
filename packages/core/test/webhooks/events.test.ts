/**
 * Every notification family (docs/service-facts.md#webhook-envelope, A8): built by signWebhook, verified, routed to
 * its handler with its typed data; unknown types reach "*"; v1 and `type.event` bodies; dedupe
 * per family; replay protection by resource age.
 */
import { describe, expect, expectTypeOf, it, vi } from "vitest"
import { ConfigurationError, WebhookPayloadError } from "../../src/errors"
import type { BankingOnboarding } from "../../src/schema/banking"
import type { Payment } from "../../src/schema/payment"
import type { Report } from "../../src/schema/report"
import type { IncomingTransfer } from "../../src/schema/transfer"
import type { SubscriptionNotification } from "../../src/schema/webhook-resources"
import {
  createWebhookRouter,
  createWebhookVerifier,
  signWebhook,
  type WebhookEvent,
  type WebhookEventSelector
} from "../../src/webhooks"
import onboardingJson from "../fixtures/banking-onboarding.json"
import paymentJson from "../fixtures/payment-retrieve.json"
import reportJson from "../fixtures/report.json"
import subscriptionJson from "../fixtures/subscription-create.json"
import { gate, transferFixture } from "./fixtures"

const SECRET = "events-secret"
/** The fixtures were last updated on 2024-05-02; the verifier's clock is a day later. */
const NOW = Date.parse("2024-05-03T00:00:00Z")
const verifier = createWebhookVerifier({ secrets: [SECRET], now: () => NOW })

const envelope = (typeEvent: string, data: unknown, extra: Record<string, unknown> = {}) => ({
  type: typeEvent.slice(0, typeEvent.lastIndexOf(".")),
  type_event: typeEvent,
  account_id: "acc-1",
  retry: 0,
  version: 2,
  data,
  ...extra
})

const payment = { ...paymentJson, updated_at: "2024-05-02T10:00:00.000000Z" }
const subscription = { ...subscriptionJson, code: "sub_code_1", updated_at: "2024-05-02T10:00:00Z" }
const onboarding = { ...onboardingJson, updated_at: "2024-05-02T10:00:00Z" }
const transfer = { ...transferFixture(), created_at: "2024-05-02T09:00:00Z", updated_at: "2024-05-02T10:00:00Z" }

/** One body per family, with the resource where docs/service-facts.md#webhook-resource says it sits. */
const FAMILIES = [
  { family: "payment", name: "payment.purchase", body: envelope("payment.purchase", { payment }), id: payment.id },
  { family: "payment", name: "payment.chargeback", body: envelope("payment.chargeback", { payment }), id: payment.id },
  {
    family: "enrollment",
    name: "enrollment.enroll",
    body: envelope("enrollment.enroll", {
      payment_method: { vaulted_token: "vt_1", type: "CARD", status: "ENROLLED", updated_at: "2024-05-02T10:00:00Z" }
    }),
    id: "vt_1"
  },
  {
    family: "subscription",
    name: "subscription.create",
    body: envelope("subscription.create", { subscription: { ...subscription, status: "CREATED" } }),
    id: "sub_code_1"
  },
  {
    family: "payout",
    name: "payout.payout",
    body: envelope("payout.payout", { id: "po_1", status: "SUCCEEDED", updated_at: "2024-05-02T10:00:00Z" }),
    id: "po_1"
  },
  { family: "onboarding", name: "onboarding.succeeded", body: envelope("onboarding.succeeded", onboarding), id: onboarding.id },
  { family: "report", name: "report.update", body: envelope("report.update", reportJson), id: reportJson.id },
  {
    family: "split_transfer",
    name: "split_transfer.succeeded",
    body: envelope("split_transfer.succeeded", { transfer_id: "st_1", trace_id: "tr_1", version: 1, status: "SUCCEEDED" }),
    id: "st_1"
  },
  {
    family: "split_transfer",
    name: "split_transfer_reverse.failed",
    body: envelope("split_transfer_reverse.failed", { transfer_id: "st_2", status: "FAILED" }),
    id: "st_2"
  },
  {
    family: "banking",
    name: "banking.account.activated",
    body: envelope("banking.account.activated", { id: "acct_1", status: "ACTIVE", updated_at: "2024-05-02T10:00:00Z" }),
    id: "acct_1"
  },
  {
    family: "banking.transfer.incoming",
    name: "banking.transfer.incoming.completed",
    body: envelope("banking.transfer.incoming.completed", transfer),
    id: transfer.id
  },
  { family: "banking.transfer.incoming", name: "banking.transfer.incoming.completed", body: transfer, id: transfer.id }
] as const

const handleSigned = async (router: ReturnType<typeof createWebhookRouter>, body: unknown) => {
  const signed = await signWebhook(body as object, { secret: SECRET })
  return router.handle(signed.body, signed.headers)
}

describe("every family round-trips: signWebhook → verify → router, with typed data", () => {
  it.each(FAMILIES)("$name ($family) as $body.type_event", async ({ family, name, body, id }) => {
    const byName = vi.fn()
    const byFamily = vi.fn()
    const star = vi.fn()
    const router = createWebhookRouter({ verifier })
      .on(name as WebhookEventSelector, byName)
      .on(`${family}.*` as WebhookEventSelector, byFamily)
      .on("*", star)
    const result = await handleSigned(router, body)
    expect(result).toMatchObject({ status: 200, outcome: "handled", body: { received: true } })
    for (const handler of [byName, byFamily, star]) expect(handler).toHaveBeenCalledTimes(1)
    const event = byName.mock.calls[0]![0] as WebhookEvent
    expect(event).toMatchObject({ name, family })
    expect(event.raw).toEqual(body)
    expect(event.dedupeKey).toContain(id)
    expect(event.accountId).toBe(family === "banking.transfer.incoming" && !("type_event" in body) ? transfer.account_id : "acc-1")
    // the resource, decoded: unknown fields kept
    const resource = family === "payment" ? payment : family === "subscription" ? { ...subscription, status: "CREATED" } : undefined
    if (resource !== undefined) expect(event.data).toEqual(resource)
  })

  it("types data by name, by family and for '*'", () => {
    const router = createWebhookRouter({ verifier })
    router.on("payment.refund", (event) => {
      expectTypeOf(event.data).toEqualTypeOf<Payment>()
      expectTypeOf(event.name).toEqualTypeOf<"payment.refund">()
    })
    router.on("subscription.*", (event) => expectTypeOf(event.data).toEqualTypeOf<SubscriptionNotification>())
    router.on("onboarding.*", (event) => expectTypeOf(event.data).toEqualTypeOf<BankingOnboarding>())
    router.on("report.update", (event) => expectTypeOf(event.data).toEqualTypeOf<Report>())
    router.on("banking.transfer.incoming.completed", (event) => expectTypeOf(event.data).toEqualTypeOf<IncomingTransfer>())
    router.on("*", (event) => {
      if (event.family === "payment") expectTypeOf(event.data).toEqualTypeOf<Payment>()
    })
    // @ts-expect-error a typo is a type error
    expect(() => router.on("payment.purchse", () => undefined)).toThrow(ConfigurationError)
  })

  it("refuses, at runtime, a name that is neither known, a family wildcard nor '*' (JavaScript callers)", () => {
    const router = createWebhookRouter({ verifier })
    for (const selector of ["payment.purchse", "payments.*", "payment", "", "**", "banking.transfer.*"]) {
      expect(() => router.on(selector as WebhookEventSelector, () => undefined)).toThrow(/Unknown webhook event/)
    }
    for (const selector of ["payment.*", "split_transfer.*", "banking.transfer.incoming.*", "*", "payment.pre_chargeback"]) {
      expect(() => router.on(selector as WebhookEventSelector, () => undefined)).not.toThrow()
    }
  })
})

describe("shapes", () => {
  it("an unknown type or event reaches '*' (family unknown, data as sent); unhandled is a 200", async () => {
    const star = vi.fn()
    const router = createWebhookRouter({ verifier }).on("*", star).on("payment.*", vi.fn())
    const unknown = envelope("loyalty.points_awarded", { member: "m1", points: 5 })
    expect(await handleSigned(router, unknown)).toMatchObject({ status: 200, outcome: "handled" })
    expect(star.mock.calls[0]![0]).toMatchObject({ name: "loyalty.points_awarded", family: "unknown", data: { member: "m1", points: 5 } })
    // a new event of a known family is of that family
    await handleSigned(router, envelope("payment.installment_plan_updated", { payment }))
    expect(star.mock.calls[1]![0]).toMatchObject({ name: "payment.installment_plan_updated", family: "payment" })
    // no handler at all: 200 unhandled, never a 4xx
    const bare = createWebhookRouter({ verifier })
    expect(await handleSigned(bare, unknown)).toMatchObject({ status: 200, outcome: "unhandled", body: { received: true } })
    expect(await handleSigned(bare, envelope("payment.purchase", { payment }))).toMatchObject({ status: 200, outcome: "unhandled" })
  })

  it("reads the older `type.event` key, a bare event name, and string retry/version", async () => {
    const older = { type: "payment", "type.event": "payment.refund", account_id: "a", retry: "2", version: "2", data: { payment } }
    const event = await verifier.verify(...(await signedArgs(older)))
    expect(event).toMatchObject({ name: "payment.refund", family: "payment", retry: 2, version: 2 })
    const bare = { type: "subscription", type_event: "pause", data: { subscription } }
    expect(await verifier.verify(...(await signedArgs(bare)))).toMatchObject({ name: "subscription.pause", family: "subscription" })
  })

  it("decodes a version-1 `{ payment }` body, the event from its transaction or status", async () => {
    const purchase = await verifier.verify(...(await signedArgs({ payment })))
    expect(purchase).toMatchObject({ family: "payment", version: 1, retry: 0, data: { id: payment.id } })
    expect(purchase.name).toBe(`payment.${String(paymentJson.transactions[0]?.type ?? "purchase").toLowerCase()}`)
    const { transactions: _t, ...noTransactions } = payment
    const refunded = await verifier.verify(...(await signedArgs({ payment: { ...noTransactions, status: "REFUNDED" } })))
    expect(refunded.name).toBe("payment.refund")
  })

  it("400 only for a verified body of none of the shapes, or a known resource that is broken; paths named", async () => {
    const router = createWebhookRouter({ verifier }).on("*", vi.fn())
    for (const body of [{ hello: "world" }, [1, 2], { payment: "not an object", type: undefined }]) {
      const r = await handleSigned(router, body)
      expect(r).toMatchObject({ status: 400, outcome: "invalid-payload" })
      expect(r.body.error).toMatch(/type_event/)
    }
    const broken = await handleSigned(router, envelope("payment.purchase", { payment: { ...payment, amount: "ten" } }))
    expect(broken).toMatchObject({ status: 400, outcome: "invalid-payload" })
    expect((broken.error as WebhookPayloadError).issues.map((i) => i.path)).toEqual(["data.payment.amount"])
    const noData = await handleSigned(router, envelope("report.update", null))
    expect(noData.status).toBe(400)
    expect((noData.error as WebhookPayloadError).issues[0]?.path).toBe("data")
    // an unknown family's data may be anything
    expect((await handleSigned(router, envelope("loyalty.x", null))).status).toBe(200)
  })
})

const signedArgs = async (body: unknown): Promise<[string, Record<string, string>]> => {
  const s = await signWebhook(body as object, { secret: SECRET })
  return [s.body, s.headers]
}

describe("dedupe per family (docs/service-facts.md#webhook-dedupe)", () => {
  it("a re-delivery (only `retry` differs) is one event; two notifications about one resource are two", async () => {
    const handler = vi.fn()
    const router = createWebhookRouter({ verifier }).on("*", handler)
    for (const { body } of FAMILIES) {
      handler.mockClear()
      const first = await handleSigned(router, body)
      const again = await handleSigned(router, "type_event" in body ? { ...body, retry: 3 } : body)
      expect([first.outcome, again.outcome]).toEqual(["handled", "duplicate"])
      expect(handler).toHaveBeenCalledTimes(1)
    }
  })

  it("two partial refunds of one payment are two events (never the payment's own idempotency_key alone)", async () => {
    const handler = vi.fn()
    const router = createWebhookRouter({ verifier }).on("payment.refund", handler)
    const withKey = { ...payment, idempotency_key: "creation-key" }
    const first = envelope("payment.refund", { payment: { ...withKey, updated_at: "2024-05-02T10:00:00Z", sub_status: "PARTIALLY_REFUNDED" } })
    const second = envelope("payment.refund", { payment: { ...withKey, updated_at: "2024-05-02T11:00:00Z", sub_status: "PARTIALLY_REFUNDED" } })
    expect((await handleSigned(router, first)).outcome).toBe("handled")
    expect((await handleSigned(router, second)).outcome).toBe("handled")
    expect(handler).toHaveBeenCalledTimes(2)
    // `data.idempotency_key`, when sent, is the event's own key: it wins
    const keyed = (retry: number, updated: string) =>
      envelope("payment.refund", { idempotency_key: "evt-key-1", payment: { ...withKey, updated_at: updated } }, { retry })
    expect((await handleSigned(router, keyed(0, "2024-05-02T12:00:00Z"))).outcome).toBe("handled")
    expect((await handleSigned(router, keyed(1, "2024-05-02T12:00:00Z"))).outcome).toBe("duplicate")
  })

  it("the same resource under two events, or a new status, is a new notification", async () => {
    const handler = vi.fn()
    const router = createWebhookRouter({ verifier }).on("subscription.*", handler)
    await handleSigned(router, envelope("subscription.pause", { subscription: { ...subscription, status: "PAUSED" } }))
    await handleSigned(router, envelope("subscription.resume", { subscription: { ...subscription, status: "ACTIVE" } }))
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it("concurrent duplicates of every family run the handler once", async () => {
    for (const { body } of FAMILIES) {
      const held = gate()
      const handler = vi.fn(() => held.opened)
      const router = createWebhookRouter({ verifier }).on("*", handler)
      const signed = await signWebhook(body as object, { secret: SECRET })
      const all = Promise.all([1, 2, 3].map(() => router.handle(signed.body, signed.headers)))
      held.open()
      const results = await all
      expect(results.map((r) => r.status)).toEqual([200, 200, 200])
      expect(results.map((r) => r.outcome).sort()).toEqual(["duplicate", "duplicate", "handled"])
      expect(handler).toHaveBeenCalledTimes(1)
    }
  })
})

describe("replay protection by resource age (hmac-sha256)", () => {
  it("refuses a stale resource with 401 reason 'stale', accepts a fresh one, honours maxAgeSeconds: false", async () => {
    const body = envelope("report.update", reportJson) // updated "2024-05-02 13:05:11.123456 +0000 UTC"
    const updated = Date.parse("2024-05-02T13:05:11.123Z")
    const at = (ms: number, maxAgeSeconds?: number | false) =>
      createWebhookRouter({ verifier: createWebhookVerifier({ secrets: [SECRET], now: () => updated + ms, maxAgeSeconds }) }).on("*", vi.fn())
    const week = 7 * 86_400_000
    expect((await handleSigned(at(week - 1000), body)).status).toBe(200)
    const stale = await handleSigned(at(week + 1000), body)
    expect(stale).toMatchObject({ status: 401, outcome: "invalid-signature", error: { reason: "stale" } })
    expect((await handleSigned(at(week + 1000, false), body)).status).toBe(200)
    // created_at when there is no updated_at; a resource without a readable time is not judged
    const { updated_at: _u, ...created } = { ...payment, created_at: "2024-04-01T00:00:00Z" }
    expect((await handleSigned(at(0), envelope("payment.purchase", { payment: created }))).status).toBe(401)
    expect((await handleSigned(at(week * 10), envelope("loyalty.x", { note: "no time" }))).status).toBe(200)
  })
})
