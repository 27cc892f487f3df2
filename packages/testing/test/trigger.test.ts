/**
 * `fake.trigger` and `POST /_fake/trigger`: any event of the catalogue, for a resource the fake
 * holds or a made-up one, with overrides; the fake clock moves where the event depends on time.
 * Delivered in-process to core's router, so every notification here was signed and verified.
 */
import { createWebhookRouter, createWebhookVerifier, type WebhookEvent } from "@payrail/core"
import { describe, expect, it } from "vitest"
import { createFakePayrail, TRIGGERABLE_EVENTS, TriggerError } from "../src/index"
import { oneStepOnboardingBody, paymentBody, previouslyOnboardedBody, reportBody, subscriptionBody, T0 } from "./helpers"

const SECRET = "trigger-secret"
const DAY = 86_400_000

const start = () => {
  const events: Array<WebhookEvent> = []
  const transfers: Array<Record<string, unknown>> = []
  let now = () => 0
  const router = createWebhookRouter({ verifier: createWebhookVerifier({ secrets: [SECRET], now: () => now() }) }).on("*", (event) => {
    events.push(event)
  })
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    if (new URL(request.url).pathname === "/v1/banking/transfers") transfers.push(JSON.parse(text))
    const out = await router.handle(text, request.headers)
    return new Response(JSON.stringify(out.body), { status: out.status })
  }) as typeof globalThis.fetch
  const fake = createFakePayrail({ now: T0, webhooks: { url: "http://merchant.internal", secret: SECRET, fetch } })
  now = () => fake.clock.now()
  return { fake, events, transfers, payrail: fake.client() }
}

describe("fake.trigger: events about the fake's own resources", () => {
  it("payment.chargeback for a payment: its id, amounts as the fake holds them, the overrides applied; nothing else moves", async () => {
    const { fake, events, payrail } = start()
    const payment = await payrail.payments.create(paymentBody(fake.seed.checkoutSession().id, { amount: { currency: "USD", value: 25.5 } }))
    await fake.webhooks.settled()
    events.length = 0
    const result = await fake.trigger("payment.chargeback", { id: payment.id, set: { status: "CHARGEBACK", "amount.refunded": 25.5 } })
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ name: "payment.chargeback", family: "payment", data: { id: payment.id, status: "CHARGEBACK", amount: { value: 25.5, refunded: 25.5 } } })
    expect(result).toMatchObject({ event: "payment.chargeback", advancedMs: 0, delivery: { event: "payment.chargeback", status: 200, ok: true } })
    expect(fake.state.payments[0]).toMatchObject({ id: payment.id, status: "SUCCEEDED" })
  })

  it("subscription.past_due moves the clock to the next renewal, which is declined for insufficient funds", async () => {
    const { fake, events, payrail } = start()
    const sub = await payrail.subscriptions.create(subscriptionBody(fake.seed.customer()))
    await fake.webhooks.settled()
    events.length = 0
    const result = await fake.trigger("subscription.past_due", { id: sub.id })
    expect(result.advancedMs).toBe(31 * DAY) // T0 is 1 March: the monthly cycle falls on 1 April
    expect(result.now).toBe("2025-04-01T12:00:00.000000Z")
    const renewal = events.find((e) => e.name === "payment.purchase")
    expect(renewal).toMatchObject({ data: { status: "DECLINED", sub_status: "DECLINED" } })
    expect(JSON.stringify(renewal!.data)).toContain("INSUFFICIENT_FUNDS")
    expect(events.at(-1)).toMatchObject({ name: "subscription.past_due", data: { id: sub.id, status: "PAST_DUE" } })

    // The request is used up: the cycle after that is charged normally.
    await fake.clock.advance(30 * DAY)
    await fake.webhooks.settled()
    expect(events.filter((e) => e.name === "payment.purchase").map((e) => (e.data as { status: string }).status)).toEqual(["DECLINED", "SUCCEEDED"])
  })

  it("subscription.cycle_executed charges the renewal; close_to_renewal stops renewal_notification_days (3 by default) before it", async () => {
    const { fake, events, payrail } = start()
    const sub = await payrail.subscriptions.create(subscriptionBody(fake.seed.customer()))
    await fake.webhooks.settled() // cycle 1's notification delivered before the clock jumps (its signature is time-bound)
    const close = await fake.trigger("subscription.close_to_renewal", { id: sub.id })
    expect(close.advancedMs).toBe(28 * DAY)
    expect(events.filter((e) => e.name === "payment.purchase")).toHaveLength(1) // cycle 1 only
    const cycle = await fake.trigger("subscription.cycle_executed", { id: sub.id })
    expect(cycle.advancedMs).toBe(3 * DAY)
    expect(events.filter((e) => e.name === "payment.purchase").map((e) => (e.data as { status: string }).status)).toEqual(["SUCCEEDED", "SUCCEEDED"])
    expect(events.at(-1)).toMatchObject({ name: "subscription.cycle_executed", data: { id: sub.id, status: "ACTIVE" } })

    await payrail.subscriptions.cancel(sub.id)
    await expect(fake.trigger("subscription.cycle_executed", { id: sub.id })).rejects.toThrow(/is CANCELED with no renewal due/)
  })

  it("report.update completes the report on the clock: the fake's own notification, sent once, overrides applied", async () => {
    const { fake, events, payrail } = start()
    const report = await payrail.reports.create(reportBody())
    const result = await fake.trigger("report.update", { id: report.id, set: { merchant_note: "from a trigger" } })
    expect(result.advancedMs).toBe(60_000)
    expect(events.filter((e) => e.name === "report.update")).toEqual([expect.objectContaining({ data: expect.objectContaining({ id: report.id, status: "SUCCEEDED", merchant_note: "from a trigger" }) })])
    expect((await payrail.reports.retrieve(report.id)).status).toBe("SUCCEEDED")
  })

  it("onboardings: succeeded waits out a previously-onboarded one; a ONE_STEP review takes the event's status", async () => {
    const { fake, events, payrail } = start()
    const entity = fake.seed.entity()
    const quick = await payrail.banking.createOnboarding(entity.id, previouslyOnboardedBody())
    const succeeded = await fake.trigger("onboarding.succeeded", { id: quick.id })
    expect(succeeded.advancedMs).toBe(1_000)
    expect(events.filter((e) => e.name === "onboarding.succeeded")).toHaveLength(1)

    const reviewed = await payrail.banking.createOnboarding(entity.id, oneStepOnboardingBody())
    const declined = await fake.trigger("onboarding.declined", { id: reviewed.id })
    expect(declined.advancedMs).toBe(0)
    expect(events.at(-1)).toMatchObject({ name: "onboarding.declined", data: { id: reviewed.id, status: "DECLINED" } })
    expect((await payrail.banking.retrieveOnboarding(entity.id, reviewed.id)).status).toBe("DECLINED")
  })
})

