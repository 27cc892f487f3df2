/**
 * Customers beyond the happy path (src/state/customers.ts): the uniqueness rule of
 * `merchant_customer_id` on update, the messages of the not-found and duplicate errors, the
 * fields of a customer answer.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, T0 } from "../helpers"

const UNKNOWN = "3f0e6f4a-0000-4000-8000-000000000000"

const setup = (now = T0) => {
  const fake = createFakePayrail({ now })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

describe("customers", () => {
  it("an update may keep its own merchant_customer_id but not take another customer's", async () => {
    const { payrail } = setup()
    const ada = await payrail.customers.create({ merchant_customer_id: "cust-ada", first_name: "Ada" })
    const bob = await payrail.customers.create({ merchant_customer_id: "cust-bob", first_name: "Bob" })
    expect(await payrail.customers.update(ada.id, { merchant_customer_id: "cust-ada", last_name: "Lovelace" })).toMatchObject({
      merchant_customer_id: "cust-ada",
      last_name: "Lovelace"
    })
    const taken = await caught(() => payrail.customers.update(ada.id, { merchant_customer_id: "cust-bob" }))
    expect(taken).toMatchObject({ status: 400, code: "CUSTOMER_ID_DUPLICATED" })
    expect(JSON.stringify(taken)).toContain(`merchant_customer_id cust-bob is already customer ${bob.id}`)
    expect((await payrail.customers.retrieve(ada.id)).merchant_customer_id).toBe("cust-ada")
    await payrail.close()
  })

  it("another merchant's merchant_customer_id is free, and its customers are not found", async () => {
    const { fake, payrail } = setup()
    fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const other = fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID, publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const theirs = await other.customers.create({ merchant_customer_id: "cust-1", first_name: "Eve" })
    const mine = await payrail.customers.create({ merchant_customer_id: "cust-1", first_name: "Ada" })
    expect(mine.id).not.toBe(theirs.id)
    expect((await payrail.customers.retrieveByMerchantCustomerId("cust-1")).id).toBe(mine.id)
    expect((await other.customers.retrieveByMerchantCustomerId("cust-1")).id).toBe(theirs.id)
    expect(await caught(() => payrail.customers.retrieve(theirs.id))).toMatchObject({ code: "CUSTOMER_NOT_FOUND" })
    await payrail.close()
    await other.close()
  })

  it("not-found messages name the id", async () => {
    const { payrail } = setup()
    const byId = await caught(() => payrail.customers.retrieve(UNKNOWN))
    expect(JSON.stringify(byId)).toContain(`Customer ${UNKNOWN} not found`)
    const byMerchantId = await caught(() => payrail.customers.retrieveByMerchantCustomerId("cust-none"))
    expect(byMerchantId).toMatchObject({ code: "CUSTOMER_NOT_FOUND" })
    expect(JSON.stringify(byMerchantId)).toContain("No customer has merchant_customer_id cust-none")
    await payrail.close()
  })

  it("shows every documented field, null when not set, with the times of the fake clock", async () => {
    const { fake, payrail } = setup()
    const created = await payrail.customers.create({ merchant_customer_id: "cust-2", email: "ada@example.com" })
    expect(created).toEqual({
      id: created.id,
      merchant_customer_id: "cust-2",
      merchant_customer_created_at: null,
      first_name: null,
      last_name: null,
      gender: null,
      date_of_birth: null,
      email: "ada@example.com",
      nationality: null,
      country: null,
      document: null,
      phone: null,
      billing_address: null,
      shipping_address: null,
      metadata: null,
      created_at: "2025-03-01T12:00:00.000000Z",
      updated_at: "2025-03-01T12:00:00.000000Z"
    })
    await fake.clock.advance(2_000)
    expect(await payrail.customers.update(created.id, { first_name: "Ada" })).toMatchObject({
      created_at: "2025-03-01T12:00:00.000000Z",
      updated_at: "2025-03-01T12:00:02.000000Z"
    })
    await payrail.close()
  })
})
