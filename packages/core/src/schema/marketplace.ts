/**
 * Marketplace answers: a recipient's onboarding, the recipients list (limit/offset page), and a
 * split transfer (standalone, its reversal, or a payment's transfer reversal). The recipient itself
 * is recipient.ts's `Recipient`. Tolerant, like every response.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString, OptUnknown } from "./fields"
import { Recipient } from "./recipient"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

/** An onboarding's statuses (the webhook API's onboarding triggers name the same ones). */
export const MARKETPLACE_ONBOARDING_STATUSES = [
  "CREATED", "PENDING", "SUCCEEDED", "BLOCKED", "CANCELLED", "DECLINED", "ERROR", "EXPIRED", "INACTIVE", "TRANSFERRED"
] as const

const marketplaceOnboarding = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    type: OptString,
    workflow: OptString,
    status: Maybe(OpenEnum(MARKETPLACE_ONBOARDING_STATUSES)),
    callback_url: OptString,
    provider: Maybe(Resource({ id: OptString, connection_id: OptString, recipient_id: OptString, onboarding_url: OptString, redirect_url: OptString })),
    requirements: OptUnknown,
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `MarketplaceOnboarding`, by name (see `Named`). */
export interface MarketplaceOnboardingSchema extends Named<typeof marketplaceOnboarding> {}
export const MarketplaceOnboarding: MarketplaceOnboardingSchema = marketplaceOnboarding
export type MarketplaceOnboarding = typeof MarketplaceOnboarding.Type

const recipientPage = /* @__PURE__ */ (() =>
  Resource({
    data: Schema.Array(Recipient),
    pagination: Maybe(Resource({ total: OptNumber, limit: OptNumber, offset: OptNumber, has_more: OptBoolean }))
  }))()
/** The schema of `RecipientPage`, by name (see `Named`). */
export interface RecipientPageSchema extends Named<typeof recipientPage> {}
/** `GET /recipients`: a limit/offset page. */
export const RecipientPage: RecipientPageSchema = recipientPage
export type RecipientPage = typeof RecipientPage.Type

export const SPLIT_TRANSFER_STATUSES = ["PENDING", "SUCCEEDED", "ERROR", "FAILED", "REVERSED"] as const

const marketplaceTransfer = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    recipient_id: OptString,
    payment_id: OptString,
    amount: Maybe(Resource({ currency: OptString, value: OptNumber })),
    status: Maybe(OpenEnum(SPLIT_TRANSFER_STATUSES)),
    description: OptString,
    merchant_reference: OptString,
    metadata: OptUnknown,
    provider: OptUnknown,
    transactions: Maybe(
      Schema.Array(
        Resource({
          code: OptString,
          type: OptString,
          status: OptString,
          amount: Maybe(Resource({ currency: OptString, value: OptNumber })),
          provider_transfer_id: OptString,
          created_at: OptString,
          updated_at: OptString
        })
      )
    ),
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `MarketplaceTransfer`, by name (see `Named`). */
export interface MarketplaceTransferSchema extends Named<typeof marketplaceTransfer> {}
/** A split transfer (to one recipient), with its transactions (the transfer, then any reversal). */
export const MarketplaceTransfer: MarketplaceTransferSchema = marketplaceTransfer
export type MarketplaceTransfer = typeof MarketplaceTransfer.Type

const referenceObject = /* @__PURE__ */ (() => Resource({}))()
/** The schema of `ReferenceObject`, by name (see `Named`). */
export interface ReferenceObjectSchema extends Named<typeof referenceObject> {}
/**
 * The answer of an operation the SDK declares without modelling its resource yet: any JSON
 * object, every field kept as sent.
 */
export const ReferenceObject: ReferenceObjectSchema = referenceObject
export type ReferenceObject = typeof ReferenceObject.Type
