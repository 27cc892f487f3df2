/** The `splitTransfers` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { MarketplaceTransfer } from "../schema/marketplace"
import {
  CreateSplitTransferParams,
  ReverseSplitTransferParams
} from "../schema/marketplace-params"
import { endpoint } from "./engine/endpoint"

export const createSplitTransfer = endpoint({
  operation: "splitTransfers.create",
  description: "Transfers money from the account to an onboarded recipient, outside any payment.",
  method: "POST",
  path: "/split-marketplace/transfers",
  body: CreateSplitTransferParams,
  response: MarketplaceTransfer,
  successStatus: 201,
  retry: "safe" // the reference requires X-Idempotency-Key
})

export const retrieveSplitTransfer = endpoint({
  operation: "splitTransfers.retrieve",
  description: "Retrieves a split transfer, with its transfer and reversal transactions.",
  method: "GET",
  path: "/split-marketplace/transfers/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  response: MarketplaceTransfer
})

export const reverseSplitTransfer = endpoint({
  operation: "splitTransfers.reverse",
  description: "Reverses a split transfer (in full without `amount`); a transfer is reversed at most once.",
  method: "POST",
  path: "/split-marketplace/transfers/{transfer_id}/reverse",
  pathParams: { transfer_id: NonEmptyString },
  body: ReverseSplitTransferParams,
  response: MarketplaceTransfer,
  retry: "safe", // the reference requires X-Idempotency-Key
  call: { optionalBody: true }
})
