/** Customer sessions: create one for a customer, list what it can enroll, enroll through it (state/customer-sessions.ts). */
import { api } from "@payrail/core/api"
import { createCustomerSession, enrollThroughSession, listEnrollableMethods, renderCustomerSession, renderEnrollment } from "../state/customer-sessions"
import { type GroupTable, handler } from "./route"

export const customerSessionHandlers = {
  "customerSessions.create": handler(api.customerSessions.create, {
    handle: (ctx) => renderCustomerSession(createCustomerSession(ctx.env, ctx.merchant, ctx.body))
  }),
  "customerSessions.paymentMethods.enroll": handler(api.customerSessions.paymentMethods.enroll, {
    handle: (ctx) => renderEnrollment(ctx.env, enrollThroughSession(ctx.env, ctx.merchant, ctx.params.customer_session, ctx.body))
  }),
  "customerSessions.paymentMethods.list": handler(api.customerSessions.paymentMethods.list, {
    handle: (ctx) => listEnrollableMethods(ctx.env, ctx.merchant, ctx.params.customer_session)
  })
} satisfies GroupTable<"customerSessions">
