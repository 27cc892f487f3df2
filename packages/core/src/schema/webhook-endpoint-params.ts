/** Request bodies and queries of webhook-endpoint.ts. */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, optQuery, PositiveInt } from "./fields"
import { namedCheck } from "./named-check"
import { Uuid, type Named } from "./shared"
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

const TRIGGER_FIELDS = Object.keys(WEBHOOK_TRIGGERS)

const createWebhookEndpointParams = Schema.Struct({
  account_id: Uuid,
  name: NonEmptyString,
  url: NonEmptyString,
  ...endpointFields
  // the reference: "at least one trigger is required" (an endpoint without one is refused whatever else it says)
}).check(namedCheck("someItemIn", TRIGGER_FIELDS, "at least one trigger is required (payment, enrollment, report, subscription or onboarding)"))
/** The schema of `CreateWebhookEndpointParams`, by name (see `Named`). */
export interface CreateWebhookEndpointParamsSchema extends Named<typeof createWebhookEndpointParams> {}
/** Body of `webhookEndpoints.create` (POST /webhooks): at least one trigger list with an item. */
export const CreateWebhookEndpointParams: CreateWebhookEndpointParamsSchema = createWebhookEndpointParams
export type CreateWebhookEndpointParams = typeof CreateWebhookEndpointParams.Type

const updateWebhookEndpointParams = Schema.Struct({
  account_id: Uuid,
  name: opt(NonEmptyString),
  url: opt(NonEmptyString),
  state: opt(Schema.Literals(WEBHOOK_ENDPOINT_STATES)),
  clear_renewal_days: opt(Schema.Boolean),
  ...endpointFields
})
/** The schema of `UpdateWebhookEndpointParams`, by name (see `Named`). */
export interface UpdateWebhookEndpointParamsSchema extends Named<typeof updateWebhookEndpointParams> {}
/** Body of `webhookEndpoints.update` (PATCH /webhooks/{webhook_id}). */
export const UpdateWebhookEndpointParams: UpdateWebhookEndpointParamsSchema = updateWebhookEndpointParams
export type UpdateWebhookEndpointParams = typeof UpdateWebhookEndpointParams.Type

const webhookEndpointAccountQuery = Schema.Struct({ account_id: optQuery(Uuid) })
/** The schema of `WebhookEndpointAccountQuery`, by name (see `Named`). */
export interface WebhookEndpointAccountQuerySchema extends Named<typeof webhookEndpointAccountQuery> {}
/**
 * Query of `webhookEndpoints.retrieve` and `.delete`: the account the endpoint belongs to. The
 * service needs it (400 without); optional here only because the client's call shape makes the
 * query optional (docs/spec-gaps.md).
 */
export const WebhookEndpointAccountQuery: WebhookEndpointAccountQuerySchema = webhookEndpointAccountQuery
export type WebhookEndpointAccountQuery = typeof WebhookEndpointAccountQuery.Type

const listWebhookEndpointsQuery = Schema.Struct({ account_id: optQuery(Uuid), state: optQuery(Schema.Literals(WEBHOOK_ENDPOINT_STATES)) })
/** The schema of `ListWebhookEndpointsQuery`, by name (see `Named`). */
export interface ListWebhookEndpointsQuerySchema extends Named<typeof listWebhookEndpointsQuery> {}
/** Query of `webhookEndpoints.list`. */
export const ListWebhookEndpointsQuery: ListWebhookEndpointsQuerySchema = listWebhookEndpointsQuery
export type ListWebhookEndpointsQuery = typeof ListWebhookEndpointsQuery.Type
