/**
 * Onboarding transfers (marketplace recipients): an onboarding moved from one recipient to
 * another (`recipients.onboardings.transfer`), or moved back (`reverseTransfer`), as answered
 * (tolerant). Both sides are onboardings as marketplace.ts answers them, with their recipient.
 */
import * as Schema from "effect/Schema"
import { OptString, OptUnknown } from "./fields"
import { MARKETPLACE_ONBOARDING_STATUSES } from "./marketplace"
import { KeyValueEntry } from "./money"
import { Maybe, OpaqueObject, OpenEnum, Resource } from "./shared"

/** The recipient an onboarding belongs to, as a transfer shows it. */
export const TransferredOnboardingRecipient = /* @__PURE__ */ (() =>
  Resource({
    id: OptString,
    merchant_recipient_id: OptString,
    country: OptString,
    national_entity: OptString,
    entity_type: OptString,
    email: OptString,
    first_name: OptString,
    last_name: OptString,
    created_at: OptString,
    updated_at: OptString
  }))()
export type TransferredOnboardingRecipient = typeof TransferredOnboardingRecipient.Type

/** One side of an onboarding transfer. */
export const TransferredOnboarding = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    type: OptString,
    workflow: OptString,
    description: OptString,
    status: Maybe(OpenEnum(MARKETPLACE_ONBOARDING_STATUSES)),
    response_message: OptString,
    callback_url: OptString,
    provider: Maybe(
      Resource({ id: OptString, connection_id: OptString, recipient_id: OptString, legal_entity: OptString, onboarding_url: OptString })
    ),
    recipient: Maybe(TransferredOnboardingRecipient),
    documentation: Maybe(Schema.Array(OpaqueObject)),
    legal_representatives: Maybe(Schema.Array(OpaqueObject)),
    requirements: Maybe(Schema.Array(Schema.Unknown)),
    metadata: Maybe(Schema.Array(KeyValueEntry)),
    withdrawal_methods: OptUnknown,
    capabilities: OptUnknown,
    terms_of_service: Maybe(OpaqueObject),
    created_at: OptString,
    updated_at: OptString
  }))()
export type TransferredOnboarding = typeof TransferredOnboarding.Type

/** An onboarding transfer: the onboarding it came from (now TRANSFERRED) and the one it became. */
export const OnboardingTransfer = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    origin_onboarding: Maybe(TransferredOnboarding),
    destination_onboarding: Maybe(TransferredOnboarding),
    created_at: OptString,
    updated_at: OptString
  }))()
export type OnboardingTransfer = typeof OnboardingTransfer.Type

/** `recipients.transfers.list` and `recipients.onboardings.listTransfers`: a bare array, newest first. */
export const OnboardingTransferList = /* @__PURE__ */ (() => Schema.Array(OnboardingTransfer))()
export type OnboardingTransferList = typeof OnboardingTransferList.Type
