/**
 * Installment plans (src/state/installment-plans.ts): which of a merchant's plans a list shows for
 * an account, currency, payment method type and amount, and which plan a payment may name.
 */
// @ts-nocheck

import { describe, expect, it } from "vitest"
import { checkPaymentPlan, createInstallmentPlan, listInstallmentPlans, planIdOf, retrieveInstallmentPlan } from "../../src/state/installment-plans"

const newEnv = () => ({ store: { installmentPlans: new Map() }, clock: { now: () => 0 } })
const rejection = (f: () => void) => {
  try {
    f()
  } catch (error) {
    return { status: error.status, code: error.body.code }
  }
  throw new Error("expected a rejection")
}
const messagesOf = (f: () => void) => {
  try {
    f()
  } catch (error) {
    return error.body.messages
  }
  throw new Error("expected a rejection")
}

const usd10to100 = { name: "usd", account_id: ["acc-1"], installments_plan: [{ installment: 3 }, { installment: 6 }], amount: { currency: "USD", min_value: 10, max_value: 100 } }

describe("listInstallmentPlans", () => {
  const seeded = () => {
    const env = newEnv()
    const plans = {
      usd: createInstallmentPlan(env, "m-1", usd10to100),
      anyAmount: createInstallmentPlan(env, "m-1", { name: "any", account_id: ["acc-1", "acc-2"], installments_plan: [{ installment: 2 }] }),
      card: createInstallmentPlan(env, "m-1", { name: "card", account_id: ["acc-1"], payment_method_type: "CARD", installments_plan: [{ installment: 2 }] }),
      eur: createInstallmentPlan(env, "m-1", { name: "eur", account_id: ["acc-1"], installments_plan: [{ installment: 2 }], amount: { currency: "EUR" } }),
      otherAccount: createInstallmentPlan(env, "m-1", { name: "other", account_id: ["acc-2"], installments_plan: [{ installment: 2 }] }),
      noAccount: createInstallmentPlan(env, "m-1", { name: "none", installments_plan: [{ installment: 2 }] }),
      otherMerchant: createInstallmentPlan(env, "m-2", { name: "theirs", account_id: ["acc-1"], installments_plan: [{ installment: 2 }] })
    }
    const names = (q) => listInstallmentPlans(env, "m-1", q).map((p) => p.fields.name).sort()
    return { plans, names }
  }

  it("shows only the caller's plans that name the account asked for", () => {
    const { names } = seeded()
    expect(names({ account_id: "acc-1" })).toEqual(["any", "card", "eur", "usd"])
    expect(names({ account_id: "acc-2" })).toEqual(["any", "other"])
    expect(names({ account_id: "acc-3" })).toEqual([])
  })

  it("filters by payment method type only where the plan names one", () => {
    const { names } = seeded()
    expect(names({ account_id: "acc-1", payment_method_type: "CARD" })).toEqual(["any", "card", "eur", "usd"])
    expect(names({ account_id: "acc-1", payment_method_type: "PIX" })).toEqual(["any", "eur", "usd"])
  })

  it("filters by currency only where the plan's amount names one", () => {
    const { names } = seeded()
    expect(names({ account_id: "acc-1", currency: "USD" })).toEqual(["any", "card", "usd"])
    expect(names({ account_id: "acc-1", currency: "EUR" })).toEqual(["any", "card", "eur"])
  })

  it("keeps a ranged plan for an amount from its min to its max, both included; an amount that is not a number filters nothing", () => {
    const { names } = seeded()
    const ranged = (amount) => names({ account_id: "acc-1", amount }).includes("usd")
    expect([ranged("9.99"), ranged("10"), ranged("55.5"), ranged("100"), ranged("100.01")]).toEqual([false, true, true, true, false])
    expect(names({ account_id: "acc-1", amount: "9" })).toEqual(["any", "card", "eur"])
    expect(names({ account_id: "acc-1", amount: "lots" })).toEqual(["any", "card", "eur", "usd"])
  })

  it("bounds the amount on one side only when the range names only a min or only a max", () => {
    const env = newEnv()
    createInstallmentPlan(env, "m-1", { name: "min only", account_id: ["a"], installments_plan: [{ installment: 2 }], amount: { min_value: 50 } })
    createInstallmentPlan(env, "m-1", { name: "max only", account_id: ["a"], installments_plan: [{ installment: 2 }], amount: { max_value: 50 } })
    const names = (q) => listInstallmentPlans(env, "m-1", q).map((p) => p.fields.name).sort()
    expect(names({ account_id: "a", amount: "49" })).toEqual(["max only"])
    expect(names({ account_id: "a", amount: "50" })).toEqual(["max only", "min only"])
    expect(names({ account_id: "a", amount: "51" })).toEqual(["min only"])
  })
})

