/**
 * The webhook routes read their body up to their own `maxBodyBytes` (1 MiB by
 * default) whatever the app's body parser limit (Express's JSON parser stops at 100 KB), on
 * Express and Fastify, with the app made as the README shows; past the limit, 413.
 */
import "reflect-metadata"
import { type INestApplication, Inject, Injectable, Module } from "@nestjs/common"
import { type IncomingTransfer, signWebhook } from "@payrail/core"
import type { AddressInfo } from "node:net"
import { FastifyAdapter } from "@nestjs/platform-fastify"
import { Test } from "@nestjs/testing"
import { afterEach, describe, expect, it } from "vitest"
import { OnPayrailWebhook, PayrailModule } from "../src/index"
import { ADAPTERS, CapturingLogger, CONFIG, deliver, HMAC_SECRET, post, type RunningApp, startApp, transfer } from "./helpers"

const SEEN = "SEEN"

@Injectable()
class TransferHandlers {
  constructor(@Inject(SEEN) private readonly seen: Array<string>) {}

  @OnPayrailWebhook("banking.transfer.incoming.completed")
  transfer(event: { data: IncomingTransfer }) {
    this.seen.push(`${event.data.id} ${event.data.description?.length}`)
  }
}

let running: RunningApp | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
})

const start = async (adapter: (typeof ADAPTERS)[number], setup?: ((app: INestApplication) => void) | undefined) => {
  const seen: Array<string> = []
  @Module({ providers: [TransferHandlers, { provide: SEEN, useValue: seen }] })
  class Handlers {}
  running = await startApp({ imports: [PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET] } }), Handlers] }, setup === undefined ? { adapter } : { adapter, setup })
  return { origin: running.origin, seen }
}

/** A transfer notification whose JSON is about `bytes` long. */
const sized = (bytes: number) => transfer({ description: "x".repeat(bytes) })

describe.each(ADAPTERS)("webhook body limit, default settings (%s)", (adapter) => {
  it("200 KB and 900 KB signed notifications reach the handler, on both routes", async () => {
    const { origin, seen } = await start(adapter)
    const small = sized(200 * 1024)
    const large = sized(900 * 1024)
    expect(await deliver(`${origin}/v1/banking/transfers`, small)).toEqual({ status: 200, body: { received: true } })
    expect(await deliver(`${origin}/webhooks/payrail`, large)).toEqual({ status: 200, body: { received: true } })
    expect(seen).toEqual([`${small.id} ${200 * 1024}`, `${large.id} ${900 * 1024}`])
  })

  it("a body over 1 MiB answers 413 and the handler is not run", async () => {
    const { origin, seen } = await start(adapter)
    const answer = await deliver(`${origin}/v1/banking/transfers`, sized(1024 * 1024 + 1))
    expect(answer.status).toBe(413)
    expect(seen).toEqual([])
  })

  it("other routes keep the app's parser (a JSON body is still parsed there)", async () => {
    const { origin } = await start(adapter)
    // a webhook-looking POST elsewhere is not the controller's: 404 from the app, not a 401 from ours
    const answer = await post(`${origin}/v1/banking/transfers/other`, JSON.stringify({ a: 1 }), { "content-type": "application/json" })
    expect(answer.status).toBe(404)
  })
})

describe("express: an app-wide parser with a smaller limit does not reach the webhook routes", () => {
  it("useBodyParser('json', { limit: '10kb' }): a 200 KB notification still reaches the handler", async () => {
    const { origin, seen } = await start("express", (app) => {
      ;(app as unknown as { useBodyParser(type: string, options: object): void }).useBodyParser("json", { limit: "10kb" })
    })
    const sent = sized(200 * 1024)
    const signed = await signWebhook(sent, { secret: HMAC_SECRET })
    expect((await post(`${origin}/webhooks/payrail`, signed.body, signed.headers)).status).toBe(200)
    expect(seen).toEqual([`${sent.id} ${200 * 1024}`])
  })
})

describe.each(ADAPTERS)("behind a global prefix (%s)", (adapter) => {
  it("app.setGlobalPrefix('api'): a 900 KB notification at /api/webhooks/payrail reaches the handler", async () => {
    const { origin, seen } = await start(adapter, (app) => app.setGlobalPrefix("api"))
    const sent = sized(900 * 1024)
    expect(await deliver(`${origin}/api/webhooks/payrail`, sent)).toEqual({ status: 200, body: { received: true } })
    expect(seen).toEqual([`${sent.id} ${900 * 1024}`])
  })
})

describe("fastify: an app-wide bodyLimit smaller than maxBodyBytes does not reach the webhook routes", () => {
  it("new FastifyAdapter({ bodyLimit: 10_000 }): a 200 KB notification still reaches the handler; other routes keep the limit", async () => {
    const seen: Array<string> = []
    @Module({ providers: [TransferHandlers, { provide: SEEN, useValue: seen }] })
    class Handlers {}
    const moduleRef = await Test.createTestingModule({ imports: [PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET] } }), Handlers] }).compile()
    const app = moduleRef.createNestApplication(new FastifyAdapter({ bodyLimit: 10_000 }), { rawBody: true, logger: new CapturingLogger() })
    await app.listen(0, "127.0.0.1")
    running = { app, origin: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`, logger: new CapturingLogger(), close: () => app.close() }
    const sent = sized(200 * 1024)
    expect(await deliver(`${running.origin}/webhooks/payrail`, sent)).toEqual({ status: 200, body: { received: true } })
    expect(seen).toEqual([`${sent.id} ${200 * 1024}`])
    const elsewhere = await post(`${running.origin}/not-a-webhook`, JSON.stringify({ pad: "x".repeat(20_000) }), { "content-type": "application/json" })
    expect(elsewhere.status).toBe(413)
  })
})

describe.each(ADAPTERS)("a notification nested past the JSON depth limit (%s)", (adapter) => {
  it("answers 400 naming the limit (not 500) to a signed event with data nested 10,000 deep and no id", async () => {
    const { origin, seen } = await start(adapter)
    const levels = 10_000
    const body = `{"type":"custom","type_event":"custom.thing","account_id":"acc-1","data":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`
    const signed = await signWebhook(body, { secret: HMAC_SECRET })
    const answer = await post(`${origin}/webhooks/payrail`, signed.body, signed.headers)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain("more than 1000 levels")
    expect(seen).toEqual([])
  })
})
