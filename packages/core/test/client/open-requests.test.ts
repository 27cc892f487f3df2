/**
 * Open requests (docs/errors-and-retries.md, "What the client refuses"): what reaches the wire is
 * what the caller gave — unknown keys at any depth, `null` on optional fields, values the service
 * may add to its lists — while a known field of the wrong type is still refused before any I/O.
 */
import { inspect } from "node:util"
import { describe, expect, it } from "vitest"
import { createPayrail, RequestValidationError } from "../../src"
import { api } from "../../src/api"
import { closedListIssuesOf, decodeBody, withoutNullKeys } from "../../src/internal"
import * as f from "../support/fixtures"

interface Sent {
  readonly url: string
  readonly text: string
}

/** A client whose transport records each request's URL and raw body text, answering `answer`. */
const recording = (answer: unknown = f.paymentResponse, status = 200) => {
  const sent: Array<Sent> = []
  const client = createPayrail({
    publicApiKey: "pk",
    privateSecretKey: "sk",
    organizationCode: "org_1",
    baseUrl: "http://payrail.invalid/v1",
    maxRetries: 0,
    fetch: async (input, init) => {
      sent.push({ url: String(input), text: typeof init?.body === "string" ? init.body : "" })
      return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } })
    }
  })
  return { client, sent }
}

const CARD = "4507990000000002"

/** A PCI merchant's DIRECT card payment, as the service's reference shows it. */
const directCardPayment = {
  account_id: f.ids.account,
  description: "Direct card payment",
  country: "CO",
  merchant_order_id: "order-2001",
  amount: { currency: "COP", value: 5000 },
  workflow: "DIRECT",
  payment_method: {
    type: "CARD",
    detail: {
      card: {
        capture: true,
        installments: 1,
        card_data: {
          number: CARD,
          holder_name: "ANA GOMEZ",
          expiration_month: 12,
          expiration_year: 2030,
          security_code: "123",
          type: "CREDIT",
          brand: "VISA"
        }
      }
    }
  }
}

const failureOf = async (promise: Promise<unknown>): Promise<RequestValidationError> => {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(RequestValidationError)
  return error as RequestValidationError
}

describe("what the client sends is what the caller gave", () => {
  it("an unknown key at any depth reaches the wire unchanged, in its place", async () => {
    const { client, sent } = recording()
    const body = {
      ...f.createPaymentBody,
      not_modelled_yet: { deep: [1, { x: null }] },
      payment_method: { token: "tok_visa", detail: { card: { capture: true, future_flag: "on" } }, new_method_field: 7 }
    }
    await client.payments.create(body as never)
    expect(sent).toHaveLength(1)
    // the raw text: key order kept, nothing stripped or added
    expect(sent[0]!.text).toBe(
      '{"account_id":"11111111-2222-4333-8444-555555555555","description":"Order #1042","country":"CO",' +
        '"merchant_order_id":"order-1042","amount":{"currency":"COP","value":26.9},' +
        '"checkout":{"session":"9f8e7d6c-5b4a-4321-8fed-cba987654321"},' +
        '"payment_method":{"token":"tok_visa","detail":{"card":{"capture":true,"future_flag":"on"}},"new_method_field":7},' +
        '"not_modelled_yet":{"deep":[1,{"x":null}]}}'
    )
  })

  it("null on an optional field is sent as null (WooCommerce's guest checkout)", async () => {
    const { client, sent } = recording()
    const guest = {
      ...f.createPaymentBody,
      customer_payer: { customer_id: null, first_name: "Ana", email: "ana@example.com", billing_address: null },
      payment_method: { token: "tok_visa", vaulted_token: null, type: "CARD" },
      merchant_reference: null,
      metadata: null
    }
    await client.payments.create(guest)
    const json = JSON.parse(sent[0]!.text)
    expect(json.customer_payer.customer_id).toBeNull()
    expect(json.customer_payer.billing_address).toBeNull()
    expect(json.payment_method.vaulted_token).toBeNull()
    expect(json.merchant_reference).toBeNull()
    expect(json.metadata).toBeNull()
  })

  it("a value outside a list the service may grow is sent (the fake enforces the spec's lists)", async () => {
    const { client, sent } = recording()
    await client.payments.create({ ...f.createPaymentBody, country: "DE", workflow: "SDK_CHECKOUT" })
    await client.payments.refund(f.ids.payment, f.ids.transaction, { reason: "CUSTOMER_CHANGED_MIND" })
    expect(JSON.parse(sent[0]!.text).country).toBe("DE")
    expect(JSON.parse(sent[1]!.text).reason).toBe("CUSTOMER_CHANGED_MIND")
  })

  it("the spec's service_connection_id goes out as the service's yuno_connection_id, in its place", async () => {
    const { client, sent } = recording(f.onboardingResponse, 201)
    await client.banking.createOnboarding("ent_1", { account_id: f.ids.account, service_connection_id: "conn_1", onboarding_type: "PREVIOUSLY_ONBOARDED" })
    await client.banking.createOnboarding("ent_1", { account_id: f.ids.account, yuno_connection_id: "conn_2", onboarding_type: "PREVIOUSLY_ONBOARDED" })
    expect(sent[0]!.text).toBe(`{"account_id":"${f.ids.account}","yuno_connection_id":"conn_1","onboarding_type":"PREVIOUSLY_ONBOARDED"}`)
    expect(sent[1]!.text).toBe(`{"account_id":"${f.ids.account}","yuno_connection_id":"conn_2","onboarding_type":"PREVIOUSLY_ONBOARDED"}`)
    for (const { text } of sent) expect(text).not.toContain("service_")
  })

  it("an onboarding with neither name is refused at yuno_connection_id", async () => {
    const { client, sent } = recording(f.onboardingResponse, 201)
    const error = await failureOf(client.banking.createOnboarding("ent_1", { account_id: f.ids.account, onboarding_type: "PREVIOUSLY_ONBOARDED" } as never))
    expect(error.paths).toEqual(["yuno_connection_id"])
    expect(sent).toEqual([])
  })
})

