/**
 * Onboarding transfers (marketplace recipients): an onboarding moved from one recipient to
 * another (`recipients.onboardings.transfer`), or moved back (`reverseTransfer`), as answered
 * (tolerant). Both sides are onboardings as marketplace.ts answers them, with their recipient.
 */
import * as Schema from "effect/Schema"
import { OptString, OptUnknown } from "./fields"
import { MARKETPLACE_ONBOARDING_STATUSES } from "./marketplace"
import { KeyValueEntry } from "./money"
import { Maybe, OpaqueObject, OpenEnum, Resource, type Named } from "./shared"

const transferredOnboardingRecipient = /* @__PURE__ */ (() =>
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
/** The schema of `TransferredOnboardingRecipient`, by name (see `Named`). */
export interface TransferredOnboardingRecipientSchema extends Named<typeof transferredOnboardingRecipient> {}
/** The recipient an onboarding belongs to, as a transfer shows it. */
export const TransferredOnboardingRecipient: TransferredOnboardingRecipientSchema = transferredOnboardingRecipient
export type TransferredOnboardingRecipient = typeof TransferredOnboardingRecipient.Type

const transferredOnboarding = /* @__PURE__ */ (() =>
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
/** The schema of `TransferredOnboarding`, by name (see `Named`). */
export interface TransferredOnboardingSchema extends Named<typeof transferredOnboarding> {}
/** One side of an onboarding transfer. */
export const TransferredOnboarding: TransferredOnboardingSchema = transferredOnboarding
export type TransferredOnboarding = typeof TransferredOnboarding.Type

const onboardingTransfer = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    origin_onboarding: Maybe(TransferredOnboarding),
    destination_onboarding: Maybe(TransferredOnboarding),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `OnboardingTransfer`, by name (see `Named`). */
export interface OnboardingTransferSchema extends Named<typeof onboardingTransfer> {}
/** An onboarding transfer: the onboarding it came from (now TRANSFERRED) and the one it became. */
export const OnboardingTransfer: OnboardingTransferSchema = onboardingTransfer
export type OnboardingTransfer = typeof OnboardingTransfer.Type

const onboardingTransferList = /* @__PURE__ */ (() => Schema.Array(OnboardingTransfer))()
/** The schema of `OnboardingTransferList`, by name (see `Named`). */
export interface OnboardingTransferListSchema extends Named<typeof onboardingTransferList> {}
/** `recipients.transfers.list` and `recipients.onboardings.listTransfers`: a bare array, newest first. */
export const OnboardingTransferList: OnboardingTransferListSchema = onboardingTransferList
export type OnboardingTransferList = typeof OnboardingTransferList.Type
