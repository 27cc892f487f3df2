/** Webhook endpoints, installment plans and 3DS setups. */
import { api } from "@payrail/core/api"
import {
  createInstallmentPlan,
  deleteInstallmentPlan,
  listInstallmentPlans,
  renderInstallmentPlan,
  retrieveInstallmentPlan,
  updateInstallmentPlan
} from "../state/installment-plans"
import { createThreeDSecureSetup, renderThreeDSecureSetup } from "../state/payment-hooks"
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  renderWebhookEndpoint,
  retrieveWebhookEndpoint,
  updateWebhookEndpoint
} from "../state/webhook-endpoints"
import { reject } from "../foundation/errors"
import { handler } from "./route"

/** The service answers 400 without the account (its reference: `account_id` is required). */
const accountOf = (query: { readonly account_id?: string | undefined }): string => {
  if (query.account_id === undefined) throw reject(400, "INVALID_ACCOUNT_ID", "account_id: the query needs the account of the webhooks")
  return query.account_id
}

export const webhookEndpointHandlers = [
  handler(api.webhookEndpoints.create, { handle: (ctx) => renderWebhookEndpoint(ctx.env, createWebhookEndpoint(ctx.env, ctx.merchant, ctx.body)) }),
  handler(api.webhookEndpoints.retrieve, {
    handle: (ctx) => renderWebhookEndpoint(ctx.env, retrieveWebhookEndpoint(ctx.env, ctx.merchant, ctx.params.webhook_id, accountOf(ctx.query)))
  }),
  handler(api.webhookEndpoints.list, {
    handle: (ctx) => listWebhookEndpoints(ctx.env, ctx.merchant, accountOf(ctx.query), ctx.query.state).map((w) => renderWebhookEndpoint(ctx.env, w))
  }),
  handler(api.webhookEndpoints.update, {
    handle: (ctx) => renderWebhookEndpoint(ctx.env, updateWebhookEndpoint(ctx.env, ctx.merchant, ctx.params.webhook_id, ctx.body))
  }),
  handler(api.webhookEndpoints.delete, {
    handle: (ctx) => renderWebhookEndpoint(ctx.env, deleteWebhookEndpoint(ctx.env, ctx.merchant, ctx.params.webhook_id, accountOf(ctx.query)))
  })
]

export const installmentPlanHandlers = [
  handler(api.installmentPlans.create, { handle: (ctx) => renderInstallmentPlan(createInstallmentPlan(ctx.env, ctx.merchant, ctx.body)) }),
  handler(api.installmentPlans.retrieve, {
    handle: (ctx) => renderInstallmentPlan(retrieveInstallmentPlan(ctx.env, ctx.merchant, ctx.params.installment_code))
  }),
  handler(api.installmentPlans.list, { handle: (ctx) => listInstallmentPlans(ctx.env, ctx.merchant, ctx.query).map(renderInstallmentPlan) }),
  handler(api.installmentPlans.update, {
    handle: (ctx) => renderInstallmentPlan(updateInstallmentPlan(ctx.env, ctx.merchant, ctx.params.installment_code, ctx.body))
  }),
  handler(api.installmentPlans.delete, {
    handle: (ctx) => renderInstallmentPlan(deleteInstallmentPlan(ctx.env, ctx.merchant, ctx.params.installment_code))
  }),
  handler(api.threeDSecure.createSetup, {
    handle: (ctx) => renderThreeDSecureSetup(createThreeDSecureSetup(ctx.env, ctx.merchant, ctx.body))
  })
]
