/**
 * `@payrail/testing/msw` under `setupWorker`, in a real browser (Debian's Chromium, as in
 * browser.test.ts): the fake runs in the page, MSW's service worker (the `npx msw init` script,
 * served from the installed msw) answers the page's plain `fetch` calls to the sandbox URL.
 * A small page server on 127.0.0.1 serves the page, its esbuild bundle and the worker script.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { createRequire } from "node:module"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import { type BrowserContext, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const available = existsSync(CHROMIUM)
if (!available && process.env.CI) throw new Error(`${CHROMIUM} is missing: CI must install Debian's chromium (.ci/run does)`)

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]

const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Payrail MSW</title></head>
<body><script type="module" src="/page.js"></script></body></html>`

/** The page server: three files, loopback only. */
const startPageServer = async (): Promise<{ server: Server; origin: string }> => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL("./msw-page/page.ts", import.meta.url))],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // fake.listen() imports node:http lazily; it is never called in a page.
    external: ["node:http"],
    logLevel: "silent"
  })
  const pageJs = bundle.outputFiles[0]!.text
  // What `npx msw init` copies: the worker script of the installed msw.
  const workerJs = readFileSync(createRequire(import.meta.url).resolve("msw/mockServiceWorker.js"), "utf8")
  const files: Record<string, { type: string; body: string }> = {
    "/": { type: "text/html; charset=utf-8", body: HTML },
    "/page.js": { type: "text/javascript; charset=utf-8", body: pageJs },
    "/mockServiceWorker.js": { type: "text/javascript; charset=utf-8", body: workerJs }
  }
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? "/", "http://127.0.0.1").pathname]
    if (file === undefined) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { "content-type": file.type, "cache-control": "no-store" }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** A payment body the fake accepts (account and session filled in by the page). */
const PAYMENT = {
  account_id: "5b0f1c3e-8a27-4d6b-9c41-2e7f6a9d0b13",
  description: "MSW in the browser",
  country: "US",
  merchant_order_id: "msw-browser-1",
  amount: { currency: "USD", value: 12.5 },
  workflow: "DIRECT",
  payment_method: { token: "tok_visa" }
}

interface PageAnswer {
  readonly status: number
  readonly text: string
  readonly replayed: string | null
}

describe.skipIf(!available)("payrailHandlers under setupWorker, in Chromium", () => {
  let pageServer: { server: Server; origin: string }
  let profile: string
  let context: BrowserContext
  let page: Page
  const pageErrors: Array<string> = []

  beforeAll(async () => {
    pageServer = await startPageServer()
    profile = mkdtempSync(join(tmpdir(), "payrail-msw-chromium-"))
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS })
    // Loopback only: a request the worker did not answer is refused, never sent out.
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
    page = context.pages()[0] ?? (await context.newPage())
    page.on("pageerror", (error) => pageErrors.push(error.message))
    await page.goto(pageServer.origin)
    // Ready by signal: the page sets data-ready once the worker has started (or failed to).
    await page.waitForFunction(() => document.body.dataset.ready !== undefined)
    expect(await page.evaluate(() => `${document.body.dataset.ready} ${document.body.textContent ?? ""}`.trim())).toBe("true")
  })

  afterAll(async () => {
    await context?.close()
    if (pageServer) await new Promise((resolve) => pageServer.server.close(resolve))
    if (profile) rmSync(profile, { recursive: true, force: true })
  })

  /** A plain `fetch` from the page to the sandbox URL (the worker answers it). */
  const pageFetch = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    page.evaluate(
      async ({ method, path, body, headers }): Promise<PageAnswer | { error: string }> => {
        try {
          const response = await fetch(`https://api-sandbox.y.uno/v1${path}`, {
            method,
            headers: {
              "public-api-key": "pk_test_payrail",
              "private-secret-key": "sk_test_payrail",
              "content-type": "application/json",
              ...headers
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) })
          })
          return { status: response.status, text: await response.text(), replayed: response.headers.get("idempotent-replayed") }
        } catch (error) {
          return { error: `${(error as Error).name}: ${(error as Error).message}` }
        }
      },
      { method, path, body, headers }
    )
  const answered = async (...args: Parameters<typeof pageFetch>): Promise<PageAnswer> => {
    const answer = await pageFetch(...args)
    if ("error" in answer) throw new Error(`fetch failed in the page: ${answer.error}`)
    return answer
  }
  const newSession = () => page.evaluate(() => window.payrailMsw.fake.seed.checkoutSession().id)

  it("answers the page's fetch from the fake's state", async () => {
    const session = await newSession()
    const created = await answered("POST", "/payments", { ...PAYMENT, checkout: { session } }, { "x-idempotency-key": "browser-1" })
    expect(created.status).toBe(201)
    const payment = JSON.parse(created.text)
    expect(payment.status).toBe("SUCCEEDED")
    expect(await page.evaluate(() => window.payrailMsw.fake.state.payments.map((p) => p.id))).toContain(payment.id)

    const retrieved = await answered("GET", `/payments/${payment.id}`)
    expect(retrieved.status).toBe(200)
    expect(JSON.parse(retrieved.text).id).toBe(payment.id)
  })

  it("replays an idempotent request byte for byte", async () => {
    const session = await newSession()
    const body = { ...PAYMENT, merchant_order_id: "msw-browser-2", checkout: { session } }
    const first = await answered("POST", "/payments", body, { "x-idempotency-key": "browser-replay" })
    const again = await answered("POST", "/payments", body, { "x-idempotency-key": "browser-replay" })
    expect(again.replayed).toBe("true")
    expect(again.text).toBe(first.text)
  })

  it("turns a dropped connection into a network error; the retry is answered by the replay", async () => {
    const session = await newSession()
    await page.evaluate(() => {
      window.payrailMsw.fake.faults.inject({ method: "POST", path: "/payments", dropConnection: true, afterCommit: true })
    })
    const body = { ...PAYMENT, merchant_order_id: "msw-browser-3", checkout: { session } }
    const dropped = await pageFetch("POST", "/payments", body, { "x-idempotency-key": "browser-drop" })
    expect(dropped).toMatchObject({ error: expect.stringContaining("TypeError") })
    const retried = await answered("POST", "/payments", body, { "x-idempotency-key": "browser-drop" })
    expect(retried.status).toBe(201)
    expect(retried.replayed).toBe("true")
  })

  it("follows the fake clock", async () => {
    const report = { type: "PAYMENTS", start_date: "2025-02-01T00:00:00Z", end_date: "2025-02-28T23:59:59Z" }
    const created = JSON.parse((await answered("POST", "/reports", report, { "x-organization-code": "org_1" })).text)
    expect(created.status).toBe("IN_PROCESS")
    await page.evaluate(() => window.payrailMsw.fake.clock.advance(60_000))
    expect(JSON.parse((await answered("GET", `/reports/${created.id}`)).text).status).toBe("SUCCEEDED")
  })

  it("ran without a script error", () => {
    expect(pageErrors).toEqual([])
  })
})
