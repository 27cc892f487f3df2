/**
 * The dashboard in Chromium while the fake is busy: its clock runs at 10× real time as the
 * example app runs it (apps/example/src/start.ts: +2.5 s every 250 ms) and a payment is made on
 * every tick, so the page is patched continuously. The page updates in place: Resend buttons
 * found once are still the buttons on the page when clicked, every real click (the browser
 * driver's mouse, not `element.click()`) registers as a resend in the fake, and an open
 * `<details>` stays open. No assertion on speed: each step waits for the fake or the page to
 * say it happened, bounded.
 */
import { createServer, type Server } from "node:http"
import type { PayrailClient } from "@payrail/core"
import type { ElementHandle, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { chromiumAvailable, type OpenDashboard, openDashboard, renderCount, rendersAfter, SAFETY_NET_MS } from "./chromium"
import { paymentBody, T0 } from "./helpers"

const TICK_MS = 250
const SPEED = 10
/** Payments the ticks make at most (bounded; well under the view's 200 newest). */
const MAX_PAYMENTS = 120
const CLICKS = 10

describe.skipIf(!chromiumAvailable)("the dashboard at 10× clock, in Chromium", () => {
  let fake: FakePayrail
  let server: FakeServer
  let payrail: PayrailClient
  let receiver: Server
  let dashboard: OpenDashboard
  let page: Page
  let ticker: ReturnType<typeof setInterval> | undefined
  let running: Promise<unknown> = Promise.resolve()
  let payments = 0
  let ticks = 0

  beforeAll(async () => {
    // The receiver is down: every delivery fails, so each has a Resend button worth pressing.
    receiver = createServer((req, res) => {
      req.resume()
      req.on("end", () => {
        res.writeHead(503, { "content-type": "application/json" })
        res.end('{"error":"receiver down"}')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
    const address = receiver.address() as { port: number }
    fake = createFakePayrail({ now: T0, webhooks: { url: `http://127.0.0.1:${address.port}/hooks`, secret: "whsec_dGVzdC1zZWNyZXQtZm9yLWRhc2hib2FyZA==" } })
    server = await fake.listen()
    payrail = fake.client({ baseUrl: server.url, fetch: globalThis.fetch })
    const session = fake.seed.checkoutSession({ customerId: fake.seed.customer().id })
    dashboard = await openDashboard(`${server.controlUrl}/?key=${fake.privateSecretKey}`)
    page = dashboard.page

    // The example's clock, plus one payment a tick: one tick at a time, as the example does.
    let busy = false
    ticker = setInterval(() => {
      if (busy) return
      busy = true
      ticks++
      const payment = payments < MAX_PAYMENTS
        ? payrail.payments.create(paymentBody(session.id, { merchant_order_id: `order-live-${payments++}` }), { idempotencyKey: `idem-live-${payments}` })
        : Promise.resolve()
      running = Promise.all([fake.clock.advance(TICK_MS * SPEED), payment]).finally(() => {
        busy = false
      })
    }, TICK_MS)
  }, 3 * SAFETY_NET_MS)

  afterAll(async () => {
    if (ticker !== undefined) clearInterval(ticker)
    await running.catch(() => undefined)
    await dashboard?.close()
    await payrail?.close()
    await server?.close()
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()))
  })

  const resentCount = () => fake.webhooks.deliveries.filter((d) => d.resent === true).length

  it(`${CLICKS} of ${CLICKS} real clicks on Resend register while the page is patched between them`, async () => {
    // Ten failed deliveries on the page; each Resend button is found once, here.
    await expect.poll(() => new Set(fake.webhooks.deliveries.map((d) => d.id)).size, { timeout: SAFETY_NET_MS, interval: 50 }).toBeGreaterThanOrEqual(CLICKS)
    const ids = [...new Set(fake.webhooks.deliveries.map((d) => d.id))].slice(0, CLICKS)
    const buttons: Array<ElementHandle> = []
    for (const id of ids) {
      const button = page.getByTestId(`resend-${id}`)
      await button.waitFor()
      buttons.push((await button.elementHandle())!)
    }
    expect(resentCount()).toBe(0)
    const ticksBefore = ticks

    for (let i = 0; i < CLICKS; i++) {
      // At least one more event applied since the last click: the page changed under the pointer.
      await rendersAfter(page, await renderCount(page))
      // A real mouse click on the element found before all those events (a rebuilt page would
      // have detached it: "element is not attached to the DOM").
      await buttons[i]!.click()
      await expect.poll(resentCount, { timeout: SAFETY_NET_MS, interval: 20 }).toBe(i + 1)
    }

    // Each button sent its own delivery again, once; the page shows each resent attempt.
    expect(ids.map((id) => fake.webhooks.deliveries.filter((d) => d.id === id && d.resent === true).length)).toEqual(ids.map(() => 1))
    for (const id of ids) {
      const resent = fake.webhooks.deliveries.find((d) => d.id === id && d.resent === true)!
      await page.getByTestId(`attempt-${id}-${resent.attempt}`).getByText("(resent)").waitFor()
    }
    // Still the same buttons, still on the page; the clock moved on while they were clicked.
    expect(await Promise.all(buttons.map((b) => b.evaluate((node) => node.isConnected)))).toEqual(ids.map(() => true))
    expect(ticks).toBeGreaterThan(ticksBefore)
    expect(dashboard.pageErrors).toEqual([])
  })

  it("an open <details> stays open, the same element, through several updates; so does a request's open answer", async () => {
    const payment = fake.state.payments[0]!
    const details = page.getByTestId(`details-${payment.id}`)
    await details.locator("summary").click()
    const handle = (await details.elementHandle())!
    const request = fake.requests.find((r) => r.operation === "payments.create" && r.status === 201)!
    const answer = page.getByTestId(`response-${request.requestId}`)
    await answer.locator("summary").click()
    const answerHandle = (await answer.elementHandle())!

    await rendersAfter(page, await renderCount(page), 5)
    for (const [h, testId] of [[handle, `details-${payment.id}`], [answerHandle, `response-${request.requestId}`]] as const) {
      expect(await h.evaluate((node, id) => node.isConnected && (node as HTMLDetailsElement).open && node === document.querySelector(`[data-testid="${id}"]`), testId)).toBe(true)
    }
    expect(await details.locator("pre").textContent()).toContain(`"id": "${payment.id}"`)
    expect(dashboard.pageErrors).toEqual([])
  })
})
