/**
 * Payouts (POST /payouts, GET /payouts/{payout_id}, GET /payouts?merchant_reference=): the payout
 * as answered, which is also `data` of a `payout.*` notification (webhook-resources.ts).
 */
import * as Schema from "effect/Schema"
import { Payout } from "./webhook-resources"
import type { Named } from "./shared"

/** A payout's statuses: CREATED, then PENDING, then one of SUCCEEDED, REJECTED, DECLINED. */
export const PAYOUT_STATUSES = ["CREATED", "PENDING", "SUCCEEDED", "REJECTED", "DECLINED"] as const

const payoutList = /* @__PURE__ */ (() => Schema.Array(Payout))()
/** The schema of `PayoutList`, by name (see `Named`). */
export interface PayoutListSchema extends Named<typeof payoutList> {}
/** `GET /payouts?merchant_reference=`: every payout with that reference. */
export const PayoutList: PayoutListSchema = payoutList
export type PayoutList = typeof PayoutList.Type
