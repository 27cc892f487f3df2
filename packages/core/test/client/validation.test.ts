import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createPayrail, RequestValidationError } from "../../src"
import * as f from "../support/fixtures"

// A transport that records what reaches it: validation must stop bad input before this.
const recording = (extra: { organizationCode?: string } = { organizationCode: "org_1" }) => {
  const sent: Array<string> = []
  const client = createPayrail({
    ...extra,
    publicApiKey: "pk",
    privateSecretKey: "sk",
    baseUrl: "http://payrail.invalid/v1",
    maxRetries: 0,
    fetch: async (input) => {
      sent.push(String(input))
      return new Response("{}", { status: 500 })
    }
  })
  return { client, sent }
}

const pathsOf = async (promise: Promise<unknown>): Promise<ReadonlyArray<string>> => {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(RequestValidationError)
  return (error as RequestValidationError).paths
}

const { frequency: _frequency, ...unscheduled } = f.createSubscriptionBody
const webhookBody = { account_id: f.ids.account, name: "payments listener", url: "https://merchant.example/hooks" }
const TRIGGER_LISTS = ["payment_triggers", "enrollment_triggers", "report_triggers", "subscription_triggers", "onboarding_triggers"]

describe("bad input fails before any network I/O, naming every offending path", () => {
  const { client, sent } = recording()
  const p = client

  const cases: Array<[string, () => Promise<unknown>, Array<string>]> = [
    ["payments.create: two bad fields", () => p.payments.create({ ...f.createPaymentBody, country: "zz", description: "ab" }), ["country", "description"]],
    ["payments.create: amount not a multiple of 0.0001", () => p.payments.create({ ...f.createPaymentBody, amount: { currency: "COP", value: 1.00001 } }), ["amount.value"]],
    ["payments.create: account_id too short", () => p.payments.create({ ...f.createPaymentBody, account_id: "acc" }), ["account_id"]],
    ["payments.create: metadata over 50", () => p.payments.create({ ...f.createPaymentBody, metadata: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: "v" })) }), ["metadata"]],
    ["payments.create: SDK checkout without session", () => p.payments.create({ ...f.createPaymentBody, checkout: {} }), ["checkout.session"]],
    ["payments.create: a misspelt required field is missing under its name", () => p.payments.create({ ...f.createPaymentBody, merchant_order_id: undefined, merchant_order_idd: "x" } as never), ["merchant_order_id"]],
    ["payments.create: not an object", () => p.payments.create(null as never), [""]],
    ["payments.retrieve: id not a UUID", () => p.payments.retrieve("123"), ["payment_id"]],
    ["payments.refund: bad ids and reason", () => p.payments.refund("x", "y", { reason: 1 as never }), ["payment_id", "transaction_id", "reason"]],
    ["payments.refund: reason not text", () => p.payments.refund(f.ids.payment, f.ids.transaction, { reason: 1 as never }), ["reason"]],
    ["payments.cancelOrRefund: short description", () => p.payments.cancelOrRefund(f.ids.payment, { description: "x" }), ["description"]],
    ["checkout.paymentMethods: session not a UUID", () => p.checkout.paymentMethods("sess"), ["checkout_session"]],
    ["organizations.authenticate: user_id not a UUID", () => p.organizations.authenticate({ user_id: "u1" }), ["user_id"]],
    ["subscriptions.create: frequency with billing_date", () => p.subscriptions.create({ ...f.createSubscriptionBody, billing_date: { type: "PREPAID" } }), ["frequency", "billing_date"]],
    ["subscriptions.create: neither frequency nor billing_date", () => p.subscriptions.create(unscheduled), ["frequency", "billing_date"]],
    ["subscriptions.create: null frequency and billing_date (not sent)", () => p.subscriptions.create({ ...f.createSubscriptionBody, frequency: null, billing_date: null } as never), ["frequency", "billing_date"]],
    ["subscriptions.create: a payment method type outside the reference's list", () => p.subscriptions.create({ ...f.createSubscriptionBody, payment_method: { type: "PIX" as never, vaulted_token: "vt_123" } }), ["payment_method.type"]],
    ["subscriptions.update: a payment method type outside the reference's list", () => p.subscriptions.update(f.ids.subscription, { payment_method: { type: "NU_PAY" as never } }), ["payment_method.type"]],
    ["webhookEndpoints.create: no trigger list", () => p.webhookEndpoints.create(webhookBody), TRIGGER_LISTS],
    ["webhookEndpoints.create: only empty or null trigger lists", () => p.webhookEndpoints.create({ ...webhookBody, payment_triggers: [], report_triggers: null } as never), TRIGGER_LISTS],
    ["subscriptions.create: bad account", () => p.subscriptions.create({ ...f.createSubscriptionBody, account_id: "nope" }), ["account_id"]],
    ["subscriptions.pause: id not a UUID", () => p.subscriptions.pause("sub"), ["subscription_id"]],
    ["reports.create: columns on a SETTLEMENTS report", () => p.reports.create({ ...f.createReportBody, type: "SETTLEMENTS", columns: "id" }), ["columns"]],
    ["reports.create: bad date", () => p.reports.create({ ...f.createReportBody, start_date: "yesterday" }), ["start_date"]],
    ["reports.retrieve: id not a UUID", () => p.reports.retrieve(""), ["report_id"]],
    ["banking.createOnboarding: ONE_STEP without its four parts", () => p.banking.createOnboarding("ent_1", { ...f.onboardingBody, onboarding_type: "ONE_STEP" }), ["compliance_declaration", "risk_assessment", "source_of_funds", "documentation"]],
    ["banking.createOnboarding: empty entity id", () => p.banking.createOnboarding("", f.onboardingBody), ["entity_id"]],
    ["banking.retrieveOnboarding: empty ids", () => p.banking.retrieveOnboarding("", ""), ["entity_id", "onboarding_id"]],
    ["recipients.unblockOnboarding: empty ids", () => p.recipients.unblockOnboarding("", ""), ["recipient_id", "onboarding_id"]],
    // "." and ".." would be resolved by the URL parser and reach another endpoint
    ["banking.retrieveOnboarding: dot segments", () => p.banking.retrieveOnboarding("..", "."), ["entity_id", "onboarding_id"]],
    ["recipients.unblockOnboarding: dot segment", () => p.recipients.unblockOnboarding("rcp_1", ".."), ["onboarding_id"]]
  ]

  it.each(cases)("%s", async (_, run, expected) => {
    const paths = await pathsOf(run())
    for (const path of expected) expect(paths).toContain(path)
    expect(sent).toEqual([])
  })

  it("reports.create without an organization code (config or call) fails before sending", async () => {
    const bare = recording({})
    expect(await pathsOf(bare.client.reports.create(f.createReportBody))).toEqual(["organizationCode"])
    expect(bare.sent).toEqual([])
    await bare.client.close()
  })

  it("a subscription with a schedule, a listed payment method type and a webhook endpoint with one trigger are sent", async () => {
    const sends = [
      () => p.subscriptions.create({ ...unscheduled, billing_date: { type: "PREPAID" } }),
      () => p.subscriptions.create({ ...f.createSubscriptionBody, payment_method: { type: "PAYPAL_ENROLLMENT", vaulted_token: "vt_123" } }),
      () => p.subscriptions.update(f.ids.subscription, { payment_method: { type: "CARD" } }),
      () => p.webhookEndpoints.create({ ...webhookBody, payment_triggers: [], onboarding_triggers: ["CREATED"] })
    ]
    for (const [i, send] of sends.entries()) {
      const before = sent.length
      const outcome = await send().then(() => undefined, (e: unknown) => e)
      expect(outcome, String(i)).not.toBeInstanceOf(RequestValidationError)
      expect(sent.length, String(i)).toBe(before + 1)
    }
    sent.length = 0
  })

  it("a validation error message lists the paths", async () => {
    const error = await p.payments.create({ ...f.createPaymentBody, country: "zz" }).catch((e: RequestValidationError) => e)
    expect(error.message).toContain("payments.create")
    expect(error.message).toContain("country")
  })
})

