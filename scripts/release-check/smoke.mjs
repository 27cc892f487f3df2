/**
 * The files of the fresh projects of scripts/release-check.mjs: a run-time smoke (ESM and CommonJS),
 * a load of every entry point, and a TypeScript program over the public surface (NodeNext and bundler).
 * The run-time smoke uses each package for real: a payment through the client against the fake over
 * HTTP, a signed webhook verified by the Hono route, the Nest module's client by DI, and
 * @payrail/queues' receiver and @payrail/stores' entries loaded.
 */

/** Peers the projects install themselves, as apps do (`effect` is a peer of every package). */
export const peerDependencies = {
  effect: "^4.1.0",
  hono: "^4.6.0",
  "@nestjs/common": "^11.0.0",
  "@nestjs/core": "^11.0.0",
  "reflect-metadata": "^0.2.2",
  rxjs: "^7.8.0"
}
/** Optional peers of some entry points (`@payrail/nestjs/bullmq`, `@payrail/queues/*`, `@payrail/testing/msw`). */
export const optionalPeerDependencies = {
  "@nestjs/bullmq": "^12.0.0",
  bullmq: "^6.7.0",
  ioredis: "^6.0.0",
  pg: "^8.0.0",
  "pg-boss": "^10.0.0",
  msw: "^2.7.0"
}
/** What the TypeScript checks add. */
export const typeScriptDependencies = { typescript: "5.9.3", "@types/node": "^20.19.0" }

const body = `
const assert = (ok, what) => { if (!ok) { console.error("FAILED: " + what); process.exit(1) } }
const main = async () => {
  // @payrail/core + @payrail/testing: the Promise client against the fake, over real HTTP.
  const fake = createFakePayrail()
  const server = await fake.listen()
  const client = createPayrail({ publicApiKey: fake.publicApiKey, privateSecretKey: fake.privateSecretKey, baseUrl: server.url, organizationCode: "org_release", maxRetries: 0 })
  try {
    const payment = await client.payments.create({
      account_id: "5b0f1c3e-8a27-4d6b-9c41-2e7f6a9d0b13", description: "Release check", country: "US",
      merchant_order_id: "release-1", amount: { currency: "USD", value: 12.5 }, workflow: "DIRECT",
      payment_method: { token: "tok_visa", detail: { card: { capture: true } } }
    })
    assert(payment.status === "SUCCEEDED", "payments.create over HTTP: " + payment.status)
    const error = await client.payments.retrieve("00000000-0000-4000-8000-000000000000").catch((e) => e)
    assert(error instanceof PayrailError && typeof error._tag === "string", "a typed error: " + error)
  } finally {
    await client.close()
    await server.close()
  }

  // @payrail/hono: a signed delivery verified and routed by the webhook route.
  const secret = "release-check-secret"
  let handled = 0
  const app = new Hono()
  app.route("/", payrailWebhooks({ secrets: [secret], on: { "banking.transfer.incoming.completed": () => { handled++ } } }))
  const now = new Date().toISOString()
  const delivery = { id: "xfer_release", destination_account_id: "acct_release", account_id: "5b0f1c3e-8a27-4d6b-9c41-2e7f6a9d0b13",
    status: "COMPLETED", direction: "INCOMING", amount: { value: 1, currency: "USD" }, payment_rail: "ACH_STANDARD", created_at: now, updated_at: now }
  const signed = await signWebhook(delivery, { secret })
  const ok = await app.request("/v1/banking/transfers", { method: "POST", headers: signed.headers, body: signed.body })
  assert(ok.status === 200 && handled === 1, "hono webhook route, signed: " + ok.status)
  const forged = await app.request("/v1/banking/transfers", { method: "POST", headers: signed.headers, body: signed.body.replace("xfer_release", "xfer_forged") })
  assert(forged.status >= 400 && forged.status < 500 && handled === 1, "hono webhook route refuses a forged body: " + forged.status)
  // The fake's webhooks delivered in process to the same Hono app, its app.fetch as the transport.
  const hooked = createFakePayrail({ webhooks: { url: "http://merchant.internal", secret, fetch: app.fetch } })
  await hooked.webhooks.incomingTransfer({ status: "COMPLETED" })
  assert(handled === 2 && hooked.webhooks.deliveries[0]?.ok === true, "the fake's webhook into the Hono app in process: " + JSON.stringify(hooked.webhooks.deliveries[0]))

  // @payrail/nestjs: the module in a Nest application context, the client by DI.
  class AppModule {}
  Module({ imports: [PayrailModule.forRoot({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "http://127.0.0.1:9/v1" })] })(AppModule)
  const nest = await NestFactory.createApplicationContext(AppModule, { logger: false })
  try {
    assert(nest.get(PAYRAIL_CLIENT) instanceof CorePayrailClient && NestPayrailClient === CorePayrailClient, "nest client by DI, one PayrailClient class")
  } finally {
    await nest.close()
  }

  // @payrail/queues and @payrail/stores: loaded, their factories present.
  assert(typeof createQueuedWebhookReceiver === "function" && typeof createWebhookConsumer === "function", "@payrail/queues exports")
  assert(typeof createRedisDedupeStore === "function" && typeof createPostgresDedupeStore === "function", "@payrail/stores exports")
  console.log("ok")
}
main().catch((e) => { console.error(e); process.exit(1) })
`

