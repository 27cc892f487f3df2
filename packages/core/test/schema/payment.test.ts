import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AdditionalData, BankTransferDetail, CancelOrRefundParams, CancelOrRefundResult, CardDetail, CreatePaymentParams, CustomerPayer, Payment, PaymentMethod, RefundPaymentParams, RetrievePaymentParams, Transaction } from "../../src/schema"
import { GENDERS, REFUND_REASONS, WORKFLOWS } from "../../src/index"
import { api } from "../../src/api"
import { closedListIssuesOf, decodeBody } from "../../src/internal"
import { PAYMENT_COUNTRIES } from "../../src/schema/shared"
import bankTransferFixture from "../fixtures/payment-bank-transfer.json"
import cancelOrRefundFixture from "../fixtures/payment-cancel-or-refund.json"
import createFixture from "../fixtures/payment-create.json"
import refundFixture from "../fixtures/payment-refund.json"
import retrieveFixture from "../fixtures/payment-retrieve.json"

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

const format = SchemaIssue.makeFormatterStandardSchemaV1()

/** Requests are decoded as the client does before any network I/O. */
const decodeRequest =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  (input: unknown) =>
    Schema.decodeUnknownResult(schema)(input, { errors: "all" })

/** Responses are decoded with the default options. */
const decodeResponse =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  (input: unknown) =>
    Schema.decodeUnknownResult(schema)(input)

/** Distinct issue paths of a failed decode, each joined with "." (`[]` on success). */
const pathsOf = (result: Result.Result<unknown, Schema.SchemaError>): Array<string> =>
  Result.isFailure(result)
    ? [...new Set(format(result.failure.issue).issues.map((i) => (i.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".")))]
    : []

const successOf = <A>(result: Result.Result<A, Schema.SchemaError>): A => {
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}

const clone = <A>(a: A): A => structuredClone(a)

const createPayment = decodeRequest(CreatePaymentParams)
const refund = decodeRequest(RefundPaymentParams)
const cancelOrRefund = decodeRequest(CancelOrRefundParams)
const payment = decodeResponse(Payment)

// ---------------------------------------------------------------------------
// request bodies
// ---------------------------------------------------------------------------

const minimalCreate = {
  account_id: "9104911d-5df9-429e-8488-ad41abea1a4b",
  description: "Test card payment",
  country: "CO",
  merchant_order_id: "0000022",
  amount: { currency: "COP", value: 5000 },
  checkout: { session: "0bcd1a9c-3e4f-4a5b-8c6d-7e8f9a0b1c2d" },
  payment_method: { token: "5104911d-5df9-429e-8488-ad41abea1a4b" }
}

