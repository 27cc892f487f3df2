/**
 * Debian's Chromium, headless, driven by playwright-core, loopback only (the example app's
 * pattern, apps/example/test/browser.test.ts), for the dashboard's browser tests. Every wait in
 * them is for something on the page or in the fake; the timeouts are only a safety net for a
 * loaded 2-core machine.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type BrowserContext, chromium, type Page } from "playwright-core"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
export const chromiumAvailable = existsSync(CHROMIUM)
if (!chromiumAvailable && process.env.CI) throw new Error(`${CHROMIUM} is missing: CI must install Debian's chromium`)
export const SAFETY_NET_MS = 60_000
const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"
]

export interface OpenDashboard {
  readonly context: BrowserContext
  readonly page: Page
  /** Uncaught errors of the page's script. */
  readonly pageErrors: Array<string>
  close(): Promise<void>
}

/** Opens `url` (the dashboard, `?key=` included) in a fresh profile and waits for its first render. */
export const openDashboard = async (url: string): Promise<OpenDashboard> => {
  const profile = mkdtempSync(join(tmpdir(), "payrail-dashboard-chromium-"))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS, timeout: SAFETY_NET_MS })
  context.setDefaultTimeout(SAFETY_NET_MS)
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort())
  const page = context.pages()[0] ?? (await context.newPage())
  const pageErrors: Array<string> = []
  page.on("pageerror", (error) => pageErrors.push(error.message))
  await page.goto(url)
  await page.locator("body[data-ready=true]").waitFor()
  return {
    context,
    page,
    pageErrors,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }
}

/** The page's render count (`data-version`, one more per event applied). */
export const renderCount = async (page: Page): Promise<number> => Number(await page.locator("body").getAttribute("data-version"))

/** Waits until the page has applied `n` more events than `from`. */
export const rendersAfter = (page: Page, from: number, n = 1) =>
  page.waitForFunction((target) => Number(document.body.dataset.version) >= target, from + n, { timeout: SAFETY_NET_MS })
