/**
 * Smoke checks that run on any runtime with Web APIs (Node, Bun, Deno, workerd): the @payrail/core
 * client against the fake over HTTP, webhook signing and verification (both schemes), and the
 * @payrail/hono webhook route. Imports resolve to the packages installed from their tarballs.
 */
import { createPayrail, createWebhookVerifier, PayrailError, RequestValidationError, signWebhook } from "@payrail/core"
import { payrailWebhooks } from "@payrail/hono"
import { Hono } from "hono"

export const SECRET = "matrix-webhook-secret"
const WHSEC = "whsec_" + btoa("payrail-matrix-standard-webhooks")
const ACCOUNT = "5b0f1c3e-8a27-4d6b-9c41-2e7f6a9d0b13"

export const transfer = (id, status = "COMPLETED") => ({
  id,
  destination_account_id: "acct_matrix",
  account_id: ACCOUNT,
  status,
  direction: "INCOMING",
  amount: { value: 125.5, currency: "USD" },
  payment_rail: "ACH_STANDARD",
  created_at: new Date().toISOString(), // recent: older resources are refused as replays (maxAgeSeconds)
  updated_at: new Date().toISOString()
})

const checks = () => {
  const list = []
  const check = (name, ok, detail = "") => list.push({ name, ok: Boolean(ok), detail: String(detail) })
  return { list, check }
}

/** The Promise client against the fake at `apiUrl` (it accepts the fake's default keys). */
export const smokeCore = async (apiUrl) => {
  const { list, check } = checks()
  const payrail = createPayrail({ publicApiKey: "pk_test_payrail", privateSecretKey: "sk_test_payrail", baseUrl: apiUrl, organizationCode: "org_matrix", maxRetries: 0 })
  try {
    const payment = await payrail.payments.create({
      account_id: ACCOUNT, description: "Runtime matrix", country: "US", merchant_order_id: "matrix-1",
      amount: { currency: "USD", value: 30.3 }, workflow: "DIRECT",
      payment_method: { token: "tok_visa", detail: { card: { capture: true } } }
    })
    check("core: payments.create over HTTP", payment.status === "SUCCEEDED", payment.status)
    const transactions = Array.isArray(payment.transactions) ? payment.transactions : [payment.transactions]
    const refunded = await payrail.payments.refund(payment.id, String(transactions[0].id), { amount: { currency: "USD", value: 10.1 } })
    check("core: partial refund, exact amounts", refunded.amount.refunded === 10.1, refunded.amount.refunded)
    const missing = await payrail.payments.retrieve("00000000-0000-4000-8000-000000000000").catch((e) => e)
    check("core: a typed API error", missing instanceof PayrailError && missing._tag !== undefined, missing?._tag)
    const invalid = await payrail.payments.create({ amount: { value: -1 } }).catch((e) => e)
    check("core: RequestValidationError before sending", invalid instanceof RequestValidationError, invalid?._tag)
    const report = await payrail.reports.create({ type: "PAYMENTS", start_date: "2026-01-01T00:00:00Z", end_date: "2026-01-31T00:00:00Z" })
    check("core: reports.create", report.status === "IN_PROCESS", report.status)
  } catch (error) {
    check("core: client calls", false, error?.stack ?? error)
  } finally {
    await payrail.close()
  }
  return list
}

/** Signing and verifying both schemes, with Web Crypto. */
export const smokeWebhooks = async () => {
  const { list, check } = checks()
  try {
    for (const [scheme, secret] of [["hmac-sha256", SECRET], ["standard-webhooks", WHSEC]]) {
      const { headers, body } = await signWebhook(transfer(`xfer_${scheme}`), { secret, scheme })
      const verified = await createWebhookVerifier({ secrets: [secret], scheme }).verify(body, headers)
      check(`core: verify ${scheme}`, verified.data.id === `xfer_${scheme}`)
      const tampered = await createWebhookVerifier({ secrets: [secret], scheme }).verify(body.replace("125.5", "999"), headers).catch((e) => e)
      check(`core: refuse a tampered ${scheme} body`, tampered?._tag === "WebhookVerificationError", tampered?._tag)
    }
  } catch (error) {
    check("core: webhooks", false, error?.stack ?? error)
  }
  return list
}

/** The Hono webhook route, secrets from the bindings as on Workers. */
export const createRoute = () => {
  const handled = []
  const app = new Hono()
  app.get("/handled", (c) => c.json(handled))
  app.route("/", payrailWebhooks({
    secrets: (c) => [c.env?.PAYRAIL_WEBHOOK_SECRET ?? SECRET],
    on: { "banking.transfer.incoming.completed": (event) => void handled.push(event.data.id) }
  }))
  return { app, handled }
}

/** The Hono route through `app.fetch`, in process. */
export const smokeHono = async () => {
  const { list, check } = checks()
  try {
    const { app, handled } = createRoute()
    const post = async (signed) => app.fetch(new Request("http://edge.test/v1/banking/transfers", { method: "POST", headers: signed.headers, body: signed.body }))
    const signed = await signWebhook(transfer("xfer_hono"), { secret: SECRET })
    const first = await post(signed)
    const second = await post(signed)
    check("hono: signed delivery → 200, handled once", first.status === 200 && second.status === 200 && handled.length === 1, `${first.status} ${second.status} ${handled.length}`)
    const forged = await post(await signWebhook(transfer("xfer_forged"), { secret: "wrong" }))
    check("hono: forged delivery → 401", forged.status === 401, forged.status)
    const bad = await post(await signWebhook({ not: "a transfer" }, { secret: SECRET }))
    check("hono: bad payload → 400", bad.status === 400, bad.status)
  } catch (error) {
    check("hono: route", false, error?.stack ?? error)
  }
  return list
}