const fullCreate = {
  ...minimalCreate,
  merchant_reference: "ref-0001",
  amount: { currency: "BRL", value: 26.9 },
  workflow: "SDK_CHECKOUT",
  customer_payer: {
    customer_id: "cfae0941-7234-427a-a739-ef4fce966c79",
    id: "cfae0941-7234-427a-a739-ef4fce966c79",
    merchant_customer_id: "1234",
    first_name: "John",
    last_name: "Doe",
    gender: "NB",
    date_of_birth: "1990-02-28",
    email: "john.doe@example.com",
    nationality: "CO",
    ip_address: "192.168.123.167",
    device_fingerprints: [{ provider_id: "cybersource", device_fingerprint: "hi88287gbd8d7d782ge" }],
    browser_info: {
      user_agent: "Mozilla/5.0",
      accept_header: "*/*",
      accept_content: "text/html",
      accept_browser: "text/html",
      color_depth: "24",
      screen_height: 1080,
      screen_width: 1920,
      javascript_enabled: true,
      java_enabled: false,
      browser_time_difference: -180,
      language: "es"
    },
    document: { document_type: "CC", document_number: "1032765432" },
    phone: { number: "3132450765", country_code: "57" },
    billing_address: {
      address_line_1: "Calle 34 # 56 - 78",
      address_line_2: "Apartamento 502, Torre I",
      country: "CO",
      state: "Cundinamarca",
      city: "Bogota",
      zip_code: "111111",
      neighborhood: "Chapinero"
    },
    shipping_address: { address_line_1: "Calle 34 # 56 - 78", country: "CO", city: "Bogota" }
  },
  payment_method: {
    vaulted_token: "8604911d-5ds9-229e-8468-bd41abear14s",
    type: "CARD",
    vault_on_success: false,
    detail: {
      card: {
        capture: false,
        installments: 3,
        first_installment_deferral: 0,
        soft_descriptor: "SHOP*ORDER22",
        verify: false,
        stored_credentials: {
          reason: "CARD_ON_FILE",
          usage: "USED",
          subscription_agreement_id: "AA0001",
          network_transaction_id: "999999999999999"
        }
      }
    }
  },
  additional_data: {
    airline: {
      pnr: "1P-2UUGJW",
      legs: [
        {
          departure_airport: "EZE",
          departure_datetime: "2024-06-20 21:00:00",
          departure_airport_timezone: "-03:00",
          arrival_airport: "MIA",
          arrival_airport_timezone: "-05:00",
          arrival_datetime: "2024-06-21 05:00:00",
          carrier_code: "AA",
          flight_number: "932",
          fare_basis_code: "HL7LNR",
          fare_class_code: "FR",
          base_fare: 500,
          base_fare_currency: "USD",
          stopover_code: "1"
        }
      ],
      passengers: [
        {
          first_name: "Fernando",
          last_name: "Ramirez",
          middle_name: "Luis",
          type: "A",
          date_of_birth: "1985-01-10",
          nationality: "AR",
          document: { document_type: "PASSPORT", document_number: "AAB123456" },
          country: "AR",
          loyalty_number: "10000001",
          loyalty_tier: "GOLD",
          email: "f.ramirez@example.com",
          phone: { number: "1155556666", country_code: "54" }
        }
      ],
      ticket: { note: "shape not shown by the spec" },
      tickets: [
        {
          ticket_number: "123456789",
          e_ticket: true,
          restricted: false,
          total_fare_amount: 500,
          total_tax_amount: 50.5,
          total_fee_amount: 0,
          issue: { carrier_prefix_code: "001", city: "Buenos Aires" }
        }
      ]
    },
    order: {
      fee_amount: 1.5,
      shipping_amount: 10,
      tip_amount: 0,
      items: [
        {
          id: "123AD",
          name: "Skirt",
          quantity: 1,
          unit_amount: 45.9,
          category: "Clothes",
          brand: "XYZ",
          sku_code: "8765432109",
          manufacture_part_number: "XYZ123456"
        }
      ]
    },
    seller_details: { name: "Seller", anything: { nested: true } }
  },
  taxes: { type: "VAT", value: 19 },
  metadata: [{ key: "cart", value: "42" }],
  callback_url: "https://merchant.example/return"
}

