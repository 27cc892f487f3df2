/**
 * Webhook endpoints managed through the API (GET/POST /webhooks, GET/PATCH/DELETE /webhooks/{id}).
 * The secrets come back masked (`"***"`); the answer never carries them in clear.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString } from "./fields"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

export const WEBHOOK_ENDPOINT_STATES = ["ACTIVE", "INACTIVE"] as const
/** The trigger lists an endpoint subscribes with, and each one's values. */
export const WEBHOOK_TRIGGERS = {
  payment_triggers: ["AUTHORIZE", "CANCEL", "CAPTURE", "CHARGEBACK", "PRECHARGEBACK", "PURCHASE", "REFUND", "VERIFY"],
  enrollment_triggers: ["ENROLL", "UNENROLL"],
  report_triggers: ["CREATE", "UPDATE"],
  subscription_triggers: ["ACTIVE", "CANCEL", "CLOSE_TO_RENEWAL", "COMPLETE", "CREATE", "PAUSE", "RESUME"],
  onboarding_triggers: [
    "BLOCKED", "CANCELLED", "CREATED", "DECLINED", "ERROR", "EXPIRED", "INACTIVE", "PENDING", "SUCCEEDED", "TRANSFERRED", "UNBLOCKED"
  ]
} as const

const Triggers = Maybe(Schema.Array(Schema.String))

const webhookEndpoint = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    account_id: OptString,
    name: OptString,
    state: Maybe(OpenEnum(WEBHOOK_ENDPOINT_STATES)),
    url: OptString,
    api_key: OptString,
    secret: OptString,
    hmac_client_secret: OptString,
    oauth2_authentication_url: OptString,
    oauth2_client_id: OptString,
    oauth2_client_secret: OptString,
    oauth2_grant_type: OptString,
    oauth2_scope: OptString,
    oauth2_authorization_name: OptString,
    oauth2_include_client_id: OptBoolean,
    payment_triggers: Triggers,
    enrollment_triggers: Triggers,
    report_triggers: Triggers,
    subscription_triggers: Triggers,
    onboarding_triggers: Triggers,
    renewal_days: OptNumber,
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `WebhookEndpoint`, by name (see `Named`). */
export interface WebhookEndpointSchema extends Named<typeof webhookEndpoint> {}
export const WebhookEndpoint: WebhookEndpointSchema = webhookEndpoint
export type WebhookEndpoint = typeof WebhookEndpoint.Type

const webhookEndpointList = /* @__PURE__ */ (() => Schema.Array(WebhookEndpoint))()
/** The schema of `WebhookEndpointList`, by name (see `Named`). */
export interface WebhookEndpointListSchema extends Named<typeof webhookEndpointList> {}
export const WebhookEndpointList: WebhookEndpointListSchema = webhookEndpointList
export type WebhookEndpointList = typeof WebhookEndpointList.Type
