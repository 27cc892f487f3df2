/**
 * The fake follows the spec where a drift would matter: each case is a deviation a merchant's
 * tests would have passed on while production failed. Run in-process; the pipeline-level ones
 * (http_code) over HTTP too.
 */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Payment, Subscription } from "@payrail/core/schema"
import * as Schema from "effect/Schema"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { RENEWAL_WITHOUT_USAGE_DECLINED } from "../src/state/subscriptions"
import { type Harness, inProcess, overHttp, paymentBody, previouslyOnboardedBody, raw, subscriptionBody } from "./helpers"

const DAY = 86_400_000

describe("subscriptions", () => {
  let h: Harness
  beforeEach(async () => {
    h = await inProcess()
  })
  afterEach(() => h.close())

  const setup = () => ({ customer: h.fake.seed.customer(), payrail: h.client() })
  const statusOf = async (id: string) => (await h.client().subscriptions.retrieve(id)).status

  it("billing_cycles.total 1: create answers ACTIVE (docs/service-facts.md#create-subscription); COMPLETED comes after, on the clock", async () => {
    const { customer, payrail } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { billing_cycles: { total: 1 } }))
    expect(sub.status).toBe("ACTIVE")
    expect(sub.payments).toHaveLength(1)
    expect(sub.billing_cycles).toMatchObject({ total: 1, current: 1, next_at: null })
    await h.fake.clock.advance(0)
    expect(await statusOf(sub.id)).toBe("COMPLETED")
  })

  it("a PAUSED subscription never becomes COMPLETED at finish_at; it completes once resumed", async () => {
    const { customer, payrail } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { availability: { finish_at: "2025-03-20T00:00:00Z" } }))
    await payrail.subscriptions.pause(sub.id)
    await h.fake.clock.advance(60 * DAY) // past finish_at and two cycles
    expect(await statusOf(sub.id)).toBe("PAUSED")
    const resumed = await payrail.subscriptions.resume(sub.id)
    expect(resumed.status).toBe("ACTIVE") // spec: PAUSED → ACTIVE
    expect(resumed.payments).toHaveLength(1) // nothing billed after finish_at
    await h.fake.clock.advance(0)
    expect(await statusOf(sub.id)).toBe("COMPLETED")
  })

  it("a subscription paused right after its last cycle stays PAUSED (and can still be canceled)", async () => {
    const { customer, payrail } = setup()
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { billing_cycles: { total: 1 } }))
    await payrail.subscriptions.pause(sub.id)
    await h.fake.clock.advance(DAY)
    expect(await statusOf(sub.id)).toBe("PAUSED")
    expect((await payrail.subscriptions.cancel(sub.id)).status).toBe("CANCELED")
  })

  it("without store_credentials.usage, renewals are declined (docs/service-facts.md#create-subscription) and no usage is rendered", async () => {
    const { customer, payrail } = setup()
    const body = subscriptionBody(customer, { payment_method: { type: "CARD", vaulted_token: customer.vaultedToken } })
    const sub = await payrail.subscriptions.create(body)
    await h.fake.clock.advance(62 * DAY) // April 1 and May 1 renewals
    const charges = h.fake.state.payments.filter((p) => p.subscription_code === sub.id)
    expect(charges.map((p) => p.status)).toEqual(["SUCCEEDED", "DECLINED", "DECLINED"]) // cycle 1 is the customer's own
    expect((charges[1]!.transactions as ReadonlyArray<unknown>)[0]).toMatchObject({ status: "DECLINED", response_message: RENEWAL_WITHOUT_USAGE_DECLINED.responseMessage })
    // never a value the merchant did not send
    expect(charges.map((p) => p.payment_method?.payment_method_detail?.card?.stored_credentials?.usage)).toEqual([null, null, null])
    const paused = await payrail.subscriptions.pause(sub.id)
    const [method] = paused.payment_method as ReadonlyArray<Record<string, any>>
    expect(method!.card).not.toHaveProperty("store_credentials")
  })

  it("with store_credentials.usage, renewals are charged and the value sent is the value rendered", async () => {
    const { customer, payrail } = setup()
    const body = subscriptionBody(customer, {
      payment_method: { type: "CARD", vaulted_token: customer.vaultedToken, card: { store_credentials: { usage: "FIRST" } } }
    })
    const sub = await payrail.subscriptions.create(body)
    await h.fake.clock.advance(31 * DAY)
    const charges = h.fake.state.payments.filter((p) => p.subscription_code === sub.id)
    expect(charges.map((p) => p.status)).toEqual(["SUCCEEDED", "SUCCEEDED"])
    expect(charges[1]!.payment_method?.payment_method_detail?.card?.stored_credentials).toMatchObject({ usage: "FIRST" })
    const paused = await payrail.subscriptions.pause(sub.id)
    expect((paused.payment_method as ReadonlyArray<Record<string, any>>)[0]!.card.store_credentials).toEqual({ usage: "FIRST" })
  })

  it("pause and resume answer metadata as one { key, value } object (spec \"Subscription\"); create and retrieve as the array", async () => {
    const { customer, payrail } = setup()
    const metadata = [{ key: "campaign", value: "spring" }, { key: "tier", value: "gold" }]
    const sub = await payrail.subscriptions.create(subscriptionBody(customer, { metadata }))
    expect(sub.metadata).toEqual(metadata)
    const paused = await payrail.subscriptions.pause(sub.id)
    expect(paused.metadata).toEqual({ key: "campaign", value: "spring" })
    expect(() => Schema.decodeUnknownSync(Subscription)(paused)).not.toThrow()
    expect((await payrail.subscriptions.resume(sub.id)).metadata).toEqual({ key: "campaign", value: "spring" })
    expect((await payrail.subscriptions.retrieve(sub.id)).metadata).toEqual(metadata)

    const bare = await payrail.subscriptions.create(subscriptionBody(customer))
    expect((await payrail.subscriptions.pause(bare.id)).metadata).toBeNull()
  })
})