describe("CreatePaymentParams", () => {
  it("accepts a minimal body", () => {
    expect(pathsOf(createPayment(minimalCreate))).toEqual([])
  })

  it("accepts a full body with every documented child, and sends it as given", () => {
    expect(pathsOf(createPayment(fullCreate))).toEqual([])
    expect(decodeBody(api.payments.create, fullCreate)).toEqual({ ok: true, value: fullCreate })
  })

  it("accepts money values as decimal text and sends them as given (docs/spec-gaps.md#amounts-as-text)", () => {
    const body = {
      ...fullCreate,
      amount: { currency: "COP", value: "20000" },
      additional_data: { ...fullCreate.additional_data, order: { ...fullCreate.additional_data.order, fee_amount: "12.5", shipping_amount: "10.0000" } }
    }
    expect(pathsOf(createPayment(body))).toEqual([])
    expect(decodeBody(api.payments.create, body)).toEqual({ ok: true, value: body })
  })

  it("accepts \"\" for checkout.session and the payment tokens, read as not sent by the rules (docs/spec-gaps.md#empty-optional-ids)", () => {
    const direct = { ...minimalCreate, workflow: "DIRECT", checkout: { session: "" }, payment_method: { type: "CARD", token: "", vaulted_token: "" } }
    expect(pathsOf(createPayment(direct))).toEqual([])
    expect(pathsOf(createPayment({ ...direct, workflow: "SDK_CHECKOUT" }))).toEqual(["checkout.session"])
    expect(pathsOf(createPayment({ ...direct, payment_method: { token: "", vaulted_token: "" } }))).toEqual(["payment_method"])
    expect(pathsOf(createPayment({ ...direct, account_id: "" }))).toEqual(["account_id"])
  })

  it("accepts DIRECT and REDIRECT without checkout.session (docs/service-facts.md#create-payment)", () => {
    const { checkout: _, ...noCheckout } = minimalCreate
    expect(pathsOf(createPayment({ ...noCheckout, workflow: "DIRECT" }))).toEqual([])
    expect(pathsOf(createPayment({ ...noCheckout, workflow: "REDIRECT", checkout: {} }))).toEqual([])
  })

  it("requires checkout.session when workflow is SDK_CHECKOUT or absent (docs/service-facts.md#create-payment)", () => {
    const { checkout: _, ...noCheckout } = minimalCreate
    expect(pathsOf(createPayment(noCheckout))).toEqual(["checkout.session"])
    expect(pathsOf(createPayment({ ...noCheckout, workflow: "SDK_CHECKOUT" }))).toEqual(["checkout.session"])
    expect(pathsOf(createPayment({ ...noCheckout, checkout: {} }))).toEqual(["checkout.session"])
  })

  it.each([
    ["account_id"],
    ["description"],
    ["country"],
    ["merchant_order_id"],
    ["amount"],
    ["payment_method"]
  ])("requires %s (docs/service-facts.md#create-payment)", (field) => {
    const body: Record<string, unknown> = clone(minimalCreate)
    delete body[field]
    expect(pathsOf(createPayment(body))).toEqual([field])
  })

  it.each<[string, (b: any) => void, string]>([
    ["amount value below 0", (b) => (b.amount.value = -1), "amount.value"],
    ["amount value not a multiple of 0.0001 (docs/service-facts.md#amount-scale)", (b) => (b.amount.value = 1.00001), "amount.value"],
    ["amount value as text that is not a decimal number", (b) => (b.amount.value = "10,5"), "amount.value"],
    ["amount value as text of 5 decimals", (b) => (b.amount.value = "10.00001"), "amount.value"],
    ["lower-case currency", (b) => (b.amount.currency = "cop"), "amount.currency"],
    ["country of 3 letters", (b) => (b.country = "COL"), "country"],
    ["account_id of 35 chars", (b) => (b.account_id = "a".repeat(35)), "account_id"],
    ["account_id of 65 chars", (b) => (b.account_id = "a".repeat(65)), "account_id"],
    ["description of 2 chars", (b) => (b.description = "ab"), "description"],
    ["description of 256 chars", (b) => (b.description = "a".repeat(256)), "description"],
    ["merchant_order_id of 2 chars", (b) => (b.merchant_order_id = "ab"), "merchant_order_id"],
    ["merchant_reference of 256 chars", (b) => (b.merchant_reference = "a".repeat(256)), "merchant_reference"],
    ["51 metadata objects", (b) => (b.metadata = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: "v" }))), "metadata"],
    ["metadata key empty", (b) => (b.metadata = [{ key: "", value: "v" }]), "metadata.0.key"],
    ["callback_url of 527 chars (docs/service-facts.md#create-payment)", (b) => (b.callback_url = "h".repeat(527)), "callback_url"],
    ["callback_url of 2 chars", (b) => (b.callback_url = "ab"), "callback_url"],
    ["checkout.session not a UUID", (b) => (b.checkout.session = "not-a-uuid"), "checkout.session"],
    ["date_of_birth not a date", (b) => (b.customer_payer = { date_of_birth: "28/02/1990" }), "customer_payer.date_of_birth"],
    ["nationality lower-case", (b) => (b.customer_payer = { nationality: "co" }), "customer_payer.nationality"],
    ["email without @", (b) => (b.customer_payer = { email: "john.example.com" }), "customer_payer.email"],
    ["capture not boolean", (b) => (b.payment_method.detail = { card: { capture: "no" } }), "payment_method.detail.card.capture"],
    ["installments 0", (b) => (b.payment_method.detail = { card: { installments: 0 } }), "payment_method.detail.card.installments"],
    ["installments fractional", (b) => (b.payment_method.detail = { card: { installments: 1.5 } }), "payment_method.detail.card.installments"],
    ["empty payment_method", (b) => (b.payment_method = {}), "payment_method"],
    ["bank_transfer account_type not text", (b) => (b.payment_method.detail = { bank_transfer: { account_type: 1 } }), "payment_method.detail.bank_transfer.account_type"],
    ["card_data without number", (b) => (b.payment_method.detail = { card: { card_data: { holder_name: "A" } } }), "payment_method.detail.card.card_data.number"],
    ["null on a required field", (b) => (b.merchant_order_id = null), "merchant_order_id"],
    ["order item quantity 0", (b) => (b.additional_data = { order: { items: [{ quantity: 0 }] } }), "additional_data.order.items.0.quantity"],
    ["airline leg base_fare negative", (b) => (b.additional_data = { airline: { legs: [{ base_fare: -5 }] } }), "additional_data.airline.legs.0.base_fare"],
    ["taxes not an object", (b) => (b.taxes = "19%"), "taxes"],
    ["seller_details not an object", (b) => (b.additional_data = { seller_details: [] }), "additional_data.seller_details"]
  ])("rejects %s at its path", (_name, mutate, path) => {
    const body = clone(minimalCreate)
    mutate(body)
    expect(pathsOf(createPayment(body))).toEqual([path])
  })

  it("names every offending path at once (errors: all)", () => {
    const body: any = clone(minimalCreate)
    body.country = "ZZ" // ISO-shaped, but no country the service lists
    body.amount.value = -1
    body.metadata = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: "v" }))
    body.callback_url = "x"
    expect(pathsOf(createPayment(body)).sort()).toEqual(["amount.value", "callback_url", "metadata"])
    // the spec's closed country list is the fake's to enforce
    expect(closedListIssuesOf(api.payments.create, body).map((i) => i.path)).toEqual(["country"])
  })

  // Formerly refused; open now (docs/errors-and-retries.md): sent as given, the lists left to the fake.
  it.each<[string, (b: any) => void, ReadonlyArray<string>]>([
    ["country outside the service's list", (b) => (b.country = "ZZ"), ["country"]],
    ["unknown workflow", (b) => (b.workflow = "SDK"), ["workflow"]],
    ["unknown gender", (b) => (b.customer_payer = { gender: "X" }), ["customer_payer.gender"]],
    ["detail.bank_transfer", (b) => (b.payment_method.detail = { bank_transfer: {} }), []],
    ["excess top-level field", (b) => (b.surprise = 1), []],
    ["excess nested field", (b) => (b.amount.cents = 500), []],
    ["null on optional fields", (b) => ((b.merchant_reference = null), (b.customer_payer = { customer_id: null })), []]
  ])("passes %s through unchanged", (_name, mutate, listed) => {
    const body = clone(minimalCreate)
    mutate(body)
    expect(pathsOf(createPayment(body))).toEqual([])
    expect(decodeBody(api.payments.create, body)).toEqual({ ok: true, value: body })
    expect(closedListIssuesOf(api.payments.create, body).map((i) => i.path)).toEqual(listed)
  })
})

