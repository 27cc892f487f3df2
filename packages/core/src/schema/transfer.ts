/**
 * The incoming bank transfer notification (spec "Incoming bank transfer notification",
 * endpoint 13): the body the service POSTs to `{merchant_base_url}/v1/banking/transfers`.
 *
 * Decoded tolerantly, like a response: unknown fields are kept and unknown enum values
 * decode. The fields a receiver cannot work without (`id` and `status` make the dedupe
 * key and the event name; amount, accounts, rail, timestamps) are required; the
 * descriptive ones (`provider`, `sender`, `description`) may be absent or null.
 */
import * as Schema from "effect/Schema"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"
import { TRANSFER_STATUSES, PAYMENT_RAILS, WEBHOOK_EVENTS } from "./lists"
export { TRANSFER_STATUSES, PAYMENT_RAILS, WEBHOOK_EVENTS } from "./lists"
export { webhookEventOf } from "./values"

// Each schema is built in `/* @__PURE__ */ (() => …)()`: a top-level call is otherwise kept by a user's
// bundler even when unused, and with it effect/Schema (the Workers webhook route needs no schema value).

const Prefixed = (prefix: string) =>
  Schema.String.check(Schema.isPattern(new RegExp(`^${prefix}`), { expected: `a string starting with "${prefix}"` }))

const transferProvider = /* @__PURE__ */ (() =>
  Resource({
    account_id: Maybe(Schema.String),
    transfer_id: Maybe(Schema.String)
  }))()
/** The schema of `TransferProvider`, by name (see `Named`). */
export interface TransferProviderSchema extends Named<typeof transferProvider> {}
/** `provider` of a transfer: the upstream provider's own identifiers. */
export const TransferProvider: TransferProviderSchema = transferProvider

const transferSender = /* @__PURE__ */ (() =>
  Resource({
    account_number_last_4: Maybe(Schema.String),
    routing_number: Maybe(Schema.String),
    account_name: Maybe(Schema.String),
    bank_name: Maybe(Schema.String)
  }))()
/** The schema of `TransferSender`, by name (see `Named`). */
export interface TransferSenderSchema extends Named<typeof transferSender> {}
/** `sender` of a transfer: who sent the money. */
export const TransferSender: TransferSenderSchema = transferSender

const transferAmount = /* @__PURE__ */ (() =>
  Resource({
    value: Schema.Finite,
    currency: Schema.String
  }))()
/** The schema of `TransferAmount`, by name (see `Named`). */
export interface TransferAmountSchema extends Named<typeof transferAmount> {}
/** `amount` of a transfer: a decimal `value` in major units (docs/service-facts.md#amount-scale) and its `currency`. */
export const TransferAmount: TransferAmountSchema = transferAmount

const incomingTransfer = /* @__PURE__ */ (() =>
  Resource({
    /** spec: prefix `xfer_`. */
    id: Prefixed("xfer_"),
    /** spec: prefix `acct_`; the Banking Connectivity account that received the transfer. */
    destination_account_id: Prefixed("acct_"),
    /** spec: the merchant account (a UUID). */
    account_id: Schema.String,
    provider: Maybe(TransferProvider),
    status: OpenEnum(TRANSFER_STATUSES),
    /** spec: always INCOMING for these notifications. */
    direction: OpenEnum(["INCOMING"]),
    sender: Maybe(TransferSender),
    amount: TransferAmount,
    payment_rail: OpenEnum(PAYMENT_RAILS),
    description: Maybe(Schema.String),
    created_at: Schema.String,
    updated_at: Schema.String
  }))()
/** Incoming bank transfer notification, as decoded. */
/** The schema of `IncomingTransfer`, by name (see `Named`). */
export interface IncomingTransferSchema extends Named<typeof incomingTransfer> {}
/**
 * Incoming bank transfer notification.
 *
 * @example
 * ```ts
 * const transfer = Schema.decodeUnknownSync(IncomingTransfer)(JSON.parse(rawBody))
 * transfer.status // "PENDING" | "COMPLETED" | (any other string the service adds)
 * ```
 */
export const IncomingTransfer: IncomingTransferSchema = incomingTransfer
export type IncomingTransfer = typeof IncomingTransfer.Type
