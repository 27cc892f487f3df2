/** Payout endpoints: create (keyed), retrieve, list by merchant reference. */
import { NonEmptyString } from "../schema/fields"
import { PayoutList } from "../schema/payout"
import { CreatePayoutParams, PayoutLookupQuery } from "../schema/payout-params"
import { Payout } from "../schema/webhook-resources"
import { endpoint } from "./engine/endpoint"

export const create = endpoint({
  operation: "payouts.create",
  description: "Sends money to a beneficiary. The payout starts `PENDING` and ends `SUCCEEDED`, `REJECTED` or `DECLINED` (a `payout.payout` notification says which).",
  method: "POST",
  path: "/payouts",
  body: CreatePayoutParams,
  response: Payout,
  idempotent: true, // money leaves the account: a retry must not pay twice
  successStatus: 201
})

export const retrieve = endpoint({
  operation: "payouts.retrieve",
  description: "Retrieves a payout by its id.",
  method: "GET",
  path: "/payouts/{payout_id}",
  pathParams: { payout_id: NonEmptyString },
  response: Payout
})

export const listByMerchantReference = endpoint({
  operation: "payouts.listByMerchantReference",
  description: "Lists the payouts created with a merchant reference.",
  method: "GET",
  path: "/payouts",
  query: PayoutLookupQuery,
  response: PayoutList,
  call: { queryArgument: "merchant_reference" }
})
