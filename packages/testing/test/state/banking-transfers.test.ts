/**
 * A banking transfer flow through the real client, in-process and over the fake's HTTP server
 * (src/state/banking-entities.ts, banking-accounts.ts, banking-transfers.ts): an entity with its
 * tax id and document masked, an onboarding that must have SUCCEEDED before an account opens,
 * two accounts, a book transfer PENDING then COMPLETED a minute later with both balances moved,
 * a pending transfer cancelled (its money back; a second cancel refused), a closed account
 * refusing transfers, and the banking.* notifications in order.
 */
import type { PayrailClient } from "@payrail/core"
import { afterEach, describe, expect, it } from "vitest"
import { OPENING_BALANCE } from "../../src/state/banking-accounts"
import { TRANSFER_SETTLE_MS } from "../../src/state/banking-transfers"
import { ACCOUNT_ID, caught, type Harness, inProcess, overHttp, previouslyOnboardedBody } from "../helpers"

const entityBody = (merchantEntityId = "ent-merchant-1") => ({
  account_id: ACCOUNT_ID,
  merchant_entity_id: merchantEntityId,
  national_entity: "INDIVIDUAL" as const,
  phone: { country_code: "1", number: "5550100" },
  address: { address_line_1: "1 Main St", city: "Austin", state: "TX", zip_code: "73301", country: "US" },
  entity_detail: {
    individual: {
      first_name: "Ada",
      last_name: "Lovelace",
      tax_information: [{ country: "US", tax_id: "555443210", tax_id_type: "SSN" as const, is_primary: true }],
      document: { document_type: "PASSPORT", document_number: "P99887766", issuing_country: "US" }
    }
  }
})

const transferBody = (source: string, destination: string | undefined, value: number, currency = "USD") => ({
  account_id: ACCOUNT_ID,
  source_account_id: source,
  ...(destination !== undefined ? { destination_account_id: destination } : {}),
  direction: "OUTGOING" as const,
  amount: { value, currency },
  payment_rail: "ACH_STANDARD" as const,
  description: "rent",
  destination_account: { account_number: "000123456789", routing_number: "021000021", account_name: "Landlord" }
})

const harnesses: Array<Harness> = []
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close()
})

