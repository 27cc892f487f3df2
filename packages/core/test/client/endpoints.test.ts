import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { createPayrail, type PayrailClient } from "../../src"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

let server: ScriptedServer
let payrail: PayrailClient
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeAll(async () => {
  server = await startScriptedServer()
  payrail = createPayrail({
    publicApiKey: "pk_test_1",
    privateSecretKey: "sk_test_secret_1",
    baseUrl: server.url,
    organizationCode: "org_default",
    retryBackoff: { initialDelayMs: 1 }
  })
})
afterAll(async () => {
  await payrail.close()
  await server.close()
})
beforeEach(() => {
  server.reset()
})

interface Case {
  readonly name: string
  readonly run: () => Promise<unknown>
  readonly reply: { status: number; body: unknown }
  readonly method: "GET" | "POST"
  readonly path: string
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly idempotent: boolean
  readonly extraHeaders?: Record<string, string>
}

const cases: Array<Case> = [
  {
    name: "checkout.paymentMethods",
    run: () => payrail.checkout.paymentMethods(f.ids.session, { category: "CARD" }),
    reply: { status: 200, body: f.checkoutMethodsResponse },
    method: "GET",
    path: `/checkout/sessions/${f.ids.session}/payment-methods`,
    query: { category: "CARD" },
    idempotent: false
  },
  {
    name: "organizations.authenticate",
    run: () => payrail.organizations.authenticate({ user_id: f.ids.user }),
    reply: { status: 200, body: f.tokenResponse },
    method: "POST",
    path: "/organizations/authenticate",
    body: { user_id: f.ids.user },
    idempotent: false
  },
  {
    name: "payments.create",
    run: () => payrail.payments.create(f.createPaymentBody),
    reply: { status: 201, body: f.paymentResponse },
    method: "POST",
    path: "/payments",
    body: f.createPaymentBody,
    idempotent: true
  },
  {
    name: "payments.retrieve",
    run: () => payrail.payments.retrieve(f.ids.payment, { rawResponse: true, transactionsHistory: false }),
    reply: { status: 200, body: f.paymentResponse },
    method: "GET",
    path: `/payments/${f.ids.payment}`,
    query: { raw_response: "true", transactions_history: "false" },
    idempotent: false
  },
  {
    name: "payments.refund",
    run: () => payrail.payments.refund(f.ids.payment, f.ids.transaction, { amount: { currency: "COP", value: 10 } }),
    reply: { status: 200, body: f.paymentResponse },
    method: "POST",
    path: `/payments/${f.ids.payment}/transactions/${f.ids.transaction}/refund`,
    body: { amount: { currency: "COP", value: 10 } },
    idempotent: true
  },
  {
    name: "payments.cancelOrRefund",
    run: () => payrail.payments.cancelOrRefund(f.ids.payment),
    reply: { status: 201, body: f.cancelOrRefundResponse },
    method: "POST",
    path: `/payments/${f.ids.payment}/cancel-or-refund`,
    body: {},
    idempotent: true
  },
  {
    name: "subscriptions.create",
    run: () => payrail.subscriptions.create(f.createSubscriptionBody),
    reply: { status: 200, body: f.subscriptionResponse },
    method: "POST",
    path: "/subscriptions",
    body: f.createSubscriptionBody,
    idempotent: true
  },
  ...(["pause", "resume", "cancel"] as const).map((action): Case => ({
    name: `subscriptions.${action}`,
    run: () => payrail.subscriptions[action](f.ids.subscription),
    reply: { status: 200, body: f.subscriptionResponse },
    method: "POST",
    path: `/subscriptions/${f.ids.subscription}/${action}`,
    idempotent: false
  })),
  {
    name: "subscriptions.retrieve",
    run: () => payrail.subscriptions.retrieve(f.ids.subscription),
    reply: { status: 200, body: f.subscriptionResponse },
    method: "GET",
    path: `/subscriptions/${f.ids.subscription}`,
    idempotent: false
  },
  {
    name: "reports.create",
    run: () => payrail.reports.create(f.createReportBody, { organizationCode: "org_42" }),
    reply: { status: 201, body: f.reportResponse },
    method: "POST",
    path: "/reports",
    body: f.createReportBody,
    idempotent: false,
    extraHeaders: { "x-organization-code": "org_42" }
  },
  {
    name: "reports.create (default organization code)",
    run: () => payrail.reports.create(f.createReportBody),
    reply: { status: 201, body: f.reportResponse },
    method: "POST",
    path: "/reports",
    body: f.createReportBody,
    idempotent: false,
    extraHeaders: { "x-organization-code": "org_default" }
  },
  {
    name: "reports.retrieve",
    run: () => payrail.reports.retrieve(f.ids.report),
    reply: { status: 200, body: f.reportResponse },
    method: "GET",
    path: `/reports/${f.ids.report}`,
    idempotent: false
  },
  {
    name: "banking.createOnboarding",
    run: () => payrail.banking.createOnboarding("ent_123", f.onboardingBody),
    reply: { status: 201, body: f.onboardingResponse },
    method: "POST",
    path: "/banking/entities/ent_123/onboardings",
    body: f.onboardingBody,
    idempotent: true
  },
  {
    name: "banking.retrieveOnboarding",
    run: () => payrail.banking.retrieveOnboarding("ent_123", "onb_123"),
    reply: { status: 200, body: f.onboardingResponse },
    method: "GET",
    path: "/banking/entities/ent_123/onboardings/onb_123",
    idempotent: false
  },
  {
    name: "recipients.unblockOnboarding",
    run: () => payrail.recipients.unblockOnboarding("rcp_1", "onb_9"),
    reply: { status: 200, body: f.recipientResponse },
    method: "POST",
    path: "/recipients/rcp_1/onboardings/onb_9/unblock",
    idempotent: false
  }
]

