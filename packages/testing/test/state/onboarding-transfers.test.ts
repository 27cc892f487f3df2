/**
 * Recipients' onboarding transfers (src/state/onboarding-transfers.ts) through the real client,
 * in-process and over HTTP: the onboarding in use moves to the path's onboarding (origin
 * INACTIVE, destination SUCCEEDED), a reverse moves it back once, lists answer newest first,
 * refusals and not-founds.
 */
import { afterEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, caught, type Harness, inProcess, overHttp } from "../helpers"
import { onboardingBody, recipientBody } from "../rest-flows"

const harnesses: Array<Harness> = []
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close()
})

for (const make of [inProcess, overHttp]) {
  describe(`onboarding transfers (${make === inProcess ? "in-process" : "over HTTP"})`, () => {
    it("transfer, reverse once, lists newest first, refusals", async () => {
      const h = await make()
      harnesses.push(h)
      const payrail = h.client({ accountId: ACCOUNT_ID })
      const recipient = await payrail.recipients.create(recipientBody(1))
      const first = await payrail.recipients.onboardings.create(recipient.id, onboardingBody("PREVIOUSLY_ONBOARDED"))
      await h.fake.clock.advance(1_000)
      const second = await payrail.recipients.onboardings.create(recipient.id, onboardingBody("PREVIOUSLY_ONBOARDED"))
      const pending = await payrail.recipients.onboardings.create(recipient.id, onboardingBody("TWO_STEP_ONBOARDING"))

      // to `first`: the newest other onboarding in use (`second`) is the origin
      const transfer = await payrail.recipients.onboardings.transfer(recipient.id, first.id)
      expect(transfer.origin_onboarding).toMatchObject({ id: second.id, status: "INACTIVE", recipient: { id: recipient.id } })
      expect(transfer.destination_onboarding).toMatchObject({ id: first.id, status: "SUCCEEDED" })
      expect((await payrail.recipients.onboardings.retrieve(recipient.id, second.id)).status).toBe("INACTIVE")
      // a recipient whose only onboarding is in use has nothing to transfer from
      const alone = await payrail.recipients.create(recipientBody(2))
      const only = await payrail.recipients.onboardings.create(alone.id, onboardingBody("PREVIOUSLY_ONBOARDED"))
      expect(await caught(() => payrail.recipients.onboardings.transfer(alone.id, only.id))).toMatchObject({ status: 400, code: "ONBOARDING_NOT_VALID" })
      expect(await caught(() => payrail.recipients.onboardings.transfer(recipient.id, pending.id))).toMatchObject({ status: 400, code: "ONBOARDING_NOT_VALID" })

      await h.fake.clock.advance(1_000)
      const back = await payrail.recipients.onboardings.reverseTransfer(transfer.id)
      expect(back.id).not.toBe(transfer.id)
      expect(back.origin_onboarding).toMatchObject({ id: first.id, status: "INACTIVE" })
      expect(back.destination_onboarding).toMatchObject({ id: second.id, status: "SUCCEEDED" })
      expect(await caught(() => payrail.recipients.onboardings.reverseTransfer(transfer.id))).toMatchObject({ status: 400, code: "ONBOARDING_NOT_VALID" })

      expect((await payrail.recipients.transfers.list(recipient.id)).map((t) => t.id)).toEqual([back.id, transfer.id])
      expect((await payrail.recipients.onboardings.listTransfers(second.id)).map((t) => t.id)).toEqual([back.id, transfer.id])
      expect(await payrail.recipients.onboardings.listTransfers(pending.id)).toEqual([])
      expect((await payrail.recipients.transfers.retrieve(transfer.id)).id).toBe(transfer.id)
      expect(await caught(() => payrail.recipients.transfers.retrieve("nope"))).toMatchObject({ status: 404, code: "TRANSFER_NOT_FOUND" })
      expect(await caught(() => payrail.recipients.onboardings.reverseTransfer("nope"))).toMatchObject({ status: 404, code: "TRANSFER_NOT_FOUND" })
      expect(await caught(() => payrail.recipients.transfers.list("nope"))).toMatchObject({ status: 404, code: "RECIPIENT_NOT_FOUND" })
      expect(await caught(() => payrail.recipients.onboardings.listTransfers("nope"))).toMatchObject({ status: 404, code: "ONBOARDING_NOT_FOUND" })
    })
  })
}
