/**
 * 3DS setups and the payments that name one (src/state/payment-hooks.ts), through the fake: the
 * setup resource, the refusal of an unknown setup, and the challenge trigger — which holds an
 * approved payment for the payer, and only a payment that names a setup and was approved.
 */
import { describe, expect, it } from "vitest"
import { freshHarness } from "./harnesses"
import { ACCOUNT_ID, type Harness, paymentBody, raw, requestsAreOpen } from "../helpers"

const { start } = freshHarness()
let keys = 0
const post = (h: Harness, path: string, body: unknown) => raw(h, "POST", path, body, { "x-idempotency-key": `three-d-secure-${keys++}` })

const setupBody = {
  account_id: ACCOUNT_ID,
  type: "MERCHANT_PROVIDED",
  browser_info: { user_agent: "Mozilla/5.0", accept_header: "text/html", color_depth: "24", screen_height: "1080", screen_width: "1920", language: "en-US" }
}
const CHALLENGE = "THREE_D_SECURE_CHALLENGE order"
const payWith = (h: Harness, setupId: string | undefined, description: string, token = "tok_visa") =>
  post(h, "/payments", {
    ...paymentBody(h.fake.seed.checkoutSession().id, { description }),
    payment_method: { token, detail: { card: setupId === undefined ? {} : { three_d_secure: { three_d_secure_setup_id: setupId } } } }
  })

describe("a 3DS setup", () => {
  it("is the create body's fields, with its id and creation time", async () => {
    const h = await start()
    const { body } = await post(h, "/three-d-secure/setups", setupBody)
    expect(body).toEqual({ ...setupBody, three_d_secure_setup_id: body.three_d_secure_setup_id, created_at: "2025-03-01T12:00:00.000000Z" })
  })
})

// the setup travels in a payment field this branch's payment schema may not know yet (helpers.requestsAreOpen)
describe.runIf(requestsAreOpen)("a payment naming a 3DS setup", () => {
  it("is refused for an unknown setup, naming the field and the id", async () => {
    const h = await start()
    const { status, body } = await payWith(h, "no-such-setup", "Order")
    expect(status).toBe(400)
    expect(body).toEqual({
      code: "THREE_D_SECURE_SETUP_NOT_FOUND",
      messages: ["payment_method.detail.card.three_d_secure.three_d_secure_setup_id: no 3DS setup no-such-setup"]
    })
  })

  it("with the challenge trigger, waits for the payer: PENDING / WAITING_ADDITIONAL_STEP, its transaction pending the action, nothing captured", async () => {
    const h = await start()
    const setup = (await post(h, "/three-d-secure/setups", setupBody)).body.three_d_secure_setup_id
    const { body } = await payWith(h, setup, CHALLENGE)
    expect(body).toMatchObject({
      status: "PENDING", sub_status: "WAITING_ADDITIONAL_STEP", amount: { captured: 0 },
      transactions: { status: "PENDING", response_code: "THREE_D_SECURE_ACTION_REQUIRED", response_message: "three_d_secure_action_required" }
    })
  })

  it("with the challenge trigger but declined, stays declined; without a setup, the trigger is only words", async () => {
    const h = await start()
    const setup = (await post(h, "/three-d-secure/setups", setupBody)).body.three_d_secure_setup_id
    expect((await payWith(h, setup, CHALLENGE, "tok_decline")).body).toMatchObject({ status: "DECLINED", transactions: { status: "DECLINED" } })
    expect((await payWith(h, undefined, CHALLENGE)).body).toMatchObject({ status: "SUCCEEDED", transactions: { status: "SUCCEEDED" } })
  })
})
