/** The `recipients` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { MarketplaceOnboarding, RecipientPage } from "../schema/marketplace"
import {
  BlockRecipientOnboardingParams,
  ContinueRecipientOnboardingParams,
  CreateRecipientOnboardingParams,
  CreateRecipientParams,
  ListRecipientsQuery,
  UpdateRecipientOnboardingParams,
  UpdateRecipientParams
} from "../schema/marketplace-params"
import { OnboardingTransfer, OnboardingTransferList } from "../schema/onboarding-transfer"
import { Recipient } from "../schema/recipient"
import { endpoint } from "./engine/endpoint"

export const unblockOnboarding = endpoint({
  operation: "recipients.onboardings.unblock",
  description: "Unblocks a blocked recipient onboarding; `RecipientNotBlockedError` (409) if it is not blocked.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/unblock",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: Recipient,
  idempotent: false,
  // unblocking twice answers 409, so a repeat is harmless but unhelpful: retried only when unsent
  call: { aliases: ["recipients.unblockOnboarding"] }
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
  retry: "unsafe", // blocking twice answers 409: retried only when unsent
  call: { optionalBody: true }
})

export const cancelOnboarding = endpoint({
  operation: "recipients.onboardings.cancel",
  description: "Cancels a recipient's onboarding for good.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/cancel",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: Recipient,
  idempotent: false
})

export const continueOnboarding = endpoint({
  operation: "recipients.onboardings.continue",
  description: "Completes the second step of a two-step onboarding.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/continue",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: ContinueRecipientOnboardingParams,
  response: MarketplaceOnboarding,
  successStatus: 201,
  call: { optionalBody: true }
})

export const createOnboarding = endpoint({
  operation: "recipients.onboardings.create",
  description: "Onboards a recipient with a provider; a recipient receives split money only once an onboarding has `SUCCEEDED`.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings",
  pathParams: { recipient_id: NonEmptyString },
  body: CreateRecipientOnboardingParams,
  response: MarketplaceOnboarding,
  successStatus: 201
})

export const createRecipient = endpoint({
  operation: "recipients.create",
  description: "Creates a marketplace recipient (a seller who receives part of split payments).",
  method: "POST",
  path: "/recipients",
  body: CreateRecipientParams,
  response: Recipient,
  idempotent: false,
  successStatus: 201,
  retry: "unsafe" // a repeat would create a second recipient: retried only when unsent
})

export const deleteRecipient = endpoint({
  operation: "recipients.delete",
  description: "Deletes a recipient that no transfer still involves.",
  method: "DELETE",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  successStatus: 204
})

export const listRecipients = endpoint({
  operation: "recipients.list",
  description: "Lists the account's recipients, optionally by national entity or country.",
  method: "GET",
  path: "/recipients",
  query: ListRecipientsQuery,
  response: RecipientPage,
  paging: "limit/offset"
})

export const retrieveOnboarding = endpoint({
  operation: "recipients.onboardings.retrieve",
  description: "Retrieves a recipient's onboarding and its status.",
  method: "GET",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: MarketplaceOnboarding
})

export const retrieveRecipient = endpoint({
  operation: "recipients.retrieve",
  description: "Retrieves a recipient.",
  method: "GET",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  response: Recipient
})

export const updateOnboarding = endpoint({
  operation: "recipients.onboardings.update",
  description: "Updates a recipient's onboarding (only the fields sent change).",
  method: "PATCH",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: UpdateRecipientOnboardingParams,
  response: MarketplaceOnboarding,
  retry: "safe"
})

export const updateRecipient = endpoint({
  operation: "recipients.update",
  description: "Updates a recipient's details (only the fields sent change).",
  method: "PATCH",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  body: UpdateRecipientParams,
  response: Recipient,
  retry: "safe" // the same partial update twice leaves the same recipient
})

export const listOnboardingTransfers = endpoint({
  operation: "recipients.onboardings.listTransfers",
  description: "Lists an onboarding's transfers, newest first.",
  method: "GET",
  path: "/onboardings/{onboarding_id}/transfers",
  pathParams: { onboarding_id: NonEmptyString },
  response: OnboardingTransferList
})

export const listRecipientTransfers = endpoint({
  operation: "recipients.transfers.list",
  description: "Lists a recipient's transfers, newest first.",
  method: "GET",
  path: "/recipients/{recipient_id}/transfers",
  pathParams: { recipient_id: NonEmptyString },
  response: OnboardingTransferList
})

export const retrieveRecipientTransfer = endpoint({
  operation: "recipients.transfers.retrieve",
  description: "Retrieves a recipient transfer.",
  method: "GET",
  path: "/transfers/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  response: OnboardingTransfer
})

export const reverseOnboardingTransfer = endpoint({
  operation: "recipients.onboardings.reverseTransfer",
  description: "Reverses an onboarding transfer.",
  method: "POST",
  path: "/recipients/onboardings/reverse-transfer/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  response: OnboardingTransfer,
  successStatus: 201
})

export const transferOnboarding = endpoint({
  operation: "recipients.onboardings.transfer",
  description: "Transfers money to a recipient through its onboarding.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/transfer",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: OnboardingTransfer,
  successStatus: 201
})
