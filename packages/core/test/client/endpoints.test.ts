import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { createPayrail, type PayrailClient } from "../../src"
import { endpoints } from "../../src/api"
import * as f from "../support/fixtures"
import { declaredCases } from "./declared-cases"
import { restCases } from "./endpoints-rest"
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
    accountId: "acc_default",
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
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  readonly path: string
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly idempotent: boolean
  readonly extraHeaders?: Record<string, string>
  /** What the call resolves to, when it is not the reply body itself (pages, unwrapped lists, void). */
  readonly expected?: unknown
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
    // the spec's service_connection_id goes out under the service's name, in its place
    body: { account_id: f.onboardingBody.account_id, yuno_connection_id: "conn_1", onboarding_type: "PREVIOUSLY_ONBOARDED" },
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
    name: "recipients.unblockOnboarding (the alias of recipients.onboardings.unblock)",
    run: () => payrail.recipients.unblockOnboarding("rcp_1", "onb_9"),
    reply: { status: 200, body: f.recipientResponse },
    method: "POST",
    path: "/recipients/rcp_1/onboardings/onb_9/unblock",
    idempotent: false
  },
  {
    name: "payments.capture",
    run: () => payrail.payments.capture(f.ids.payment, f.ids.transaction, { merchant_reference: "cap-1", amount: { currency: "COP", value: 10 } }),
    reply: { status: 200, body: f.captureResponse },
    method: "POST",
    path: `/payments/${f.ids.payment}/transactions/${f.ids.transaction}/capture`,
    body: { merchant_reference: "cap-1", amount: { currency: "COP", value: 10 } },
    idempotent: true
  },
  {
    name: "payments.cancel",
    run: () => payrail.payments.cancel(f.ids.payment, f.ids.transaction, { merchant_reference: "void-1", reason: "REQUESTED_BY_CUSTOMER" }),
    reply: { status: 200, body: f.cancelResponse },
    method: "POST",
    path: `/payments/${f.ids.payment}/transactions/${f.ids.transaction}/cancel`,
    body: { merchant_reference: "void-1", reason: "REQUESTED_BY_CUSTOMER" },
    idempotent: true
  },
  {
    name: "payments.listByMerchantOrderId",
    run: () => payrail.payments.listByMerchantOrderId("order-1042"),
    reply: { status: 200, body: [f.paymentResponse] },
    method: "GET",
    path: "/payments",
    query: { merchant_order_id: "order-1042" },
    idempotent: false
  },
  {
    name: "customers.create",
    run: () => payrail.customers.create(f.createCustomerBody),
    reply: { status: 201, body: f.customerResponse },
    method: "POST",
    path: "/customers",
    body: f.createCustomerBody,
    idempotent: false
  },
  {
    name: "customers.retrieve",
    run: () => payrail.customers.retrieve(f.moreIds.customer),
    reply: { status: 200, body: f.customerResponse },
    method: "GET",
    path: `/customers/${f.moreIds.customer}`,
    idempotent: false
  },
  {
    name: "customers.update",
    run: () => payrail.customers.update(f.moreIds.customer, { last_name: "Gómez" }),
    reply: { status: 200, body: { ...f.customerResponse, last_name: "Gómez" } },
    method: "PATCH",
    path: `/customers/${f.moreIds.customer}`,
    body: { last_name: "Gómez" },
    idempotent: false
  },
  {
    name: "customers.retrieveByMerchantCustomerId",
    run: () => payrail.customers.retrieveByMerchantCustomerId("cust-1042"),
    reply: { status: 200, body: f.customerResponse },
    method: "GET",
    path: "/customers",
    query: { merchant_customer_id: "cust-1042" },
    idempotent: false
  },
  {
    name: "customers.delete",
    run: () => payrail.customers.delete(f.moreIds.customer, { accountId: "acc_9" }),
    reply: { status: 202, body: "" },
    expected: undefined,
    method: "DELETE",
    path: `/customers/${f.moreIds.customer}`,
    idempotent: false,
    extraHeaders: { "x-account-code": "acc_9" }
  },
  {
    name: "customers.delete (default account)",
    run: () => payrail.customers.delete(f.moreIds.customer),
    reply: { status: 202, body: { status: "DELETED" } },
    expected: undefined,
    method: "DELETE",
    path: `/customers/${f.moreIds.customer}`,
    idempotent: false,
    extraHeaders: { "x-account-code": "acc_default" }
  },
  {
    name: "customers.paymentMethods.enroll",
    run: () => payrail.customers.paymentMethods.enroll(f.moreIds.customer, f.enrollBody),
    reply: { status: 201, body: f.enrolledResponse },
    method: "POST",
    path: `/customers/${f.moreIds.customer}/payment-methods`,
    body: f.enrollBody,
    idempotent: true
  },
  {
    name: "customers.paymentMethods.list",
    run: () => payrail.customers.paymentMethods.list(f.moreIds.customer),
    reply: { status: 200, body: { payment_methods: [f.enrolledResponse] } },
    expected: [f.enrolledResponse],
    method: "GET",
    path: `/customers/${f.moreIds.customer}/payment-methods`,
    idempotent: false
  },
  {
    name: "customers.paymentMethods.retrieve",
    run: () => payrail.customers.paymentMethods.retrieve(f.moreIds.customer, f.moreIds.paymentMethod),
    reply: { status: 200, body: f.enrolledResponse },
    method: "GET",
    path: `/customers/${f.moreIds.customer}/payment-methods/${f.moreIds.paymentMethod}`,
    idempotent: false
  },
  {
    name: "customers.paymentMethods.unenroll",
    run: () => payrail.customers.paymentMethods.unenroll(f.moreIds.customer, f.moreIds.paymentMethod),
    reply: { status: 200, body: { ...f.enrolledResponse, status: "UNENROLLED" } },
    method: "POST",
    path: `/customers/${f.moreIds.customer}/payment-methods/${f.moreIds.paymentMethod}/unenroll`,
    idempotent: false
  },
  {
    name: "checkout.sessions.create",
    run: () => payrail.checkout.sessions.create(f.createSessionBody),
    reply: { status: 200, body: f.createdSessionResponse },
    method: "POST",
    path: "/checkout/sessions",
    body: f.createSessionBody,
    idempotent: false
  },
  {
    name: "checkout.sessions.retrieve",
    run: () => payrail.checkout.sessions.retrieve(f.ids.session),
    reply: { status: 200, body: f.sessionResponse },
    method: "GET",
    path: `/checkout/sessions/${f.ids.session}`,
    idempotent: false
  },
  {
    name: "checkout.sessions.update",
    run: () => payrail.checkout.sessions.update(f.ids.session, { amount: { currency: "COP", value: 30 } }),
    reply: { status: 200, body: { ...f.sessionResponse, amount: { currency: "COP", value: 30 } } },
    method: "PATCH",
    path: `/checkout/sessions/${f.ids.session}`,
    body: { amount: { currency: "COP", value: 30 } },
    idempotent: false
  },
  {
    name: "subscriptions.list",
    run: () => payrail.subscriptions.list({ status: "ACTIVE,PAUSED", page: 2, size: 1 }),
    reply: { status: 200, body: { items: [f.subscriptionResponse], pagination: { page: 2, size: 1, total: 3, total_pages: 3 } } },
    expected: { data: [f.subscriptionResponse], hasMore: true, total: 3, nextParams: { status: "ACTIVE,PAUSED", page: 3, size: 1 } },
    method: "GET",
    path: "/subscriptions",
    query: { status: "ACTIVE,PAUSED", page: "2", size: "1" },
    idempotent: false,
    extraHeaders: { "x-account-code": "acc_default" }
  },
  {
    name: "subscriptions.list (account_id goes to the header)",
    run: () => payrail.subscriptions.list({ account_id: "acc_7" }),
    reply: { status: 200, body: { items: [], pagination: { page: 1, size: 20, total: 0, total_pages: 0 } } },
    expected: { data: [], hasMore: false, total: 0, nextParams: undefined },
    method: "GET",
    path: "/subscriptions",
    idempotent: false,
    extraHeaders: { "x-account-code": "acc_7" }
  },
  {
    name: "subscriptions.listPayments",
    run: () => payrail.subscriptions.listPayments(f.ids.subscription, { limit: 1, offset: 0 }),
    reply: { status: 200, body: { data: [f.paymentResponse], pagination: { total: 1, limit: 1, offset: 0, has_more: false } } },
    expected: { data: [f.paymentResponse], hasMore: false, total: 1, nextParams: undefined },
    method: "GET",
    path: `/subscriptions/${f.ids.subscription}/payments`,
    query: { limit: "1", offset: "0" },
    idempotent: false
  },
  {
    name: "reports.list",
    run: () => payrail.reports.list({ page_size: 2, page_number: 1 }),
    reply: { status: 200, body: [f.reportResponse] },
    expected: { data: [f.reportResponse], hasMore: false, total: undefined, nextParams: undefined },
    method: "GET",
    path: "/reports/list",
    query: { page_size: "2", page_number: "1" },
    idempotent: false,
    extraHeaders: { "x-organization-code": "org_default" }
  }
]

