/**
 * The notifications of the event catalogue as OpenAPI 3.1 `webhooks`: one entry per family, its
 * body the version-2 envelope `{ type, type_event, account_id, retry, version, data }` (docs/service-facts.md#webhook-envelope)
 * with `data` as the family sends it (docs/service-facts.md#webhook-resource), from the same tolerant schemas the receiver decodes.
 * The incoming bank transfer is the exception: a flat transfer, posted to its own route.
 */
import * as Schema from "effect/Schema"
import { BankingOnboarding } from "../../schema/banking"
import { Payment } from "../../schema/payment"
import { Report } from "../../schema/report"
import { EnrollmentPaymentMethod, Payout, SplitTransfer, SubscriptionNotification } from "../../schema/webhook-resources"
import { WEBHOOK_EVENT_CATALOGUE } from "../../webhooks/catalogue"
import { PAYRAIL_EVENTS_PATH } from "../../webhooks/receiver"
import type { Decodable } from "./endpoint"

const Open = [Schema.Record(Schema.String, Schema.Unknown)] as const

/** docs/service-facts.md#webhook-dedupe: payment and subscription events carry their own `data.idempotency_key`, stable across retries. */
const keyed = (key: string, resource: Schema.Top) =>
  Schema.StructWithRest(Schema.Struct({ idempotency_key: Schema.optionalKey(Schema.String), [key]: resource } as Record<string, Schema.Top>), Open)

/** The version-2 envelope around one family's `data`. `retry` and `version` are numbers in examples, strings in the attribute table: both accepted (A1). */
const envelope = (data: Schema.Top) =>
  Schema.StructWithRest(
    Schema.Struct({
      type: Schema.String,
      type_event: Schema.String,
      account_id: Schema.optionalKey(Schema.String),
      retry: Schema.optionalKey(Schema.Union([Schema.Finite, Schema.String])),
      version: Schema.optionalKey(Schema.Union([Schema.Finite, Schema.String])),
      data
    }),
    Open
  )

type EnvelopeFamily = Exclude<keyof typeof WEBHOOK_EVENT_CATALOGUE, "banking.transfer.incoming">

const entry = (family: EnvelopeFamily, name: string, schema: Schema.Top) => [family, name, schema as unknown as Decodable] as const

/** Each family's envelope, under the component name it gets in the document. */
export const WEBHOOK_ENVELOPES = [
  entry("payment", "PaymentNotification", envelope(keyed("payment", Payment))),
  entry("subscription", "SubscriptionEventNotification", envelope(keyed("subscription", SubscriptionNotification))),
  entry("enrollment", "EnrollmentNotification", envelope(keyed("payment_method", EnrollmentPaymentMethod))),
  entry("payout", "PayoutNotification", envelope(Payout)),
  entry("onboarding", "OnboardingNotification", envelope(BankingOnboarding)),
  entry("report", "ReportNotification", envelope(Report)),
  entry("split_transfer", "SplitTransferNotification", envelope(SplitTransfer)),
  entry("banking", "BankingNotification", envelope(Schema.Record(Schema.String, Schema.Unknown)))
]

/** The `webhooks` entry of one family: its events, the signature headers, and what the receiver answers. */
export const envelopeWebhook = (family: EnvelopeFamily, schema: unknown, parameters: ReadonlyArray<unknown>) => ({
  post: {
    operationId: `webhooks.${family.replace(/_(.)/g, (_, c: string) => c.toUpperCase())}`,
    summary: `${family} notifications, posted to the merchant's events URL (the receivers' default route is ${PAYRAIL_EVENTS_PATH})`,
    description: `\`type_event\` is one of: ${WEBHOOK_EVENT_CATALOGUE[family].map((n) => `\`${n}\``).join(", ")}; names not listed here may arrive too (the catalogue grows).`,
    parameters,
    requestBody: { required: true, content: { "application/json": { schema } } },
    responses: {
      "200": { description: "Received (handled, duplicate, or no handler)" },
      "400": { description: "Signature fine, body not a valid notification" },
      "401": { description: "Bad or missing signature" },
      "500": { description: "A handler failed: the sender retries" }
    }
  }
})