describe("the reference's payments pass the client check", () => {
  it("a DIRECT card payment with card_data", async () => {
    const { client, sent } = recording()
    await client.payments.create(directCardPayment)
    expect(JSON.parse(sent[0]!.text).payment_method.detail.card.card_data.number).toBe(CARD)
  })

  it("a 3DS payment with a network token, stored credentials and delayed capture", async () => {
    const { client, sent } = recording()
    await client.payments.create({
      ...directCardPayment,
      payment_method: {
        type: "CARD",
        detail: {
          card: {
            capture: false,
            delayed_capture_settings: { delay: "72h", simplified_mode: true },
            network_token: {
              token_data: { number: "4895370012003478", expiration_month: "12", expiration_year: "2030", cryptogram: "AAEBAwQjSQAAXXXXXXXJYe0BbQA=" }
            },
            three_d_secure: { version: "2.2.0", electronic_commerce_indicator: "05", cryptogram: "AAABBIIFmAAAAAAAAAAAAAAAAAA=", directory_server_transaction_id: "ds-1" },
            stored_credentials: { reason: "CARD_ON_FILE", usage: "FIRST" }
          }
        }
      }
    })
    expect(sent).toHaveLength(1)
  })

  it("a marketplace split with fraud screening, risk signals and order extras", async () => {
    const { client, sent } = recording()
    await client.payments.create({
      ...f.createPaymentBody,
      amount: { currency: "COP", value: 100, currency_conversion: { cardholder_currency: "USD", cardholder_amount: 0.025, cardholder_accepted: true } },
      fraud_screening: { stand_alone: false },
      split_marketplace: [
        { recipient_id: "rcp_1", type: "PURCHASE", amount: { value: 90, currency: "COP" }, liability: { processing_fee: "RECIPIENT", chargebacks: true } },
        { type: "COMMISSION", amount: { value: 10, currency: "COP" } }
      ],
      customer_payer: {
        merchant_customer_created_at: "2024-01-01T00:00:00Z",
        merchant_customer_validations: { account_is_verified: true, email_is_verified: true, phone_is_verified: false },
        device_fingerprint: "fp_1",
        device_fingerprints: [{ provider_id: "CLEARSALE", id: "fp_2" }],
        geolocation: { latitude: "4.6", longitude: "-74.08" },
        browser_info: { platform: "WEB", user_agent: "Mozilla/5.0", color_depth: "24", screen_height: "1080", screen_width: "1920" }
      },
      additional_data: { order: { items: [{ id: "1", name: "Shoe", quantity: 1, unit_amount: 100, image_url: "https://shop.example/shoe.png" }] } }
    })
    await client.payments.refund(f.ids.payment, f.ids.transaction, { split_marketplace: [{ type: "PURCHASE", amount: { value: 10, currency: "COP" } }] })
    await client.payments.cancelOrRefund(f.ids.payment, { split_marketplace: [{ type: "PURCHASE", amount: { value: 10, currency: "COP" } }] })
    expect(sent).toHaveLength(3)
  })

  it("a subscription without merchant_reference or customer, with the reference's card fields", async () => {
    const { client, sent } = recording(f.subscriptionResponse, 201)
    const { merchant_reference: _m, customer_payer: _c, ...rest } = f.createSubscriptionBody
    await client.subscriptions.create({
      ...rest,
      payment_method: { type: "CARD", vaulted_token: "vt_1", card: { usage: "USED", network_transaction_id: "ntid_1" } }
    })
    expect(sent).toHaveLength(1)
  })
})

