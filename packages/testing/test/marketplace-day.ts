/**
 * A marketplace day through the fake: a webhook endpoint registered through the API, two sellers
 * onboarded, a payment split between them, part of it refunded with the split reversed in
 * proportion, a seller paid out — and every notification received on the endpoint, signed with
 * its secret and carrying its api key.
 */
import { createWebhookVerifier, type PayrailClient } from "@payrail/core"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, type Harness, type MakeHarness, paymentBody, requestsAreOpen } from "./helpers"
import { startReceiver } from "./receiver"
import { onboardingBody, payoutBody, recipientBody } from "./rest-flows"

const MIN = 60_000

export const describeMarketplaceDay = (makeHarness: MakeHarness) => {
  let h: Harness
  let payrail: PayrailClient
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeEach(async () => {
    h = await makeHarness()
    payrail = h.client()
    receiver = await startReceiver()
  })
  afterEach(async () => {
    await h.close()
    await receiver.close()
  })

  // `split_marketplace` is a payment field this branch's payment schema does not know yet (helpers.requestsAreOpen)
  it.runIf(requestsAreOpen)("onboard two sellers, split a payment, refund part in proportion, pay a seller out, receive it all", async () => {
    const endpoint = await payrail.webhookEndpoints.create({
      account_id: ACCOUNT_ID, name: "marketplace", url: receiver.url,
      hmac_client_secret: "whsec-marketplace", api_key: "mk-key", secret: "mk-secret",
      payment_triggers: ["PURCHASE", "REFUND"], onboarding_triggers: ["PENDING", "SUCCEEDED"]
    })
    expect(endpoint.hmac_client_secret).toBe("***")

    const ana = await payrail.recipients.create(recipientBody(1))
    const ben = await payrail.recipients.create(recipientBody(2))
    await payrail.recipients.onboardings.create(ana.id, onboardingBody("PREVIOUSLY_ONBOARDED"))
    await payrail.recipients.onboardings.create(ben.id, onboardingBody("ONE_STEP_ONBOARDING"))
    await h.fake.clock.advance(MIN) // Ben's onboarding succeeds

    const session = h.fake.seed.checkoutSession()
    // `split_marketplace` travels as given (a request field the client passes through)
    const payment = (await payrail.request({
      method: "POST", path: "/payments", idempotent: true,
      body: {
        ...paymentBody(session.id, { amount: { currency: "USD", value: 100 } }),
        split_marketplace: [
          { recipient_id: ana.id, type: "PURCHASE", amount: { currency: "USD", value: 60 } },
          { recipient_id: ben.id, type: "PURCHASE", amount: { currency: "USD", value: 30 } }
        ]
      }
    })) as { id: string; transactions: { id: string } }
    expect(h.fake.state.payments.find((p) => p.id === payment.id)?.status).toBe("SUCCEEDED")

    await payrail.payments.refund(payment.id, payment.transactions.id, { amount: { currency: "USD", value: 50 } })

    const payout = await payrail.payouts.create(payoutBody("ana-weekly"))
    await h.fake.clock.advance(MIN)
    expect((await payrail.payouts.retrieve(payout.id)).status).toBe("SUCCEEDED")

    await h.fake.webhooks.settled()
    expect(receiver.events().sort()).toEqual(
      [
        "onboarding.succeeded", "onboarding.pending", "onboarding.succeeded",
        "payment.purchase", "split_transfer.succeeded", "split_transfer.succeeded",
        "payment.refund", "split_transfer_reverse.succeeded", "split_transfer_reverse.succeeded",
        "payout.payout", "payout.payout"
      ].sort()
    )
    const reversals = receiver.received
      .map((r) => JSON.parse(r.body) as { type_event: string; data: { recipient_id: string; reversed_amount: { value: number } } })
      .filter((n) => n.type_event === "split_transfer_reverse.succeeded")
      .map((n) => [n.data.recipient_id, n.data.reversed_amount.value])
    // half the payment refunded: half of each seller's share goes back
    expect(reversals.sort()).toEqual([[ana.id, 30], [ben.id, 15]].sort())

    const verifier = createWebhookVerifier({ secrets: ["whsec-marketplace"], now: () => h.fake.clock.now() })
    for (const r of receiver.received) {
      expect(r.headers["x-api-key"]).toBe("mk-key")
      await expect(verifier.verify(r.body, r.headers)).resolves.toBeDefined()
    }

    // INACTIVE: nothing more arrives
    await payrail.webhookEndpoints.update(endpoint.id, { account_id: ACCOUNT_ID, state: "INACTIVE" })
    const before = receiver.received.length
    await payrail.payments.create(paymentBody(h.fake.seed.checkoutSession().id, { merchant_order_id: "order-0009" }))
    await h.fake.webhooks.settled()
    expect(receiver.received).toHaveLength(before)
  })
}
