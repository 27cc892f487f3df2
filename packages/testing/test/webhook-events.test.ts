/**
 * The fake sends envelope notifications (docs/service-facts.md#webhook-envelope) when payments, subscriptions,
 * onboardings and reports change, and `fake.webhooks.send` posts any event by hand: signed,
 * delivered in-process to core's router, retried on the fake clock, logged with their event.
 */
import { createWebhookRouter, createWebhookVerifier, type WebhookEvent, type WebhookRouter } from "@payrail/core"
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail } from "../src/index"
import { oneStepOnboardingBody, paymentBody, reportBody, subscriptionBody, T0 } from "./helpers"

const SECRET = "merchant-events-secret"
const MIN = 60_000

/** A merchant app in-process: core's router behind a fetch, with a scripted failure count. */
const merchant = (fake: () => FakePayrail, failFirst = 0) => {
  const events: Array<WebhookEvent> = []
  const paths: Array<string> = []
  let failures = failFirst
  const router: WebhookRouter = createWebhookRouter({
    verifier: createWebhookVerifier({ secrets: [SECRET], now: () => fake().clock.now() })
  }).on("*", (event) => {
    if (failures-- > 0) throw new Error("merchant down")
    events.push(event)
  })
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    paths.push(new URL(request.url).pathname)
    const out = await router.handle(await request.text(), request.headers)
    return new Response(JSON.stringify(out.body), { status: out.status })
  }) as typeof globalThis.fetch
  return { events, paths, fetch }
}

let fake: FakePayrail | undefined
afterEach(() => {
  fake?.reset()
  fake = undefined
})

const start = (failFirst = 0) => {
  const app = merchant(() => fake!, failFirst)
  fake = createFakePayrail({ now: T0, webhooks: { url: "http://merchant.internal", secret: SECRET, fetch: app.fetch } })
  return { fake, app, payrail: fake.client() }
}

describe("state changes send envelope notifications", () => {
  it("payments: purchase, refund and cancel, each with the payment as the API shows it", async () => {
    const { fake, app, payrail } = start()
    const session = fake.seed.checkoutSession()
    const payment = await payrail.payments.create(paymentBody(session.id, { amount: { currency: "USD", value: 10 } }))
    const purchase = payment.transactions as { id: string }
    await payrail.payments.refund(payment.id, purchase.id, { amount: { currency: "USD", value: 4 } })
    await payrail.payments.refund(payment.id, purchase.id, { amount: { currency: "USD", value: 1 } })
    const authorized = await payrail.payments.create(paymentBody(fake.seed.checkoutSession().id, { payment_method: { token: "tok_visa", detail: { card: { capture: false } } } }))
    await payrail.payments.cancelOrRefund(authorized.id)
    await fake.webhooks.settled()

    expect(app.events.map((e) => e.name)).toEqual([
      "payment.purchase",
      "payment.refund",
      "payment.refund", // two partial refunds of one payment: two events, not a duplicate
      "payment.authorize",
      "payment.cancel"
    ])
    expect(new Set(app.paths)).toEqual(new Set(["/webhooks/payrail"]))
    const first = app.events[0]!
    if (first.family !== "payment") throw new Error("expected a payment event")
    expect(first.data).toMatchObject({ id: payment.id, status: "SUCCEEDED", amount: { value: 10 } })
    expect(first).toMatchObject({ family: "payment", retry: 0, version: 2 })
    expect(app.events[2]!.data).toMatchObject({ sub_status: "PARTIALLY_REFUNDED", amount: { refunded: 5 } })
    expect(fake.webhooks.deliveries.map((d) => [d.event, d.ok])).toEqual(app.events.map((e) => [e.name, true]))
    expect(fake.webhooks.events.map((e) => e.type_event)).toEqual(app.events.map((e) => e.name))
  })

  it("payments: capture and void of an authorization send payment.capture and payment.cancel", async () => {
    const { fake, app, payrail } = start()
    const authorize = () =>
      payrail.payments.create(paymentBody(fake.seed.checkoutSession().id, { amount: { currency: "USD", value: 10 }, payment_method: { token: "tok_visa", detail: { card: { capture: false } } } }))
    const first = await authorize()
    const firstAuth = first.transactions as { id: string }
    await payrail.payments.capture(first.id, firstAuth.id, { merchant_reference: "cap-1", amount: { currency: "USD", value: 4 } })
    const second = await authorize()
    await payrail.payments.cancel(second.id, (second.transactions as { id: string }).id, { merchant_reference: "void-1" })
    await fake.webhooks.settled()

    expect(app.events.map((e) => e.name)).toEqual(["payment.authorize", "payment.capture", "payment.authorize", "payment.cancel"])
    expect(app.events[1]!.data).toMatchObject({ id: first.id, status: "SUCCEEDED", sub_status: "PARTIALLY_CAPTURED" })
    expect(app.events[3]!.data).toMatchObject({ id: second.id, status: "CANCELED" })
  })

  it("subscriptions: create, pause, resume, cancel (and the renewal payment)", async () => {
    const { fake, app, payrail } = start()
    const customer = fake.seed.customer()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer))
    await payrail.subscriptions.pause(sub.id)
    await payrail.subscriptions.resume(sub.id)
    await payrail.subscriptions.cancel(sub.id)
    await fake.webhooks.settled()
    expect(app.events.map((e) => e.name)).toEqual([
      "subscription.create",
      "payment.purchase", // cycle 1, charged at creation (docs/service-facts.md#subscription-events: renewals are payment.purchase)
      "subscription.pause",
      "subscription.resume",
      "subscription.cancel"
    ])
    const paused = app.events[2]!
    expect(paused).toMatchObject({ family: "subscription", data: { code: sub.id, status: "PAUSED" } })
  })

  it("subscriptions that run out complete; reports that finish send report.update; onboardings send their status", async () => {
    const { fake, app, payrail } = start()
    const customer = fake.seed.customer()
    await payrail.subscriptions.create(subscriptionBody(customer, { billing_cycles: { total: 1 } }))
    const report = await payrail.reports.create(reportBody())
    const entity = fake.seed.entity()
    await payrail.banking.createOnboarding(entity.id, oneStepOnboardingBody())
    await fake.clock.advance(2 * MIN)
    await fake.webhooks.settled()
    const names = app.events.map((e) => e.name)
    expect(names).toContain("subscription.complete")
    expect(names).toContain("onboarding.pending")
    expect(app.events.find((e) => e.name === "report.update")).toMatchObject({ family: "report", data: { id: report.id, status: "SUCCEEDED" } })
  })

  it("a failed delivery is retried on the fake clock with a growing `retry`, and handled once", async () => {
    const { fake, app, payrail } = start(1)
    await payrail.payments.create(paymentBody(fake.seed.checkoutSession().id))
    await fake.webhooks.settled()
    expect(fake.webhooks.deliveries.map((d) => [d.event, d.attempt, d.status])).toEqual([["payment.purchase", 1, 500]])
    await fake.clock.advance(5 * MIN)
    expect(fake.webhooks.deliveries.map((d) => [d.attempt, d.status])).toEqual([[1, 500], [2, 200]])
    expect(app.events).toHaveLength(1)
    expect(app.events[0]!.retry).toBe(1)
    expect(fake.webhooks.deliveries[0]!.id).toBe(fake.webhooks.deliveries[1]!.id)
  })

  it("nothing is sent without a receiver, and a reset forgets what is pending", async () => {
    const quiet = createFakePayrail({ now: T0 })
    await quiet.client().payments.create(paymentBody(quiet.seed.checkoutSession().id))
    await quiet.webhooks.settled()
    expect(quiet.webhooks.deliveries).toEqual([])
    expect(quiet.webhooks.events).toEqual([])
  })
})

