/**
 * A quick self-check through the app's own HTTP API (what the page does): used by `--smoke`.
 */
import type { ExampleRuntime } from "./runtime"

export const smokeTest = async (runtime: ExampleRuntime, log: (line: string) => void): Promise<boolean> => {
  const base = runtime.urls.app.replace(/\/$/, "")
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }
  let ok = true
  const check = (what: string, passed: boolean, detail: string) => {
    ok &&= passed
    log(`${passed ? "ok  " : "FAIL"} ${what}: ${detail}`)
  }
  const page = await fetch(`${base}/`)
  check("page", page.ok && (await page.text()).includes("Payrail example"), `GET / → ${page.status}`)
  if (runtime.fake === undefined) {
    log("(against a real service: only the page is checked)")
    return ok
  }
  const session = await call("POST", "/api/checkout/sessions")
  const methods = await call("GET", `/api/checkout/sessions/${session.body.id}/payment-methods`)
  check("checkout", Array.isArray(methods.body) && methods.body.length > 0, `${methods.body.length} payment methods`)
  const purchase = await call("POST", "/api/payments", { session: session.body.id, amount: 30, capture: true })
  check("purchase", purchase.body.status === "SUCCEEDED", `${purchase.body.status} / ${purchase.body.sub_status}`)
  const refund = await call("POST", `/api/payments/${purchase.body.id}/refund`, { amount: 10 })
  check("partial refund", refund.body.sub_status === "PARTIALLY_REFUNDED", `${refund.body.status} / ${refund.body.sub_status}`)
  const tooMuch = await call("POST", `/api/payments/${purchase.body.id}/refund`, { amount: 50 })
  check("refund beyond the capture", tooMuch.status === 400 && typeof tooMuch.body.error?.type === "string", `${tooMuch.body.error?.type} ${tooMuch.body.error?.code}`)
  const sent = await call("POST", "/api/webhooks/simulate", { amount: 125.5 })
  const inbox = await call("GET", "/api/webhooks")
  const got = inbox.body.received?.find((r: any) => r.transfer.id === sent.body.notification?.id)
  check("webhook", sent.body.delivery?.ok === true && got !== undefined, `delivery ${sent.body.delivery?.status}, handled ${got ? "once" : "never"}`)
  return ok
}