describe("every endpoint over real HTTP", () => {
  it.each(cases)("$name sends the right request and decodes the response", async (c) => {
    server.reply(c.reply)
    const result = await c.run()
    expect(result).toEqual(c.reply.body)

    expect(server.requests).toHaveLength(1)
    const req = server.requests[0]!
    expect(req.method).toBe(c.method)
    expect(req.path).toBe(c.path)
    expect(Object.fromEntries(req.query)).toEqual(c.query ?? {})
    expect(req.body).toEqual(c.body)
    expect(req.headers["public-api-key"]).toBe("pk_test_1")
    expect(req.headers["private-secret-key"]).toBe("sk_test_secret_1")
    expect(req.headers["accept"]).toBe("application/json")
    if (c.body !== undefined) expect(req.headers["content-type"]).toMatch(/^application\/json/)
    if (c.idempotent) expect(req.headers["x-idempotency-key"]).toMatch(UUID)
    else expect(req.headers["x-idempotency-key"]).toBeUndefined()
    for (const [name, value] of Object.entries(c.extraHeaders ?? {})) expect(req.headers[name]).toBe(value)
    expect(req.headers["traceparent"]).toBeUndefined()
  })

  it("omits the retrieve flags when not given, and the category when not given", async () => {
    server.reply({ status: 200, body: f.paymentResponse }, { status: 200, body: [] })
    await payrail.payments.retrieve(f.ids.payment)
    await payrail.checkout.paymentMethods(f.ids.session)
    expect([...server.requests[0]!.query.keys()]).toEqual([])
    expect([...server.requests[1]!.query.keys()]).toEqual([])
  })

  it("uses the caller's idempotency key and extra headers, but never lets them replace the credentials", async () => {
    server.reply({ status: 201, body: f.paymentResponse })
    await payrail.payments.create(f.createPaymentBody, {
      idempotencyKey: "my-key-1",
      headers: { "x-trace": "t1", "private-secret-key": "evil", "Public-Api-Key": "evil" }
    })
    const req = server.requests[0]!
    expect(req.headers["x-idempotency-key"]).toBe("my-key-1")
    expect(req.headers["x-trace"]).toBe("t1")
    expect(req.headers["private-secret-key"]).toBe("sk_test_secret_1")
    expect(req.headers["public-api-key"]).toBe("pk_test_1")
  })

  it("URL-encodes path parameters", async () => {
    server.reply({ status: 200, body: f.onboardingResponse })
    await payrail.banking.retrieveOnboarding("ent/../x", "onb 1")
    expect(server.requests[0]!.path).toBe("/banking/entities/ent%2F..%2Fx/onboardings/onb%201")
  })

  it("keeps unknown response fields and unknown enum values", async () => {
    server.reply({
      status: 200,
      body: { ...f.paymentResponse, status: "SOMETHING_NEW", brand_new_field: { nested: [1, 2] } }
    })
    const payment = await payrail.payments.retrieve(f.ids.payment)
    expect(payment.status).toBe("SOMETHING_NEW")
    expect((payment as Record<string, unknown>).brand_new_field).toEqual({ nested: [1, 2] })
  })
})
