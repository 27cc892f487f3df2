/**
 * The dashboard in a real browser: Debian's Chromium, headless, driven by playwright-core,
 * loopback only (test/chromium.ts). Every wait is for something on the page; the timeouts are
 * only a safety net for a loaded 2-core machine. Screenshots go to test-results/ (git-ignored).
 * Busy-page behaviour (clicks while the page is patched continuously): dashboard-browser-live.test.ts.
 */
import { mkdirSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { PayrailClient } from "@payrail/core"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { chromiumAvailable, type OpenDashboard, openDashboard, renderCount, rendersAfter, SAFETY_NET_MS } from "./chromium"
import { AUTH, paymentBody, subscriptionBody, T0 } from "./helpers"

const SHOTS = fileURLToPath(new URL("../test-results/dashboard/", import.meta.url))

describe.skipIf(!chromiumAvailable)("the dashboard, in Chromium", () => {
  let fake: FakePayrail
  let server: FakeServer
  let payrail: PayrailClient
  let receiver: Server
  /** What the webhook receiver answers next. */
  let receiverStatus = 500
  const received: Array<{ event: string; retry: number }> = []
  let dashboard: OpenDashboard
  let page: Page
  let pageErrors: Array<string> = []
  /** The delivery resent from the page. */
  let resentId = ""

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    receiver = createServer((req, res) => {
      let text = ""
      req.on("data", (d: Buffer) => (text += d.toString()))
      req.on("end", () => {
        const body = JSON.parse(text) as { type_event: string; retry: number }
        received.push({ event: body.type_event, retry: body.retry })
        res.writeHead(receiverStatus, { "content-type": "application/json" })
        res.end(receiverStatus === 200 ? JSON.stringify({ received: true }) : '{"error":"receiver down"}')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
    const address = receiver.address() as { port: number }
    fake = createFakePayrail({ now: T0, webhooks: { url: `http://127.0.0.1:${address.port}/hooks`, secret: "whsec_dGVzdC1zZWNyZXQtZm9yLWRhc2hib2FyZA==" } })
    server = await fake.listen()
    payrail = fake.client({ baseUrl: server.url, fetch: globalThis.fetch })

    dashboard = await openDashboard(`${server.controlUrl}/?key=${fake.privateSecretKey}`)
    page = dashboard.page
    pageErrors = dashboard.pageErrors
  }, 3 * SAFETY_NET_MS)

  afterAll(async () => {
    await dashboard?.close()
    await payrail?.close()
    await server?.close()
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()))
  })

  const cell = (testId: string) => page.getByTestId(testId)

  it("keeps the key out of the address bar and shows the fake clock", async () => {
    expect(page.url()).toBe(`${server.controlUrl}/`)
    await expect.poll(() => cell("now").textContent()).toBe(new Date(T0).toISOString())
    expect(pageErrors).toEqual([])
  })

  it("a payment made through the SDK appears, with its request in the log", async () => {
    const session = fake.seed.checkoutSession({ customerId: fake.seed.customer().id })
    const payment = await payrail.payments.create(paymentBody(session.id, { merchant_order_id: "order-dashboard-1" }), { idempotencyKey: "idem-dashboard-1" })
    await cell(`status-${payment.id}`).getByText("SUCCEEDED").waitFor()
    await cell("state-payments").getByText("26.9 USD").waitFor()
    const row = cell("requests").locator("tr", { hasText: "idem-dashboard-1" })
    await row.getByText("POST").waitFor()
    expect(await row.textContent()).toContain("/payments")
    expect(await row.textContent()).toContain("201")
    expect(await row.textContent()).toMatch(/\d ms/) // how long the fake took
    await page.screenshot({ path: join(SHOTS, "payment.png"), fullPage: true })
  })

  it("a request's body is shown with the card number masked and the security code redacted, and stays open as events arrive", async () => {
    const session = fake.seed.checkoutSession({ customerId: fake.seed.customer().id })
    const number = "4507990000000028"
    const card = { number, expiration_month: 11, expiration_year: 28, security_code: "4821", holder_name: "John Doe" }
    // Raw HTTP: what any client in any language may send.
    await fetch(`${server.url}/payments`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": "idem-dashboard-card" },
      body: JSON.stringify(paymentBody(session.id, { workflow: "DIRECT", payment_method: { type: "CARD", detail: { card: { card_data: card } } } }))
    })
    const row = cell("requests").locator("tr", { hasText: "idem-dashboard-card" })
    await row.getByTestId(/^body-/).locator("summary").click()
    const body = row.locator("details[open] pre")
    await body.getByText("450799******0028").waitFor()
    expect(await body.textContent()).toMatch(/"security_code": "\[redacted\]"/i)
    expect(await page.content()).not.toContain(number)
    expect(await page.content()).not.toContain('"4821"')
    // the answer, as the request log keeps it: the card as the service answers it (iin, last four)
    const answer = row.getByTestId(/^response-/)
    await answer.locator("summary").click()
    await answer.locator("pre").getByText('"iin": "450799"').waitFor()
    expect(await answer.locator("pre").textContent()).toContain('"lfd": "0028"')
    expect(await page.content()).not.toContain(number)

    const version = await renderCount(page)
    await fetch(`${server.url}/payments/${session.id}`, { headers: AUTH }) // one more request: one more event
    await rendersAfter(page, version)
    expect(await row.getByTestId(/^body-/).getAttribute("open")).not.toBeNull()
    expect(await answer.getAttribute("open")).not.toBeNull()
  })

  it("a failed delivery shows its answer and next retry; Resend sends it again and shows the new attempt", async () => {
    await fake.webhooks.settled()
    const failed = fake.webhooks.deliveries.find((d) => d.event === "payment.purchase")
    expect(failed).toMatchObject({ status: 500, ok: false })
    await cell(`attempt-${failed!.id}-1`).getByText("HTTP 500").waitFor()
    expect(await cell(`attempt-${failed!.id}-1`).textContent()).toContain(`next retry ${failed!.nextAttemptAt}`)
    // what was sent, and what the receiver answered
    const payload = cell(`payload-${failed!.id}`)
    await payload.locator("summary").click()
    const shown = JSON.parse((await payload.locator("pre").textContent())!) as Record<string, unknown>
    expect(shown).toMatchObject({ type_event: "payment.purchase", retry: 0 })
    expect(shown).toEqual(failed!.payload)
    const answer = cell(`answer-${failed!.id}-1`)
    await answer.locator("summary").click()
    expect(await answer.locator("pre").textContent()).toBe('{"error":"receiver down"}')

    receiverStatus = 200
    const before = received.length
    await cell(`resend-${failed!.id}`).click()
    await cell(`attempt-${failed!.id}-2`).getByText("(resent)").waitFor()
    expect(await cell(`attempt-${failed!.id}-2`).textContent()).toContain("HTTP 200 ✓")
    expect(received.slice(before)).toEqual([{ event: "payment.purchase", retry: 1 }])
    expect(fake.webhooks.deliveries.filter((d) => d.id === failed!.id).map((d) => [d.attempt, d.status, d.resent ?? false])).toEqual([
      [1, 500, false],
      [2, 200, true]
    ])
    resentId = failed!.id
    await page.screenshot({ path: join(SHOTS, "resend.png"), fullPage: true })
  })

  it("advancing the clock from the page moves a subscription to its next cycle", async () => {
    const subscription = await payrail.subscriptions.create(subscriptionBody(fake.seed.customer()))
    const summary = cell(`summary-${subscription.id}`)
    const firstNextAt = fake.state.subscriptions.find((s) => s.id === subscription.id)!.billing_cycles.next_at
    expect(firstNextAt).not.toBeNull()
    await summary.getByText(`next ${firstNextAt}`).waitFor()
    const cycleBefore = fake.state.subscriptions.find((s) => s.id === subscription.id)!.billing_cycles.current

    await cell("advance-amount").fill("31")
    await cell("advance-unit").selectOption("days")
    await cell("advance").click()
    await cell("now").getByText("2025-04-01T12:00:00.000Z").waitFor()
    const after = fake.state.subscriptions.find((s) => s.id === subscription.id)!.billing_cycles
    expect(after.current).toBe(cycleBefore + 1)
    await summary.getByText(`cycle ${after.current}/`).waitFor()
    await summary.getByText(`next ${after.next_at}`).waitFor()
    expect(after.next_at).not.toBe(firstNextAt)
    // The resent delivery was received: its retry (due 5 minutes in) was dropped, not run by the advance.
    expect(fake.webhooks.deliveries.filter((d) => d.id === resentId)).toHaveLength(2)
    await page.screenshot({ path: join(SHOTS, "clock.png"), fullPage: true })
  })

  it("injects a fault from the page and clears it", async () => {
    await page.locator("#fault-path").fill("/customers")
    await page.locator("#fault-status").fill("503")
    await page.locator("#fault-form button:not([type=button])").click()
    await cell("faults").getByText('"path":"/customers"').waitFor()
    expect(fake.faults.active.map((f) => f.spec)).toEqual([{ path: "/customers", status: 503 }])
    await page.locator("#faults-clear").click()
    await cell("faults").getByText("none").waitFor()
    expect(fake.faults.active).toEqual([])
  })

  it("a new payment adds one state row and one request row; the rows already shown are not touched", async () => {
    const before = fake.state.payments.map((p) => p.id)
    expect(before.length).toBeGreaterThan(0)
    // Every change under the payments list and the request log, as the page makes it.
    await page.evaluate(() => {
      const seen: Array<{ list: string; row: string | null; added: Array<string>; removed: Array<string> }> = []
      ;(window as unknown as { seen: typeof seen }).seen = seen
      const name = (n: Node) => (n instanceof HTMLElement ? n.dataset.testid ?? n.tagName : "#text")
      for (const [list, root] of [["payments", document.querySelector("[data-testid=state-payments] tbody")!], ["requests", document.getElementById("requests-body")!]] as const) {
        new MutationObserver((records) => {
          for (const r of records) {
            const target = r.target instanceof HTMLElement ? r.target : r.target.parentElement
            seen.push({ list, row: target === root ? null : target?.closest("tr")?.dataset.testid ?? null, added: [...r.addedNodes].map(name), removed: [...r.removedNodes].map(name) })
          }
        }).observe(root, { childList: true, subtree: true, characterData: true, attributes: true })
      }
    })
    const session = fake.seed.checkoutSession({ customerId: fake.seed.customer().id })
    const payment = await payrail.payments.create(paymentBody(session.id, { merchant_order_id: "order-in-place" }), { idempotencyKey: "idem-dashboard-in-place" })
    const request = fake.requests.find((r) => r.idempotencyKey === "idem-dashboard-in-place")!
    await cell(`object-${request.requestId}`).getByText(`→ ${payment.id}`).waitFor()
    await cell(`row-${payment.id}`).waitFor()
    const seen = await page.evaluate(() => (window as unknown as { seen: Array<{ list: string; row: string | null; added: Array<string>; removed: Array<string> }> }).seen)
    // rows added one at a time, none removed or rebuilt
    const listChanges = seen.filter((m) => m.row === null)
    expect(listChanges.flatMap((m) => m.removed)).toEqual([])
    expect(listChanges.flatMap((m) => m.added).sort()).toEqual([`request-${request.requestId}`, `row-${payment.id}`].sort())
    // changes inside rows only inside the new ones
    expect([...new Set(seen.filter((m) => m.row !== null).map((m) => m.row))].filter((row) => row !== `row-${payment.id}` && row !== `request-${request.requestId}`)).toEqual([])
  })

  it("a request links to the object its answer names: a click scrolls to its state row and opens it", async () => {
    const session = fake.seed.checkoutSession({ customerId: fake.seed.customer().id })
    const payment = await payrail.payments.create(paymentBody(session.id, { merchant_order_id: "order-link" }), { idempotencyKey: "idem-dashboard-link" })
    const request = fake.requests.find((r) => r.idempotencyKey === "idem-dashboard-link")!
    const link = cell(`object-${request.requestId}`)
    await link.getByText(`→ ${payment.id}`).waitFor()
    const row = cell(`row-${payment.id}`)
    const inView = () => row.evaluate((node) => {
      const box = node.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    })
    await link.click() // the driver scrolls down to the request log first
    await expect.poll(inView).toBe(true)
    expect(await row.getAttribute("class")).toContain("target")
    expect(await cell(`details-${payment.id}`).getAttribute("open")).not.toBeNull()
  })

  it("the filter shows only the rows of a path, a status or an object id, and keeps filtering as events arrive", async () => {
    const missing = await fetch(`${server.url}/customers/00000000-0000-4000-8000-000000000001`, { headers: AUTH })
    expect(missing.status).toBeGreaterThanOrEqual(400)
    const customerRequest = fake.requests.at(-1)!
    const payments = fake.requests.filter((r) => r.operation === "payments.create" && r.status === 201)
    const [mine, other] = [payments.at(-1)!, payments.at(-2)!]
    const mineId = (mine.responseBody as { id: string }).id
    const otherId = (other.responseBody as { id: string }).id
    const visible = (testId: string) => cell(testId).isVisible()
    await cell(`request-${customerRequest.requestId}`).waitFor()

    await cell("filter").fill("/customers")
    expect([await visible(`request-${customerRequest.requestId}`), await visible(`request-${mine.requestId}`)]).toEqual([true, false])

    await cell("filter").fill("4xx")
    expect([await visible(`request-${customerRequest.requestId}`), await visible(`request-${mine.requestId}`)]).toEqual([true, false])

    await cell("filter").fill(mineId)
    const mineDelivery = fake.webhooks.deliveries.find((d) => JSON.stringify(d.payload).includes(mineId))!
    const otherDelivery = fake.webhooks.deliveries.find((d) => JSON.stringify(d.payload).includes(otherId))!
    expect(await Promise.all([`row-${mineId}`, `request-${mine.requestId}`, `delivery-${mineDelivery.id}`].map(visible))).toEqual([true, true, true])
    expect(await Promise.all([`row-${otherId}`, `request-${other.requestId}`, `delivery-${otherDelivery.id}`, `request-${customerRequest.requestId}`].map(visible))).toEqual([false, false, false, false])

    // a request arriving under the filter is filtered too
    const version = await renderCount(page)
    await fetch(`${server.url}/customers/00000000-0000-4000-8000-000000000002`, { headers: AUTH })
    await rendersAfter(page, version)
    const arrived = fake.requests.at(-1)!
    await cell(`request-${arrived.requestId}`).waitFor({ state: "attached" })
    expect(await visible(`request-${arrived.requestId}`)).toBe(false)

    await cell("filter").fill("")
    expect(await Promise.all([`row-${otherId}`, `request-${arrived.requestId}`, `delivery-${otherDelivery.id}`].map(visible))).toEqual([true, true, true])
    expect(pageErrors).toEqual([])
  })

  it("saves the state to a file, resets, and loads it back", async () => {
    const payments = fake.state.payments.length
    expect(payments).toBeGreaterThan(0)
    const [download] = await Promise.all([page.waitForEvent("download"), cell("save").click()])
    const file = join(SHOTS, "saved-state.json")
    await download.saveAs(file)

    page.once("dialog", (dialog) => void dialog.accept())
    await cell("reset").click()
    await cell("state-payments").getByText("payments (0)").waitFor()
    expect(fake.state.payments).toEqual([])

    await cell("load").setInputFiles(file)
    await cell("state-payments").getByText(`payments (${payments})`).waitFor()
    expect(fake.state.payments).toHaveLength(payments)
    expect(pageErrors).toEqual([])
  })
})
