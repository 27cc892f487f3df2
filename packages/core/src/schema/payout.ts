/**
 * Payouts (POST /payouts, GET /payouts/{payout_id}, GET /payouts?merchant_reference=): the payout
 * as answered, which is also `data` of a `payout.*` notification (webhook-resources.ts).
 */
import * as Schema from "effect/Schema"
import { Payout } from "./webhook-resources"

/** A payout's statuses: CREATED, then PENDING, then one of SUCCEEDED, REJECTED, DECLINED. */
export const PAYOUT_STATUSES = ["CREATED", "PENDING", "SUCCEEDED", "REJECTED", "DECLINED"] as const

/** `GET /payouts?merchant_reference=`: every payout with that reference. */
export const PayoutList = /* @__PURE__ */ (() => Schema.Array(Payout))()
export type PayoutList = typeof PayoutList.Type
