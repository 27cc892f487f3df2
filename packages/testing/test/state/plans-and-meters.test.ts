/**
 * Plans, meters, metered prices and usage events (src/state/plans.ts, meters.ts, plan-meters.ts):
 * the reference's refusals (409s, 400s with their codes), only-what-is-sent updates, pages, the
 * rating of COUNT and LAST meters and of country prices, and a plan's price for its subscribers.
 */
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, subscriptionBody, T0 } from "../helpers"

const DAY = 86_400_000
const usd = (value: number) => ({ currency: "USD", value })
const MONTHLY = { type: "MONTH", value: 1 } as const
const UNKNOWN = "3f0e6f4a-0000-4000-8000-000000000000"

const setup = () => {
  const fake = createFakePayrail({ now: T0 })
  const payrail = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID })
  opened.push(payrail)
  return { fake, payrail, customer: fake.seed.customer() }
}
const opened: Array<{ close(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()))
})

const meterBody = (event_name: string, aggregation = "SUM", extra: Record<string, unknown> = {}) =>
  ({ account_id: ACCOUNT_ID, name: `Meter ${event_name}`, event_name, aggregation, ...extra }) as never

const codeOf = async (f: () => Promise<unknown>) => {
  const e = await caught(f)
  return [e.status, e.code]
}

describe("meters", () => {
  it("keep event_name unique, even once archived (409 METER_EVENT_NAME_CONFLICT)", async () => {
    const { payrail } = setup()
    const meter = await payrail.meters.create(meterBody("api_request", "COUNT"))
    expect(await codeOf(() => payrail.meters.create(meterBody("api_request", "SUM")))).toEqual([409, "METER_EVENT_NAME_CONFLICT"])
    await payrail.meters.update(meter.id, { status: "INACTIVE" })
    expect(await codeOf(() => payrail.meters.create(meterBody("api_request", "SUM")))).toEqual([409, "METER_EVENT_NAME_CONFLICT"])
  })

  it("take a default price in USD only, and a status sent on creation is ignored", async () => {
    const { payrail } = setup()
    expect(await codeOf(() => payrail.meters.create(meterBody("eur_meter", "SUM", { default_price: { currency: "EUR", value: 1 } }))))
      .toEqual([400, "INVALID_PARAMETERS"])
    expect((await payrail.meters.create(meterBody("off_meter", "SUM", { status: "INACTIVE" }))).status).toBe("ACTIVE")
  })

  it("answer an unknown meter with 400 METER_NOT_FOUND, not 404", async () => {
    const { payrail } = setup()
    expect(await codeOf(() => payrail.meters.retrieve(UNKNOWN))).toEqual([400, "METER_NOT_FOUND"])
    expect(await codeOf(() => payrail.meters.update(UNKNOWN, { name: "Renamed" }))).toEqual([400, "METER_NOT_FOUND"])
  })

  it("update only what is sent; an empty update is 400 INVALID_PARAMETERS and changes nothing", async () => {
    const { payrail, fake } = setup()
    const meter = await payrail.meters.create(meterBody("tokens", "SUM", { unit_label: "token", default_price: usd(0.002) }))
    await fake.clock.advance(1000)
    const renamed = await payrail.meters.update(meter.id, { name: "LLM tokens" })
    expect(renamed).toEqual({ ...meter, name: "LLM tokens", updated_at: "2025-03-01T12:00:01.000000Z" })
    expect(await codeOf(() => payrail.meters.update(meter.id, {}))).toEqual([400, "INVALID_PARAMETERS"])
    expect(await payrail.meters.retrieve(meter.id)).toEqual(renamed)
  })

  it("list as limit/offset pages, filtered by account", async () => {
    const { payrail } = setup()
    for (const name of ["a_1", "a_2", "a_3"]) await payrail.meters.create(meterBody(name))
    await payrail.meters.create({ ...(meterBody("other") as object), account_id: "0f9c2a1e-2222-4a5b-9c3d-123456789abc" } as never)
    const page = await payrail.meters.list({ account_id: ACCOUNT_ID, limit: 2, offset: 1 })
    expect(page.data.map((m) => m.event_name)).toEqual(["a_2", "a_3"])
    expect(page.pagination).toEqual({ total: 3, limit: 2, offset: 1, has_more: false })
  })
})