describe("property: arbitrary input never crashes, never reaches the network when invalid", () => {
  it("payments.create with arbitrary JSON either passes validation or names a path", async () => {
    const { client, sent } = recording()
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        sent.length = 0
        const outcome = await client.payments.create(body as never).then(() => "ok", (e: unknown) => e)
        if (outcome instanceof RequestValidationError) {
          expect(outcome.issues.length).toBeGreaterThan(0)
          expect(sent).toEqual([])
        } else {
          // only a body that is valid may reach the transport (which answers 500 here)
          expect(sent.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 150 }
    )
    await client.close()
  })

  it("valid generated payment bodies always pass validation", async () => {
    const { client, sent } = recording()
    const body = fc.record({
      account_id: fc.string({ minLength: 36, maxLength: 64 }),
      description: fc.string({ minLength: 3, maxLength: 255 }),
      country: fc.constantFrom("AR", "BR", "CO", "MX", "US", "UY"),
      merchant_order_id: fc.string({ minLength: 3, maxLength: 255 }),
      amount: fc.record({
        currency: fc.constantFrom("USD", "COP", "BRL"),
        value: fc.integer({ min: 0, max: 10_000_000_000 }).map((n) => n / 10_000)
      }),
      checkout: fc.record({ session: fc.uuid() }),
      payment_method: fc.record({ token: fc.string({ minLength: 1, maxLength: 40 }) })
    })
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        sent.length = 0
        const outcome = await client.payments.create(b).catch((e: unknown) => e)
        expect(outcome).not.toBeInstanceOf(RequestValidationError)
        expect(sent).toHaveLength(1)
      }),
      { numRuns: 150 }
    )
    await client.close()
  })
})