// payrail is made in beforeAll: the cases reach it through this proxy when they run
const client = new Proxy({} as PayrailClient, { get: (_, key) => (payrail as unknown as Record<string | symbol, unknown>)[key] })
cases.push(...restCases(client))
const handWritten = new Set(cases.map((c) => c.name.replace(/ \(.*\)$/, "")))
cases.push(...declaredCases(client, endpoints.filter((e) => !handWritten.has(e.operation))))

describe("every endpoint over real HTTP", () => {
  it("has a case for every declared endpoint", () => {
    const covered = new Set(cases.map((c) => c.name.replace(/ \(.*\)$/, "")))
    expect(endpoints.map((e) => e.operation).filter((operation) => !covered.has(operation))).toEqual([])
  })

  it.each(cases)("$name sends the right request and decodes the response", async (c) => {
    server.reply(c.reply)
    const result = await c.run()
    if (!("resultUnchecked" in c)) expect(result).toEqual("expected" in c ? c.expected : c.reply.body)

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

/**
 * Keyless writes that may be repeated after a failure that may have reached the service: updates
 * that set fields (the same body twice leaves the same state). Written here, not read from the
 * declarations' `retry`, so a declaration made retry-safe by mistake fails below.
 */
const REPEATABLE_KEYLESS_WRITES = new Set([
  "checkout.sessions.update",
  "customers.update",
  "recipients.update",
  "recipients.onboardings.update",
  "installmentPlans.update",
  "webhookEndpoints.update"
])

describe("the retry mode of every keyless write (declared without an idempotency key, not a GET)", () => {
  const keyless = endpoints.filter((e) => !e.idempotent && e.method !== "GET").map((e) => e.operation)
  const caseOf = (operation: string) => cases.find((c) => c.name.replace(/ \(.*\)$/, "") === operation)

  it("finds keyless writes, each with a case", () => {
    expect(keyless).toContain("customers.create")
    expect(keyless.filter((operation) => caseOf(operation) === undefined)).toEqual([])
  })

  it.each(keyless)("%s after a 503 (the write may have been applied)", async (operation) => {
    const c = caseOf(operation)!
    // the declaration says so too (the client runs the routes generated from it)
    expect(endpoints.find((e) => e.operation === operation)!.retry).toBe(REPEATABLE_KEYLESS_WRITES.has(operation) ? "safe" : "unsafe")
    server.reply({ status: 503, body: { code: "INTERNAL_ERROR", messages: ["try later"] } }, c.reply)
    const outcome = await c.run().then(() => "resolved", (error: unknown) => (error as { status?: unknown }).status)
    if (REPEATABLE_KEYLESS_WRITES.has(operation)) {
      // retried: the second answer is the call's
      expect({ outcome, attempts: server.requests.length }).toEqual({ outcome: "resolved", attempts: 2 })
    } else {
      // never sent twice: the 503 is the caller's to judge
      expect({ outcome, attempts: server.requests.length }).toEqual({ outcome: 503, attempts: 1 })
    }
    expect(server.requests[0]!.headers["x-idempotency-key"]).toBeUndefined()
  })
})