describe("RefundPaymentParams / CancelOrRefundParams", () => {
  const fullRefund = {
    merchant_reference: "refund-0001",
    description: "Customer returned the item",
    reason: "REQUESTED_BY_CUSTOMER",
    amount: { currency: "COP", value: 2500.5 },
    split: [{ recipient_id: "r1", amount: { value: 10, currency: "COP" } }],
    simplified_mode: true,
    additional_data: { order: { items: [{ id: "1", quantity: 2, unit_amount: 1250.25 }] } },
    customer_payer: { id: "cfae0941-7234-427a-a739-ef4fce966c79" },
    payment_method: { type: "CARD" }
  }

  it("accepts an empty body (full refund) and a full body", () => {
    expect(pathsOf(refund({}))).toEqual([])
    expect(successOf(refund(fullRefund))).toEqual(fullRefund)
    expect(successOf(cancelOrRefund(fullRefund))).toEqual(fullRefund)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ["merchant_reference of 2 chars", { merchant_reference: "ab" }, "merchant_reference"],
    ["description of 256 chars", { description: "a".repeat(256) }, "description"],
    ["zero refund amount", { amount: { currency: "COP", value: 0 } }, "amount.value"],
    ["amount without currency", { amount: { value: 10 } }, "amount.currency"],
    ["simplified_mode as text (docs/service-facts.md#refund)", { simplified_mode: "true" }, "simplified_mode"],
    ["split not an array", { split: {} }, "split"],
    ["split_marketplace entry without type", { split_marketplace: [{ amount: { value: 1, currency: "COP" } }] }, "split_marketplace.0.type"]
  ])("rejects %s", (_name, body, path) => {
    expect(pathsOf(refund(body))).toEqual([path])
    expect(pathsOf(cancelOrRefund(body))).toEqual([path])
  })

  it("passes an unknown reason and an unknown field through (the reason list is the fake's)", () => {
    const body = { reason: "CHANGED_MIND", retry: true }
    expect(decodeBody(api.payments.refund, body)).toEqual({ ok: true, value: body })
    expect(decodeBody(api.payments.cancelOrRefund, body)).toEqual({ ok: true, value: body })
    expect(closedListIssuesOf(api.payments.refund, body).map((i) => i.path)).toEqual(["reason"])
  })
})

describe("RetrievePaymentParams", () => {
  it("takes camelCase SDK options", () => {
    // SDK options, not a body: a misspelt option is still refused
    const decode = (input: unknown) => Schema.decodeUnknownResult(RetrievePaymentParams)(input, { errors: "all", onExcessProperty: "error" })
    expect(pathsOf(decode({}))).toEqual([])
    expect(pathsOf(decode({ rawResponse: true, transactionsHistory: false }))).toEqual([])
    expect(pathsOf(decode({ raw_response: true }))).toEqual(["raw_response"])
    expect(pathsOf(decode({ rawResponse: "yes" }))).toEqual(["rawResponse"])
  })
})

