/** Customers and their stored payment methods (gap-facts-2 C, E). */
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
import { created, ok, type Route, type RouteContext, requiredHeader, requiredQuery, uuidParam } from "./route"

const bodyOf = (ctx: RouteContext): Record<string, unknown> => (ctx.body ?? {}) as Record<string, unknown>

export const customerRoutes: ReadonlyArray<Route> = [
  {
    name: "customers.create",
    method: "POST",
    pattern: "/customers",
    handle: (ctx) => created(renderCustomer(createCustomer(ctx.env, ctx.merchant, bodyOf(ctx))))
  },
  {
    name: "customers.retrieveByMerchantCustomerId",
    method: "GET",
    pattern: "/customers",
    handle: (ctx) =>
      ok(renderCustomer(retrieveCustomerByMerchantCustomerId(ctx.env, ctx.merchant, requiredQuery(ctx, "merchant_customer_id"))))
  },
  {
    name: "customers.retrieve",
    method: "GET",
    pattern: "/customers/:customer_id",
    handle: (ctx) => ok(renderCustomer(requireCustomer(ctx.env, ctx.merchant, uuidParam(ctx, "customer_id"))))
  },
  {
    name: "customers.update",
    method: "PATCH",
    pattern: "/customers/:customer_id",
    handle: (ctx) => ok(renderCustomer(updateCustomer(ctx.env, ctx.merchant, uuidParam(ctx, "customer_id"), bodyOf(ctx))))
  },
  {
    name: "customers.delete",
    method: "DELETE",
    pattern: "/customers/:customer_id",
    handle: (ctx) => {
      requiredHeader(ctx, "x-account-code") // gap-facts-2 C1
      return { status: 202, body: renderCustomer(deleteCustomer(ctx.env, ctx.merchant, uuidParam(ctx, "customer_id"))) }
    }
  },
  {
    name: "customers.paymentMethods.enroll",
    method: "POST",
    pattern: "/customers/:customer_id/payment-methods",
    idempotent: true,
    handle: (ctx) => {
      const customerId = uuidParam(ctx, "customer_id")
      return created(renderPaymentMethod(customerId, enrollPaymentMethod(ctx.env, ctx.merchant, customerId, bodyOf(ctx))))
    }
  },
  {
    name: "customers.paymentMethods.list",
    method: "GET",
    pattern: "/customers/:customer_id/payment-methods",
    handle: (ctx) => {
      const customerId = uuidParam(ctx, "customer_id")
      const cards = listPaymentMethodsOf(ctx.env, ctx.merchant, customerId)
      return ok({ payment_methods: cards.map((c) => renderPaymentMethod(customerId, c)) }) // gap-facts-2 E1
    }
  },
  {
    name: "customers.paymentMethods.retrieve",
    method: "GET",
    pattern: "/customers/:customer_id/payment-methods/:payment_method_id",
    handle: (ctx) => {
      const customerId = uuidParam(ctx, "customer_id")
      return ok(renderPaymentMethod(customerId, retrievePaymentMethod(ctx.env, ctx.merchant, customerId, uuidParam(ctx, "payment_method_id"))))
    }
  },
  {
    name: "customers.paymentMethods.unenroll",
    method: "POST",
    pattern: "/customers/:customer_id/payment-methods/:payment_method_id/unenroll",
    handle: (ctx) => {
      const customerId = uuidParam(ctx, "customer_id")
      return ok(renderPaymentMethod(customerId, unenrollPaymentMethod(ctx.env, ctx.merchant, customerId, uuidParam(ctx, "payment_method_id"))))
    }
  }
]
