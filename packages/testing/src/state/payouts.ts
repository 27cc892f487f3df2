/**
 * Payouts: created PENDING (the service's CREATED lasts only while it checks the request), then
 * settled one minute later on the fake clock: SUCCEEDED, or — the fake's decline triggers
 * (docs/fake-rest-of-api.md) — DECLINED for an amount of 0 or a description naming `DECLINED`,
 * REJECTED for a description naming `REJECTED`. Each status change sends `payout.payout`.
 * A read at or after the settle time sees the payout settled even if no timer ran (a restored state).
 */
import type { CreatePayoutParams } from "@payrail/core"
import { reject } from "../foundation/errors"
import { fromUnits, toUnits } from "../foundation/money"
import { isoMicros, uuid } from "../foundation/time"
import { type Env, own } from "./env"
import type { PayoutRecord } from "../foundation/rest-records"

/** How long a payout stays PENDING on the fake clock. */
export const PAYOUT_SETTLE_MS = 60_000

const outcomeOf = (params: CreatePayoutParams, amountUnits: number): PayoutRecord["outcome"] => {
  // Stryker disable next-line StringLiteral: an absent description only has to name neither trigger word; any such text decides the same
  const text = `${params.description ?? ""} ${params.merchant_reference}`
  if (amountUnits === 0 || text.includes("DECLINED")) return "DECLINED"
  if (text.includes("REJECTED")) return "REJECTED"
  return "SUCCEEDED"
}

const settle = (env: Env, payout: PayoutRecord): PayoutRecord => {
  if (payout.status === "PENDING" && env.clock.now() >= payout.settleAt) {
    payout.status = payout.outcome
    payout.updatedAt = payout.settleAt
    env.notify?.("payout.payout", () => renderPayout(payout))
  }
  return payout
}

export const createPayout = (env: Env, merchant: string, params: CreatePayoutParams): PayoutRecord => {
  const amountUnits = toUnits(params.amount.value)
  const now = env.clock.now()
  const payout: PayoutRecord = {
    id: uuid(), merchant, params: { ...params }, transactionId: uuid(), status: "PENDING",
    outcome: outcomeOf(params, amountUnits), amountUnits, settleAt: now + PAYOUT_SETTLE_MS, createdAt: now, updatedAt: now
  }
  env.store.payouts.set(payout.id, payout)
  env.clock.schedule(payout.settleAt, `payout ${payout.id} settles`, () => void settle(env, payout))
  env.notify?.("payout.payout", () => renderPayout(payout))
  return payout
}

export const retrievePayout = (env: Env, merchant: string, id: string): PayoutRecord => {
  const payout = own(env.store.payouts, id, merchant)
  if (payout === undefined) throw reject(404, "PAYOUT_NOT_FOUND", `Payout ${id} not found`)
  return settle(env, payout)
}

export const listPayoutsByMerchantReference = (env: Env, merchant: string, reference: string): Array<PayoutRecord> =>
  [...env.store.payouts.values()].filter((p) => p.merchant === merchant && p.params.merchant_reference === reference).map((p) => settle(env, p))

const RESPONSE_CODES = { PENDING: "PENDING_PROVIDER_CONFIRMATION", SUCCEEDED: "SUCCEEDED", DECLINED: "DECLINED_BY_PROVIDER", REJECTED: "REJECTED" } as const

/** The Payout resource, with its one PAYOUT transaction. */
export const renderPayout = (payout: PayoutRecord) => {
  const p = payout.params as CreatePayoutParams
  const amount = { currency: p.amount.currency, value: fromUnits(payout.amountUnits) }
  return {
    ...p,
    id: payout.id,
    status: payout.status,
    description: p.description ?? null,
    amount,
    metadata: p.metadata ?? [],
    created_at: isoMicros(payout.createdAt),
    updated_at: isoMicros(payout.updatedAt),
    transactions: [
      {
        id: payout.transactionId, status: payout.status, type: "PAYOUT",
        response_code: RESPONSE_CODES[payout.status as keyof typeof RESPONSE_CODES] ?? payout.status,
        merchant_reference: p.merchant_reference, purpose: p.purpose, description: p.description ?? null, amount,
        withdrawal_method: p.withdrawal_method,
        provider_data: { id: p.withdrawal_method.provider_id, transaction_id: payout.transactionId, status: payout.status },
        created_at: isoMicros(payout.createdAt),
        updated_at: isoMicros(payout.updatedAt)
      }
    ]
  }
}