// ---------------------------------------------------------------------------
// property-based
// ---------------------------------------------------------------------------

const text = (min: number, max: number) => fc.string({ minLength: min, maxLength: max })
const amountValue = fc.integer({ min: 0, max: 1_000_000_000 }).map((n) => n / 10_000) // docs/service-facts.md#amount-scale
const currency = fc.constantFrom("COP", "BRL", "USD", "MXN", "ARS")
const metadata = fc.array(fc.record({ key: text(1, 40), value: fc.string({ maxLength: 40 }) }), { maxLength: 50 })

const paymentMethodArb = fc.oneof(
  fc.record({ token: fc.uuid() }),
  fc.record({ vaulted_token: fc.uuid(), vault_on_success: fc.boolean() }, { requiredKeys: ["vaulted_token"] }),
  fc.record(
    {
      type: fc.constantFrom("CARD", "BANK_TRANSFER", "PIX", "NU_PAY"),
      token: fc.uuid(),
      detail: fc.record({
        card: fc.record(
          {
            capture: fc.boolean(),
            installments: fc.integer({ min: 1, max: 48 }),
            first_installment_deferral: fc.integer({ min: 0, max: 3 }),
            soft_descriptor: text(0, 20),
            verify: fc.boolean(),
            stored_credentials: fc.record(
              { reason: text(1, 20), usage: fc.constantFrom("FIRST", "USED"), network_transaction_id: text(1, 20) },
              { requiredKeys: [] }
            )
          },
          { requiredKeys: [] }
        )
      })
    },
    { requiredKeys: ["type"] }
  )
)

const customerPayerArb = fc.record(
  {
    customer_id: fc.uuid(),
    first_name: text(0, 30),
    gender: fc.constantFrom(...GENDERS),
    date_of_birth: fc
      .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2020-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    email: fc.emailAddress(),
    nationality: fc.constantFrom(...PAYMENT_COUNTRIES),
    billing_address: fc.record({ city: text(0, 20), country: fc.constantFrom("CO", "BR") }, { requiredKeys: [] })
  },
  { requiredKeys: [] }
)

/** Valid create-payment bodies: the checkout rule is respected by construction. */
const validCreate = fc
  .record(
    {
      account_id: text(36, 64),
      description: text(3, 255),
      country: fc.constantFrom(...PAYMENT_COUNTRIES),
      merchant_order_id: text(3, 255),
      merchant_reference: text(3, 255),
      amount: fc.record({ currency, value: amountValue }),
      customer_payer: customerPayerArb,
      workflow: fc.constantFrom(...WORKFLOWS),
      payment_method: paymentMethodArb,
      metadata,
      callback_url: text(3, 526),
      session: fc.uuid()
    },
    { requiredKeys: ["account_id", "description", "country", "merchant_order_id", "amount", "payment_method", "session"] }
  )
  .chain(({ session, ...body }) => {
    const needsSession = body.workflow === undefined || body.workflow === "SDK_CHECKOUT"
    return (needsSession ? fc.constant(true) : fc.boolean()).map((withSession) =>
      withSession ? { ...body, checkout: { session } } : body
    )
  })

type Body = Record<string, any>
type Mutation = readonly [path: string, mutate: (b: Body) => Body]

