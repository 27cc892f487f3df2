/**
 * The two bodies the fake sends: the flat incoming-transfer notification (spec "Incoming
 * transfer") and the envelope of every other event (docs/service-facts.md#webhook-envelope).
 */
import { fromUnits, toUnits } from "../foundation/money"
import { redactCardData } from "../foundation/card-data"
import { isoMicros, prefixedId } from "../foundation/time"
import type { EventNotification, IncomingTransferInput, IncomingTransferNotification } from "./fake-webhooks"

/** The notification as sent: every field not given gets a plausible default. */
export const incomingTransferNotification = (
  input: IncomingTransferInput,
  nowMs: number,
  merchantAccountId: string
): IncomingTransferNotification => {
  const now = isoMicros(nowMs)
  const { provider, sender, amount, ...rest } = input
  const value = amount?.value ?? 100
  // card secrets never leave the fake, whatever the caller put in (foundation/card-data.ts)
  return redactCardData({
    id: prefixedId("xfer"),
    destination_account_id: prefixedId("acct"),
    account_id: merchantAccountId,
    status: "COMPLETED",
    direction: "INCOMING", // spec: always INCOMING
    payment_rail: "ACH_STANDARD",
    description: "Incoming transfer",
    created_at: now,
    updated_at: now,
    ...rest,
    provider: { account_id: prefixedId("prov_acct"), transfer_id: prefixedId("prov_xfer"), ...provider },
    sender: {
      account_number_last_4: "6789",
      routing_number: "021000021",
      account_name: "Jane Sender",
      bank_name: "Payrail Fake Sender Bank",
      ...sender
    },
    // docs/service-facts.md#amount-scale: exact decimal major units
    amount: { value: fromUnits(toUnits(value)), currency: amount?.currency ?? "USD" }
  })
}

/** The envelope of event `name` (`payment.purchase` → type `payment`); `retry` grows on re-deliveries. */
export const envelopeNotification = (
  name: string,
  data: Readonly<Record<string, unknown>>,
  merchantAccountId: string
): EventNotification => {
  const dot = name.lastIndexOf(".")
  // card secrets never leave the fake, whatever the data holds (foundation/card-data.ts)
  return { type: dot > 0 ? name.slice(0, dot) : name, type_event: name, account_id: merchantAccountId, retry: 0, version: 2, data: redactCardData(data) }
}
