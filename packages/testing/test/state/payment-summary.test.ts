/**
 * The Payment resource and the cancel-or-refund `payment` summary are rendered by two literals
 * (a spread costs ~2 µs per key after it on Node 20): the summary must stay the Payment's leading
 * fields, in the same order, with the same values.
 */
import { expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { authorizeBody, T0 } from "../helpers"

it("a cancel-or-refund's payment summary is the Payment's leading fields, same order, same values", async () => {
  const fake = createFakePayrail({ now: T0 })
  const payrail = fake.client()
  const authorized = await payrail.payments.create(authorizeBody(fake.seed.checkoutSession().id))
  const answer = (await payrail.payments.cancelOrRefund(authorized.id)) as { payment: Record<string, unknown> }
  const payment = (await payrail.payments.retrieve(authorized.id)) as unknown as Record<string, unknown>
  const keys = Object.keys(answer.payment)
  expect(keys.length).toBeGreaterThan(5)
  expect(Object.keys(payment).slice(0, keys.length)).toEqual(keys)
  for (const key of keys) expect(answer.payment[key], key).toEqual(payment[key])
  await payrail.close()
})