export const esmSmoke = `import "reflect-metadata"
import { createPayrail, PayrailError, signWebhook, PayrailClient as CorePayrailClient } from "@payrail/core"
import { createFakePayrail } from "@payrail/testing"
import { payrailWebhooks } from "@payrail/hono"
import { PayrailModule, PAYRAIL_CLIENT, PayrailClient as NestPayrailClient } from "@payrail/nestjs"
import { createQueuedWebhookReceiver, createWebhookConsumer } from "@payrail/queues"
import { createRedisDedupeStore } from "@payrail/stores/redis"
import { createPostgresDedupeStore } from "@payrail/stores/postgres"
import { Hono } from "hono"
import { Module } from "@nestjs/common"
import { NestFactory } from "@nestjs/core"
${body}`

export const cjsSmoke = `require("reflect-metadata")
const { createPayrail, PayrailError, signWebhook, PayrailClient: CorePayrailClient } = require("@payrail/core")
const { createFakePayrail } = require("@payrail/testing")
const { payrailWebhooks } = require("@payrail/hono")
const { PayrailModule, PAYRAIL_CLIENT, PayrailClient: NestPayrailClient } = require("@payrail/nestjs")
const { createQueuedWebhookReceiver, createWebhookConsumer } = require("@payrail/queues")
const { createRedisDedupeStore } = require("@payrail/stores/redis")
const { createPostgresDedupeStore } = require("@payrail/stores/postgres")
const { Hono } = require("hono")
const { Module } = require("@nestjs/common")
const { NestFactory } = require("@nestjs/core")
${body}`

/** Loads every subpath of every package's exports map (`load`: `await import(entry)` or `require(entry)`); each must export something. */
export const entriesCheck = (entries, load) => `const entries = ${JSON.stringify(entries)}
const main = async () => {
  for (const entry of entries) {
    const mod = ${load}
    if (Object.keys(mod).length === 0) { console.error("FAILED: " + entry + " exports nothing"); process.exit(1) }
  }
  console.log("ok: " + entries.length + " entry points")
}
main().catch((e) => { console.error(e); process.exit(1) })
`

/** Every package's public surface, used the way users write it. */
export const typesCheck = `import { createPayrail, type Payment, type PayrailConfig, InvalidRequestError, Payrail, signWebhook } from "@payrail/core"
import type { DedupeStore } from "@payrail/core/webhooks"
import { createFakePayrail, type FakePayrail } from "@payrail/testing"
import { payrailWebhooks, payrail } from "@payrail/hono"
import { PayrailModule, InjectPayrail, OnPayrailWebhook, type PayrailClient } from "@payrail/nestjs"
import { createQueuedWebhookReceiver, type QueuedWebhookReceiver, type WebhookQueueSink } from "@payrail/queues"
import { createRedisDedupeStore } from "@payrail/stores/redis"
import { createPostgresDedupeStore, migrate } from "@payrail/stores/postgres"
import { Hono } from "hono"

const config: PayrailConfig = { publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "https://api-sandbox.y.uno/v1" }
const client: PayrailClient = createPayrail(config)
export const pay = (): Promise<Payment> => client.payments.retrieve("id")
export const fake: FakePayrail = createFakePayrail()
export const layer = Payrail.layer(config)
export const isInvalid = (e: unknown): e is InvalidRequestError => e instanceof InvalidRequestError
export const app = new Hono().use(payrail(config)).route("/", payrailWebhooks({ secrets: ["s"], on: { "*": (event) => void event.name } }))
export const delivering = createFakePayrail({ webhooks: { url: "http://merchant.internal", secret: "s", fetch: app.fetch } })
export const signed: Promise<{ headers: Record<string, string>; body: string }> = signWebhook("{}", { secret: "s" })
export const mod = PayrailModule.forRoot({ ...config, webhooks: { secrets: ["s"] } })
export const decorators = [InjectPayrail, OnPayrailWebhook] as const
export const receiverFactory: (...args: never[]) => QueuedWebhookReceiver = createQueuedWebhookReceiver
export type Sink = WebhookQueueSink
export const stores: DedupeStore[] = [
  createRedisDedupeStore({ client: { eval: async () => "reserved" }, leaseMs: 30_000 }),
  createPostgresDedupeStore({ pool: { query: async () => ({ rows: [], rowCount: 0 }) }, table: "payrail_webhook_dedupe" })
]
export const migrated: Promise<void> = migrate({ query: async () => ({ rows: [], rowCount: 0 }) })
// @ts-expect-error: a wrong option name must not type-check
createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", baseURL: "x" })
`

export const tsconfig = (options, files) => JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, target: "ES2022", skipLibCheck: false, types: ["node"], lib: ["ES2022", "DOM"], experimentalDecorators: true, ...options },
  files
}, null, 2)
