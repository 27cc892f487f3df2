/**
 * Webhook endpoints registered through the API (src/state/webhook-endpoints.ts), through the fake
 * and a real local receiver: the endpoint resource (secrets masked), the service's rules on its
 * fields with their messages, patches, the list, and which notifications reach which endpoint —
 * by its triggers, every ACTIVE one for families without a trigger list, none without an HMAC
 * secret, none once INACTIVE or deleted — signed and carrying its API key.
 */
import { afterEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, authorizeBody, inProcess, type Harness, paymentBody, raw, subscriptionBody } from "../helpers"
import { createWebhookVerifier } from "@payrail/core"
import { startReceiver } from "../receiver"

let harness: Harness | undefined
const receivers: Array<Awaited<ReturnType<typeof startReceiver>>> = []
afterEach(async () => {
  await harness?.close()
  harness = undefined
  await Promise.all(receivers.splice(0).map((r) => r.close()))
})
const start = async () => (harness = await inProcess())
const receiver = async () => {
  const r = await startReceiver()
  receivers.push(r)
  return r
}

let keys = 0
const OTHER_ACCOUNT = "1f9c2a1e-2222-4a5b-9c3d-123456789abc"
const T0_MICROS = "2025-03-01T12:00:00.000000Z"
const send = (h: Harness, method: string, path: string, body?: unknown) => raw(h, method, path, body, { "x-idempotency-key": `webhook-endpoints-${keys++}` })
const endpointBody = (overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID,
  name: "payments listener",
  url: "https://merchant.example/hooks",
  hmac_client_secret: "hmac-secret-1",
  payment_triggers: ["PURCHASE"],
  ...overrides
})
const create = async (h: Harness, overrides: Record<string, unknown> = {}) => {
  const { status, body } = await send(h, "POST", "/webhooks", endpointBody(overrides))
  expect(status).toBeLessThan(300)
  return body
}
const refusal = async (h: Harness, method: string, path: string, body: unknown) => {
  const { status, body: answer } = await send(h, method, path, body)
  return [status, answer]
}

