/** Payout endpoints: create (keyed), retrieve, list by merchant reference. */
import { NonEmptyString } from "../schema/fields"
import { Payout, PayoutList } from "../schema/payout"
import { CreatePayoutParams, PayoutLookupQuery } from "../schema/payout-params"
import { endpoint } from "./endpoint"

export const create = endpoint({
  operation: "payouts.create",
  method: "POST",
  path: "/payouts",
  pathParams: {},
  body: CreatePayoutParams,
  response: Payout,
  idempotent: true, // money leaves the account: a retry must not pay twice
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "payouts.create(body, opts?)", returns: "Payout" }
})

export const retrieve = endpoint({
  operation: "payouts.retrieve",
  method: "GET",
  path: "/payouts/{payout_id}",
  pathParams: { payout_id: NonEmptyString },
  response: Payout,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payouts.retrieve(payoutId, opts?)", returns: "Payout" }
})

export const listByMerchantReference = endpoint({
  operation: "payouts.listByMerchantReference",
  method: "GET",
  path: "/payouts",
  pathParams: {},
  query: PayoutLookupQuery,
  response: PayoutList,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "payouts.listByMerchantReference(merchantReference, opts?)", returns: "Payout[]" }
})
