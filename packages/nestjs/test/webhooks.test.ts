/**
 * The webhook controller in real Nest apps, Express and Fastify: signed deliveries over HTTP
 * reaching @OnPayrailWebhook methods, and every answer of core's router.
 */
import "reflect-metadata"
import { Controller, Inject, Injectable, Module } from "@nestjs/common"
import { type IncomingTransfer, webhookDedupeKey, type WebhookEvent, type WebhookEventOf, type WebhookScheme } from "@payrail/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { OnPayrailWebhook, type PayrailWebhookContext, PayrailModule, RAW_BODY_MISSING } from "../src/index"
import { ADAPTERS, CONFIG, deliver, HMAC_SECRET, post, type RunningApp, startApp, transfer, WHSEC_SECRET } from "./helpers"

/** What the handlers saw, shared by the test and the app. */
class Inbox {
  completed: Array<IncomingTransfer> = []
  pending: Array<IncomingTransfer> = []
  all: Array<{ id: string; event: WebhookEvent; context: PayrailWebhookContext }> = []
  failNext = 0
}
const INBOX = "INBOX"

@Injectable()
class TransfersService {
  constructor(@Inject(INBOX) private readonly inbox: Inbox) {}

  @OnPayrailWebhook("banking.transfer.incoming.completed")
  async completed({ data: transfer }: WebhookEventOf<"banking.transfer.incoming">) {
    await new Promise((resolve) => setTimeout(resolve, 1))
    if (this.inbox.failNext > 0) {
      this.inbox.failNext--
      throw new Error("ledger unavailable")
    }
    this.inbox.completed.push(transfer)
  }

  @OnPayrailWebhook("banking.transfer.incoming.pending")
  pending({ data: transfer }: WebhookEventOf<"banking.transfer.incoming">) {
    this.inbox.pending.push(transfer)
  }
}

/** A handler on a controller, for every event: controllers are discovered too. */
@Controller("audit")
class AuditController {
  constructor(@Inject(INBOX) private readonly inbox: Inbox) {}

  @OnPayrailWebhook("*")
  record(event: WebhookEvent, context: PayrailWebhookContext) {
    this.inbox.all.push({ id: (event.data as { id: string }).id, event, context })
  }
}

let inbox: Inbox
let running: RunningApp | undefined
beforeEach(() => {
  inbox = new Inbox()
})
afterEach(async () => {
  await running?.close()
  running = undefined
})

/** The app: PayrailModule plus a feature module holding the handlers. */
const handlersModule = () => {
  @Module({ controllers: [AuditController], providers: [TransfersService, { provide: INBOX, useValue: inbox }] })
  class TransfersModule {}
  return TransfersModule
}

const PATH = "/v1/banking/transfers"

