/** Payout endpoints: create (keyed), retrieve, list by merchant reference. */
import { NonEmptyString } from "../schema/fields"
import { PayoutList } from "../schema/payout"
import { Payout } from "../schema/webhook-resources"
import { CreatePayoutParams, PayoutLookupQuery } from "../schema/payout-params"
import { endpoint } from "./endpoint"

export const create = endpoint({
  operation: "payouts.create",
  description: "Sends money to a beneficiary. The payout starts `PENDING` and ends `SUCCEEDED`, `REJECTED` or `DECLINED` (a `payout.payout` notification says which).",
  method: "POST",
  path: "/payouts",
  pathParams: {},
  body: CreatePayoutParams,
  response: Payout,
  idempotent: true, // money leaves the account: a retry must not pay twice
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "Payout"
})

export const retrieve = endpoint({
  operation: "payouts.retrieve",
  description: "Retrieves a payout by its id.",
  method: "GET",
  path: "/payouts/{payout_id}",
  pathParams: { payout_id: NonEmptyString },
  response: Payout,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "Payout"
})

export const listByMerchantReference = endpoint({
  operation: "payouts.listByMerchantReference",
  description: "Lists the payouts created with a merchant reference.",
  method: "GET",
  path: "/payouts",
  pathParams: {},
  query: PayoutLookupQuery,
  response: PayoutList,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  call: { queryArgument: "merchant_reference" },
  returns: "Payout[]"
})
