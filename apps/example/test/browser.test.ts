/**
 * The page in a real browser: Debian's Chromium (installed by .ci/run), headless, driven by
 * playwright-core, loopback only. Skipped only when Chromium is missing outside CI.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type BrowserContext, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./helpers"

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const available = existsSync(CHROMIUM)
const SAFETY_NET_MS = 60_000
if (!available && process.env.CI) throw new Error(`${CHROMIUM} is missing: CI must install Debian's chromium (.ci/run does)`)

// Flags for a closed network: no background connections, no updates, no first-run work.
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

describe.skipIf(!available)("the page, in Chromium", () => {
  let app: TestApp
  let profile: string
  let context: BrowserContext
  let page: Page
  const pageErrors: Array<string> = []

  beforeAll(async () => {
    app = await startTestApp()
    profile = mkdtempSync(join(tmpdir(), "payrail-example-chromium-"))
    // A fresh --user-data-dir: Playwright sets it through launchPersistentContext.
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS, timeout: SAFETY_NET_MS })
    // Every wait below is for a signal on the page (a text, a ready flag); the timeout is only a
    // safety net, sized for a loaded 2-core machine.
    context.setDefaultTimeout(SAFETY_NET_MS)
    // Loopback only: anything else the page might ask for is refused.
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
    page = context.pages()[0] ?? (await context.newPage())
    page.on("pageerror", (error) => pageErrors.push(error.message))
    await page.goto(app.origin)
    await page.locator("body[data-ready=true]").waitFor()
  }, 3 * SAFETY_NET_MS)

  afterAll(async () => {
    await context?.close()
    await app?.close()
    if (profile) rmSync(profile, { recursive: true, force: true })
  })

  const text = async (testId: string) => (await page.getByTestId(testId).textContent())?.trim() ?? ""
  const waitForText = (testId: string, expected: string) => page.getByTestId(testId).getByText(expected).first().waitFor()

  it("shows that it runs against the embedded fake", async () => {
    expect(await text("mode")).toBe("embedded fake")
    expect(await page.title()).toBe("Payrail example")
  })

  it("creates a checkout session and lists its payment methods", async () => {
    await page.getByTestId("new-session").click()
    await waitForText("checkout-result", "Session")
    await page.getByTestId("list-methods").click()
    await waitForText("checkout-result", "3 payment methods")
    const rows = page.getByTestId("methods").locator("tbody tr")
    expect(await rows.count()).toBe(3)
    expect(await rows.nth(2).textContent()).toContain("BANK_TRANSFER")
  })

  it("purchases, refunds in part, then in full", async () => {
    await page.getByTestId("pay-amount").fill("30.30")
    await page.getByTestId("purchase").click()
    await waitForText("payment", "SUCCEEDED / APPROVED")
    expect(await text("captured")).toBe("30.30 USD")

    await page.getByTestId("refund-amount").fill("10.10")
    await page.getByTestId("refund-partial").click()
    await waitForText("payment", "SUCCEEDED / PARTIALLY_REFUNDED")
    expect(await text("refunded")).toBe("10.10 USD")

    await page.getByTestId("refund-full").click()
    await waitForText("payment", "REFUNDED / REFUNDED")
    expect(await text("refunded")).toBe("30.30 USD")
    expect(await page.getByTestId("refund-full").isDisabled()).toBe(true)
    // the fake notified the app: the notifications show up beside the transfers
    await waitForText("events-inbox", "payment.refund")
    await waitForText("events-inbox", "payment.purchase")
    expect(await page.getByTestId("webhook-secret").textContent()).toMatch(/^example_/)
  })

  it("authorizes, then cancels", async () => {
    await page.getByTestId("pay-amount").fill("40.00")
    await page.getByTestId("authorize").click()
    await waitForText("payment", "PENDING / AUTHORIZED")
    await page.getByTestId("cancel").click()
    await waitForText("payment", "CANCELED / CANCELED")
  })

  it("authorizes, captures in part, then the rest", async () => {
    await page.getByTestId("pay-amount").fill("40.00")
    await page.getByTestId("authorize").click()
    await waitForText("payment", "PENDING / AUTHORIZED")
    expect(await text("captured")).toBe("0.00 USD")
    await page.getByTestId("capture-amount").fill("15.00")
    await page.getByTestId("capture-partial").click()
    await waitForText("payment", "SUCCEEDED / PARTIALLY_CAPTURED")
    expect(await text("captured")).toBe("15.00 USD")
    await page.getByTestId("capture-full").click()
    await waitForText("payment", "SUCCEEDED / CAPTURED")
    expect(await text("captured")).toBe("40.00 USD")
    expect(await page.getByTestId("capture-full").isDisabled()).toBe(true)
    expect(await page.getByTestId("cancel").isDisabled()).toBe(true)
  })

  it("shows a decline's transaction code and message, not only its status", async () => {
    await page.getByTestId("pay-amount").fill("20.00")
    await page.getByTestId("pay-token").selectOption("tok_insufficient_funds")
    await page.getByTestId("purchase").click()
    await waitForText("payment", "DECLINED / DECLINED")
    expect(await text("response-code")).toBe("INSUFFICIENT_FUNDS")
    expect(await text("response-message")).toBe("Insufficient funds")
    expect(await text("payments-result")).toContain("INSUFFICIENT_FUNDS: Insufficient funds")
    await page.getByTestId("pay-token").selectOption("tok_visa")
  })

  it("shows the SDK's typed errors", async () => {
    await page.getByTestId("pay-amount").fill("12.345678")
    await page.getByTestId("purchase").click()
    await waitForText("payments-result", "RequestValidationError")
    expect(await page.getByTestId("payments-result").textContent()).toContain("amount.value")

    await page.getByTestId("pay-amount").fill("20.00")
    await page.getByTestId("purchase").click()
    await waitForText("payment", "SUCCEEDED / APPROVED")
    await page.getByTestId("refund-amount").fill("25.00")
    await page.getByTestId("refund-partial").click()
    await waitForText("payments-result", "ApiError")
    expect(await page.getByTestId("error-code").textContent()).toBe("INVALID_STATUS")
  })

  it("simulates an incoming bank transfer and shows the verified webhook, handled once", async () => {
    await page.getByTestId("transfer-amount").fill("125.50")
    await page.getByTestId("transfer-sender").fill("ACME Corp")
    await page.getByTestId("simulate-transfer").click()
    await waitForText("delivery-status", "HTTP 200")
    const inbox = page.getByTestId("inbox").locator("tbody tr")
    await inbox.filter({ hasText: "ACME Corp" }).first().waitFor()
    expect(await inbox.count()).toBe(1)
    expect(await inbox.first().textContent()).toContain("banking.transfer.incoming.completed")
    expect(await inbox.first().textContent()).toContain("125.50 USD")

    await page.getByTestId("transfer-again").click()
    await waitForText("webhooks-result", "a duplicate")
    expect(await inbox.count()).toBe(1)

    await page.getByTestId("forged").click()
    await waitForText("forged-status", "HTTP 401")
    expect(await inbox.count()).toBe(1)
  })

  it("delivers the same webhook to the Hono edge app", async () => {
    await page.getByTestId("transfer-receiver").selectOption("edge")
    await page.getByTestId("transfer-sender").fill("Edge Sender")
    await page.getByTestId("simulate-transfer").click()
    await waitForText("webhooks-result", "Hono edge app")
    await page.getByTestId("edge-inbox").locator("tbody tr").filter({ hasText: "Edge Sender" }).first().waitFor()
    expect(await page.getByTestId("inbox").locator("tbody tr").filter({ hasText: "Edge Sender" }).count()).toBe(0)
  })

  it("requests a report and watches it complete when the fake's clock moves", async () => {
    await page.getByTestId("report-create").click()
    await waitForText("report", "IN_PROCESS")
    await page.getByTestId("advance-clock").click()
    await waitForText("report", "SUCCEEDED")
    await waitForText("reports-result", "Report ready")
  })

  it("creates, pauses, resumes and cancels a subscription", async () => {
    await page.getByTestId("sub-create").click()
    await waitForText("subscription", "ACTIVE")
    await page.getByTestId("sub-pause").click()
    await waitForText("subscription", "PAUSED")
    await page.getByTestId("sub-resume").click()
    await waitForText("subscription", "ACTIVE")
    await page.getByTestId("sub-cancel").click()
    await waitForText("subscription", "CANCELED")
    expect(await page.getByTestId("sub-pause").isDisabled()).toBe(true)
  })

  it("links to the fake's dashboard, which shows what the page did", async () => {
    const [dashboard] = await Promise.all([context.waitForEvent("page"), page.getByTestId("dashboard-link").click()])
    await dashboard.locator("body[data-ready=true]").waitFor()
    await dashboard.getByTestId("state-subscriptions").locator("td.status", { hasText: "CANCELED" }).first().waitFor()
    await dashboard.getByTestId("requests").locator("td", { hasText: "/subscriptions" }).first().waitFor()
    await dashboard.close()
  })

  it("ran without a script error", () => {
    expect(pageErrors).toEqual([])
  })
})