describe("a webhook endpoint", () => {
  it("is its fields, every trigger list (null when not given), its secrets masked (null when not given), its account and state", async () => {
    const h = await start()
    const created = await create(h, { api_key: "mk-key", oauth2_scope: "events" })
    const expected = {
      payment_triggers: ["PURCHASE"], enrollment_triggers: null, report_triggers: null, subscription_triggers: null, onboarding_triggers: null,
      name: "payments listener", url: "https://merchant.example/hooks", oauth2_scope: "events",
      api_key: "***", secret: null, hmac_client_secret: "***", oauth2_client_secret: null,
      id: created.id, account_id: ACCOUNT_ID, state: "ACTIVE", created_at: T0_MICROS, updated_at: T0_MICROS
    }
    expect(created).toEqual(expected)
    expect((await raw(h, "GET", `/webhooks/${created.id}?account_id=${ACCOUNT_ID}`)).body).toEqual(expected)
    expect(JSON.stringify(h.fake.snapshot())).not.toContain("hmac-secret-1")
  })

  it("needs a trigger, an http(s) URL, and CLOSE_TO_RENEWAL for renewal_days; each refusal says so", async () => {
    const h = await start()
    const invalid = (message: string) => [400, { code: "WEBHOOK_INVALID_REQUEST", messages: [message] }]
    const [status, body] = (await refusal(h, "POST", "/webhooks", endpointBody({ payment_triggers: [] }))) as [number, { code: string; messages: Array<string> }]
    expect([status, body.code]).toEqual([400, "WEBHOOK_INVALID_REQUEST"])
    expect(body.messages).toContain("payment_triggers: at least one trigger is required (payment, enrollment, report, subscription or onboarding)")
    // an update that would leave none is refused too, and changes nothing
    const kept = await create(h, { name: "kept" })
    expect(await refusal(h, "PATCH", `/webhooks/${kept.id}`, { account_id: ACCOUNT_ID, payment_triggers: [] })).toEqual(invalid("at least one trigger is required"))
    expect((await raw(h, "GET", `/webhooks/${kept.id}?account_id=${ACCOUNT_ID}`)).body.payment_triggers).toEqual(["PURCHASE"])
    for (const url of ["ftp://merchant.example/hooks", "not a url"]) {
      expect(await refusal(h, "POST", "/webhooks", endpointBody({ url }))).toEqual(invalid("url: an http(s) URL is needed"))
    }
    expect(await refusal(h, "POST", "/webhooks", endpointBody({ subscription_triggers: ["CREATE"], renewal_days: 3 }))).toEqual([400, {
      code: "WEBHOOK_INVALID_RENEWAL_DAYS", messages: ["renewal_days needs CLOSE_TO_RENEWAL among subscription_triggers"]
    }])
    expect((await send(h, "POST", "/webhooks", endpointBody({ url: "http://merchant.example/hooks", subscription_triggers: ["CLOSE_TO_RENEWAL"], renewal_days: 3 }))).status).toBeLessThan(300)
    // renewal_days null is no renewal_days: no CLOSE_TO_RENEWAL needed
    expect((await send(h, "POST", "/webhooks", endpointBody({ name: "no renewal", url: "https://merchant.example/none", renewal_days: null }))).status).toBeLessThan(300)
    expect((await send(h, "POST", "/webhooks", endpointBody({ name: "any trigger list", payment_triggers: undefined, report_triggers: ["UPDATE"], url: "https://merchant.example/reports" }))).status).toBeLessThan(300)
  })

  it("is one per name, and per URL and trigger, on an account of a merchant", async () => {
    const h = await start()
    const first = await create(h)
    expect(await refusal(h, "POST", "/webhooks", endpointBody({ url: "https://merchant.example/other" }))).toEqual([409, {
      code: "WEBHOOK_ALREADY_EXISTS", messages: [`Webhook ${first.id} already has this name`]
    }])
    expect(await refusal(h, "POST", "/webhooks", endpointBody({ name: "second", payment_triggers: ["REFUND", "PURCHASE"] }))).toEqual([409, {
      code: "WEBHOOK_ALREADY_EXISTS", messages: [`Webhook ${first.id} already has this url and a trigger in common`]
    }])
    // one trigger in common is enough, whichever endpoint has more
    const several = await create(h, { name: "captures and cancels", url: "https://merchant.example/moves", payment_triggers: ["CAPTURE", "CANCEL"] })
    expect(await refusal(h, "POST", "/webhooks", endpointBody({ name: "cancels", url: "https://merchant.example/moves", payment_triggers: ["CANCEL"] }))).toEqual([409, {
      code: "WEBHOOK_ALREADY_EXISTS", messages: [`Webhook ${several.id} already has this url and a trigger in common`]
    }])
    // the same URL for other triggers, the same name on another account or for another merchant
    expect((await send(h, "POST", "/webhooks", endpointBody({ name: "refunds", payment_triggers: ["REFUND"] }))).status).toBeLessThan(300)
    expect((await send(h, "POST", "/webhooks", endpointBody({ account_id: OTHER_ACCOUNT }))).status).toBeLessThan(300)
    h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const theirs = await raw(h, "POST", "/webhooks", endpointBody(), { "public-api-key": "pk_other", "private-secret-key": "sk_other", "x-idempotency-key": `webhook-endpoints-${keys++}` })
    expect(theirs.status).toBeLessThan(300)
    // a patch that keeps its own name and URL does not clash with itself
    expect((await send(h, "PATCH", `/webhooks/${first.id}`, { account_id: ACCOUNT_ID, name: "payments listener" })).status).toBe(200)
  })

  it("is found on its own account only: 404 WEBHOOK_NOT_FOUND, named", async () => {
    const h = await start()
    const created = await create(h)
    for (const path of [`/webhooks/${created.id}?account_id=${OTHER_ACCOUNT}`, `/webhooks/no-such-webhook?account_id=${ACCOUNT_ID}`]) {
      const { status, body } = await raw(h, "GET", path)
      expect(status).toBe(404)
      expect(body.code).toBe("WEBHOOK_NOT_FOUND")
    }
    expect((await raw(h, "GET", `/webhooks/${created.id}?account_id=${OTHER_ACCOUNT}`)).body.messages).toEqual([`No webhook ${created.id} on this account`])
  })

  it("patched: only the fields sent change, secrets are added to, renewal_days cleared, the state moved", async () => {
    const h = await start()
    const created = await create(h, { api_key: "mk-key", subscription_triggers: ["CLOSE_TO_RENEWAL"], renewal_days: 3 })
    await h.fake.clock.advance(1000)
    const { body: patched } = await send(h, "PATCH", `/webhooks/${created.id}`, {
      account_id: ACCOUNT_ID, secret: "mk-secret", name: "renamed", clear_renewal_days: true, state: "INACTIVE"
    })
    expect(patched).toEqual({
      ...created, name: "renamed", secret: "***", state: "INACTIVE", updated_at: "2025-03-01T12:00:01.000000Z", renewal_days: undefined
    })
    expect(patched).not.toHaveProperty("renewal_days")
    expect(patched).not.toHaveProperty("clear_renewal_days")
    const kept = await send(h, "PATCH", `/webhooks/${created.id}`, { account_id: ACCOUNT_ID, clear_renewal_days: false, renewal_days: 5 })
    expect(kept.body).toMatchObject({ renewal_days: 5, state: "INACTIVE", api_key: "***", secret: "***" })
    expect((await send(h, "PATCH", `/webhooks/${created.id}`, { account_id: ACCOUNT_ID, state: "ACTIVE" })).body.state).toBe("ACTIVE")
  })

  it("listed per account of the merchant, and per state when asked", async () => {
    const h = await start()
    const active = await create(h)
    const inactive = await create(h, { name: "second", url: "https://merchant.example/second" })
    await send(h, "PATCH", `/webhooks/${inactive.id}`, { account_id: ACCOUNT_ID, state: "INACTIVE" })
    await create(h, { account_id: OTHER_ACCOUNT })
    // another merchant's endpoint on the same account id is theirs only
    h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const theirs = await raw(h, "POST", "/webhooks", endpointBody(), { "public-api-key": "pk_other", "private-secret-key": "sk_other", "x-idempotency-key": `webhook-endpoints-${keys++}` })
    expect(theirs.status).toBeLessThan(300)
    const ids = async (query: string) => (await raw(h, "GET", `/webhooks?account_id=${ACCOUNT_ID}${query}`)).body.map((w: { id: string }) => w.id)
    expect(await ids("")).toEqual([active.id, inactive.id])
    expect(await ids("&state=ACTIVE")).toEqual([active.id])
    expect(await ids("&state=INACTIVE")).toEqual([inactive.id])
  })
})

