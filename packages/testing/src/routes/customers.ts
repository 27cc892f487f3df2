/** Customers and their stored payment methods (docs/service-facts.md#customers, E). */
import { api } from "@payrail/core/api"
import {
  createCustomer,
  deleteCustomer,
  renderCustomer,
  requireCustomer,
  retrieveCustomerByMerchantCustomerId,
  updateCustomer
} from "../state/customers"
import {
  enrollPaymentMethod,
  listPaymentMethodsOf,
  renderPaymentMethod,
  retrievePaymentMethod,
  unenrollPaymentMethod
} from "../state/payment-methods"
import { type GroupTable, handler } from "./route"

const methods = api.customers.paymentMethods

export const customerHandlers = {
  "customers.create": handler(api.customers.create, { handle: (ctx) => renderCustomer(createCustomer(ctx.env, ctx.merchant, ctx.body)) }),
  "customers.retrieve": handler(api.customers.retrieve, { handle: (ctx) => renderCustomer(requireCustomer(ctx.env, ctx.merchant, ctx.params.customer_id)) }),
  "customers.update": handler(api.customers.update, {
    handle: (ctx) => renderCustomer(updateCustomer(ctx.env, ctx.merchant, ctx.params.customer_id, ctx.body))
  }),
  "customers.retrieveByMerchantCustomerId": handler(api.customers.retrieveByMerchantCustomerId, {
    handle: (ctx) => renderCustomer(retrieveCustomerByMerchantCustomerId(ctx.env, ctx.merchant, ctx.query.merchant_customer_id))
  }),
  "customers.delete": handler(api.customers.delete, {
    // docs/service-facts.md#customers: 202; the body is not documented, the fake answers the deleted customer
    handle: (ctx) => renderCustomer(deleteCustomer(ctx.env, ctx.merchant, ctx.params.customer_id))
  }),
  "customers.paymentMethods.enroll": handler(methods.enroll, {
    handle: (ctx) => renderPaymentMethod(ctx.params.customer_id, enrollPaymentMethod(ctx.env, ctx.merchant, ctx.params.customer_id, ctx.body))
  }),
  "customers.paymentMethods.list": handler(methods.list, {
    handle: (ctx) => ({
      // docs/service-facts.md#stored-payment-methods
      payment_methods: listPaymentMethodsOf(ctx.env, ctx.merchant, ctx.params.customer_id).map((c) => renderPaymentMethod(ctx.params.customer_id, c))
    })
  }),
  "customers.paymentMethods.retrieve": handler(methods.retrieve, {
    handle: (ctx) =>
      renderPaymentMethod(ctx.params.customer_id, retrievePaymentMethod(ctx.env, ctx.merchant, ctx.params.customer_id, ctx.params.payment_method_id))
  }),
  "customers.paymentMethods.unenroll": handler(methods.unenroll, {
    handle: (ctx) =>
      renderPaymentMethod(ctx.params.customer_id, unenrollPaymentMethod(ctx.env, ctx.merchant, ctx.params.customer_id, ctx.params.payment_method_id))
  })
} satisfies GroupTable<"customers">
