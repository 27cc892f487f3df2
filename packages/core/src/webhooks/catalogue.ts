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

/** `family.name` for each name: the catalogue writes each prefix once. */
const named = <F extends string, const N extends ReadonlyArray<string>>(family: F, names: N) =>
  names.map((name) => `${family}.${name}`) as unknown as { readonly [K in keyof N]: `${F}.${N[K]}` }

/** Known events, by family. The family is the name's prefix; `split_transfer_reverse.*` is of family `split_transfer`. */
export const WEBHOOK_EVENT_CATALOGUE = {
  payment: named("payment", [
    "purchase", "authorize", "capture", "refund", "cancel", "verify", "chargeback", "pre_chargeback", "fraud_screening"
  ]),
  enrollment: named("enrollment", ["enroll", "unenroll", "expiration", "update"]),
  payout: named("payout", ["payout"]),
  subscription: named("subscription", [
    "create", "active", "pause", "resume", "cancel", "complete", "close_to_renewal", "plan_change_scheduled",
    "plan_change_canceled", "plan_changed", "trialing", "past_due", "cycle_executed", "phase_started", "phase_completed"
  ]),
  onboarding: named("onboarding", [
    "create", "pending", "pending_additional_documentation", "pending_recipient_action", "succeeded", "canceled",
    "cancelled", "declined", "rejected", "blocked", "unblocked", "error", "expired", "failed", "inactive", "transferred"
  ]),
  report: named("report", ["update"]),
  split_transfer: [...named("split_transfer", ["succeeded", "failed"]), ...named("split_transfer_reverse", ["succeeded", "failed"])],
  "banking.transfer.incoming": named("banking.transfer.incoming", ["pending", "completed"]),
  banking: [
    ...named("banking.entity", ["created", "updated", "deleted"]),
    ...named("banking.onboarding", [
      "created", "pending", "pending_additional_documentation", "succeeded", "failed", "declined", "cancelled", "expired"
    ]),
    ...named("banking.account", ["created", "updated", "activated", "closed"]),
    ...named("banking.transfer", ["pending", "processing", "completed", "failed", "cancelled", "reversed"])
  ]
} as const

/** The catalogue's type: each family's events and payloads (what the event-name types are computed from). */
export type WebhookEventCatalogue = typeof WEBHOOK_EVENT_CATALOGUE

/** A family of events; `"unknown"` for a type this version does not know. */
export type WebhookFamily = keyof WebhookEventCatalogue | "unknown"

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
export type WebhookEventName = WebhookEventCatalogue[keyof WebhookEventCatalogue][number]

/** The family of a known event name. */
export type WebhookFamilyOf<N extends string> = {
  [F in keyof WebhookEventCatalogue]: N extends WebhookEventCatalogue[F][number] ? F : never
}[keyof WebhookEventCatalogue]

/** What `router.on` takes: a known name, every event of a family (`"payment.*"`), or every event (`"*"`). */
export type WebhookEventSelector = WebhookEventName | `${keyof WebhookEventCatalogue}.*` | "*"

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
  : S extends `${infer F extends keyof WebhookEventCatalogue}.*`
    ? WebhookEventOf<F>
    : S extends WebhookEventName
      ? WebhookEventOf<WebhookFamilyOf<S>, S>
      : WebhookEvent

/**
 * Each family's name prefix (`payment.`; `split_transfer_reverse.` too for `split_transfer`),
 * longest first, so `banking.transfer.incoming.*` is not taken for `banking.*`.
 */
const FAMILY_PREFIXES: ReadonlyArray<readonly [string, keyof WebhookEventCatalogue]> = [
  ["split_transfer_reverse.", "split_transfer"] as const,
  ...(Object.keys(WEBHOOK_EVENT_CATALOGUE) as Array<keyof WebhookEventCatalogue>).map((family) => [`${family}.`, family] as const)
].sort((a, b) => b[0].length - a[0].length)

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
