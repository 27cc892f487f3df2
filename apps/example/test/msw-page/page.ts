/**
 * The page of the MSW browser test (bundled with esbuild by msw-browser.test.ts): the fake runs
 * in the page, MSW's service worker answers the page's own `fetch` calls to the sandbox URL
 * through it. The test drives it with `page.evaluate` through `window.payrailMsw`.
 */
import { createFakePayrail, type FakePayrail } from "@payrail/testing"
import { payrailHandlers } from "@payrail/testing/msw"
import { setupWorker } from "msw/browser"

declare global {
  interface Window {
    payrailMsw: { readonly fake: FakePayrail }
  }
}

const fake = createFakePayrail({ now: "2025-03-01T12:00:00.000Z" })
const worker = setupWorker(...payrailHandlers(fake))

void worker
  .start({ quiet: true, onUnhandledRequest: "bypass", serviceWorker: { url: "/mockServiceWorker.js" } })
  .then(() => {
    window.payrailMsw = { fake }
    document.body.dataset.ready = "true"
  })
  .catch((error: unknown) => {
    document.body.dataset.ready = "failed"
    document.body.textContent = `worker failed to start: ${String(error)}`
  })
