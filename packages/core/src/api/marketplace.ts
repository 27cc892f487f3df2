/** Marketplace endpoints: recipients, their onboardings, and split transfers. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { MarketplaceOnboarding, MarketplaceTransfer, RecipientPage } from "../schema/marketplace"
import {
  BlockOnboardingParams,
  ContinueOnboardingParams,
  CreateOnboardingParams,
  CreateRecipientParams,
  CreateSplitTransferParams,
  ListRecipientsQuery,
  ReverseSplitTransferParams,
  UpdateOnboardingParams,
  UpdateRecipientParams
} from "../schema/marketplace-params"
import { Recipient } from "../schema/recipient"
import { endpoint } from "./endpoint"

export const createRecipient = endpoint({
  operation: "recipients.create",
  method: "POST",
  path: "/recipients",
  pathParams: {},
  body: CreateRecipientParams,
  response: Recipient,
  idempotent: false,
  successStatus: 201,
  retry: "unsafe", // a repeat would create a second recipient: retried only when unsent
  paging: "none",
  doc: { call: "recipients.create(body, opts?)", returns: "Recipient" }
})

export const retrieveRecipient = endpoint({
  operation: "recipients.retrieve",
  method: "GET",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.retrieve(recipientId, opts?)", returns: "Recipient" }
})

export const updateRecipient = endpoint({
  operation: "recipients.update",
  method: "PATCH",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  body: UpdateRecipientParams,
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  retry: "safe", // the same partial update twice leaves the same recipient
  paging: "none",
  doc: { call: "recipients.update(recipientId, body, opts?)", returns: "Recipient" }
})

export const deleteRecipient = endpoint({
  operation: "recipients.delete",
  method: "DELETE",
  path: "/recipients/{recipient_id}",
  pathParams: { recipient_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 204,
  retry: "unsafe",
  paging: "none",
  doc: { call: "recipients.delete(recipientId, opts?)", returns: "void" }
})

export const listRecipients = endpoint({
  operation: "recipients.list",
  method: "GET",
  path: "/recipients",
  pathParams: {},
  query: ListRecipientsQuery,
  response: RecipientPage,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "limit/offset",
  doc: { call: "recipients.list({ limit?, offset?, national_entity?, country? }?, opts?)", returns: "PagedList<Recipient>" }
})

export const createOnboarding = endpoint({
  operation: "recipients.onboardings.create",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings",
  pathParams: { recipient_id: NonEmptyString },
  body: CreateOnboardingParams,
  response: MarketplaceOnboarding,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.onboardings.create(recipientId, body, opts?)", returns: "MarketplaceOnboarding" }
})

export const retrieveOnboarding = endpoint({
  operation: "recipients.onboardings.retrieve",
  method: "GET",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: MarketplaceOnboarding,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.onboardings.retrieve(recipientId, onboardingId, opts?)", returns: "MarketplaceOnboarding" }
})

export const updateOnboarding = endpoint({
  operation: "recipients.onboardings.update",
  method: "PATCH",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: UpdateOnboardingParams,
  response: MarketplaceOnboarding,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.onboardings.update(recipientId, onboardingId, body, opts?)", returns: "MarketplaceOnboarding" }
})

export const blockOnboarding = endpoint({
  operation: "recipients.onboardings.block",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/block",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: BlockOnboardingParams,
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe", // blocking twice answers 409: retried only when unsent
  paging: "none",
  doc: { call: "recipients.onboardings.block(recipientId, onboardingId, body?, opts?)", returns: "Recipient" }
})

export const cancelOnboarding = endpoint({
  operation: "recipients.onboardings.cancel",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/cancel",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: Recipient,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "recipients.onboardings.cancel(recipientId, onboardingId, opts?)", returns: "Recipient" }
})

export const continueOnboarding = endpoint({
  operation: "recipients.onboardings.continue",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/continue",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: ContinueOnboardingParams,
  response: MarketplaceOnboarding,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.onboardings.continue(recipientId, onboardingId, body?, opts?)", returns: "MarketplaceOnboarding" }
})

export const createSplitTransfer = endpoint({
  operation: "splitTransfers.create",
  method: "POST",
  path: "/split-marketplace/transfers",
  pathParams: {},
  body: CreateSplitTransferParams,
  response: MarketplaceTransfer,
  idempotent: true,
  successStatus: 201,
  retry: "safe", // the reference requires X-Idempotency-Key
  paging: "none",
  doc: { call: "splitTransfers.create(body, opts?)", returns: "MarketplaceTransfer" }
})

export const retrieveSplitTransfer = endpoint({
  operation: "splitTransfers.retrieve",
  method: "GET",
  path: "/split-marketplace/transfers/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  response: MarketplaceTransfer,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "splitTransfers.retrieve(transferId, opts?)", returns: "MarketplaceTransfer" }
})

export const reverseSplitTransfer = endpoint({
  operation: "splitTransfers.reverse",
  method: "POST",
  path: "/split-marketplace/transfers/{transfer_id}/reverse",
  pathParams: { transfer_id: NonEmptyString },
  body: ReverseSplitTransferParams,
  response: MarketplaceTransfer,
  idempotent: true,
  successStatus: 200,
  retry: "safe", // the reference requires X-Idempotency-Key
  paging: "none",
  doc: { call: "splitTransfers.reverse(transferId, body?, opts?)", returns: "MarketplaceTransfer" }
})
