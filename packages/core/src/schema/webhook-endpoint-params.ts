/** Request bodies and queries of webhook-endpoint.ts. */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, optQuery, PositiveInt } from "./fields"
import { Uuid } from "./shared"
import { WEBHOOK_ENDPOINT_STATES, WEBHOOK_TRIGGERS } from "./webhook-endpoint"

const triggers = <K extends keyof typeof WEBHOOK_TRIGGERS>(kind: K) => opt(Schema.Array(Schema.Literals(WEBHOOK_TRIGGERS[kind])))

const endpointFields = {
  api_key: opt(NonEmptyString),
  secret: opt(NonEmptyString),
  hmac_client_secret: opt(NonEmptyString),
  oauth2_authentication_url: opt(NonEmptyString),
  oauth2_client_id: opt(NonEmptyString),
  oauth2_client_secret: opt(NonEmptyString),
  oauth2_grant_type: opt(NonEmptyString),
  oauth2_scope: opt(NonEmptyString),
  oauth2_authorization_name: opt(NonEmptyString),
  oauth2_include_client_id: opt(Schema.Boolean),
  payment_triggers: triggers("payment_triggers"),
  enrollment_triggers: triggers("enrollment_triggers"),
  report_triggers: triggers("report_triggers"),
  subscription_triggers: triggers("subscription_triggers"),
  onboarding_triggers: triggers("onboarding_triggers"),
  renewal_days: opt(PositiveInt)
}

/** Body of `webhookEndpoints.create` (POST /webhooks). */
export const CreateWebhookEndpointParams = Schema.Struct({
  account_id: Uuid,
  name: NonEmptyString,
  url: NonEmptyString,
  ...endpointFields
})
export type CreateWebhookEndpointParams = typeof CreateWebhookEndpointParams.Type

/** Body of `webhookEndpoints.update` (PATCH /webhooks/{webhook_id}). */
export const UpdateWebhookEndpointParams = Schema.Struct({
  account_id: Uuid,
  name: opt(NonEmptyString),
  url: opt(NonEmptyString),
  state: opt(Schema.Literals(WEBHOOK_ENDPOINT_STATES)),
  clear_renewal_days: opt(Schema.Boolean),
  ...endpointFields
})
export type UpdateWebhookEndpointParams = typeof UpdateWebhookEndpointParams.Type

/**
 * Query of `webhookEndpoints.retrieve` and `.delete`: the account the endpoint belongs to. The
 * service needs it (400 without); optional here only because the client's call shape makes the
 * query optional (docs/spec-gaps.md).
 */
export const WebhookEndpointAccountQuery = Schema.Struct({ account_id: optQuery(Uuid) })
export type WebhookEndpointAccountQuery = typeof WebhookEndpointAccountQuery.Type

/** Query of `webhookEndpoints.list`. */
export const ListWebhookEndpointsQuery = Schema.Struct({ account_id: optQuery(Uuid), state: optQuery(Schema.Literals(WEBHOOK_ENDPOINT_STATES)) })
export type ListWebhookEndpointsQuery = typeof ListWebhookEndpointsQuery.Type
