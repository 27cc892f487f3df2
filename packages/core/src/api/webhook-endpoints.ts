/** Webhook endpoints managed through the API. */
import { NonEmptyString } from "../schema/fields"
import { WebhookEndpoint, WebhookEndpointList } from "../schema/webhook-endpoint"
import {
  CreateWebhookEndpointParams,
  ListWebhookEndpointsQuery,
  UpdateWebhookEndpointParams,
  WebhookEndpointAccountQuery
} from "../schema/webhook-endpoint-params"
import { endpoint } from "./engine/endpoint"

export const createWebhookEndpoint = endpoint({
  operation: "webhookEndpoints.create",
  description: "Registers a webhook endpoint that receives the notifications of its triggers; its secrets come back masked.",
  method: "POST",
  path: "/webhooks",
  body: CreateWebhookEndpointParams,
  response: WebhookEndpoint,
  idempotent: false,
  successStatus: 201,
  retry: "unsafe" // a repeat answers 409 WEBHOOK_ALREADY_EXISTS: retried only when unsent
})

export const retrieveWebhookEndpoint = endpoint({
  operation: "webhookEndpoints.retrieve",
  description: "Retrieves a webhook endpoint of an account (secrets masked).",
  method: "GET",
  path: "/webhooks/{webhook_id}",
  pathParams: { webhook_id: NonEmptyString },
  query: WebhookEndpointAccountQuery,
  response: WebhookEndpoint,
  call: { accountIdFromClient: true } // the service answers 400 without the account (docs/spec-gaps.md)
})

export const listWebhookEndpoints = endpoint({
  operation: "webhookEndpoints.list",
  description: "Lists an account's webhook endpoints, optionally by state.",
  method: "GET",
  path: "/webhooks",
  query: ListWebhookEndpointsQuery,
  response: WebhookEndpointList,
  call: { accountIdFromClient: true } // the service answers 400 without the account (docs/spec-gaps.md)
})

export const updateWebhookEndpoint = endpoint({
  operation: "webhookEndpoints.update",
  description: "Updates a webhook endpoint; `state: INACTIVE` stops its deliveries.",
  method: "PATCH",
  path: "/webhooks/{webhook_id}",
  pathParams: { webhook_id: NonEmptyString },
  body: UpdateWebhookEndpointParams,
  response: WebhookEndpoint,
  retry: "safe"
})

export const deleteWebhookEndpoint = endpoint({
  operation: "webhookEndpoints.delete",
  description: "Deletes a webhook endpoint; it receives nothing more.",
  method: "DELETE",
  path: "/webhooks/{webhook_id}",
  pathParams: { webhook_id: NonEmptyString },
  query: WebhookEndpointAccountQuery,
  response: WebhookEndpoint,
  call: { accountIdFromClient: true } // the service answers 400 without the account (docs/spec-gaps.md)
})