describe("fake.webhooks.send", () => {
  it("posts any event by hand, with a plausible resource for its family, or the data given", async () => {
    const { fake, app } = start()
    const chargeback = await fake.webhooks.send("payment.chargeback")
    expect(chargeback).toMatchObject({ type: "payment", type_event: "payment.chargeback", version: 2, retry: 0 })
    await fake.webhooks.send("enrollment.enroll")
    await fake.webhooks.send("split_transfer.succeeded")
    await fake.webhooks.send("loyalty.points_awarded", { member: "m1" })
    expect(app.events.map((e) => [e.name, e.family])).toEqual([
      ["payment.chargeback", "payment"],
      ["enrollment.enroll", "enrollment"],
      ["split_transfer.succeeded", "split_transfer"],
      ["loyalty.points_awarded", "unknown"]
    ])
    expect(app.events[3]!.data).toEqual({ member: "m1" })
    expect(fake.webhooks.deliveries.map((d) => d.event)).toEqual(app.events.map((e) => e.name))
    await expect(fake.webhooks.send("not an event")).rejects.toThrow(TypeError)
  })

  it("goes to eventsUrl when set, signed with standard-webhooks too", async () => {
    const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`
    const urls: Array<string> = []
    const local = createFakePayrail({ now: T0 })
    const verifier = createWebhookVerifier({ secrets: [secret], scheme: "standard-webhooks", now: () => local.clock.now() })
    local.webhooks.configure({
      url: "http://merchant.internal",
      eventsUrl: "http://merchant.internal/hooks/all",
      secret,
      scheme: "standard-webhooks",
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init)
        urls.push(request.url)
        await verifier.verify(await request.text(), request.headers)
        return new Response(JSON.stringify({ received: true }))
      }) as typeof globalThis.fetch
    })
    await local.webhooks.send("payout.payout")
    expect(urls).toEqual(["http://merchant.internal/hooks/all"])
    expect(local.webhooks.deliveries[0]).toMatchObject({ event: "payout.payout", ok: true })
  })
})
