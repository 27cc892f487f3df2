/**
 * `payrail listen` as a process against the fake playing the service over real HTTP (it implements
 * `/v1/webhooks` and delivers to registered endpoints, signed with each endpoint's secret): a
 * payment's notifications reach a Hono app and a NestJS app that verify with their own secrets;
 * SIGINT deletes the temporary endpoint; a killed listener's endpoint is removed at the next start;
 * a failing app stays in the journal as failed, and `payrail events resend` delivers it later.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { PayrailClient } from "@payrail/core"
import { createFakePayrail, type FakePayrail, type FakeServer } from "@payrail/testing"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { type RunningApp, startHonoApp, startNestApp } from "./apps"
import { cliEnv, type Running, runCli, start, stop } from "./cli-process"

const ACCOUNT = "3b0e8f1c-2d4a-4c6e-9f1a-7b8c9d0e1f2a"
const HONO_SECRET = "hono-app-own-secret"
const NEST_SECRET = "nest-app-own-secret"

let fake: FakePayrail
let server: FakeServer
let client: PayrailClient
let dir: string
const running = new Set<Running>()
const apps = new Set<RunningApp>()

beforeAll(async () => {
  fake = createFakePayrail()
  server = await fake.listen()
  client = fake.client({ accountId: ACCOUNT })
  dir = mkdtempSync(join(tmpdir(), "payrail-listen-"))
})
afterEach(async () => {
  await Promise.all([...running].map(stop))
  running.clear()
  await Promise.all([...apps].map((a) => a.close()))
  apps.clear()
})
afterAll(async () => {
  await client.close()
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const env = () => cliEnv({ PAYRAIL_PUBLIC_API_KEY: fake.publicApiKey, PAYRAIL_PRIVATE_SECRET_KEY: fake.privateSecretKey, PAYRAIL_BASE_URL: server.url })

const listen = (journal: string, app: RunningApp, secret: string, extra: ReadonlyArray<string> = []) => {
  const cli = start(["listen", "--forward-to", app.url, "--forward-secret", secret, "--account-id", ACCOUNT, "--journal", journal, ...extra], env())
  running.add(cli)
  return cli
}

const endpointNames = async () => (await client.webhookEndpoints.list({ account_id: ACCOUNT })).map((e) => e.name)

let order = 0
const purchase = () =>
  client.payments.create({
    account_id: ACCOUNT,
    description: "Order from the listen test",
    country: "US",
    merchant_order_id: `order-listen-${++order}`,
    amount: { currency: "USD", value: 26.9 },
    workflow: "DIRECT",
    payment_method: { token: "tok_visa" }
  })

describe("payrail listen against the fake over HTTP", () => {
  it("a payment's notification reaches a Hono app verifying with its own secret; SIGINT deletes the endpoint", async () => {
    const app = await startHonoApp(HONO_SECRET)
    apps.add(app)
    const cli = listen(join(dir, "hono.jsonl"), app, HONO_SECRET)
    const ready = await cli.line(/^Ready: endpoint payrail-listen-/)
    const name = /endpoint (\S+)/.exec(ready)![1]!
    expect(await endpointNames()).toContain(name)

    const payment = await purchase()
    const [event] = await app.waitFor(1)
    expect(event!.name).toBe("payment.purchase")
    expect((event!.data as { id: string }).id).toBe(payment.id)
    // one line per event: time, type_event, journal id, the app's status, latency
    const line = await cli.line(/payment\.purchase/)
    expect(line).toMatch(/^\d\d:\d\d:\d\d {2}payment\.purchase\s+je_\w+ {2}→ 200 {2}\d+ ms$/)

    cli.child.kill("SIGINT")
    expect(await cli.exited).toBe(0)
    expect(cli.stdout()).toContain(`Deleted endpoint ${name}`)
    expect(await endpointNames()).not.toContain(name)
  })

  it("reaches a NestJS app verifying with its own secret; a killed listener's endpoint is removed at the next start", async () => {
    const app = await startNestApp(NEST_SECRET, { publicApiKey: fake.publicApiKey, privateSecretKey: fake.privateSecretKey, baseUrl: server.url })
    apps.add(app)
    const journal = join(dir, "nest.jsonl")
    const first = listen(journal, app, NEST_SECRET)
    const firstName = /endpoint (\S+)/.exec(await first.line(/^Ready:/))![1]!
    first.child.kill("SIGKILL")
    await first.exited
    expect(await endpointNames()).toContain(firstName) // a crash leaves it behind

    const second = listen(journal, app, NEST_SECRET)
    const secondName = /endpoint (\S+)/.exec(await second.line(/^Ready:/))![1]!
    expect(second.stdout()).toContain(`Removed endpoint ${firstName}`)
    const names = await endpointNames()
    expect(names).toContain(secondName)
    expect(names).not.toContain(firstName)

    const payment = await purchase()
    const [event] = await app.waitFor(1)
    expect(event!.name).toBe("payment.purchase")
    expect((event!.data as { id: string }).id).toBe(payment.id)
  })

  it("an app answering an error stays in the journal as failed; events resend delivers it once the app is fixed", async () => {
    const journal = join(dir, "failing.jsonl")
    const app = await startHonoApp(HONO_SECRET)
    apps.add(app)
    // the listener signs with a secret the app does not have: the app answers 401
    const cli = listen(journal, app, "not-the-app-secret")
    await cli.line(/^Ready:/)
    await purchase()
    const line = await cli.line(/payment\.purchase/)
    expect(line).toMatch(/→ 401 FAILED \(HTTP 401\)/)
    expect(app.events).toHaveLength(0)

    const listed = await runCli(["events", "list", "--journal", journal, "--status", "failed"], env())
    expect(listed.code).toBe(0)
    const entries = JSON.parse(listed.stdout) as Array<{ id: string; status: string; app_status: number; type_event: string }>
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ status: "failed", app_status: 401, type_event: "payment.purchase" })

    const resent = await runCli(["events", "resend", entries[0]!.id, "--journal", journal, "--forward-secret", HONO_SECRET], env())
    expect(resent.code).toBe(0)
    expect(resent.stdout).toMatch(/→ 200/)
    expect((await app.waitFor(1))[0]!.name).toBe("payment.purchase")
    const after = JSON.parse((await runCli(["events", "list", "--journal", journal], env())).stdout) as Array<{ status: string; attempts: number }>
    expect(after[0]).toMatchObject({ status: "forwarded", attempts: 2 })
  })
})
