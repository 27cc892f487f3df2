/** Marketplace endpoints: recipients, their onboardings, and split transfers. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { MarketplaceOnboarding, MarketplaceTransfer, RecipientPage } from "../schema/marketplace"
import {
  BlockRecipientOnboardingParams,
  ContinueRecipientOnboardingParams,
  CreateRecipientOnboardingParams,
  CreateRecipientParams,
  CreateSplitTransferParams,
  ListRecipientsQuery,
  ReverseSplitTransferParams,
  UpdateRecipientOnboardingParams,
  UpdateRecipientParams
} from "../schema/marketplace-params"
import { Recipient } from "../schema/recipient"
import { endpoint } from "./endpoint"

export const createRecipient = endpoint({
  operation: "recipients.create",
  description: "Creates a marketplace recipient (a seller who receives part of split payments).",
  method: "POST",
  path: "/recipients",
  pathParams: {},
  body: CreateRecipientParams,
  response: Recipient,
  idempotent: false,
  successStatus: 201,
  retry: "unsafe", // a repeat would create a second recipient: retried only when unsent
  paging: "none",
  returns: "Recipient"
})

export const retrieveRecipient = endpoint({
  operation: "recipients.retrieve",
  description: "Retrieves a recipient.",
  method: "GET",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "Recipient"
})

export const updateRecipient = endpoint({
  operation: "recipients.update",
  description: "Updates a recipient's details (only the fields sent change).",
  method: "PATCH",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  body: UpdateRecipientParams,
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  retry: "safe", // the same partial update twice leaves the same recipient
  paging: "none",
  returns: "Recipient"
})

export const deleteRecipient = endpoint({
  operation: "recipients.delete",
  description: "Deletes a recipient that no transfer still involves.",
  method: "DELETE",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 204,
  retry: "unsafe",
  paging: "none",
  returns: "void"
})

export const listRecipients = endpoint({
  operation: "recipients.list",
  description: "Lists the account's recipients, optionally by national entity or country.",
  method: "GET",
  path: "/recipients",
  pathParams: {},
  query: ListRecipientsQuery,
  response: RecipientPage,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "limit/offset",
  returns: "PagedList<Recipient>"
})

export const createOnboarding = endpoint({
  operation: "recipients.onboardings.create",
  description: "Onboards a recipient with a provider; a recipient receives split money only once an onboarding has `SUCCEEDED`.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings",
  pathParams: { recipient_id: NonEmptyString },
  body: CreateRecipientOnboardingParams,
  response: MarketplaceOnboarding,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "MarketplaceOnboarding"
})

export const retrieveOnboarding = endpoint({
  operation: "recipients.onboardings.retrieve",
  description: "Retrieves a recipient's onboarding and its status.",
  method: "GET",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: MarketplaceOnboarding,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "MarketplaceOnboarding"
})

export const updateOnboarding = endpoint({
  operation: "recipients.onboardings.update",
  description: "Updates a recipient's onboarding (only the fields sent change).",
  method: "PATCH",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: UpdateRecipientOnboardingParams,
  response: MarketplaceOnboarding,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "MarketplaceOnboarding"
})

export const blockOnboarding = endpoint({
  operation: "recipients.onboardings.block",
  description: "Blocks a recipient's onboarding: no split transfer reaches the recipient until it is unblocked.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/block",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: BlockRecipientOnboardingParams,
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe", // blocking twice answers 409: retried only when unsent
  paging: "none",
  call: { optionalBody: true },
  returns: "Recipient"
})

export const cancelOnboarding = endpoint({
  operation: "recipients.onboardings.cancel",
  description: "Cancels a recipient's onboarding for good.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/cancel",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "Recipient"
})

export const continueOnboarding = endpoint({
  operation: "recipients.onboardings.continue",
  description: "Completes the second step of a two-step onboarding.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/continue",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: ContinueRecipientOnboardingParams,
  response: MarketplaceOnboarding,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  call: { optionalBody: true },
  returns: "MarketplaceOnboarding"
})

export const createSplitTransfer = endpoint({
  operation: "splitTransfers.create",
  description: "Transfers money from the account to an onboarded recipient, outside any payment.",
  method: "POST",
  path: "/split-marketplace/transfers",
  pathParams: {},
  body: CreateSplitTransferParams,
  response: MarketplaceTransfer,
  idempotent: true,
  successStatus: 201,
  retry: "safe", // the reference requires X-Idempotency-Key
  paging: "none",
  returns: "MarketplaceTransfer"
})

export const retrieveSplitTransfer = endpoint({
  operation: "splitTransfers.retrieve",
  description: "Retrieves a split transfer, with its transfer and reversal transactions.",
  method: "GET",
  path: "/split-marketplace/transfers/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  response: MarketplaceTransfer,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "MarketplaceTransfer"
})

export const reverseSplitTransfer = endpoint({
  operation: "splitTransfers.reverse",
  description: "Reverses a split transfer (in full without `amount`); a transfer is reversed at most once.",
  method: "POST",
  path: "/split-marketplace/transfers/{transfer_id}/reverse",
  pathParams: { transfer_id: NonEmptyString },
  body: ReverseSplitTransferParams,
  response: MarketplaceTransfer,
  idempotent: true,
  successStatus: 200,
  retry: "safe", // the reference requires X-Idempotency-Key
  paging: "none",
  call: { optionalBody: true },
  returns: "MarketplaceTransfer"
})