describe.each(ADAPTERS)("webhooks (%s)", (adapter) => {
  const start = async (
    webhooks: Parameters<typeof PayrailModule.forRoot>[0]["webhooks"] = { secrets: [HMAC_SECRET] },
    options: { rawBody?: boolean } = {}
  ) => {
    running = await startApp({ imports: [PayrailModule.forRoot({ ...CONFIG, webhooks }), handlersModule()] }, {
      adapter,
      ...options
    })
    return `${running.origin}${PATH}`
  }

  it("hmac-sha256: a signed delivery reaches the decorated method and the '*' handler, answered 200 {received:true}", async () => {
    const url = await start()
    const sent = transfer()
    const answer = await deliver(url, sent)
    expect(answer).toEqual({ status: 200, body: { received: true } })
    expect(inbox.completed).toEqual([sent])
    expect(inbox.pending).toEqual([])
    expect(inbox.all.map((a) => a.id)).toEqual([sent.id])
    expect(inbox.all[0]!.event.name).toBe("banking.transfer.incoming.completed")
    expect((inbox.all[0]!.context.request as { headers: Record<string, string> }).headers["x-hmac-signature"]).toBeTruthy()
  })

  it("standard-webhooks: a signed delivery reaches the decorated method", async () => {
    const url = await start({ secrets: [WHSEC_SECRET], scheme: "standard-webhooks" })
    const sent = transfer({ status: "PENDING" })
    const answer = await deliver(url, sent, { scheme: "standard-webhooks" })
    expect(answer).toEqual({ status: 200, body: { received: true } })
    expect(inbox.pending).toEqual([sent])
    expect(inbox.completed).toEqual([])
    expect(inbox.all[0]!.event.name).toBe("banking.transfer.incoming.pending")
  })

  it("verifies the exact bytes received: unknown fields and unusual spacing are kept", async () => {
    const url = await start()
    const body = `{ "extra_field": {"a": [1, 2]},  ${JSON.stringify(transfer()).slice(1)}`
    const answer = await deliver(url, body)
    expect(answer.status).toBe(200)
    expect(inbox.completed[0]).toMatchObject({ extra_field: { a: [1, 2] } })
  })

  it("accepts any of several secrets (rotation)", async () => {
    const url = await start({ secrets: ["old_secret", HMAC_SECRET] })
    expect((await deliver(url, transfer(), { secret: "old_secret" })).status).toBe(200)
    expect((await deliver(url, transfer())).status).toBe(200)
    expect(inbox.completed).toHaveLength(2)
  })

  it.each<[string, WebhookScheme, (signed: Record<string, string>) => Record<string, string>]>([
    ["hmac-sha256: wrong secret", "hmac-sha256", (h) => h],
    ["hmac-sha256: signature removed", "hmac-sha256", ({ "x-hmac-signature": _, ...h }) => h],
    ["standard-webhooks: wrong secret", "standard-webhooks", (h) => h],
    ["standard-webhooks: stale timestamp", "standard-webhooks", (h) => ({ ...h, "webhook-timestamp": String(Math.floor(Date.now() / 1000) - 3600) })]
  ])("%s → 401, no handler runs", async (_name, scheme, tamper) => {
    const url = await start(scheme === "hmac-sha256" ? { secrets: [HMAC_SECRET] } : { secrets: [WHSEC_SECRET], scheme })
    const { signWebhook } = await import("@payrail/core")
    const wrongSecret = scheme === "hmac-sha256" ? "not_the_secret" : `whsec_${Buffer.from("another-secret-entirely!").toString("base64")}`
    const secret = _name.includes("wrong secret") ? wrongSecret : scheme === "hmac-sha256" ? HMAC_SECRET : WHSEC_SECRET
    const signed = await signWebhook(transfer(), { secret, scheme })
    const answer = await post(url, signed.body, tamper(signed.headers))
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ received: false, error: expect.any(String) })
    expect(inbox.completed).toEqual([])
    expect(inbox.all).toEqual([])
    expect(running!.logger.matching("warn", "Rejected a webhook delivery (401)")).toHaveLength(1)
  })

  it("a body altered after signing → 401", async () => {
    const url = await start()
    const { signWebhook } = await import("@payrail/core")
    const signed = await signWebhook(transfer(), { secret: HMAC_SECRET })
    const answer = await post(url, signed.body.replace("125.5", "999.5"), signed.headers)
    expect(answer.status).toBe(401)
    expect(inbox.completed).toEqual([])
  })

  it("a signed body that is not a valid notification → 400 naming the field", async () => {
    const url = await start()
    const answer = await deliver(url, JSON.stringify({ ...transfer(), id: "not_a_transfer_id" }))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ received: false })
    expect(inbox.all).toEqual([])
  })

  it("a duplicate delivery is answered 200 and handled once (dedupe by id + status)", async () => {
    const url = await start()
    const sent = transfer()
    const first = await deliver(url, sent)
    const second = await deliver(url, sent)
    // The same notification signed again (a retry of the service) and sent twice at once.
    const concurrent = await Promise.all([deliver(url, sent), deliver(url, sent)])
    for (const answer of [first, second, ...concurrent]) expect(answer).toEqual({ status: 200, body: { received: true } })
    expect(inbox.completed).toHaveLength(1)
    expect(inbox.all).toHaveLength(1)
    // A new status of the same transfer is a new notification.
    expect((await deliver(url, { ...sent, status: "PENDING" })).status).toBe(200)
    expect(inbox.pending).toHaveLength(1)
  })

  it("a handler that throws → 500 (logged), not marked done: the sender's retry is handled", async () => {
    const url = await start()
    inbox.failNext = 1
    const sent = transfer()
    const failed = await deliver(url, sent)
    expect(failed).toEqual({ status: 500, body: { received: false, error: "The webhook handler failed" } })
    expect(inbox.completed).toEqual([])
    expect(running!.logger.matching("error", `banking.transfer.incoming.completed ${sent.id}`)).toHaveLength(1)
    const retried = await deliver(url, sent)
    expect(retried).toEqual({ status: 200, body: { received: true } })
    expect(inbox.completed).toEqual([sent])
  })

  it.runIf(adapter === "express")("express without rawBody: true: the webhook routes read their own body, 200", async () => {
    const url = await start(undefined, { rawBody: false })
    const sent = transfer()
    expect(await deliver(url, sent)).toEqual({ status: 200, body: { received: true } })
    expect(inbox.completed).toEqual([sent])
  })

  it.runIf(adapter === "fastify")("fastify without rawBody: true → 500 telling the developer to enable it, logged once", async () => {
    const url = await start(undefined, { rawBody: false })
    const first = await deliver(url, transfer())
    const second = await deliver(url, transfer())
    for (const answer of [first, second]) {
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ received: false, error: RAW_BODY_MISSING })
    }
    expect(RAW_BODY_MISSING).toContain("rawBody: true")
    expect(running!.logger.matching("error", "rawBody: true")).toHaveLength(1)
    expect(inbox.all).toEqual([])
  })

  it("an empty POST → 401 (not the raw-body error)", async () => {
    const url = await start()
    const answer = await post(url, "", {})
    expect(answer.status).toBe(401)
  })

  it("apiKey: the x-api-key / x-secret pair is checked too", async () => {
    const apiKey = { key: "merchant-key", secret: "merchant-secret" }
    const url = await start({ secrets: [HMAC_SECRET], apiKey })
    const good = await deliver(url, transfer(), { headers: { "x-api-key": apiKey.key, "x-secret": apiKey.secret } })
    expect(good.status).toBe(200)
    const missing = await deliver(url, transfer())
    expect(missing.status).toBe(401)
    const wrong = await deliver(url, transfer(), { headers: { "x-api-key": "nope", "x-secret": "nope" } })
    expect(wrong.status).toBe(401)
    const halfRight = await deliver(url, transfer(), { headers: { "x-api-key": apiKey.key, "x-secret": "nope" } })
    expect(halfRight.status).toBe(401)
    expect(inbox.completed).toHaveLength(1)
  })

  it("webhooks.path: the controller answers there, and not at the default path", async () => {
    running = await startApp(
      {
        imports: [
          PayrailModule.forRoot({ ...CONFIG, webhooks: { secrets: [HMAC_SECRET], path: "hooks/payrail" } }),
          handlersModule()
        ]
      },
      { adapter }
    )
    expect((await deliver(`${running.origin}/hooks/payrail`, transfer())).status).toBe(200)
    expect((await deliver(`${running.origin}${PATH}`, transfer())).status).toBe(404)
    expect(inbox.completed).toHaveLength(1)
  })

  it("no webhooks option: no controller is mounted (404)", async () => {
    running = await startApp({ imports: [PayrailModule.forRoot(CONFIG), handlersModule()] }, { adapter })
    expect((await deliver(`${running.origin}${PATH}`, transfer())).status).toBe(404)
    expect(running.logger.matching("warn", "no `webhooks` option")).toHaveLength(1)
  })
})
