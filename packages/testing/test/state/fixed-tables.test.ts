/**
 * The fake's fixed tables through the real client, in-process and over HTTP: currency conversion
 * rates (src/state/currency-conversion.ts) and issuers (src/state/issuers.ts), the expected values
 * written out from docs/fake.md's tables.
 */
import { afterEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, caught, type Harness, inProcess, overHttp } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})

const rateBody = (currency: string, cardholder: string | undefined, value = 100) => ({
  account_id: ACCOUNT_ID,
  amount: { value, currency, ...(cardholder === undefined ? {} : { currency_conversion: { cardholder_currency: cardholder } }) },
  provider_data: { id: "CIBC" },
  payment_method: { card: { card_data: { number: "4111111111111111", expiration_month: 12, expiration_year: 2030, holder_name: "ANA SOUZA" } } }
})

describe.each([inProcess, overHttp])("currency conversion and issuers (%#)", (make) => {
  it("quotes the table's rate (BRL 5 and MXN 17 per USD), valid 15 minutes, keeping no card data", async () => {
    const h = (harness = await make())
    const payrail = h.client()
    const quote = await payrail.currencyConversion.retrieve(rateBody("USD", "BRL", 100) as never)
    expect(quote.amount).toMatchObject({ value: 100, currency: "USD", currency_conversion: { cardholder_currency: "BRL", rate: 5, cardholder_amount: 500 } })
    expect(quote.expired_at).toBe("2025-03-01T12:15:00.000000Z")
    const cross = await payrail.currencyConversion.retrieve(rateBody("BRL", "MXN", 10) as never)
    expect(cross.amount?.currency_conversion).toMatchObject({ rate: 3.4, cardholder_amount: 34 })
    const toUsd = await payrail.currencyConversion.retrieve(rateBody("COP", undefined, 40000) as never)
    expect(toUsd.amount?.currency_conversion).toMatchObject({ cardholder_currency: "USD", rate: 0.00025, cardholder_amount: 10 })
    expect(await caught(() => payrail.currencyConversion.retrieve(rateBody("USD", "JPY") as never))).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
    expect(JSON.stringify(h.fake.requests)).not.toContain("4111111111111111")
    expect(JSON.stringify(h.fake.snapshot())).not.toContain("4111111111111111")
  })

  it("lists the issuers of a country and payment method, of a checkout session's country, and none elsewhere", async () => {
    const h = (harness = await make())
    const payrail = h.client()
    expect(await payrail.issuers.list({ country_code: "CO", payment_method: "PSE" })).toEqual([
      { id: "1007", name: "Bancolombia" }, { id: "1001", name: "Banco de Bogota" }, { id: "1051", name: "Davivienda" }
    ])
    expect(await payrail.issuers.list({ country_code: "CO", payment_method: "PIX" })).toEqual([])
    expect(await payrail.issuers.list({ country_code: "JP", payment_method: "PSE" })).toEqual([])
    const session = await payrail.checkout.sessions.create({
      account_id: ACCOUNT_ID, merchant_order_id: "order-0001", payment_description: "Order", country: "MX", amount: { currency: "MXN", value: 100 }
    } as never)
    const sessionCountry = (await payrail.issuers.list({ checkout_session: session.checkout_session, payment_method: "SPEI" })).map((i) => i.name)
    expect(sessionCountry).toEqual(["BBVA Mexico", "Banorte", "Santander Mexico"])
    expect(await caught(() => payrail.issuers.list({}))).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
  })
})