describe("what reaches a registered endpoint", () => {
  const eventsOf = async (h: Harness, r: Awaited<ReturnType<typeof startReceiver>>) => {
    await h.fake.webhooks.settled()
    return r.events()
  }

  it("the notifications its triggers name, signed with its secret, with its API key and secret", async () => {
    const h = await start()
    const [purchases, refunds] = [await receiver(), await receiver()]
    await create(h, { url: purchases.url, api_key: "mk-key", secret: "mk-secret" })
    await create(h, { name: "refunds", url: refunds.url, payment_triggers: ["REFUND"] })
    const { body: payment } = await send(h, "POST", "/payments", paymentBody(h.fake.seed.checkoutSession().id))
    await send(h, "POST", `/payments/${payment.id}/transactions/${payment.transactions.id}/refund`, { amount: { currency: "USD", value: 5 } })
    expect(await eventsOf(h, purchases)).toEqual(["payment.purchase"])
    expect(await eventsOf(h, refunds)).toEqual(["payment.refund"])
    expect(purchases.received[0]!.headers).toMatchObject({ "x-api-key": "mk-key", "x-secret": "mk-secret" })
    expect(refunds.received[0]!.headers).not.toHaveProperty("x-api-key")
  })

  it("an API key without a secret: the key, and an empty x-secret", async () => {
    const h = await start()
    const purchases = await receiver()
    await create(h, { url: purchases.url, api_key: "mk-key" })
    await send(h, "POST", "/payments", paymentBody(h.fake.seed.checkoutSession().id))
    expect(await eventsOf(h, purchases)).toEqual(["payment.purchase"])
    expect(purchases.received[0]!.headers).toMatchObject({ "x-api-key": "mk-key", "x-secret": "" })
  })

  it("an enrollment's and a report's notifications only on the endpoints listing their trigger", async () => {
    const h = await start()
    const [payments, enrollments, reports] = [await receiver(), await receiver(), await receiver()]
    await create(h, { name: "payments", url: payments.url })
    await create(h, { name: "enrollments", url: enrollments.url, payment_triggers: undefined, enrollment_triggers: ["ENROLL"] })
    await create(h, { name: "reports", url: reports.url, payment_triggers: undefined, report_triggers: ["UPDATE"] })
    await h.fake.webhooks.send("enrollment.enroll")
    await h.fake.webhooks.send("report.update")
    expect(await eventsOf(h, payments)).toEqual([])
    expect(await eventsOf(h, enrollments)).toEqual(["enrollment.enroll"])
    expect(await eventsOf(h, reports)).toEqual(["report.update"])
  })

  it("payment.pre_chargeback on the endpoints listing PRECHARGEBACK (the event's underscore dropped)", async () => {
    const h = await start()
    const prechargebacks = await receiver()
    await create(h, { name: "prechargebacks", url: prechargebacks.url, payment_triggers: ["PRECHARGEBACK"] })
    await h.fake.webhooks.send("payment.pre_chargeback")
    expect(prechargebacks.events()).toEqual(["payment.pre_chargeback"])
  })

  it("a payout's notifications on every ACTIVE endpoint; none on one without an HMAC secret, INACTIVE or deleted", async () => {
    const h = await start()
    const [active, unsigned, inactive, deleted] = [await receiver(), await receiver(), await receiver(), await receiver()]
    await create(h, { name: "active", url: active.url })
    await create(h, { name: "unsigned", url: unsigned.url, hmac_client_secret: undefined })
    const off = await create(h, { name: "inactive", url: inactive.url })
    await send(h, "PATCH", `/webhooks/${off.id}`, { account_id: ACCOUNT_ID, state: "INACTIVE" })
    const gone = await create(h, { name: "deleted", url: deleted.url })
    expect((await raw(h, "DELETE", `/webhooks/${gone.id}?account_id=${ACCOUNT_ID}`)).status).toBe(200)
    await send(h, "POST", "/payouts", {
      account_id: ACCOUNT_ID, merchant_reference: "payout-1", country: "CO", purpose: "PROVIDER_SERVICES", amount: { currency: "USD", value: 40 },
      beneficiary: { merchant_beneficiary_id: "seller-1", country: "CO" }, withdrawal_method: { type: "BANK_TRANSFER_PAYOUT", provider_id: "UNLIMINT" }
    })
    expect(await eventsOf(h, active)).toEqual(["payout.payout"])
    for (const r of [unsigned, inactive, deleted]) expect(await eventsOf(h, r)).toEqual([])
    // not even tried
    expect(h.fake.webhooks.deliveries.map((d) => d.url)).toEqual([active.url])
    expect((await raw(h, "GET", `/webhooks/${gone.id}?account_id=${ACCOUNT_ID}`)).status).toBe(404)
  })

  it("no more retries once INACTIVE", async () => {
    const h = await start()
    const closed = await receiver()
    await closed.close() // nothing listens there: each attempt fails and is retried
    const endpoint = await create(h, { url: closed.url })
    await send(h, "POST", "/payments", paymentBody(h.fake.seed.checkoutSession().id))
    await h.fake.webhooks.settled()
    expect(h.fake.webhooks.deliveries.map((d) => [d.url, d.ok])).toEqual([[closed.url, false]])
    await send(h, "PATCH", `/webhooks/${endpoint.id}`, { account_id: ACCOUNT_ID, state: "INACTIVE" })
    await h.fake.clock.advance(24 * 60 * 60 * 1000)
    await h.fake.webhooks.settled()
    expect(h.fake.webhooks.deliveries).toHaveLength(1)
  })

  it("a subscription's notifications by their trigger names", async () => {
    const h = await start()
    const [creates, pauses] = [await receiver(), await receiver()]
    await create(h, { name: "creates", url: creates.url, payment_triggers: undefined, subscription_triggers: ["CREATE"] })
    await create(h, { name: "pauses", url: pauses.url, payment_triggers: undefined, subscription_triggers: ["PAUSE", "CLOSE_TO_RENEWAL"] })
    const { status, body: subscription } = await send(h, "POST", "/subscriptions", subscriptionBody(h.fake.seed.customer()))
    expect(status).toBeLessThan(300)
    expect((await send(h, "POST", `/subscriptions/${subscription.id}/pause`)).status).toBeLessThan(300)
    expect(await eventsOf(h, creates)).toEqual(["subscription.create"])
    expect(await eventsOf(h, pauses)).toEqual(["subscription.pause"])
  })

  it("an onboarding's and an authorization's notifications by their trigger names", async () => {
    const h = await start()
    const [onboardings, authorizations] = [await receiver(), await receiver()]
    await create(h, { name: "onboardings", url: onboardings.url, payment_triggers: undefined, onboarding_triggers: ["SUCCEEDED", "CANCELLED"] })
    await create(h, { name: "authorizations", url: authorizations.url, payment_triggers: ["AUTHORIZE"] })
    const { body: recipient } = await send(h, "POST", "/recipients", {
      account_id: ACCOUNT_ID, merchant_recipient_id: "seller-1", national_entity: "INDIVIDUAL", first_name: "Seller", last_name: "One", country: "CO"
    })
    const { body: onboarding } = await send(h, "POST", `/recipients/${recipient.id}/onboardings`, {
      account_id: ACCOUNT_ID, type: "PREVIOUSLY_ONBOARDED", workflow: "DIRECT", provider: { id: "STRIPE", connection_id: "conn-1" }
    })
    await send(h, "POST", `/recipients/${recipient.id}/onboardings/${onboarding.id}/cancel`)
    await send(h, "POST", "/payments", authorizeBody(h.fake.seed.checkoutSession().id))
    expect(await eventsOf(h, onboardings)).toEqual(["onboarding.succeeded", "onboarding.cancelled"])
    expect(await eventsOf(h, authorizations)).toEqual(["payment.authorize"])
  })

  it("an event triggered by hand on an existing payment: its endpoints receive it signed with their own secret, with no receiver configured", async () => {
    const h = await start()
    const [captures, refunds] = [await receiver(), await receiver()]
    await create(h, { name: "captures", url: captures.url, payment_triggers: ["CAPTURE"], hmac_client_secret: "captures-secret" })
    await create(h, { name: "refunds", url: refunds.url, payment_triggers: ["REFUND"] })
    const { body: payment } = await send(h, "POST", "/payments", authorizeBody(h.fake.seed.checkoutSession().id))
    expect(h.fake.webhooks.config).toBeUndefined()

    const result = await h.fake.trigger("payment.capture", { id: payment.id })
    expect(captures.events()).toEqual(["payment.capture"])
    expect(refunds.received).toEqual([])
    const verified = await createWebhookVerifier({ secrets: ["captures-secret"], now: () => h.fake.clock.now() }).verify(captures.received[0]!.body, captures.received[0]!.headers)
    expect(verified.name).toBe("payment.capture")
    expect(verified.data).toMatchObject({ id: payment.id, merchant_order_id: payment.merchant_order_id })
    expect(result.delivery).toMatchObject({ event: "payment.capture", url: captures.url, ok: true, attempt: 1 })

    // sent by hand through fake.webhooks.send too; the delivery can be resent
    await h.fake.webhooks.send("payment.refund")
    expect(refunds.events()).toEqual(["payment.refund"])
    const delivery = h.fake.webhooks.deliveries.find((d) => d.event === "payment.refund")!
    await h.fake.webhooks.resend(delivery.id)
    expect(refunds.events()).toEqual(["payment.refund", "payment.refund"])
  })

  it("an event no endpoint listens for, with no receiver configured: refused, naming what is missing, and nothing sent", async () => {
    const h = await start()
    const refunds = await receiver()
    await create(h, { name: "refunds", url: refunds.url, payment_triggers: ["REFUND"] })
    await expect(h.fake.trigger("payment.chargeback")).rejects.toThrow(/No webhook receiver.*register an endpoint/)
    await expect(h.fake.webhooks.send("payment.chargeback")).rejects.toThrow(/No webhook receiver/)
    expect(refunds.received).toEqual([])
    expect(h.fake.webhooks.deliveries).toEqual([])
  })

  it("an event only an INACTIVE endpoint listens for, with no receiver configured: refused, and nothing sent", async () => {
    const h = await start()
    const chargebacks = await receiver()
    const off = await create(h, { name: "chargebacks", url: chargebacks.url, payment_triggers: ["CHARGEBACK"] })
    await send(h, "PATCH", `/webhooks/${off.id}`, { account_id: ACCOUNT_ID, state: "INACTIVE" })
    await expect(h.fake.webhooks.send("payment.chargeback")).rejects.toThrow(/No webhook receiver/)
    expect(chargebacks.received).toEqual([])
    expect(h.fake.webhooks.events).toEqual([])
  })
})
