/**
 * The documented decline triggers (README, docs/fake.md; src/state/triggers.ts), through
 * the client: each token's outcome exactly, the .13 amount rule and its edges, and that nothing
 * else declines.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { FAST_RETRIES, paymentBody, T0 } from "../helpers"

const setup = () => {
  const fake = createFakePayrail({ now: T0 })
  const session = fake.seed.checkoutSession()
  return { payrail: fake.client(FAST_RETRIES), session }
}

const outcomeOf = (payment: { status?: unknown; sub_status?: unknown; transactions?: unknown }) => {
  const t = payment.transactions as { status: string; response_code: string; response_message: string }
  return [payment.status, payment.sub_status, t.status, t.response_code, t.response_message]
}

describe("trigger tokens", () => {
  it.each([
    ["tok_decline", ["DECLINED", "DECLINED", "DECLINED", "DO_NOT_HONOR", "Do not honor"]],
    ["tok_insufficient_funds", ["DECLINED", "DECLINED", "DECLINED", "INSUFFICIENT_FUNDS", "Insufficient funds"]],
    ["tok_fraud_review", ["PENDING", "PENDING_FRAUD_REVIEW", "PENDING", "PENDING_FRAUD_REVIEW", "Pending fraud review"]],
    ["tok_provider_error", ["ERROR", "ERROR", "ERROR", "ERROR", "Provider error"]]
  ])("%s", async (token, expected) => {
    const { payrail, session } = setup()
    const payment = await payrail.payments.create(paymentBody(session.id, { payment_method: { token } }))
    expect(outcomeOf(payment)).toEqual(expected)
    await payrail.close()
  })

  it("any other token, an inherited property name included, is approved", async () => {
    const { payrail, session } = setup()
    for (const token of ["tok_visa", "toString", "constructor", "tok_declined"]) {
      const payment = await payrail.payments.create(paymentBody(session.id, { payment_method: { token } }))
      expect(outcomeOf(payment).slice(0, 4), token).toEqual(["SUCCEEDED", "APPROVED", "SUCCEEDED", "SUCCEEDED"])
    }
    await payrail.close()
  })
})

describe("the .13 amount rule", () => {
  it("declines an amount whose cents are exactly .13, whatever the units, and nothing near it", async () => {
    const { payrail, session } = setup()
    const status = async (value: number) =>
      (await payrail.payments.create(paymentBody(session.id, { amount: { currency: "USD", value } }))).status
    for (const value of [10.13, 0.13, 113.13]) expect(await status(value), String(value)).toBe("DECLINED")
    for (const value of [10.1301, 10.1399, 10.12, 10.14, 13, 1.3, 10.031]) expect(await status(value), String(value)).toBe("SUCCEEDED")
    await payrail.close()
  })

  it("declines with the issuer's answer, and a token's own outcome wins over the amount", async () => {
    const { payrail, session } = setup()
    const byAmount = await payrail.payments.create(paymentBody(session.id, { amount: { currency: "USD", value: 10.13 } }))
    expect(outcomeOf(byAmount)).toEqual(["DECLINED", "DECLINED", "DECLINED", "DO_NOT_HONOR", "Do not honor"])
    const both = await payrail.payments.create(
      paymentBody(session.id, { amount: { currency: "USD", value: 10.13 }, payment_method: { token: "tok_fraud_review" } })
    )
    expect(outcomeOf(both)[1]).toBe("PENDING_FRAUD_REVIEW")
    await payrail.close()
  })
})

describe("a description naming a transaction code", () => {
  it.each([
    ["CHALLENGE_REQUIRED", ["PENDING", "WAITING_ADDITIONAL_STEP", "PENDING", "CHALLENGE_REQUIRED", "Challenge required"]],
    ["PENDING_REVIEW", ["PENDING", "PENDING_FRAUD_REVIEW", "PENDING", "PENDING_REVIEW", "Pending review"]],
    ["PENDING_PROVIDER_CONFIRMATION", ["PENDING", "PENDING_PROVIDER_CONFIRMATION", "PENDING", "PENDING_PROVIDER_CONFIRMATION", "Pending provider confirmation"]],
    ["RETRY_AFTER_1_H", ["DECLINED", "DECLINED", "DECLINED", "RETRY_AFTER_1_H", "Retry after 1 h"]],
    ["  INSUFFICIENT_FUNDS  ", ["DECLINED", "DECLINED", "DECLINED", "INSUFFICIENT_FUNDS", "Insufficient funds"]],
    ["FRAUD_VERIFIED", ["SUCCEEDED", "APPROVED", "SUCCEEDED", "FRAUD_VERIFIED", "Fraud verified"]],
    ["SUCCEEDED", ["SUCCEEDED", "APPROVED", "SUCCEEDED", "SUCCEEDED", "Transaction successful"]]
  ])("%s: its outcome, and a message made of the code's words", async (description, expected) => {
    const { payrail, session } = setup()
    const payment = await payrail.payments.create(paymentBody(session.id, { description }))
    expect(outcomeOf(payment)).toEqual(expected)
    await payrail.close()
  })
})