describe("WooCommerce's guest checkout (the shape its plugin sends)", () => {
  it("a session with customer_id: null, then a payment with vaulted_token: null and a split, both sent as given", async () => {
    const { client, sent } = recording({ ...f.paymentResponse, checkout_session: f.ids.session }, 200)
    const session = {
      account_id: f.ids.account,
      merchant_order_id: "WC-1042",
      payment_description: "WooCommerce Order #1042",
      country: "CO",
      customer_id: null,
      amount: { currency: "COP", value: 52000 },
      callback_url: "https://shop.example/checkout/order-pay/1042/?yuno_3ds_return=1"
    }
    const payment = {
      description: "WooCommerce Payment #1042",
      account_id: f.ids.account,
      merchant_order_id: "WC-1042",
      country: "CO",
      amount: { currency: "COP", value: 52000 },
      checkout: { session: f.ids.session },
      payment_method: { token: "5f7c0d4e-one-time-token", vaulted_token: null },
      split_marketplace: [
        { recipient_id: "rcp_seller", type: "PURCHASE", amount: { value: 46800, currency: "COP" } },
        { type: "COMMISSION", amount: { value: 5200, currency: "COP" } }
      ]
    }
    await client.checkout.sessions.create(session)
    await client.payments.create(payment)
    expect(JSON.parse(sent[0]!.text)).toEqual(session)
    expect(JSON.parse(sent[1]!.text)).toEqual(payment)
  })
})

describe("known fields are still checked, with every bad path named", () => {
  it("a wrong type deep inside is named by its path, and nothing is sent", async () => {
    const { client, sent } = recording()
    const bad = {
      ...directCardPayment,
      payment_method: { type: "CARD", detail: { card: { card_data: { ...directCardPayment.payment_method.detail.card.card_data, expiration_month: 13 }, capture: "yes" } } },
      customer_payer: { browser_info: { javascript_enabled: "true" } }
    }
    const error = await failureOf(client.payments.create(bad as never))
    expect([...error.paths].sort()).toEqual([
      "customer_payer.browser_info.javascript_enabled",
      "payment_method.detail.card.capture",
      "payment_method.detail.card.card_data.expiration_month"
    ])
    expect(sent).toEqual([])
  })

  it("null on a required field is refused", async () => {
    const { client } = recording()
    const error = await failureOf(client.payments.create({ ...f.createPaymentBody, description: null } as never))
    expect(error.paths).toEqual(["description"])
  })

  it("the card number and security code appear nowhere in the error", async () => {
    const { client } = recording()
    const card = { number: CARD, security_code: "987", expiration_month: 0 }
    const error = await failureOf(
      client.payments.create({ ...directCardPayment, payment_method: { type: "CARD", detail: { card: { card_data: card } } } } as never)
    )
    const shown = [error.message, String(error), inspect(error, { depth: 10 }), JSON.stringify(error), JSON.stringify(error.issues)].join("\n")
    expect(error.paths).toEqual(["payment_method.detail.card.card_data.expiration_month"])
    expect(shown).not.toContain(CARD)
    expect(shown).not.toContain("987")
  })
})

describe("decodeBody, as the fake runs it", () => {
  it("keeps a JSON __proto__ key as a plain key and pollutes nothing", () => {
    const parsed = JSON.parse(`{"merchant_reference":"ref-1","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`)
    const checked = decodeBody(api.payments.cancel, parsed)
    expect(checked.ok).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined()
    if (checked.ok) {
      const value = checked.value as Record<string, unknown>
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
      expect(Object.keys(value)).toEqual(["merchant_reference", "__proto__", "constructor"])
    }
  })

  it("renames the alias in the value it returns, and accepts either name", () => {
    for (const name of ["service_connection_id", "yuno_connection_id"]) {
      const checked = decodeBody(api.banking.createOnboarding, { account_id: f.ids.account, [name]: "conn_1", onboarding_type: "PREVIOUSLY_ONBOARDED" })
      expect(checked).toEqual({ ok: true, value: { account_id: f.ids.account, yuno_connection_id: "conn_1", onboarding_type: "PREVIOUSLY_ONBOARDED" } })
    }
  })

  it("closedListIssuesOf names the values outside the spec's lists, for the fake to refuse", () => {
    const body = { ...f.createPaymentBody, country: "ZZ", workflow: "SOMETHING_NEW" }
    expect(decodeBody(api.payments.create, { ...body, checkout: { session: f.ids.session } }).ok).toBe(true)
    expect(closedListIssuesOf(api.payments.create, body).map((i) => i.path)).toEqual(["country", "workflow"])
    expect(closedListIssuesOf(api.payments.create, f.createPaymentBody)).toEqual([])
    // a country the payment reference leaves out but the service takes (its customer API lists it)
    expect(closedListIssuesOf(api.payments.create, { ...f.createPaymentBody, country: "MY", amount: { currency: "MYR", value: 10 } })).toEqual([])
    expect(closedListIssuesOf(api.payments.refund, { reason: "BECAUSE" })).toEqual([
      { path: "reason", message: 'Expected one of "DUPLICATE", "FRAUDULENT", "REQUESTED_BY_CUSTOMER", "REVERSE"' }
    ])
    const onboarding = { account_id: f.ids.account, yuno_connection_id: "c", onboarding_type: "ONE_STEP", documentation: [{ type: "SELFIE" }] }
    expect(closedListIssuesOf(api.banking.createOnboarding, onboarding).map((i) => i.path)).toEqual(["documentation[0].type"])
  })
})

