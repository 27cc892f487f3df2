/**
 * Every notification family on both routes (the transfer path and the events path), typed
 * handlers called with (event, context), a content type no parser takes, and maxBodyBytes.
 */
import "reflect-metadata"
import { Inject, Injectable, Module } from "@nestjs/common"
import type { Payment, WebhookEvent, WebhookEventOf } from "@payrail/core"
import { afterEach, describe, expect, it } from "vitest"
import { OnPayrailWebhook, type PayrailWebhookContext, PayrailModule } from "../src/index"
import { ADAPTERS, CONFIG, deliver, HMAC_SECRET, RECENT, type RunningApp, startApp, transfer } from "./helpers"

class Seen {
  readonly lines: Array<string> = []
}
const SEEN = "SEEN"

@Injectable()
class PaymentHandlers {
  constructor(@Inject(SEEN) private readonly seen: Seen) {}

  @OnPayrailWebhook("payment.purchase")
  purchase(event: WebhookEventOf<"payment", "payment.purchase">, context: PayrailWebhookContext) {
    const payment: Payment = event.data
    const path = (context.request as { url: string }).url
    this.seen.lines.push(`${path} ${event.name} ${payment.merchant_order_id}`)
  }

  @OnPayrailWebhook("subscription.*")
  subscription(event: WebhookEventOf<"subscription">) {
    this.seen.lines.push(`${event.name} ${event.data.code}`)
  }

  @OnPayrailWebhook("*")
  all(event: WebhookEvent) {
    this.seen.lines.push(`* ${event.family}`)
  }
}

const payment = (id: string) => ({
  type: "payment",
  type_event: "payment.purchase",
  account_id: "acc",
  retry: 0,
  version: 2,
  data: { payment: { id, status: "SUCCEEDED", sub_status: "APPROVED", merchant_order_id: `order-${id}`, amount: { value: 10, currency: "USD" }, updated_at: RECENT } }
})

let running: RunningApp | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
})

const start = async (
  adapter: (typeof ADAPTERS)[number],
  webhooks: Parameters<typeof PayrailModule.forRoot>[0]["webhooks"] = { secrets: [HMAC_SECRET] },
  seen = new Seen()
) => {
  @Module({ providers: [PaymentHandlers, { provide: SEEN, useValue: seen }] })
  class Handlers {}
  running = await startApp({ imports: [PayrailModule.forRoot({ ...CONFIG, webhooks }), Handlers] }, { adapter })
  return { origin: running.origin, seen }
}

describe.each(ADAPTERS)("every notification on both routes (%s)", (adapter) => {
  it("routes payments, subscriptions, unknown events and transfers on /webhooks/payrail and /v1/banking/transfers", async () => {
    const { origin, seen } = await start(adapter)
    expect(await deliver(`${origin}/webhooks/payrail`, payment("p1"))).toEqual({ status: 200, body: { received: true } })
    expect((await deliver(`${origin}/v1/banking/transfers`, payment("p2"))).status).toBe(200)
    const subscription = { type: "subscription", type_event: "subscription.pause", data: { subscription: { code: "sub_1", status: "PAUSED", updated_at: RECENT } } }
    expect((await deliver(`${origin}/webhooks/payrail`, subscription)).status).toBe(200)
    const unknown = { type: "loyalty", type_event: "loyalty.points", data: { points: 1 } }
    expect(await deliver(`${origin}/webhooks/payrail`, unknown)).toEqual({ status: 200, body: { received: true } })
    expect((await deliver(`${origin}/webhooks/payrail`, transfer())).status).toBe(200)
    expect(seen.lines).toEqual([
      "/webhooks/payrail payment.purchase order-p1",
      "* payment",
      "/v1/banking/transfers payment.purchase order-p2",
      "* payment",
      "subscription.pause sub_1",
      "* subscription",
      "* unknown",
      "* banking.transfer.incoming"
    ])
  })

  it("webhooks.eventsPath moves the events route", async () => {
    const { origin } = await start(adapter, { secrets: [HMAC_SECRET], eventsPath: "/hooks/payrail" })
    expect((await deliver(`${origin}/hooks/payrail`, payment("p3"))).status).toBe(200)
    expect((await deliver(`${origin}/webhooks/payrail`, payment("p4"))).status).toBe(404)
  })

  it("webhooks.maxBodyBytes: a signed body over it answers 413, handler not run", async () => {
    const { origin, seen } = await start(adapter, { secrets: [HMAC_SECRET], maxBodyBytes: 1024 })
    const big = transfer({ description: "x".repeat(4096) })
    expect((await deliver(`${origin}/v1/banking/transfers`, big)).status).toBe(413)
    expect(seen.lines).toEqual([])
    expect((await deliver(`${origin}/v1/banking/transfers`, transfer())).status).toBe(200)
  })
})

describe("a content type no parser takes (express, rawBody: true)", () => {
  it.each(["text/plain", "application/octet-stream", "application/x-payrail"])("%s is verified like JSON", async (contentType) => {
    const { origin, seen } = await start("express")
    const answer = await deliver(`${origin}/webhooks/payrail`, payment(`p-${contentType}`), { headers: { "content-type": contentType } })
    expect(answer).toEqual({ status: 200, body: { received: true } })
    expect(seen.lines[0]).toMatch(/payment.purchase/)
    // a bad signature is still a 401, not the raw-body 500
    const tampered = await deliver(`${origin}/webhooks/payrail`, payment("p-x"), {
      headers: { "content-type": contentType, "x-hmac-signature": "AAAA" }
    })
    expect(tampered.status).toBe(401)
    // no signature header at all: 401 without reading the stream
    const unsigned = await fetch(`${origin}/webhooks/payrail`, { method: "POST", headers: { "content-type": contentType }, body: "x".repeat(4096) })
    expect(unsigned.status).toBe(401)
    expect(await unsigned.json()).toEqual({ received: false, error: "Missing x-hmac-signature header" })
  })
})