/** One rule broken per body; each mutation names the path it must be reported at. */
const createMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom("account_id", "description", "country", "merchant_order_id", "amount", "payment_method").map(
    (field): Mutation => [field, ({ [field]: _, ...rest }) => rest]
  ),
  text(0, 35).map((s): Mutation => ["account_id", (b) => ({ ...b, account_id: s })]),
  text(65, 100).map((s): Mutation => ["account_id", (b) => ({ ...b, account_id: s })]),
  fc.oneof(text(0, 2), text(256, 300)).map((s): Mutation => ["description", (b) => ({ ...b, description: s })]),
  fc.oneof(text(0, 2), text(256, 300)).map((s): Mutation => ["merchant_order_id", (b) => ({ ...b, merchant_order_id: s })]),
  fc.oneof(text(0, 2), text(256, 300)).map((s): Mutation => ["merchant_reference", (b) => ({ ...b, merchant_reference: s })]),
  // a well-formed code outside the spec's list is the fake's business; the client checks the shape
  fc
    .oneof(fc.constantFrom("co", "", "COL", "G1"), fc.stringMatching(/^[a-z]{2}$/))
    .map((c): Mutation => ["country", (b) => ({ ...b, country: c })]),
  fc
    .oneof(
      fc.double({ max: -Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true, min: -1e9 }),
      fc.integer({ min: 0, max: 1_000_000 }).map((n) => n + 0.00005),
      // decimal text is accepted (docs/spec-gaps.md#amounts-as-text); other text is not
      fc.constantFrom(Number.NaN, Infinity, "10,00" as unknown as number, "1e3" as unknown as number, "-5" as unknown as number)
    )
    .map((v): Mutation => ["amount.value", (b) => ({ ...b, amount: { ...b.amount, value: v } })]),
  fc
    .oneof(fc.constantFrom("usd", "US", "DOLLAR", ""), fc.stringMatching(/^[a-z]{3}$/))
    .map((c): Mutation => ["amount.currency", (b) => ({ ...b, amount: { ...b.amount, currency: c } })]),
  fc
    .integer({ min: 51, max: 80 })
    .map((n): Mutation => ["metadata", (b) => ({ ...b, metadata: Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value: "v" })) })]),
  fc.oneof(text(0, 2), text(527, 600)).map((s): Mutation => ["callback_url", (b) => ({ ...b, callback_url: s })]),
  fc.constantFrom(undefined, "SDK_CHECKOUT").map((w): Mutation => [
    "checkout.session",
    ({ checkout: _, workflow: __, ...rest }) => (w === undefined ? rest : { ...rest, workflow: w })
  ]),
  text(0, 40).map((s): Mutation => ["checkout.session", (b) => ({ ...b, workflow: "SDK_CHECKOUT", checkout: { session: s } })]),
  fc.integer().map((w): Mutation => ["workflow", (b) => ({ ...b, workflow: w })]),
  fc.boolean().map((g): Mutation => ["customer_payer.gender", (b) => ({ ...b, customer_payer: { ...b.customer_payer, gender: g } })]),
  fc.constantFrom("fraud_screening", "split_marketplace").map((k): Mutation => [k, (b) => ({ ...b, [k]: "x" })])
)

describe("property: create payment bodies", () => {
  it("valid bodies always pass", () => {
    fc.assert(
      fc.property(validCreate, (body) => {
        expect(pathsOf(createPayment(body))).toEqual([])
      }),
      { numRuns: 200 }
    )
  })

  it("a body with one broken rule always fails at exactly that path", () => {
    fc.assert(
      fc.property(validCreate, createMutation, (body, [path, mutate]) => {
        const result = createPayment(mutate(body))
        expect(Result.isFailure(result)).toBe(true)
        expect(pathsOf(result)).toEqual([path])
      }),
      { numRuns: 200 }
    )
  })
})

const validRefund = fc.record(
  {
    merchant_reference: text(3, 255),
    description: text(3, 255),
    reason: fc.constantFrom(...REFUND_REASONS),
    amount: fc.record({ currency, value: amountValue.filter((v) => v > 0) }),
    split: fc.array(fc.dictionary(text(1, 10), fc.jsonValue(), { maxKeys: 3 }), { maxLength: 3 }),
    simplified_mode: fc.boolean(),
    customer_payer: customerPayerArb,
    payment_method: paymentMethodArb
  },
  { requiredKeys: [] }
)

const refundMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.oneof(fc.integer(), fc.boolean()).map((r): Mutation => ["reason", (b) => ({ ...b, reason: r })]),
  fc.oneof(text(0, 2), text(256, 300)).map((s): Mutation => ["merchant_reference", (b) => ({ ...b, merchant_reference: s })]),
  fc.oneof(text(0, 2), text(256, 300)).map((s): Mutation => ["description", (b) => ({ ...b, description: s })]),
  fc
    .oneof(fc.constant(0), fc.double({ min: -1e6, max: -0.0001, noNaN: true }), fc.integer({ min: 1, max: 1000 }).map((n) => n + 1e-5))
    .map((v): Mutation => ["amount.value", (b) => ({ ...b, amount: { currency: "COP", value: v } })]),
  fc.oneof(fc.string(), fc.integer()).map((v): Mutation => ["simplified_mode", (b) => ({ ...b, simplified_mode: v })]),
  fc.constantFrom("split_marketplace", "response_additional_data").map((k): Mutation => [k, (b) => ({ ...b, [k]: true })])
)

