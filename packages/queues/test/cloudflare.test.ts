/**
 * Cloudflare Queues under Miniflare (workerd): the Hono route sends verified events to a queue;
 * the Worker's `queue()` handler runs the handlers with the Durable Object dedupe store and
 * skip-stale on PayrailVersionObject. A bounded soak: duplicates, out-of-order captures, a stale
 * authorize after its capture, a handler failing once; each notification applied once or stale.
 */
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { Miniflare } from "miniflare"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eventually, SECRET, signed } from "./support/fixtures"
import { makeScenario } from "./soak/scenario"
import { toQueuedWebhook } from "../src/index"
import { paymentEnvelope } from "./support/fixtures"

type Esbuild = { build(options: Record<string, unknown>): Promise<{ outputFiles: Array<{ text: string }> }> }
const require = createRequire(import.meta.url)
const esbuild = createRequire(require.resolve("tsup"))("esbuild") as Esbuild
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

let mf: Miniflare

beforeAll(async () => {
  const result = await esbuild.build({
    entryPoints: [here("./worker/entry.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    alias: {
      "@payrail/hono": here("../../hono/src/index.ts"),
      "@payrail/queues/cloudflare": here("../src/cloudflare.ts"),
      "@payrail/queues": here("../src/index.ts"),
      "@payrail/stores/cloudflare": here("../../stores/src/cloudflare.ts"),
      "@payrail/core/webhooks": here("../../core/src/webhooks/index.ts"),
      "@payrail/core": here("../../core/src/index.ts")
    },
    external: ["cloudflare:workers"],
    write: false,
    logLevel: "silent"
  })
  mf = new Miniflare({
    modules: true,
    script: result.outputFiles[0]!.text,
    compatibilityDate: "2025-06-01",
    bindings: { PAYRAIL_WEBHOOK_SECRET: SECRET },
    durableObjects: { PAYRAIL_DEDUPE: "PayrailDedupeObject", PAYRAIL_VERSIONS: "PayrailVersionObject", LEDGER: "Ledger" },
    queueProducers: { PAYRAIL_WEBHOOKS: "payrail-webhooks" },
    queueConsumers: { "payrail-webhooks": { maxBatchSize: 10, maxBatchTimeout: 0.05, maxRetries: 10 } }
  })
  await mf.ready
}, 120_000)

afterAll(async () => {
  await mf?.dispose()
})

const deliver = async (body: object, headers?: Record<string, string>) => {
  const s = await signed(body)
  const res = await mf.dispatchFetch("http://merchant.example/webhooks/payrail", { method: "POST", body: s.body, headers: { ...s.headers, ...headers } })
  return { status: res.status, body: (await res.json()) as unknown }
}

const enqueueRaw = async (message: unknown) =>
  (await mf.dispatchFetch("http://merchant.example/test/enqueue-raw", { method: "POST", body: JSON.stringify(message) })).status

const ledger = async () => (await (await mf.dispatchFetch("http://merchant.example/ledger")).json()) as Record<string, number>

describe("Cloudflare Queues consumer (Miniflare)", () => {
  it("refuses a bad signature before the queue", async () => {
    const { notifications } = makeScenario(4, "cf-sig")
    expect((await deliver(notifications[0]!.body, { "x-hmac-signature": "AAAA" })).status).toBe(401)
  })

  it("applies each notification once or acknowledges it stale: duplicates, out of order, a stale authorize, a failing handler", async () => {
    const scenario = makeScenario(40, "cf")
    // a "flaky" payment whose handler fails on its first attempt: retried by the queue
    const flaky = makeScenario(4, "flaky").notifications[1]!
    for (const index of scenario.deliveries) {
      expect(await deliver(scenario.notifications[index]!.body)).toEqual({ status: 200, body: { received: true } })
    }
    expect((await deliver(flaky.body)).status).toBe(200)
    const [capture, authorize] = scenario.staleAfterCapture
    expect((await deliver(scenario.notifications[capture]!.body)).status).toBe(200)
    const captureKey = (n: number) => `a:payment.${n % 2 === 0 ? "authorize" : "capture"}`
    await eventually("the held capture was applied", async () =>
      Object.keys(await ledger()).some((k) => k.startsWith(captureKey(capture)) && k.includes(scenario.notifications[capture]!.paymentId)))
    expect((await deliver(scenario.notifications[authorize]!.body)).status).toBe(200)

    const n = scenario.notifications.length + 1
    await eventually("every notification applied or stale", async () => Object.keys(await ledger()).length === n)
    const entries = Object.entries(await ledger())
    const applied = entries.filter(([k]) => k.startsWith("a:"))
    const stale = entries.filter(([k]) => k.startsWith("s:"))
    expect(entries.filter(([, count]) => count !== 1)).toEqual([]) // 0 doubled
    expect(applied.length + stale.length).toBe(n) // 0 lost
    expect(stale.map(([k]) => k)).toContainEqual(expect.stringMatching(new RegExp(`^s:payment\\.authorize:${scenario.notifications[authorize]!.paymentId}:`)))
    // only authorizes are ever stale, and only ones whose capture was applied
    for (const [key] of stale) {
      expect(key).toMatch(/^s:payment\.authorize:/)
      const paymentId = key.split(":")[2]!
      expect(applied.some(([k]) => k.startsWith(`a:payment.capture:${paymentId}:`))).toBe(true)
    }
    expect(applied.some(([k]) => k.includes(flaky.paymentId))).toBe(true)
  })

  it("acknowledges, without a retry and without running a handler, messages sent straight to the queue that do not verify, and reports each", async () => {
    const genuine = await signed(paymentEnvelope("cf-forged-1", "authorize"))
    const message = toQueuedWebhook(genuine.body, genuine.headers)
    expect(await enqueueRaw({ ...message, body: message.body.replace('"PENDING"', '"SUCCEEDED"') })).toBe(200)
    expect(await enqueueRaw({ payrail: 1, event: { name: "payment.capture", family: "payment", dedupeKey: "k", data: { id: "cf-forged-2" } } })).toBe(200)
    // a genuine delivery after them: once it is applied, the batches before it were consumed
    const after = makeScenario(4, "cf-after").notifications[1]!
    expect((await deliver(after.body)).status).toBe(200)
    await eventually("the later genuine notification was applied", async () => Object.keys(await ledger()).some((k) => k.startsWith("a:") && k.includes(after.paymentId)))
    await eventually("both refusals reported", async () => Object.keys(await ledger()).filter((k) => k.startsWith("r:")).length === 2)
    const entries = await ledger()
    expect(Object.entries(entries).filter(([k]) => k.startsWith("r:")).sort()).toEqual([["r:malformed:1", 1], ["r:signature:1", 1]])
    expect(Object.keys(entries).filter((k) => k.includes("cf-forged"))).toEqual([])
  })
})
