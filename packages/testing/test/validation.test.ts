/**
 * What the client refuses to send, sent raw: the fake answers as the service does — the
 * spec's validation rules (checked with core's own request schemas) and error body shapes.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  AUTH,
  type Harness,
  inProcess,
  oneStepOnboardingBody,
  overHttp,
  paymentBody,
  raw,
  reportBody,
  subscriptionBody
} from "./helpers"

const KEY = { "x-idempotency-key": "00000000-0000-4000-8000-00000000000a" }

describe.each([["in-process", inProcess], ["over HTTP", overHttp]] as const)("validation and error bodies (%s)", (_, make) => {
  let h: Harness
  beforeEach(async () => {
    h = await make()
  })
  afterEach(() => h.close())

  it("answers every response with JSON and an x-request-id", async () => {
    const res = await raw(h, "GET", "/checkout/sessions/5b0c7a52-0000-4000-8000-000000000000/payment-methods")
    expect(res.headers.get("content-type")).toBe("application/json")
    expect(res.headers.get("x-request-id")).toMatch(/^req_/)
    expect(h.fake.requests.at(-1)?.requestId).toBe(res.headers.get("x-request-id"))
  })

  it("401 INVALID_CREDENTIALS for missing or wrong keys, in the standard body", async () => {
    const missing = await h.fetch(`${h.baseUrl}/payments`, { method: "POST", body: "{}" })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ code: "INVALID_CREDENTIALS", messages: ["Invalid credentials"] })
    const wrong = await raw(h, "GET", "/reports/5b0c7a52-0000-4000-8000-000000000000", undefined, { "private-secret-key": "nope" })
    expect(wrong.status).toBe(401)
  })

  it("400 INVALID_REQUEST naming every offending path of a payment", async () => {
    const session = h.fake.seed.checkoutSession()
    const body = paymentBody(session.id, {
      country: "ZZ", // ISO-shaped, but no country the service lists
      amount: { currency: "USD", value: 1.00001 }, // finer than 0.0001
      metadata: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: "v" })),
      surprise: true // unknown field: passes, as the service lets it
    })
    const res = await raw(h, "POST", "/payments", body, KEY)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe("INVALID_REQUEST")
    const text = res.body.messages.join("\n")
    for (const path of ["country", "amount.value", "metadata"]) expect(text).toContain(path)
    expect(text).not.toContain("surprise")
    expect(h.fake.state.payments).toHaveLength(0)
  })

  it("takes a country the payment reference leaves out but the service takes (MY with MYR)", async () => {
    const session = h.fake.seed.checkoutSession()
    const res = await raw(h, "POST", "/payments", paymentBody(session.id, { country: "MY", amount: { currency: "MYR", value: 10 } }), { "x-idempotency-key": "country-my" })
    expect(res.status).toBe(201)
    expect(res.body.country).toBe("MY")
  })

  it("requires checkout.session unless the workflow is DIRECT or REDIRECT", async () => {
    const { checkout: _omit, ...noSession } = paymentBody("unused")
    const res = await raw(h, "POST", "/payments", noSession, KEY)
    expect(res.status).toBe(400)
    expect(res.body.messages.join()).toContain("checkout.session")
    const direct = await raw(h, "POST", "/payments", { ...noSession, workflow: "DIRECT" }, { "x-idempotency-key": "direct-1" })
    expect(direct.status).toBe(201)
  })

  it("400 for a body that is not JSON, and for a missing X-Idempotency-Key", async () => {
    const session = h.fake.seed.checkoutSession()
    const notJson = await raw(h, "POST", "/payments", "{not json", KEY)
    expect(notJson).toMatchObject({ status: 400, body: { code: "INVALID_REQUEST" } })
    const noKey = await raw(h, "POST", "/payments", paymentBody(session.id))
    expect(noKey.status).toBe(400)
    expect(noKey.body.messages.join()).toContain("X-Idempotency-Key")
  })

  it("400 for a path id that is not a UUID, and for a bad boolean flag", async () => {
    expect((await raw(h, "GET", "/payments/not-a-uuid")).body.code).toBe("INVALID_REQUEST")
    const session = h.fake.seed.checkoutSession()
    const created = await raw(h, "POST", "/payments", paymentBody(session.id), KEY)
    const res = await raw(h, "GET", `/payments/${created.body.id}?raw_response=yes`)
    expect(res).toMatchObject({ status: 400, body: { code: "INVALID_REQUEST" } })
  })

  it("subscriptions: frequency and billing_date are mutually exclusive", async () => {
    const customer = h.fake.seed.customer()
    const res = await raw(h, "POST", "/subscriptions", subscriptionBody(customer, { billing_date: { type: "PREPAID" } }), KEY)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe("INVALID_REQUEST")
    expect(res.body.messages.join()).toContain("billing_date")
  })

  it("subscriptions: only a card enrolled by that customer", async () => {
    const customer = h.fake.seed.customer()
    const res = await raw(h, "POST", "/subscriptions", subscriptionBody({ id: customer.id, vaultedToken: "9d9d9d9d-0000-4000-8000-000000000000" }), KEY)
    expect(res).toMatchObject({ status: 400, body: { code: "INVALID_REQUEST" } })
  })

  it("reports: X-Organization-Code is required, columns only for PAYMENTS and TRANSACTIONS", async () => {
    const noOrg = await raw(h, "POST", "/reports", reportBody())
    expect(noOrg.status).toBe(400)
    expect(noOrg.body.messages.join()).toContain("X-Organization-Code")
    const columns = await raw(h, "POST", "/reports", reportBody({ type: "PAYOUTS", columns: "id,amount" }), { "x-organization-code": "org_1" })
    expect(columns).toMatchObject({ status: 400, body: { code: "INVALID_REQUEST" } })
    expect(columns.body.messages.join()).toContain("columns")
    const ok = await raw(h, "POST", "/reports", reportBody(), { "x-organization-code": "org_1" })
    expect(ok.status).toBe(201)
  })

  it("onboarding: 400 VALIDATION_ERROR with http_code (ONE_STEP without compliance_declaration, mismatched document)", async () => {
    const entity = h.fake.seed.entity()
    const { compliance_declaration: _drop, ...body } = oneStepOnboardingBody()
    const res = await raw(h, "POST", `/banking/entities/${entity.id}/onboardings`, body, KEY)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: "VALIDATION_ERROR", http_code: 400 })
    expect(res.body.messages.join()).toContain("compliance_declaration")
    const mismatched = oneStepOnboardingBody({ documentation: [{ type: "BANK_STATEMENT", identity_document: {} }] })
    const res2 = await raw(h, "POST", `/banking/entities/${entity.id}/onboardings`, mismatched, { "x-idempotency-key": "k2" })
    expect(res2.body).toMatchObject({ code: "VALIDATION_ERROR", http_code: 400 })
    expect(res2.body.messages.join()).toContain("documentation[0]")
  })

  it("onboarding: 404 ENTITY_NOT_FOUND carries http_code; an unknown onboarding id is 404 too", async () => {
    const res = await raw(h, "POST", "/banking/entities/ent_nope/onboardings", oneStepOnboardingBody(), KEY)
    expect(res).toMatchObject({ status: 404, body: { code: "ENTITY_NOT_FOUND", messages: ["Entity not found"], http_code: 404 } })
    const entity = h.fake.seed.entity()
    const read = await raw(h, "GET", `/banking/entities/${entity.id}/onboardings/onb_nope`)
    expect(read).toMatchObject({ status: 404, body: { http_code: 404 } })
  })

  it("whitelabel auth errors are { code, message } — INVALID_PARAMETERS 400, LOGIN_FAILED 401", async () => {
    const missing = await raw(h, "POST", "/organizations/authenticate", {})
    expect(missing).toMatchObject({ status: 400, body: { code: "INVALID_PARAMETERS" } })
    expect(typeof missing.body.message).toBe("string")
    expect(missing.body.messages).toBeUndefined()
    const notUuid = await raw(h, "POST", "/organizations/authenticate", { user_id: "bob" })
    expect(notUuid.body.code).toBe("INVALID_PARAMETERS")
    const unknown = await raw(h, "POST", "/organizations/authenticate", { user_id: "3f0e6f4a-0000-4000-8000-000000000000" })
    expect(unknown).toMatchObject({ status: 401, body: { code: "LOGIN_FAILED" } })
    expect(Object.keys(unknown.body).sort()).toEqual(["code", "message"])
  })

  it("recipients: unknown recipient 404, not blocked 409 RECIPIENT_NOT_BLOCKED with the spec's message", async () => {
    const free = h.fake.seed.recipient({ blocked: false })
    const res = await raw(h, "POST", `/recipients/${free.id}/onboardings/${free.onboardingId}/unblock`)
    expect(res).toMatchObject({ status: 409, body: { code: "RECIPIENT_NOT_BLOCKED", messages: ["Recipient is not blocked"] } })
    expect((await raw(h, "POST", `/recipients/nobody/onboardings/x/unblock`)).status).toBe(404)
  })

  it("404 for an unknown path, 405 for a known path with the wrong method", async () => {
    expect((await raw(h, "GET", "/nothing-here")).status).toBe(404)
    expect((await raw(h, "DELETE", "/payments")).status).toBe(405)
  })

  it("matches on the path after /v1, whatever the host and prefix", async () => {
    // In-process any host reaches the fake; over HTTP the socket fixes the host, so only the prefix varies.
    const origin = h.name === "in-process" ? "https://api.example.test" : new URL(h.baseUrl).origin
    const res = await h.fetch(`${origin}/some/prefix/v1/reports/5b0c7a52-0000-4000-8000-000000000000`, { headers: AUTH })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe("REPORT_NOT_FOUND")
    expect(h.fake.requests.at(-1)).toMatchObject({ method: "GET", path: "/reports/5b0c7a52-0000-4000-8000-000000000000" })
  })
})