describe("fake.trigger: made-up resources and refusals", () => {
  it("every event of the catalogue can be sent without an id", async () => {
    const { fake, events } = start()
    const envelopes = TRIGGERABLE_EVENTS.filter((e) => !e.startsWith("banking.transfer.incoming."))
    for (const name of envelopes) await fake.trigger(name)
    expect(events.map((e) => e.name)).toEqual(envelopes)
    expect(fake.webhooks.deliveries.every((d) => d.ok)).toBe(true)
  })

  it("an id names the made-up resource, and set overrides it; the incoming transfer is sent flat", async () => {
    const { fake, events, transfers } = start()
    await fake.trigger("enrollment.enroll", { id: "pm_42", set: { status: "ENROLLED", "card_data.brand": "VISA" } })
    expect(events[0]).toMatchObject({ family: "enrollment", data: { id: "pm_42", status: "ENROLLED", card_data: { brand: "VISA" } } })
    const result = await fake.trigger("banking.transfer.incoming.pending", { set: { "amount.value": 12.34 } })
    expect(transfers).toEqual([expect.objectContaining({ status: "PENDING", amount: { value: 12.34, currency: "USD" } })])
    expect(result.notification).toMatchObject({ status: "PENDING" })
  })

  it("refuses an unknown event, an unknown resource of a kind the fake holds, a bad path, and a fake without a receiver", async () => {
    const { fake } = start()
    await expect(fake.trigger("payment.teleport")).rejects.toThrow(TriggerError)
    await expect(fake.trigger("payment.teleport")).rejects.toThrow(/"payment.teleport" is not an event of the catalogue/)
    await expect(fake.trigger("payment.capture", { id: "nope" })).rejects.toThrow(/id: no payment nope in the fake/)
    await expect(fake.trigger("payment.capture", { set: { "__proto__.polluted": 1 } })).rejects.toThrow(/not a dotted path/)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const silent = createFakePayrail()
    await expect(silent.trigger("payment.capture")).rejects.toThrow(/No webhook receiver/)
  })
})

describe("POST /_fake/trigger", () => {
  const control = (fake: ReturnType<typeof createFakePayrail>, method: string, body?: unknown) =>
    fake.fetch("https://payrail.fake/_fake/trigger", {
      method,
      headers: { "private-secret-key": fake.privateSecretKey, "content-type": "application/json" },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {})
    })

  it("triggers with {event, id, set}, lists the events, and answers 400 naming what is wrong", async () => {
    const { fake, events, payrail } = start()
    const payment = await payrail.payments.create(paymentBody(fake.seed.checkoutSession().id))
    const answer = await control(fake, "POST", { event: "payment.refund", id: payment.id, set: { status: "REFUNDED" } })
    expect(answer.status).toBe(201)
    expect(await answer.json()).toMatchObject({ event: "payment.refund", notification: { type_event: "payment.refund", data: { payment: { id: payment.id, status: "REFUNDED" } } } })
    expect(events.at(-1)).toMatchObject({ name: "payment.refund", data: { id: payment.id } })
    expect((await (await control(fake, "GET")).json()).events).toEqual(TRIGGERABLE_EVENTS)
    const refused = await control(fake, "POST", { event: "nope.nope" })
    expect(refused.status).toBe(400)
    expect((await refused.json()).messages[0]).toMatch(/"nope.nope" is not an event of the catalogue/)
  })
})
