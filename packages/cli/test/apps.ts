/**
 * The merchant's local apps the listener forwards to: a Hono app and a NestJS app, each verifying
 * with its OWN webhook secret through Payrail's adapters, on 127.0.0.1 free ports. Each records
 * what its handlers saw and lets a test wait for a number of events (no sleeps).
 */
import "reflect-metadata"
import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { Inject, Injectable, Module } from "@nestjs/common"
import { NestFactory } from "@nestjs/core"
import type { WebhookEvent } from "@payrail/core"
import { payrailWebhooks } from "@payrail/hono"
import { OnPayrailWebhook, PayrailModule } from "@payrail/nestjs"
import { Hono } from "hono"

export interface RunningApp {
  /** The events route: `http://127.0.0.1:<port>/webhooks/payrail`. */
  readonly url: string
  readonly events: Array<WebhookEvent>
  /** Every POST the app received (a repeat the app's own dedupe hides still counts here). */
  readonly requests: () => number
  /** Resolves once `count` events arrived. */
  waitFor(count: number): Promise<ReadonlyArray<WebhookEvent>>
  close(): Promise<void>
}

const recorder = () => {
  const events: Array<WebhookEvent> = []
  const waiters: Array<{ count: number; resolve: (e: ReadonlyArray<WebhookEvent>) => void }> = []
  const record = (event: WebhookEvent) => {
    events.push(event)
    for (const w of [...waiters]) if (events.length >= w.count) waiters.splice(waiters.indexOf(w), 1) && w.resolve([...events])
  }
  const waitFor = (count: number) =>
    new Promise<ReadonlyArray<WebhookEvent>>((resolve) => (events.length >= count ? resolve([...events]) : waiters.push({ count, resolve })))
  return { events, record, waitFor }
}

export const startHonoApp = async (secret: string): Promise<RunningApp> => {
  const { events, record, waitFor } = recorder()
  const app = new Hono().route("/", payrailWebhooks({ secrets: [secret], on: { "*": (event) => void record(event) } }))
  let requests = 0
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (request) => (requests++, app.fetch(request)), port: 0, hostname: "127.0.0.1" }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/webhooks/payrail`,
    events,
    requests: () => requests,
    waitFor,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

const INBOX = "INBOX"

export const startNestApp = async (secret: string, config: { publicApiKey: string; privateSecretKey: string; baseUrl: string }): Promise<RunningApp> => {
  const { events, record, waitFor } = recorder()

  @Injectable()
  class Payments {
    constructor(@Inject(INBOX) private readonly inbox: { record: (e: WebhookEvent) => void }) {}

    @OnPayrailWebhook("*")
    handle(event: WebhookEvent) {
      this.inbox.record(event)
    }
  }

  @Module({ imports: [PayrailModule.forRoot({ ...config, webhooks: { secrets: [secret] } })], providers: [Payments, { provide: INBOX, useValue: { record } }] })
  class AppModule {}

  const app = await NestFactory.create(AppModule, { rawBody: true, logger: false })
  let requests = 0
  app.use((_req: unknown, _res: unknown, next: () => void) => {
    requests++
    next()
  })
  await app.listen(0, "127.0.0.1")
  const { port } = app.getHttpServer().address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/webhooks/payrail`, events, requests: () => requests, waitFor, close: () => app.close() }
}
