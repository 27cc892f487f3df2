/** Payment-method domains: register, retrieve, delete (state/payment-method-domains.ts). */
import { api } from "@payrail/core/api"
import { deleteDomain, registerDomains, renderDomain, requireDomain } from "../state/payment-method-domains"
import { type GroupTable, handler } from "./route"

export const paymentMethodDomainHandlers = {
  "paymentMethodDomains.register": handler(api.paymentMethodDomains.register, { handle: (ctx) => registerDomains(ctx.env, ctx.merchant, ctx.body) }),
  "paymentMethodDomains.retrieve": handler(api.paymentMethodDomains.retrieve, {
    handle: (ctx) => renderDomain(requireDomain(ctx.env, ctx.merchant, ctx.params.domain_id))
  }),
  "paymentMethodDomains.delete": handler(api.paymentMethodDomains.delete, {
    handle: (ctx) => {
      deleteDomain(ctx.env, ctx.merchant, ctx.params.domain_id)
      return undefined // 204: no body
    }
  })
} satisfies GroupTable<"paymentMethodDomains">