describe("metered prices", () => {
  it("refuse a second attachment (409), an archived meter (400 METER_NOT_FOUND), an unknown plan (400 PLAN_NOT_FOUND)", async () => {
    const { payrail } = setup()
    const plan = await payrail.plans.create({ name: "Max", base_amount: usd(200), frequency: MONTHLY })
    const meter = await payrail.meters.create(meterBody("tokens", "SUM", { default_price: usd(0.002) }))
    const attach = { meter_id: meter.id, credits: 0, pricing_strategy: "PER_UNIT" } as const
    await payrail.meters.attachToPlan(plan.id, attach)
    expect(await codeOf(() => payrail.meters.attachToPlan(plan.id, attach))).toEqual([409, "PLAN_METER_ALREADY_ASSIGNED"])
    const archived = await payrail.meters.create(meterBody("old", "SUM", { default_price: usd(1) }))
    await payrail.meters.update(archived.id, { status: "INACTIVE" })
    expect(await codeOf(() => payrail.meters.attachToPlan(plan.id, { ...attach, meter_id: archived.id }))).toEqual([400, "METER_NOT_FOUND"])
    expect(await codeOf(() => payrail.meters.attachToPlan(UNKNOWN, attach))).toEqual([400, "PLAN_NOT_FOUND"])
    expect(await codeOf(() => payrail.meters.listOfPlan(UNKNOWN))).toEqual([400, "PLAN_NOT_FOUND"])
  })

  it("need a price in the plan's currency unless a USD plan inherits the meter's default", async () => {
    const { payrail } = setup()
    const brl = await payrail.plans.create({ name: "Brasil", base_amount: { currency: "BRL", value: 99.9 }, frequency: MONTHLY })
    const meter = await payrail.meters.create(meterBody("tokens", "SUM", { default_price: usd(0.002) }))
    const bare = await payrail.meters.create(meterBody("bare"))
    const usdPlan = await payrail.plans.create({ name: "Max", base_amount: usd(200), frequency: MONTHLY })
    const attach = { meter_id: meter.id, credits: 0, pricing_strategy: "PER_UNIT" } as const
    expect(await codeOf(() => payrail.meters.attachToPlan(brl.id, attach))).toEqual([400, "INVALID_PARAMETERS"])
    expect(await codeOf(() => payrail.meters.attachToPlan(brl.id, { ...attach, price_per_credit: usd(0.01) }))).toEqual([400, "INVALID_PARAMETERS"])
    expect(await codeOf(() => payrail.meters.attachToPlan(usdPlan.id, { ...attach, meter_id: bare.id }))).toEqual([400, "INVALID_PARAMETERS"])
    const priced = await payrail.meters.attachToPlan(brl.id, { ...attach, price_per_credit: { currency: "BRL", value: 0.01 } })
    expect(priced.price_per_credit).toEqual({ currency: "BRL", value: 0.01 })
    expect((await payrail.meters.listOfPlan(brl.id)).data).toEqual([priced])
    // nothing half-applied by the refusals
    expect((await payrail.meters.listOfPlan(usdPlan.id)).data).toEqual([])
  })

  it("update only what is sent; a meter not attached is 400 PLAN_METER_NOT_FOUND", async () => {
    const { payrail } = setup()
    const plan = await payrail.plans.create({ name: "Max", base_amount: usd(200), frequency: MONTHLY })
    const meter = await payrail.meters.create(meterBody("tokens", "SUM", { default_price: usd(0.002) }))
    const other = await payrail.meters.create(meterBody("other", "SUM", { default_price: usd(0.002) }))
    const pm = await payrail.meters.attachToPlan(plan.id, { meter_id: meter.id, credits: 100, pricing_strategy: "PER_UNIT" })
    const raised = await payrail.meters.updateOfPlan(plan.id, meter.id, { credits: 500 })
    expect(raised).toEqual({ ...pm, credits: 500 })
    expect(await codeOf(() => payrail.meters.updateOfPlan(plan.id, other.id, { credits: 1 }))).toEqual([400, "PLAN_METER_NOT_FOUND"])
    expect(await codeOf(() => payrail.meters.updateOfPlan(plan.id, meter.id, {}))).toEqual([400, "INVALID_PARAMETERS"])
  })
})

