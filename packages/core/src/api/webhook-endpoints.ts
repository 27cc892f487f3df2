/** Webhook endpoints managed through the API. */
import { NonEmptyString } from "../schema/fields"
import { WebhookEndpoint, WebhookEndpointList } from "../schema/webhook-endpoint"
import {
  CreateWebhookEndpointParams,
  ListWebhookEndpointsQuery,
  UpdateWebhookEndpointParams,
  WebhookEndpointAccountQuery
} from "../schema/webhook-endpoint-params"
import { endpoint } from "./endpoint"

export const createWebhookEndpoint = endpoint({
  operation: "webhookEndpoints.create",
  method: "POST",
  path: "/webhooks",
  pathParams: {},
  body: CreateWebhookEndpointParams,
  response: WebhookEndpoint,
  idempotent: false,
  successStatus: 201,
  retry: "unsafe", // a repeat answers 409 WEBHOOK_ALREADY_EXISTS: retried only when unsent
  paging: "none",
  doc: { call: "webhookEndpoints.create(body, opts?)", returns: "WebhookEndpoint" }
})

export const retrieveWebhookEndpoint = endpoint({
  operation: "webhookEndpoints.retrieve",
  method: "GET",
  path: "/webhooks/{webhook_id}",
  pathParams: { webhook_id: NonEmptyString },
  query: WebhookEndpointAccountQuery,
  response: WebhookEndpoint,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "webhookEndpoints.retrieve(webhookId, { account_id }, opts?)", returns: "WebhookEndpoint" }
})

export const listWebhookEndpoints = endpoint({
  operation: "webhookEndpoints.list",
  method: "GET",
  path: "/webhooks",
  pathParams: {},
  query: ListWebhookEndpointsQuery,
  response: WebhookEndpointList,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "webhookEndpoints.list({ account_id, state? }, opts?)", returns: "WebhookEndpoint[]" }
})

export const updateWebhookEndpoint = endpoint({
  operation: "webhookEndpoints.update",
  method: "PATCH",
  path: "/webhooks/{webhook_id}",
  pathParams: { webhook_id: NonEmptyString },
  body: UpdateWebhookEndpointParams,
  response: WebhookEndpoint,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "webhookEndpoints.update(webhookId, body, opts?)", returns: "WebhookEndpoint" }
})

export const deleteWebhookEndpoint = endpoint({
  operation: "webhookEndpoints.delete",
  method: "DELETE",
  path: "/webhooks/{webhook_id}",
  pathParams: { webhook_id: NonEmptyString },
  query: WebhookEndpointAccountQuery,
  response: WebhookEndpoint,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "webhookEndpoints.delete(webhookId, { account_id }, opts?)", returns: "WebhookEndpoint" }
})