describe("request keys set to undefined are absent, as JSON.stringify treats them", () => {
  it("a body with optional keys explicitly undefined (top level and nested) is sent, without them", async () => {
    const bodies: Array<string> = []
    const client = createPayrail({
      publicApiKey: "pk",
      privateSecretKey: "sk",
      baseUrl: "http://payrail.invalid/v1",
      maxRetries: 0,
      fetch: async (_input, init) => {
        bodies.push(String(init?.body))
        return new Response("{}", { status: 500 })
      }
    })
    const outcome = await client.payments
      .create({
        ...f.createPaymentBody,
        workflow: "DIRECT",
        checkout: undefined,
        callback_url: undefined,
        payment_method: { token: "tok_visa", vaulted_token: undefined, detail: { card: { capture: true, installments: undefined } } }
      } as never) // the types allow these undefined keys unless the project sets exactOptionalPropertyTypes
      .catch((e: unknown) => e)
    expect(outcome).not.toBeInstanceOf(RequestValidationError)
    expect(bodies).toHaveLength(1)
    const sentBody = JSON.parse(bodies[0]!)
    expect(sentBody).not.toHaveProperty("checkout")
    expect(sentBody.payment_method).toEqual({ token: "tok_visa", detail: { card: { capture: true } } })
    await client.close()
  })

  it("a required key set to undefined is still reported as missing", async () => {
    const { client } = recording()
    const error = (await client.payments.create({ ...f.createPaymentBody, description: undefined as never }).catch((e: unknown) => e)) as RequestValidationError
    expect(error).toBeInstanceOf(RequestValidationError)
    expect(error.issues).toEqual([{ path: "description", message: expect.stringMatching(/Missing key/i) }])
    await client.close()
  })
})

describe("one problem per field: the first failing check of each path", () => {
  const { client } = recording()
  it.each<[string, unknown]>([["NaN", Number.NaN], ["Infinity", Number.POSITIVE_INFINITY], ["text", "abc"], ["negative, off-scale", -0.00001]])(
    "amount %s → one issue at amount.value",
    async (_name, value) => {
      const error = (await client.payments
        .create({ ...f.createPaymentBody, amount: { currency: "COP", value: value as number } })
        .catch((e: unknown) => e)) as RequestValidationError
      expect(error).toBeInstanceOf(RequestValidationError)
      expect(error.issues.map((i) => i.path)).toEqual(["amount.value"])
    }
  )

  it("a non-string id says 'Expected a string'; an empty one 'Expected a non-empty string'", async () => {
    const number = (await client.payments.retrieve(123 as never).catch((e: unknown) => e)) as RequestValidationError
    expect(number.issues).toEqual([{ path: "payment_id", message: "Expected a string" }])
    const empty = (await client.payments.retrieve("").catch((e: unknown) => e)) as RequestValidationError
    expect(empty.issues).toEqual([{ path: "payment_id", message: "Expected a non-empty string" }])
  })
})