describe("answers as the reference shows them", () => {
  it("a { payment: { … } } answer (the v2 retrieve) decodes as its payment", async () => {
    const { client } = recording({ payment: { ...f.paymentResponse, idempotency_key: "k-1" } })
    const payment = await client.payments.retrieve(f.ids.payment)
    expect(payment.id).toBe(f.ids.payment)
    expect(payment.status).toBe("SUCCEEDED")
    expect(payment.idempotency_key).toBe("k-1")
  })

  it("a one-item array answer (the installment plan retrieve) decodes as its item; two items do not", async () => {
    const plan = { id: "plan-1", name: "plan_007", account_id: ["acc-1"] }
    const one = await recording([plan]).client.installmentPlans.retrieve("plan-1")
    expect(one).toMatchObject(plan)
    await expect(recording([plan, { ...plan, id: "plan-2" }]).client.installmentPlans.retrieve("plan-1")).rejects.toMatchObject({
      _tag: "ResponseValidationError"
    })
  })

  it("a page of subscription payments with a null sub_status decodes whole", async () => {
    const data = Array.from({ length: 20 }, (_, i) => ({ ...f.paymentResponse, id: `pay-${i}`, sub_status: i === 7 ? null : "APPROVED" }))
    const { client } = recording({ data, pagination: { total: 20, limit: 20, offset: 0, has_more: false } })
    const page = await client.subscriptions.listPayments(f.ids.subscription, { limit: 20 })
    expect(page.data).toHaveLength(20)
    expect(page.data[7]!.sub_status).toBeNull()
  })
})

describe("TypeScript still names a typo; a cast sends a field Payrail does not model", () => {
  it("type-checks as documented in docs/errors-and-retries.md", () => {
    const { client } = recording()
    // never called: the assertions are the compiler's
    const typed = () => {
      // @ts-expect-error a misspelt field is an excess property of the object literal
      void client.payments.create({ ...f.createPaymentBody, merchant_order_idd: "x" })
      // a growing list: the known values autocomplete, another string is accepted
      void client.payments.create({ ...f.createPaymentBody, workflow: "A_FUTURE_WORKFLOW" })
      // a field Payrail does not model yet: a variable (no excess check) or a cast
      const extra = { ...f.createPaymentBody, brand_new_field: { x: 1 } }
      void client.payments.create(extra)
      void client.payments.create({ ...f.createPaymentBody, brand_new_field: 1 } as Parameters<typeof client.payments.create>[0])
    }
    expect(typeof typed).toBe("function")
  })
})

describe("card data in the request events", () => {
  it("no card number or security code reaches a request or response listener", async () => {
    const { client } = recording()
    const seen: Array<unknown> = []
    client.on("request", (event) => seen.push(event))
    client.on("response", (event) => seen.push(event))
    await client.payments.create(directCardPayment)
    expect(seen.length).toBeGreaterThanOrEqual(2)
    const text = JSON.stringify(seen) + inspect(seen, { depth: 10 })
    expect(text).not.toContain(CARD)
    expect(text).not.toContain('"123"')
  })
})

describe("withoutNullKeys, for code that acts on a checked body", () => {
  it("drops null-valued keys at any depth, keeps null array items, and leaves a body without null as is", () => {
    const body = { a: null, b: { c: null, d: 1 }, e: [null, { f: null }], g: "x" }
    expect(withoutNullKeys(body)).toEqual({ b: { d: 1 }, e: [null, {}], g: "x" })
    expect(body.a).toBeNull() // the input is not modified
    const plain = { a: 1, b: [{ c: "x" }] }
    expect(withoutNullKeys(plain)).toBe(plain)
  })
})

// WithoutNulls keeps a growing list's type (`string & {}` is not an object to map over)
type Checked = import("../../src/internal").WithoutNulls<{ readonly reason?: "A" | (string & {}) | null; readonly n?: { readonly m: number | null } | null }>
const _withoutNulls: Checked = { reason: "ANY", n: { m: 1 } }
void _withoutNulls
// @ts-expect-error null is taken out of every property type
const _withNull: Checked = { reason: null }
void _withNull
