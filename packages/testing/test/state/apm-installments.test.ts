/**
 * APM installments (src/state/apm-installments.ts) through the real client, in-process and over
 * HTTP: the options of the merchant's installment plans for the method that apply to the
 * country and amount, with the plan's rate; a single payment when none applies.
 */
import { afterEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, type Harness, inProcess, overHttp } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})

const ask = (value: number, country = "BR", payment_method = "NU_PAY_ENROLLMENT") => ({ country, amount: { currency: "BRL", value }, payment_method })

describe.each([inProcess, overHttp])("APM installments (%#)", (make) => {
  it("offers the applying plan's installments with its rates, and a single payment outside it", async () => {
    const h = (harness = await make())
    const payrail = h.client()
    await payrail.installmentPlans.create({
      name: "Nu 3x", account_id: [ACCOUNT_ID], merchant_reference: "nu-3x", country_code: "BR", payment_method_type: "NU_PAY_ENROLLMENT",
      amount: { currency: "BRL", min_value: 100, max_value: 1000 },
      installments_plan: [{ installment: 1 }, { installment: 3, rate: 10 }]
    } as never)
    expect(await payrail.installmentPlans.apmInstallments(ask(300) as never)).toEqual([
      { installment: 1, rate: 0, amount: { currency: "BRL", value: 300 } },
      { installment: 3, rate: 10, amount: { currency: "BRL", value: 110 } }
    ])
    const single = [{ installment: 1, rate: 0, amount: { currency: "BRL", value: 50 } }]
    expect(await payrail.installmentPlans.apmInstallments(ask(50) as never)).toEqual(single) // below the plan's range
    expect(await payrail.installmentPlans.apmInstallments(ask(50, "MX") as never)).toEqual(single.map((o) => ({ ...o })))
    expect((await payrail.installmentPlans.apmInstallments(ask(300, "BR", "APPLE_PAY") as never)).map((o) => o.installment)).toEqual([1])
  })
})
