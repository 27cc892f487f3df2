import { signWebhook } from "@payrail/core"
// A payment as the service returns it (core's recorded fixture).
import paymentJson from "../../../core/test/fixtures/payment-retrieve.json"

export const SECRET = "queues-webhook-secret"

/** A payment notification envelope; `updatedAt` defaults to now (the verifier refuses a resource older than 7 days). */
export const paymentEnvelope = (
  id: string,
  event: "authorize" | "capture" | "purchase" | "refund",
  options: { readonly updatedAt?: Date; readonly status?: string } = {}
) => {
  const at = (options.updatedAt ?? new Date()).toISOString()
  const status = options.status ?? (event === "authorize" ? "PENDING" : event === "refund" ? "REFUNDED" : "SUCCEEDED")
  return {
    type: "payment",
    type_event: `payment.${event}`,
    account_id: "acc-queues",
    retry: 0,
    version: 2,
    data: {
      payment: {
        ...paymentJson,
        id,
        account_id: "acc-queues",
        merchant_order_id: `order-${id}`,
        status,
        amount: { currency: "USD", value: 100 },
        created_at: at,
        updated_at: at
      }
    }
  }
}

export const signed = (body: object) => signWebhook(body, { secret: SECRET })

export const unique = (label: string) => `${label}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`

/** Polls `probe` every 25 ms until true; fails after `deadlineMs` (a bound, not a synchronisation sleep). */
export const eventually = async (what: string, probe: () => Promise<boolean> | boolean, deadlineMs = 30_000): Promise<void> => {
  const start = Date.now()
  while (!(await probe())) {
    if (Date.now() - start > deadlineMs) throw new Error(`${what}: not within ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
