/** Webhook endpoints: create, retrieve, list, update, delete (an account's receivers of notifications). */
import { api } from "@payrail/core/api"
import { reject } from "../foundation/errors"
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  renderWebhookEndpoint,
  retrieveWebhookEndpoint,
  updateWebhookEndpoint
} from "../state/webhook-endpoints"
import { type GroupTable, handler } from "./route"

/** The service answers 400 without the account (its reference: `account_id` is required, WEBHOOK_INVALID_REQUEST). */
const accountOf = (query: { readonly account_id?: string | undefined }): string => {
  if (query.account_id === undefined) throw reject(400, "WEBHOOK_INVALID_REQUEST", "account_id: the query needs the account of the webhooks")
  return query.account_id
}

/** The reference's shape for a body that breaks a field rule (a missing field, no trigger, ...). */
const invalid = (messages: Array<string>) => reject(400, "WEBHOOK_INVALID_REQUEST", ...messages)

export const webhookEndpointHandlers = {
  "webhookEndpoints.create": handler(api.webhookEndpoints.create, {
    invalid,
    handle: (ctx) => renderWebhookEndpoint(ctx.env, createWebhookEndpoint(ctx.env, ctx.merchant, ctx.body))
  }),
  "webhookEndpoints.retrieve": handler(api.webhookEndpoints.retrieve, {
    handle: (ctx) => renderWebhookEndpoint(ctx.env, retrieveWebhookEndpoint(ctx.env, ctx.merchant, ctx.params.webhook_id, accountOf(ctx.query)))
  }),
  "webhookEndpoints.list": handler(api.webhookEndpoints.list, {
    handle: (ctx) => listWebhookEndpoints(ctx.env, ctx.merchant, accountOf(ctx.query), ctx.query.state).map((w) => renderWebhookEndpoint(ctx.env, w))
  }),
  "webhookEndpoints.update": handler(api.webhookEndpoints.update, {
    invalid,
    handle: (ctx) => renderWebhookEndpoint(ctx.env, updateWebhookEndpoint(ctx.env, ctx.merchant, ctx.params.webhook_id, ctx.body))
  }),
  "webhookEndpoints.delete": handler(api.webhookEndpoints.delete, {
    handle: (ctx) => renderWebhookEndpoint(ctx.env, deleteWebhookEndpoint(ctx.env, ctx.merchant, ctx.params.webhook_id, accountOf(ctx.query)))
  })
} satisfies GroupTable<"webhookEndpoints">