for (const make of [inProcess, overHttp]) {
  const received: Array<string> = []
  const open = async () => {
    received.length = 0
    const h = await make({
      webhooks: {
        url: "http://merchant.internal/hooks",
        secret: "s",
        fetch: async (request: Request) => {
          received.push(((await request.json()) as { type_event: string }).type_event)
          return new Response("{}", { status: 200 })
        }
      }
    })
    harnesses.push(h)
    return { h, payrail: h.client({ accountId: ACCOUNT_ID }) }
  }

  /** An entity with a SUCCEEDED onboarding (PREVIOUSLY_ONBOARDED succeeds a second later on the fake clock). */
  const onboarded = async (h: Harness, payrail: PayrailClient) => {
    const entity = await payrail.banking.entities.create(entityBody())
    const onboarding = await payrail.banking.createOnboarding(entity.id!, previouslyOnboardedBody())
    const early = await caught(() => payrail.banking.accounts.create({ account_id: ACCOUNT_ID, onboarding_id: onboarding.id, account_type: "CHECKING", currency: "USD" }))
    expect(early).toMatchObject({ status: 404, code: "ONBOARDING_NOT_FOUND" })
    await h.fake.clock.advance(1_000)
    return { entity, onboarding }
  }

  describe(`banking transfers (${make === inProcess ? "in-process" : "over HTTP"})`, () => {
    it("entity → onboarding → accounts → transfer → balances → cancel → closed account refuses", async () => {
      const { h, payrail } = await open()
      const { entity, onboarding } = await onboarded(h, payrail)
      // the entity's answers keep only the last four of its tax id and document number
      const individual = entity.entity_detail?.individual
      expect(individual?.tax_information?.[0]).toMatchObject({ tax_id_last_4: "3210", tax_id_type: "SSN" })
      expect(individual?.tax_information?.[0]?.tax_id).toBeUndefined()
      expect(individual?.document).toMatchObject({ document_number_last_4: "7766" })
      expect(JSON.stringify(await payrail.banking.entities.retrieve(entity.id!))).not.toContain("555443210")
      expect(JSON.stringify(h.fake.snapshot())).not.toContain("P99887766")

      const openAccount = () => payrail.banking.accounts.create({ account_id: ACCOUNT_ID, onboarding_id: onboarding.id, account_type: "CHECKING", currency: "USD" })
      const a = await openAccount()
      const b = await openAccount()
      expect(a).toMatchObject({ status: "ACTIVE", entity_id: entity.id, onboarding_id: onboarding.id, currency: "USD" })
      expect(a.balance).toEqual({ available: OPENING_BALANCE, pending: 0, current: OPENING_BALANCE })

      const transfer = await payrail.banking.transfers.create(transferBody(a.id, b.id, 250.5))
      expect(transfer).toMatchObject({ status: "PENDING", source_account_id: a.id, destination_account_id: b.id, amount: { value: 250.5, currency: "USD" } })
      expect(transfer.destination_account).toMatchObject({ account_number_last_4: "6789" })
      expect(JSON.stringify(transfer)).not.toContain("000123456789")
      expect((await payrail.banking.accounts.retrieve(a.id)).balance).toEqual({ available: OPENING_BALANCE - 250.5, pending: 250.5, current: OPENING_BALANCE })
      expect((await payrail.banking.accounts.retrieve(b.id)).balance?.available).toBe(OPENING_BALANCE)

      await h.fake.clock.advance(TRANSFER_SETTLE_MS - 1)
      expect((await payrail.banking.transfers.retrieve(a.id, transfer.id)).status).toBe("PENDING")
      await h.fake.clock.advance(1)
      expect((await payrail.banking.transfers.retrieve(b.id, transfer.id)).status).toBe("COMPLETED")
      expect((await payrail.banking.accounts.retrieve(a.id)).balance).toEqual({ available: OPENING_BALANCE - 250.5, pending: 0, current: OPENING_BALANCE - 250.5 })
      expect((await payrail.banking.accounts.retrieve(b.id)).balance).toEqual({ available: OPENING_BALANCE + 250.5, pending: 0, current: OPENING_BALANCE + 250.5 })
      // a completed transfer cannot be cancelled
      expect(await caught(() => payrail.banking.transfers.cancel(a.id, transfer.id))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" })

      // a pending one can: its money goes back
      const pending = await payrail.banking.transfers.create(transferBody(b.id, undefined, 100))
      expect((await payrail.banking.accounts.retrieve(b.id)).balance?.available).toBe(OPENING_BALANCE + 150.5)
      const cancelled = await payrail.banking.transfers.cancel(b.id, pending.id)
      expect(cancelled?.status).toBe("CANCELLED")
      expect((await payrail.banking.accounts.retrieve(b.id)).balance).toEqual({ available: OPENING_BALANCE + 250.5, pending: 0, current: OPENING_BALANCE + 250.5 })
      expect(await caught(() => payrail.banking.transfers.cancel(b.id, pending.id))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" })
      await h.fake.clock.advance(TRANSFER_SETTLE_MS)
      expect((await payrail.banking.transfers.retrieve(b.id, pending.id)).status).toBe("CANCELLED")
      expect((await payrail.banking.accounts.retrieve(b.id)).balance?.available).toBe(OPENING_BALANCE + 250.5)

      // more than is available is refused, nothing held
      expect(await caught(() => payrail.banking.transfers.create(transferBody(a.id, b.id, OPENING_BALANCE)))).toMatchObject({ status: 400, code: "INSUFFICIENT_FUNDS" })
      expect(await caught(() => payrail.banking.transfers.create(transferBody(a.id, b.id, 1, "EUR")))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" })
      expect((await payrail.banking.accounts.retrieve(a.id)).balance?.pending).toBe(0)

      // a closed account refuses transfers, both ways
      const closed = await payrail.banking.accounts.close(b.id)
      expect(closed.status).toBe("CLOSED")
      expect(await caught(() => payrail.banking.transfers.create(transferBody(b.id, a.id, 1)))).toMatchObject({ status: 400, code: "ACCOUNT_CLOSED" })
      expect(await caught(() => payrail.banking.transfers.create(transferBody(a.id, b.id, 1)))).toMatchObject({ status: 400, code: "ACCOUNT_CLOSED" })
      expect(await caught(() => payrail.banking.accounts.close(b.id))).toMatchObject({ status: 400, code: "ACCOUNT_CLOSED" })
      expect(await caught(() => payrail.banking.accounts.retrieve("acct_unknown"))).toMatchObject({ status: 404, code: "ACCOUNT_NOT_FOUND" })
      expect(await caught(() => payrail.banking.transfers.retrieve(a.id, "xfer_unknown"))).toMatchObject({ status: 404, code: "TRANSFER_NOT_FOUND" })

      await h.fake.webhooks.settled()
      expect(received.filter((e) => e.startsWith("banking."))).toEqual([
        "banking.entity.created",
        "banking.account.created",
        "banking.account.created",
        "banking.transfer.pending",
        "banking.transfer.completed",
        "banking.transfer.pending",
        "banking.transfer.cancelled",
        "banking.account.closed"
      ])
    })

    it("an account with a pending outgoing transfer cannot close; a transfer restored from a saved state completes on read", async () => {
      const { h, payrail } = await open()
      const { onboarding } = await onboarded(h, payrail)
      const a = await payrail.banking.accounts.create({ account_id: ACCOUNT_ID, onboarding_id: onboarding.id, account_type: "SAVINGS", currency: "USD" })
      const t = await payrail.banking.transfers.create(transferBody(a.id, undefined, 40))
      expect(await caught(() => payrail.banking.accounts.close(a.id))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" })
      const saved = h.fake.snapshot()
      const restored = await inProcess({ state: saved })
      harnesses.push(restored)
      const other = restored.client({ accountId: ACCOUNT_ID })
      await restored.fake.clock.advance(TRANSFER_SETTLE_MS)
      expect((await other.banking.transfers.retrieve(a.id, t.id)).status).toBe("COMPLETED")
      expect((await other.banking.accounts.retrieve(a.id)).balance).toEqual({ available: OPENING_BALANCE - 40, pending: 0, current: OPENING_BALANCE - 40 })
      expect((await other.banking.accounts.close(a.id)).status).toBe("CLOSED")
    })

    it("entities: a repeated merchant_entity_id is 409 DUPLICATE_ENTITY; a PATCH changes only what it sends; unknown is 404", async () => {
      const { payrail } = await open()
      const entity = await payrail.banking.entities.create(entityBody("dup"))
      expect(await caught(() => payrail.banking.entities.create(entityBody("dup")))).toMatchObject({ status: 409, code: "DUPLICATE_ENTITY" })
      const updated = await payrail.banking.entities.update(entity.id!, { account_id: ACCOUNT_ID, address: { city: "Dallas" } })
      expect(updated.address).toMatchObject({ address_line_1: "1 Main St", city: "Dallas", state: "TX" })
      expect(updated.entity_detail?.individual).toMatchObject({ first_name: "Ada", document: { document_number_last_4: "7766" } })
      expect(await caught(() => payrail.banking.entities.retrieve("ent_unknown"))).toMatchObject({ status: 404, code: "ENTITY_NOT_FOUND" })
    })

    it("onboardings: cancelled while PENDING, then refused updates, cancels and accounts", async () => {
      const { h, payrail } = await open()
      const entity = await payrail.banking.entities.create(entityBody())
      const onboarding = await payrail.banking.createOnboarding(entity.id!, previouslyOnboardedBody())
      const cancelled = await payrail.banking.cancelOnboarding(entity.id!, onboarding.id)
      expect(cancelled.status).toBe("CANCELLED")
      expect(await caught(() => payrail.banking.cancelOnboarding(entity.id!, onboarding.id))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" })
      expect(await caught(() => payrail.banking.updateOnboarding(entity.id!, onboarding.id, { account_id: ACCOUNT_ID }))).toMatchObject({ status: 400, code: "VALIDATION_ERROR" })
      await h.fake.clock.advance(5_000) // the success timer finds it cancelled
      expect((await payrail.banking.retrieveOnboarding(entity.id!, onboarding.id)).status).toBe("CANCELLED")
      expect(await caught(() => payrail.banking.accounts.create({ account_id: ACCOUNT_ID, onboarding_id: onboarding.id, account_type: "CHECKING", currency: "USD" }))).toMatchObject({ status: 404, code: "ONBOARDING_NOT_FOUND" })
    })
  })
}