describe("property: refund and cancel-or-refund bodies", () => {
  it("valid bodies always pass", () => {
    fc.assert(
      fc.property(validRefund, (body) => {
        expect(pathsOf(refund(body))).toEqual([])
        expect(pathsOf(cancelOrRefund(body))).toEqual([])
      }),
      { numRuns: 200 }
    )
  })

  it("a body with one broken rule always fails at exactly that path", () => {
    fc.assert(
      fc.property(validRefund, refundMutation, (body, [path, mutate]) => {
        expect(pathsOf(refund(mutate(body)))).toEqual([path])
      }),
      { numRuns: 200 }
    )
  })
})

// ---------------------------------------------------------------------------
// responses
// ---------------------------------------------------------------------------

describe("Payment response", () => {
  it("decodes a create response (transactions is one object)", () => {
    const p = successOf(payment(createFixture))
    expect(p.status).toBe("PENDING")
    expect(p.sub_status).toBe("AUTHORIZED")
    expect(p.amount).toEqual({ currency: "COP", value: 5000, captured: 0, refunded: 0 })
    expect(Array.isArray(p.transactions)).toBe(false)
    expect(p.transactions).toMatchObject({ type: "AUTHORIZE", status: "SUCCEEDED", amount: 5000 })
    expect(p.payment_method?.payment_method_detail?.card?.card_data?.three_d_secure?.version).toBeNull()
    expect(p.routing_rules?.condition?.id).toBe(7123)
    expect(p.created_at).toBe("2024-05-01T10:00:00.123456Z") // kept as sent
    expect(p).toEqual(createFixture)
  })

  it("decodes a retrieve response (transactions and history are arrays)", () => {
    const p = successOf(payment(retrieveFixture))
    expect(Array.isArray(p.transactions)).toBe(true)
    expect(Array.isArray(p.transactions_history)).toBe(true)
    expect(p.callback_url).toBe("https://merchant.example/return")
    expect(p).toEqual(retrieveFixture)
  })

  it("decodes a refund response (REFUNDED, history null, currency_conversion)", () => {
    const p = successOf(payment(refundFixture))
    expect([p.status, p.sub_status]).toEqual(["REFUNDED", "REFUNDED"])
    expect(p.amount.refunded).toBe(p.amount.value)
    expect(p.transactions_history).toBeNull()
    expect(p.simplified_mode).toBe(false)
    expect(p.payment_method?.parent_payment_method_type).toBeNull()
    expect(p).toEqual(refundFixture)
  })

  it("decodes a bank-transfer payment READY_TO_PAY / CREATED", () => {
    const p = successOf(payment(bankTransferFixture))
    expect([p.status, p.sub_status]).toEqual(["READY_TO_PAY", "CREATED"])
    expect(p.account_id).toBe("") // spec: may be empty in responses
    expect(p.payment_method?.payment_method_detail?.bank_transfer?.bank_name).toBe("Banco Exemplo")
    const [tx] = p.transactions as ReadonlyArray<Transaction>
    expect(tx?.payment_method?.detail?.bank_transfer).toEqual({ bank_name: "Banco Exemplo" })
    expect(p).toEqual(bankTransferFixture)
  })

  it("keeps unknown fields at the top level and nested", () => {
    const input: any = clone(createFixture)
    input.brand_new = { x: 1 }
    input.amount.fx_rate = 1.2
    input.payment_method.payment_method_detail.card.card_data.token_reference = "nt_1"
    input.payment_method.payment_method_detail.wallet = { provider: "X" }
    input.transactions.provider_data.extra = [1, 2]
    input.customer_payer.billing_address.floor = "5"
    const p: any = successOf(payment(input))
    expect(p.brand_new).toEqual({ x: 1 })
    expect(p.amount.fx_rate).toBe(1.2)
    expect(p.payment_method.payment_method_detail.card.card_data.token_reference).toBe("nt_1")
    expect(p.payment_method.payment_method_detail.wallet).toEqual({ provider: "X" })
    expect(p.transactions.provider_data.extra).toEqual([1, 2])
    expect(p.customer_payer.billing_address.floor).toBe("5")
  })

  it("accepts unknown enum values", () => {
    const input: any = clone(retrieveFixture)
    input.status = "ON_HOLD"
    input.sub_status = "AWAITING_SOMETHING"
    input.workflow = "PAYMENT_LINK"
    input.payment_method.type = "PIX"
    input.customer_payer.gender = "X"
    input.transactions[0].type = "PRE_AUTHORIZE"
    input.transactions[0].status = "IN_REVIEW"
    input.transactions[0].category = "WALLET"
    const p = successOf(payment(input))
    expect(p.status).toBe("ON_HOLD")
    expect((p.transactions as ReadonlyArray<Transaction>)[0]?.type).toBe("PRE_AUTHORIZE")
  })

  it("accepts a minimal payment and nulls in optional fields", () => {
    const minimal = { id: "p1", status: "PENDING", sub_status: "CREATED", amount: { currency: "COP", value: 1 } }
    expect(successOf(payment(minimal))).toEqual(minimal)
    const nulls = { ...minimal, checkout: null, payment_method: null, transactions: null, metadata: null, description: null }
    expect(successOf(payment(nulls))).toEqual(nulls)
  })

  it.each<[string, (p: any) => void, string]>([
    ["amount.value as text", (p) => (p.amount.value = "5000"), "amount.value"],
    ["status as a number", (p) => (p.status = 5), "status"],
    ["missing id", (p) => delete p.id, "id"],
    ["missing amount", (p) => delete p.amount, "amount"],
    ["transactions as text", (p) => (p.transactions = "none"), "transactions"],
    ["card capture as text", (p) => (p.payment_method.payment_method_detail.card.capture = "false"), "payment_method.payment_method_detail.card.capture"],
    ["metadata as an object", (p) => (p.metadata = { key: "a" }), "metadata"]
  ])("fails on a known field of the wrong type: %s", (_name, mutate, path) => {
    const input = clone(createFixture)
    mutate(input)
    const paths = pathsOf(payment(input))
    expect(paths.length).toBeGreaterThan(0)
    expect(paths.every((p) => p.startsWith(path))).toBe(true)
  })
})