describe("payments: customer_payer", () => {
  it("a payment created with { customer_id } is answered with customer_payer.id (spec \"Payment\")", async () => {
    const h = await inProcess()
    const customer = h.fake.seed.customer()
    const session = h.fake.seed.checkoutSession({ customerId: customer.id })
    const payrail = h.client()
    const created = await payrail.payments.create(paymentBody(session.id, { customer_payer: { customer_id: customer.id } }))
    expect(created.customer_payer).toEqual({ id: customer.id })
    expect((await payrail.payments.retrieve(created.id)).customer_payer).toEqual({ id: customer.id })
    expect(() => Schema.decodeUnknownSync(Payment)(created)).not.toThrow()
    // the full shape is kept as sent
    const full = await payrail.payments.create(
      paymentBody(session.id, { merchant_order_id: "order-0002", customer_payer: { id: customer.id, first_name: "Ada" } })
    )
    expect(full.customer_payer).toEqual({ id: customer.id, first_name: "Ada" })
    await h.close()
  })
})

describe.each([["in-process", inProcess], ["over HTTP", overHttp]] as const)("onboarding errors carry http_code (%s)", (_name, make) => {
  let h: Harness
  beforeEach(async () => {
    h = await make()
  })
  afterEach(() => h.close())

  const path = "/banking/entities/ent_1/onboardings"
  it.each([
    ["401 INVALID_CREDENTIALS", { "private-secret-key": "wrong" }, 401, "INVALID_CREDENTIALS"],
    ["403 AUTHORIZATION_REQUIRED", { "public-api-key": "pk_blocked", "private-secret-key": "sk_blocked" }, 403, "AUTHORIZATION_REQUIRED"]
  ] as const)("%s", async (_label, headers, status, code) => {
    h.fake.seed.merchant({ publicApiKey: "pk_blocked", privateSecretKey: "sk_blocked", authorized: false })
    const res = await raw(h, "POST", path, previouslyOnboardedBody(), { "x-idempotency-key": "k1", ...headers })
    expect(res.status).toBe(status)
    expect(res.body).toMatchObject({ code, http_code: status })
  })

  it("404 for no such onboarding route, and 413, carry it too; other families do not", async () => {
    const missing = await raw(h, "GET", "/banking/entities/ent_1/onboardings/onb_1/nothing")
    expect(missing.body).toMatchObject({ code: "NOT_FOUND", http_code: 404 })
    const big = await raw(h, "POST", path, `{"pad":"${"x".repeat(11 * 1024 * 1024)}"}`, { "x-idempotency-key": "k2" })
    expect(big.body).toMatchObject({ code: "REQUEST_TOO_LARGE", http_code: 413 })
    const payments = await raw(h, "GET", "/payments/x/nothing", undefined, { "private-secret-key": "wrong" })
    expect(payments.status).toBe(401)
    expect(payments.body).not.toHaveProperty("http_code")
  })
})

describe("error messages", () => {
  it("one message per field: the first failing check (a negative, off-scale amount is one problem)", async () => {
    const h = await inProcess()
    const session = h.fake.seed.checkoutSession()
    const res = await raw(h, "POST", "/payments", paymentBody(session.id, { amount: { currency: "USD", value: -0.00001 } }), {
      "x-idempotency-key": "neg"
    })
    expect(res.status).toBe(400)
    expect(res.body.messages).toEqual(["amount.value: Expected a value greater than or equal to 0"])
    await h.close()
  })
})

describe("docs agree with the code", () => {
  it("a missing idempotency key: INVALID_REQUEST, but VALIDATION_ERROR with http_code on onboarding — and docs/spec-gaps.md says so", async () => {
    const h = await inProcess()
    const entity = h.fake.seed.entity()
    const onboarding = await raw(h, "POST", `/banking/entities/${entity.id}/onboardings`, previouslyOnboardedBody())
    expect(onboarding.body).toMatchObject({ code: "VALIDATION_ERROR", http_code: 400 })
    const session = h.fake.seed.checkoutSession()
    expect((await raw(h, "POST", "/payments", paymentBody(session.id))).body.code).toBe("INVALID_REQUEST")
    await h.close()

    const gaps = readFileSync(fileURLToPath(new URL("../../../docs/spec-gaps.md", import.meta.url)), "utf8")
    const row = gaps.split("\n").find((line) => line.startsWith("| required headers |"))
    expect(row).toMatch(/X-Idempotency-Key.*INVALID_REQUEST.*onboarding.*VALIDATION_ERROR.*http_code/)
  })

  it("docs/spec-gaps.md records each choice the audit found unrecorded", () => {
    const gaps = readFileSync(fileURLToPath(new URL("../../../docs/spec-gaps.md", import.meta.url)), "utf8")
    const rows = gaps.split("\n").filter((line) => line.startsWith("| "))
    const topics = [
      /store_credentials\.usage` missing/,
      /billing_cycles\.total: 1/,
      /customer_payer` sent as `\{ customer_id \}/,
      /`metadata` in pause \/ resume/,
      /onboarding errors answered by the shared pipeline/,
      /explicitly `undefined`/,
      /`transactions_history` on retrieve/,
      /`INVALID_REQUEST` message text/
    ]
    for (const topic of topics) expect(rows.some((row) => topic.test(row)), String(topic)).toBe(true)
  })
})
