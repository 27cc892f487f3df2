/**
 * The wiring the docs show (docs/webhooks.md, "Running several instances"): a shared store given
 * to @payrail/hono's route and to @payrail/nestjs's module. Two Hono apps and two Nest apps (four
 * instances) share one Redis; the same delivery sent to all four at once is handled once.
 */
import "reflect-metadata"
import type { AddressInfo } from "node:net"
import { Injectable, type INestApplication, Module } from "@nestjs/common"
import { NestFactory } from "@nestjs/core"
import { signWebhook } from "@payrail/core"
import { payrailWebhooks } from "@payrail/hono"
import { OnPayrailWebhook, PayrailModule } from "@payrail/nestjs"
import { Hono } from "hono"
import { Redis } from "ioredis"
import { afterAll, describe, expect, it } from "vitest"
import { createRedisDedupeStore } from "../src/redis"
import { SECRET, transferFixture, unique } from "./support/fixtures"
import { requireServer } from "./support/require-server"

const url = requireServer("redis")

describe.skipIf(url === undefined)("a shared Redis store wired into Hono and NestJS instances", () => {
  const clients: Redis[] = []
  const nestApps: INestApplication[] = []
  const prefix = `${unique("wiring")}:`
  const store = () => {
    const client = new Redis(url!)
    clients.push(client)
    return createRedisDedupeStore({ client, prefix, leaseMs: 60_000 })
  }
  afterAll(async () => {
    await Promise.all(nestApps.map((a) => a.close()))
    await Promise.all(clients.map((c) => c.quit()))
  })

  const credited: string[] = []
  /** The handler, whatever the signature: `(transfer, ctx)` today, `(event, ctx)` with `event.data` after the webhook rework. */
  const credit = (instance: string) => (first: unknown) => {
    const arg = first as { id?: string; data?: { id?: string } }
    credited.push(`${instance}:${arg.data?.id ?? arg.id}`)
  }

  const honoApp = (name: string) =>
    new Hono().route("/", payrailWebhooks({ secrets: [SECRET], store: store(), on: { "*": credit(name) } }))

  const nestApp = async (name: string): Promise<string> => {
    // Decorators applied by hand (no decorator transform needed in this package's tests).
    class Credits {
      handle(first: unknown) {
        credit(name)(first)
      }
    }
    const descriptor = Object.getOwnPropertyDescriptor(Credits.prototype, "handle")!
    OnPayrailWebhook("*")(Credits.prototype, "handle", descriptor)
    Injectable()(Credits)
    class AppModule {}
    Module({
      imports: [
        PayrailModule.forRoot({
          publicApiKey: "pk_test",
          privateSecretKey: "sk_test",
          baseUrl: "http://payrail.invalid/v1",
          webhooks: { secrets: [SECRET], store: store() }
        })
      ],
      providers: [Credits]
    })(AppModule)
    const app = await NestFactory.create(AppModule, { rawBody: true, logger: false })
    nestApps.push(app)
    await app.listen(0, "127.0.0.1")
    return `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`
  }

  it("the same delivery to two Hono and two Nest instances at once: credited once, the others 200 or 503", async () => {
    const honos = [honoApp("hono-a"), honoApp("hono-b")]
    const nests = await Promise.all([nestApp("nest-a"), nestApp("nest-b")])
    for (let round = 0; round < 5; round++) {
      const id = unique(`xfer_${round}`)
      const signed = await signWebhook(transferFixture({ id }), { secret: SECRET })
      const init = { method: "POST", headers: signed.headers, body: signed.body }
      const statuses = await Promise.all([
        ...honos.map(async (app) => (await app.request("/v1/banking/transfers", init)).status),
        ...nests.map(async (origin) => (await fetch(`${origin}/v1/banking/transfers`, init)).status)
      ])
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true)
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
      expect(credited.filter((c) => c.endsWith(`:${id}`))).toHaveLength(1)
      // later re-deliveries to every instance: duplicates, 200, nothing credited again
      const again = await Promise.all([
        ...honos.map(async (app) => (await app.request("/v1/banking/transfers", init)).status),
        ...nests.map(async (origin) => (await fetch(`${origin}/v1/banking/transfers`, init)).status)
      ])
      expect(again).toEqual([200, 200, 200, 200])
      expect(credited.filter((c) => c.endsWith(`:${id}`))).toHaveLength(1)
    }
    // each kind of instance really runs its handler with the store (not only the other kind)
    for (const [name, send] of [
      ["nest-b", (init: RequestInit) => fetch(`${nests[1]}/v1/banking/transfers`, init)],
      ["hono-a", (init: RequestInit) => honos[0]!.request("/v1/banking/transfers", init)]
    ] as const) {
      const id = unique("xfer_only")
      const signed = await signWebhook(transferFixture({ id }), { secret: SECRET })
      expect((await send({ method: "POST", headers: signed.headers, body: signed.body })).status).toBe(200)
      expect(credited.filter((c) => c.endsWith(`:${id}`))).toEqual([`${name}:${id}`])
    }
  })
})