describe("Transaction", () => {
  it("accepts a numeric amount and an amount object", () => {
    const t = { id: "t1", type: "REFUND", status: "SUCCEEDED" }
    expect(successOf(decodeResponse(Transaction)({ ...t, amount: 10.5 })).amount).toBe(10.5)
    expect(successOf(decodeResponse(Transaction)({ ...t, amount: { currency: "COP", value: 10.5 } })).amount).toEqual({
      currency: "COP",
      value: 10.5
    })
    expect(pathsOf(decodeResponse(Transaction)({ ...t, amount: "10.5" }))).toEqual(["amount"])
  })
})

describe("CancelOrRefundResult", () => {
  it("decodes the result with its amount object and payment summary", () => {
    const r = successOf(decodeResponse(CancelOrRefundResult)(cancelOrRefundFixture))
    expect([r.type, r.status]).toEqual(["CANCEL", "SUCCEEDED"])
    expect(r.amount).toEqual({ captured: 0, currency: "COP", refunded: 0, value: 5000 })
    expect([r.payment?.status, r.payment?.sub_status]).toEqual(["CANCELED", "CANCELED"])
    expect(r.payment?.additional_data?.airline?.legs?.[0]?.carrier_code).toBe("AA")
    expect(r.payment?.additional_data?.order?.items?.[0]?.unit_amount).toBe(45.9)
    expect(r).toEqual(cancelOrRefundFixture)
  })

  it("keeps unknown fields and fails on a wrong type", () => {
    const input: any = clone(cancelOrRefundFixture)
    input.payment.extra = true
    input.payment.additional_data.airline.legs[0].aircraft = "A320"
    const r: any = successOf(decodeResponse(CancelOrRefundResult)(input))
    expect(r.payment.extra).toBe(true)
    expect(r.payment.additional_data.airline.legs[0].aircraft).toBe("A320")
    input.payment.amount.refunded = "0"
    expect(pathsOf(decodeResponse(CancelOrRefundResult)(input))).toEqual(["payment.amount.refunded"])
  })
})

describe("nested response schemas", () => {
  it("CardDetail, BankTransferDetail, PaymentMethod, CustomerPayer, AdditionalData decode on their own", () => {
    expect(successOf(decodeResponse(CardDetail)({ capture: true, installments: 1, card_data: null }))).toMatchObject({
      capture: true
    })
    expect(successOf(decodeResponse(BankTransferDetail)({ bank_name: null, extra: 1 }))).toEqual({ bank_name: null, extra: 1 })
    expect(successOf(decodeResponse(PaymentMethod)({ type: "CARD", vaulted_token: "" })).type).toBe("CARD")
    expect(successOf(decodeResponse(CustomerPayer)({ browser_info: null, device_fingerprints: [{ a: 1 }] }))).toBeTruthy()
    expect(successOf(decodeResponse(AdditionalData)({ airline: null, order: { items: [] }, seller_details: null }))).toBeTruthy()
    expect(pathsOf(decodeResponse(CustomerPayer)({ browser_info: { javascript_enabled: "yes" } }))).toEqual([
      "browser_info.javascript_enabled"
    ])
  })
})