describe("usage events", () => {
  const onPlan = async (aggregation: string, attach: Record<string, unknown> = {}, country = "US") => {
    const t = setup()
    const meter = await t.payrail.meters.create(meterBody("units", aggregation, { default_price: usd(1) }))
    const plan = await t.payrail.plans.create({
      name: "Metered", base_amount: usd(10), frequency: MONTHLY, country_prices: [{ country: "CO", amount: { currency: "USD", value: 8 } }]
    })
    await t.payrail.meters.attachToPlan(plan.id, { meter_id: meter.id, credits: 2, pricing_strategy: "PER_UNIT", ...attach } as never)
    const sub = await t.payrail.subscriptions.create(subscriptionBody(t.customer, { plan_id: plan.id, country }))
    const report = (event_id: string, extra: Record<string, unknown> = {}) =>
      t.payrail.meters.reportUsage({ event_id, event_name: "units", subscription_id: sub.id, ...extra } as never)
    const renewal = async () => {
      await t.fake.clock.advance(31 * DAY)
      return (await t.payrail.subscriptions.listPayments(sub.id)).data[0]!.amount?.value
    }
    return { ...t, sub, plan, meter, report, renewal }
  }

  it("COUNT counts events (consumed_value ignored): 5 events, 2 included, $1 each → $13", async () => {
    const t = await onPlan("COUNT")
    for (let i = 0; i < 5; i++) expect((await t.report(`e${i}`, { consumed_value: 100 })).consumed_value).toBe(1)
    expect(await t.renewal()).toBe(13)
  })

  it("LAST keeps the latest value by occurred_at, not by arrival: 6 − 2 included → $14", async () => {
    const t = await onPlan("LAST")
    await t.report("late", { consumed_value: 6, occurred_at: "2025-03-20T00:00:00Z" })
    await t.report("early", { consumed_value: 40, occurred_at: "2025-03-10T00:00:00Z" })
    expect(await t.renewal()).toBe(14)
  })

  it("a subscriber's country takes its plan price and metered price: CO pays $8 + 3 × $0.5", async () => {
    const t = await onPlan("SUM", { country_prices: [{ country: "CO", amount: { currency: "USD", value: 0.5 } }] }, "CO")
    expect(t.sub.amount).toEqual(usd(8))
    await t.report("e1", { consumed_value: 5 })
    expect(await t.renewal()).toBe(9.5)
  })

  it("usage under the credits adds nothing; usage of the next cycle waits for the next renewal", async () => {
    const t = await onPlan("SUM")
    await t.report("e1", { consumed_value: 2 })
    expect(await t.renewal()).toBe(10)
    await t.report("e2", { consumed_value: 3 })
    expect(await t.renewal()).toBe(11)
  })

  it("are refused: unknown or archived event_name, unknown or paused subscription, SUM without a value, older than 35 days", async () => {
    const t = await onPlan("SUM")
    expect(await codeOf(() => t.report("x1", { event_name: "nope", consumed_value: 1 }))).toEqual([400, "METER_NOT_FOUND"])
    expect(await codeOf(() => t.report("x2", { subscription_id: UNKNOWN, consumed_value: 1 }))).toEqual([400, "SUBSCRIPTION_NOT_FOUND"])
    expect(await codeOf(() => t.report("x3"))).toEqual([400, "INVALID_PARAMETERS"])
    await t.fake.clock.advance(40 * DAY)
    expect(await codeOf(() => t.report("x4", { consumed_value: 1, occurred_at: T0 }))).toEqual([400, "INVALID_PARAMETERS"])
    await t.payrail.subscriptions.pause(t.sub.id)
    expect(await codeOf(() => t.report("x5", { consumed_value: 1 }))).toEqual([400, "SUBSCRIPTION_NOT_ACTIVE"])
    await t.payrail.subscriptions.resume(t.sub.id)
    await t.payrail.meters.update(t.meter.id, { status: "INACTIVE" })
    expect(await codeOf(() => t.report("x6", { consumed_value: 1 }))).toEqual([400, "METER_NOT_FOUND"])
    // a refused event is not kept: its event_id is free for a corrected retry
    await t.payrail.meters.update(t.meter.id, { status: "ACTIVE" })
    expect((await t.report("x3", { consumed_value: 4 })).consumed_value).toBe(4)
  })
})

describe("plans", () => {
  it("answer an unknown plan 404 PLAN_NOT_FOUND; list with subscribers_count in page/size pages", async () => {
    const { payrail, customer } = setup()
    expect(await codeOf(() => payrail.plans.retrieve(UNKNOWN))).toEqual([404, "PLAN_NOT_FOUND"])
    const a = await payrail.plans.create({ name: "Aaa", base_amount: usd(1), frequency: MONTHLY })
    await payrail.plans.create({ name: "Bbb", base_amount: usd(2), frequency: MONTHLY })
    await payrail.subscriptions.create(subscriptionBody(customer, { plan_id: a.id }))
    const page = await payrail.plans.list({ page: 1, size: 1 })
    expect(page.items.map((p) => [p.name, p.subscribers_count])).toEqual([["Aaa", 1]])
    expect(page.pagination).toEqual({ page: 1, size: 1, total: 2, total_pages: 2 })
  })

  it("refuse subscriptions with a trial or billing date of their own (400 BAD_REQUEST), or on a cancelled plan (400 INVALID_STATE)", async () => {
    const { payrail, customer } = setup()
    const plan = await payrail.plans.create({ name: "Max", base_amount: usd(200), frequency: MONTHLY })
    expect(await codeOf(() => payrail.subscriptions.create(subscriptionBody(customer, { plan_id: plan.id, trial_period: { billing_cycles: 1 } }))))
      .toEqual([400, "BAD_REQUEST"])
    expect(await codeOf(() => payrail.subscriptions.create(subscriptionBody(customer, { plan_id: UNKNOWN })))).toEqual([404, "PLAN_NOT_FOUND"])
    await payrail.plans.cancel(plan.id, { status: "CANCELED" })
    expect(await codeOf(() => payrail.subscriptions.create(subscriptionBody(customer, { plan_id: plan.id })))).toEqual([400, "INVALID_STATE"])
    expect((await payrail.plans.list()).items.map((p) => p.subscribers_count)).toEqual([0])
  })
})