describe("planIdOf", () => {
  it("reads the card's installments_plan_id first, then installments.plan_id; anything but a string is no plan", () => {
    expect(planIdOf({ payment_method: { detail: { card: { installments_plan_id: "p-card" } } }, installments: { plan_id: "p-top" } })).toBe("p-card")
    expect(planIdOf({ installments: { plan_id: "p-top" } })).toBe("p-top")
    expect(planIdOf({ installments: { plan_id: 7 } })).toBeUndefined()
    expect(planIdOf({})).toBeUndefined()
  })
})

describe("checkPaymentPlan", () => {
  const setup = () => {
    const env = newEnv()
    const plan = createInstallmentPlan(env, "m-1", { ...usd10to100, country_code: "US" })
    const pay = (installments, value = 50, extra = {}) => () =>
      checkPaymentPlan(
        env,
        "m-1",
        { installments: { plan_id: plan.id }, payment_method: { detail: { card: { installments } } }, ...extra },
        { country: extra.country ?? "US", amount: { value, currency: extra.currency ?? "USD" } }
      )
    return { env, plan, pay }
  }

  it("accepts a payment without a plan, and one the plan fits at its min and max", () => {
    const { env, pay } = setup()
    expect(() => checkPaymentPlan(env, "m-1", {}, { country: "US", amount: { value: 5, currency: "USD" } })).not.toThrow()
    expect(pay(3, 10)).not.toThrow()
    expect(pay(6, 100)).not.toThrow()
    expect(pay(undefined, 50)).not.toThrow()
  })

  it("refuses an unknown plan, or another merchant's, with 400 INSTALLMENTS_PLAN_NOT_FOUND", () => {
    const { env, plan } = setup()
    const body = { installments: { plan_id: plan.id } }
    expect(rejection(() => checkPaymentPlan(env, "m-2", body, { country: "US", amount: { value: 50, currency: "USD" } }))).toEqual({
      status: 400,
      code: "INSTALLMENTS_PLAN_NOT_FOUND"
    })
    expect(rejection(() => checkPaymentPlan(env, "m-1", { installments: { plan_id: "nope" } }, { country: "US", amount: { value: 50, currency: "USD" } })).code).toBe(
      "INSTALLMENTS_PLAN_NOT_FOUND"
    )
  })

  it("refuses with 400 INSTALLMENTS_PLAN_NOT_APPLICABLE another country, another currency, an amount outside the range, installments not offered", () => {
    const { pay } = setup()
    const notApplicable = { status: 400, code: "INSTALLMENTS_PLAN_NOT_APPLICABLE" }
    expect(rejection(pay(3, 50, { country: "MX" }))).toEqual(notApplicable)
    expect(rejection(pay(3, 50, { currency: "EUR" }))).toEqual(notApplicable)
    expect(rejection(pay(3, 9.99))).toEqual(notApplicable)
    expect(rejection(pay(3, 100.01))).toEqual(notApplicable)
    expect(rejection(pay(12, 50))).toEqual(notApplicable)
  })

  it("names the plan and what does not fit in each refusal", () => {
    const { env, plan, pay } = setup()
    expect(messagesOf(() => checkPaymentPlan(env, "m-1", { installments: { plan_id: "nope" } }, { country: "US", amount: { value: 50, currency: "USD" } }))).toEqual([
      "Installment plan nope not found"
    ])
    expect(messagesOf(pay(3, 50, { country: "MX" }))).toEqual([`Installment plan ${plan.id} is for US, the payment for MX`])
    expect(messagesOf(pay(3, 9.99))).toEqual([`Installment plan ${plan.id} does not cover 9.99 USD`])
    expect(messagesOf(pay(12, 50))).toEqual([`Installment plan ${plan.id} offers 3, 6 installments, not 12`])
  })

  it("takes a payment from any country when the plan names none", () => {
    const env = newEnv()
    const plan = createInstallmentPlan(env, "m-1", usd10to100)
    for (const country of ["US", "MX"]) {
      expect(() => checkPaymentPlan(env, "m-1", { installments: { plan_id: plan.id } }, { country, amount: { value: 50, currency: "USD" } })).not.toThrow()
    }
  })
})

describe("retrieveInstallmentPlan", () => {
  it("finds the caller's own plan; another merchant's or an unknown one is 404 INSTALLMENTS_PLAN_NOT_FOUND, named", () => {
    const env = newEnv()
    const plan = createInstallmentPlan(env, "m-1", usd10to100)
    expect(retrieveInstallmentPlan(env, "m-1", plan.id)).toBe(plan)
    expect(rejection(() => retrieveInstallmentPlan(env, "m-2", plan.id))).toEqual({ status: 404, code: "INSTALLMENTS_PLAN_NOT_FOUND" })
    expect(messagesOf(() => retrieveInstallmentPlan(env, "m-1", "nope"))).toEqual(["Installment plan nope not found"])
  })
})
