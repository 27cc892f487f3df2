/**
 * What a new subscription is refused for beyond the flows (src/state/subscriptions.ts), through the
 * fake: no vaulted card, a card no customer holds, times that are no date-time, and a period
 * whose first renewal falls past the last date JavaScript can hold — each named, nothing kept.
 */
import { afterEach, describe, expect, it } from "vitest"
import { inProcess, type Harness, raw, subscriptionBody } from "../helpers"

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})
let keys = 0
const create = async (h: Harness, body: unknown) => {
  const { status, body: answer } = await raw(h, "POST", "/subscriptions", body, { "x-idempotency-key": `subscription-refusals-${keys++}` })
  return [status, answer]
}
const invalid = (message: string) => [400, { code: "INVALID_REQUEST", messages: [message] }]

describe("a new subscription", () => {
  it("is refused without a vaulted card, or with one no customer holds", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer()
    const { customer_payer: _payer, ...noCustomer } = subscriptionBody(customer) as Record<string, unknown>
    const withoutToken = { ...noCustomer, payment_method: { type: "CARD" } }
    expect(await create(h, withoutToken)).toEqual(invalid("payment_method.vaulted_token: an enrolled card's vaulted_token is required"))
    const unknownCard = { ...noCustomer, payment_method: { type: "CARD", vaulted_token: "0a1b2c3d-4e5f-4a6b-8c7d-9e8f7a6b5c4d" } }
    expect(await create(h, unknownCard)).toEqual(invalid("payment_method.vaulted_token: not an enrolled card of any customer"))
    // the card's owner is the customer when none is named
    const [status, owned] = await create(h, noCustomer)
    expect(status).toBeLessThan(300)
    expect(owned.customer_payer).toMatchObject({ id: customer.id })
  })

  it("without a customer, is the customer's whose enrolled card it names: not another merchant's, not one without that card", async () => {
    const h = (harness = await inProcess())
    h.fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    h.fake.seed.customer({ merchant: "pk_other" }) // another merchant's customer, kept first
    const cardless = h.fake.seed.customer({ cards: [{}] }) // this merchant's, with other cards only
    const owner = h.fake.seed.customer({ cards: [{}, {}] }) // the card named is its second
    const { customer_payer: _payer, ...noCustomer } = subscriptionBody(owner) as Record<string, unknown>
    const body = { ...noCustomer, payment_method: { type: "CARD", vaulted_token: owner.vaultedTokens[1], card: { store_credentials: { usage: "USED" } } } }
    const [status, created] = await create(h, body)
    expect(status).toBeLessThan(300)
    expect(created.customer_payer).toMatchObject({ id: owner.id })
    expect(created.customer_payer.id).not.toBe(cardless.id)
  })

  it("is refused for an amount the fake cannot keep exactly, naming the field", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer()
    const tooMuch = "Expected an amount of at most 900719925474.0991 in multiples of 0.0001, got 1000000000000"
    expect(await create(h, subscriptionBody(customer, { amount: { currency: "USD", value: 1e12 } }))).toEqual(invalid(`amount.value: ${tooMuch}`))
    const trial = { billing_cycles: 1, amount: { currency: "USD", value: 1e12 } }
    expect(await create(h, subscriptionBody(customer, { trial_period: trial }))).toEqual(invalid(`trial_period.amount.value: ${tooMuch}`))
    expect(h.fake.state.subscriptions).toEqual([])
  })

  it("is refused for a start or finish that is no date-time, naming the field", async () => {
    const h = (harness = await inProcess())
    const customer = h.fake.seed.customer()
    for (const field of ["start_at", "finish_at"]) {
      const body = { ...subscriptionBody(customer), availability: { [field]: "2025-13-01T00:00:00Z" } }
      expect(await create(h, body)).toEqual(invalid(`availability.${field}: Expected an ISO 8601 date-time such as 2025-01-31T23:59:59Z, got "2025-13-01T00:00:00Z"`))
    }
  })

  it("is refused for a period that ends past the last representable date", async () => {
    const h = (harness = await inProcess())
    const body = { ...subscriptionBody(h.fake.seed.customer()), frequency: { type: "YEAR", value: 300_000 } }
    expect(await create(h, body)).toEqual(invalid("frequency.value: 300000 YEAR from the start is past the last representable date"))
    expect(h.fake.state.subscriptions).toEqual([])
  })
})
