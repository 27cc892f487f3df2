/**
 * `payrail listen --relay` end to end: the fake plays the service over HTTP, the relay runs in
 * workerd (Miniflare), a Hono app verifies with its own secret. Notifications sent while the
 * listener is down (killed, so its endpoint stays registered) are held by the relay and reach the
 * app after the listener reconnects: in order, once. The next start removes the killed run's endpoint.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { PayrailClient } from "@payrail/core"
import { createFakePayrail, type FakePayrail, type FakeServer } from "@payrail/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningApp, startHonoApp } from "./apps"
import { cliEnv, type Running, start, stop } from "./cli-process"
import { startRelay } from "./relay-worker"

const ACCOUNT = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"
const APP_SECRET = "hono-app-own-secret"

let fake: FakePayrail
let server: FakeServer
let client: PayrailClient
let relay: Awaited<ReturnType<typeof startRelay>>
let app: RunningApp
let dir: string
const running: Array<Running> = []

beforeAll(async () => {
  fake = createFakePayrail()
  server = await fake.listen()
  client = fake.client({ accountId: ACCOUNT })
  relay = await startRelay(100)
  app = await startHonoApp(APP_SECRET)
  dir = mkdtempSync(join(tmpdir(), "payrail-relay-listen-"))
})
afterAll(async () => {
  for (const cli of running) await stop(cli)
  await app?.close()
  await relay?.close()
  await client?.close()
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

let order = 0
const purchase = () =>
  client.payments.create({
    account_id: ACCOUNT,
    description: "Order through the relay",
    country: "US",
    merchant_order_id: `order-relay-${++order}`,
    amount: { currency: "USD", value: 10 + order },
    workflow: "DIRECT",
    payment_method: { token: "tok_visa" }
  })

const listen = () => {
  const cli = start(
    ["listen", "--relay", relay.url, "--forward-to", app.url, "--forward-secret", APP_SECRET, "--account-id", ACCOUNT, "--journal", join(dir, "journal.jsonl")],
    cliEnv({ PAYRAIL_PUBLIC_API_KEY: fake.publicApiKey, PAYRAIL_PRIVATE_SECRET_KEY: fake.privateSecretKey, PAYRAIL_BASE_URL: server.url })
  )
  running.push(cli)
  return cli
}

describe("payrail listen --relay (relay in workerd)", () => {
  it("events delivered while the listener was down reach the app after it reconnects, in order, once", async () => {
    const first = listen()
    const firstName = /endpoint (\S+)/.exec(await first.line(/^Ready:/))![1]!
    const before = await purchase()
    await app.waitFor(1)

    first.child.kill("SIGKILL") // a crash: the endpoint stays registered, the relay keeps taking its deliveries
    await first.exited
    // one at a time: the fake delivers concurrently, and the order under test is the order the relay took them in
    const whileDown = []
    for (let i = 0; i < 3; i++) {
      whileDown.push(await purchase())
      await fake.webhooks.settled() // the fake's attempt is done, answered by the relay: held, not lost
    }
    const held = fake.webhooks.deliveries.filter((d) => d.url.includes(firstName))
    expect(held.map((d) => d.ok)).toEqual([true, true, true, true])

    const second = listen()
    await second.line(/^Ready:/)
    expect(second.stdout()).toContain(`Removed endpoint ${firstName}`)
    const after = await purchase()
    const events = await app.waitFor(5)
    // the held three arrive before anything newer, in the order the relay took them, each once
    expect(events.map((e) => (e.data as { id: string }).id)).toEqual([before, ...whileDown, after].map((p) => p.id))
    expect(events.every((e) => e.name === "payment.purchase")).toBe(true)
    // once: the second listener forwarded four (three held, one new), and the app was asked five times in all
    await second.lines(/payment\.purchase .*→ 200/, 4)
    expect(app.requests()).toBe(5)
  })
})
