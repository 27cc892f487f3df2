/** The `data` of an envelope notification sent by hand without one (`fake.webhooks.send`, triggers). */
import { webhookFamilyOf } from "@payrail/core"
import { uuid } from "../foundation/time"

/** A plausible `data` for an event sent by hand without one (docs/service-facts.md#webhook-resource: where each resource sits). */
export const defaultEventData = (name: string, now: string, accountId: string): Record<string, unknown> => {
  const id = uuid()
  const status = name.slice(name.lastIndexOf(".") + 1).toUpperCase()
  switch (webhookFamilyOf(name)) {
    case "payment":
      return {
        idempotency_key: uuid(),
        payment: {
          id, account_id: accountId, status: "SUCCEEDED", sub_status: "APPROVED", merchant_order_id: `order_${id.slice(0, 8)}`,
          amount: { value: 100, currency: "USD", captured: 100, refunded: 0 }, created_at: now, updated_at: now
        }
      }
    case "subscription":
      return { idempotency_key: uuid(), subscription: { id, code: `sub_${id.slice(0, 8)}`, status, account_code: accountId, created_at: now, updated_at: now } }
    case "enrollment":
      return { payment_method: { id, vaulted_token: uuid(), type: "CARD", status: name.endsWith("unenroll") ? "UNENROLLED" : "ENROLLED", created_at: now, updated_at: now } }
    case "split_transfer":
      return { transfer_id: id, trace_id: uuid(), version: 1, status, created_at: now, updated_at: now }
    default:
      return { id, status, created_at: now, updated_at: now }
  }
}
