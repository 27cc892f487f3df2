/**
 * The webhook event catalogue (docs/service-facts.md#event-catalogue): every family, its known event names, and
 * the type of `event.data` per family. The catalogue grows every quarter: names that are not
 * listed here still arrive (as events of their family, or of family `"unknown"`), they just
 * cannot be subscribed to by name until they are added.
 */
import type { BankingOnboarding } from "../schema/banking"
import type { Payment } from "../schema/payment"
import type { Report } from "../schema/report"
import type { IncomingTransfer } from "../schema/transfer"
import type {
  EnrollmentPaymentMethod,
  Payout,
  SplitTransfer,
  SubscriptionNotification
} from "../schema/webhook-resources"

/** Known events, by family. The family is the name's prefix; `split_transfer_reverse.*` is of family `split_transfer`. */
export const WEBHOOK_EVENT_CATALOGUE = {
  payment: [
    "payment.purchase", "payment.authorize", "payment.capture", "payment.refund", "payment.cancel",
    "payment.verify", "payment.chargeback", "payment.pre_chargeback", "payment.fraud_screening"
  ],
  enrollment: ["enrollment.enroll", "enrollment.unenroll", "enrollment.expiration", "enrollment.update"],
  payout: ["payout.payout"],
  subscription: [
    "subscription.create", "subscription.active", "subscription.pause", "subscription.resume",
    "subscription.cancel", "subscription.complete", "subscription.close_to_renewal",
    "subscription.plan_change_scheduled", "subscription.plan_change_canceled", "subscription.plan_changed",
    "subscription.trialing", "subscription.past_due", "subscription.cycle_executed",
    "subscription.phase_started", "subscription.phase_completed"
  ],
  onboarding: [
    "onboarding.create", "onboarding.pending", "onboarding.pending_additional_documentation",
    "onboarding.pending_recipient_action", "onboarding.succeeded", "onboarding.canceled", "onboarding.cancelled",
    "onboarding.declined", "onboarding.rejected", "onboarding.blocked", "onboarding.unblocked", "onboarding.error",
    "onboarding.expired", "onboarding.failed", "onboarding.inactive", "onboarding.transferred"
  ],
  report: ["report.update"],
  split_transfer: [
    "split_transfer.succeeded", "split_transfer.failed",
    "split_transfer_reverse.succeeded", "split_transfer_reverse.failed"
  ],
  "banking.transfer.incoming": ["banking.transfer.incoming.pending", "banking.transfer.incoming.completed"],
  banking: [
    "banking.entity.created", "banking.entity.updated", "banking.entity.deleted",
    "banking.onboarding.created", "banking.onboarding.pending", "banking.onboarding.pending_additional_documentation",
    "banking.onboarding.succeeded", "banking.onboarding.failed", "banking.onboarding.declined",
    "banking.onboarding.cancelled", "banking.onboarding.expired",
    "banking.account.created", "banking.account.updated", "banking.account.activated", "banking.account.closed",
    "banking.transfer.pending", "banking.transfer.processing", "banking.transfer.completed",
    "banking.transfer.failed", "banking.transfer.cancelled", "banking.transfer.reversed"
  ]
} as const

type Catalogue = typeof WEBHOOK_EVENT_CATALOGUE

/** A family of events; `"unknown"` for a type this version does not know. */
export type WebhookFamily = keyof Catalogue | "unknown"

/** The type of `event.data`, by family. */
export interface WebhookEventData {
  readonly payment: Payment
  readonly enrollment: EnrollmentPaymentMethod
  readonly payout: Payout
  readonly subscription: SubscriptionNotification
  readonly onboarding: BankingOnboarding
  readonly report: Report
  readonly split_transfer: SplitTransfer
  readonly "banking.transfer.incoming": IncomingTransfer
  /** Banking entity, onboarding, account and transfer events: the object as sent. */
  readonly banking: { readonly [key: string]: unknown }
  /** A type this version does not know: `data` as sent. */
  readonly unknown: unknown
}

/** A known event name (`"payment.purchase"`, ...). */
export type WebhookEventName = Catalogue[keyof Catalogue][number]

/** The family of a known event name. */
export type WebhookFamilyOf<N extends string> = {
  [F in keyof Catalogue]: N extends Catalogue[F][number] ? F : never
}[keyof Catalogue]

/** What `router.on` takes: a known name, every event of a family (`"payment.*"`), or every event (`"*"`). */
export type WebhookEventSelector = WebhookEventName | `${keyof Catalogue}.*` | "*"

/** A verified notification, of one family. */
export interface WebhookEventOf<F extends WebhookFamily, N extends string = string> {
  /** The full event name, `<type>.<event>` (`"payment.purchase"`). */
  readonly name: N
  readonly family: F
  /** The resource, decoded with its tolerant schema (unknown fields kept). */
  readonly data: WebhookEventData[F]
  /** `account_id` of the envelope (or of the transfer); undefined when not sent. */
  readonly accountId: string | undefined
  /** 0 on the first delivery, more on re-deliveries (the envelope's `retry`; 0 when not sent). */
  readonly retry: number
  /** The envelope's `version` (2), 1 for a bare `{ payment }` body, undefined for the flat incoming transfer. */
  readonly version: number | undefined
  /** The same for every re-delivery of this notification, different for two notifications (docs/service-facts.md#webhook-dedupe). */
  readonly dedupeKey: string
  /** The parsed JSON body, as sent. */
  readonly raw: unknown
}

/** Any verified notification: switch on `family` (or `name`) to narrow `data`. */
export type WebhookEvent = { [F in WebhookFamily]: WebhookEventOf<F> }[WebhookFamily]

/** The event a selector receives. */
export type WebhookEventFor<S extends string> = S extends "*"
  ? WebhookEvent
  : S extends `${infer F extends keyof Catalogue}.*`
    ? WebhookEventOf<F>
    : S extends WebhookEventName
      ? WebhookEventOf<WebhookFamilyOf<S>, S>
      : WebhookEvent

/** The families, longest prefix first, so `banking.transfer.incoming.*` is not taken for `banking.*`. */
const FAMILY_PREFIXES: ReadonlyArray<readonly [string, Exclude<WebhookFamily, "unknown">]> = [
  ["banking.transfer.incoming.", "banking.transfer.incoming"],
  ["banking.", "banking"],
  ["split_transfer_reverse.", "split_transfer"],
  ["split_transfer.", "split_transfer"],
  ["payment.", "payment"],
  ["enrollment.", "enrollment"],
  ["payout.", "payout"],
  ["subscription.", "subscription"],
  ["onboarding.", "onboarding"],
  ["report.", "report"]
]

/** The family of any event name (`"unknown"` when no known prefix matches). */
export const webhookFamilyOf = (name: string): WebhookFamily => {
  for (const [prefix, family] of FAMILY_PREFIXES) if (name.startsWith(prefix)) return family
  return "unknown"
}

const KNOWN_NAMES: ReadonlySet<string> = new Set(Object.values(WEBHOOK_EVENT_CATALOGUE).flat())
const KNOWN_WILDCARDS: ReadonlySet<string> = new Set(Object.keys(WEBHOOK_EVENT_CATALOGUE).map((f) => `${f}.*`))

/** True for what `router.on` accepts: a known name, `"<family>.*"` or `"*"`. */
export const isWebhookEventSelector = (selector: unknown): selector is WebhookEventSelector =>
  typeof selector === "string" && (selector === "*" || KNOWN_NAMES.has(selector) || KNOWN_WILDCARDS.has(selector))
