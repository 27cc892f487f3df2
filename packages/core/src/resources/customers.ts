/** Customers (gap-facts-2 C) and their stored payment methods (E). */
import * as Effect from "effect/Effect"
import { routes as api } from "../api/routes.generated"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { CreateCustomerParams, Customer, UpdateCustomerParams } from "../schema/customer"
import type { EnrolledPaymentMethod } from "../schema/enrollment"
import type { EnrollPaymentMethodParams } from "../schema/enrollment-params"
import { type ClientContext, invoke } from "./invoke"

/** `customers.delete` options: the usual ones plus the account sent as `x-account-code`. */
export interface DeleteCustomerOptions extends RequestOptions {
  /** Sent as `x-account-code`; defaults to the client's `accountId`. */
  readonly accountId?: string | undefined
}

export interface CustomerPaymentMethodsApi {
  /** `POST /customers/{customer_id}/payment-methods` (X-Idempotency-Key) → 201, with its `vaulted_token`. */
  readonly enroll: (
    customerId: string,
    body: EnrollPaymentMethodParams,
    options?: RequestOptions
  ) => Effect.Effect<EnrolledPaymentMethod, PayrailApiError>
  /** `GET /customers/{customer_id}/payment-methods`, unwrapped from `{ payment_methods }`. */
  readonly list: (customerId: string, options?: RequestOptions) => Effect.Effect<ReadonlyArray<EnrolledPaymentMethod>, PayrailApiError>
  /** `GET /customers/{customer_id}/payment-methods/{payment_method_id}`. */
  readonly retrieve: (
    customerId: string,
    paymentMethodId: string,
    options?: RequestOptions
  ) => Effect.Effect<EnrolledPaymentMethod, PayrailApiError>
  /** `POST /customers/{customer_id}/payment-methods/{payment_method_id}/unenroll`: status becomes `UNENROLLED`. */
  readonly unenroll: (
    customerId: string,
    paymentMethodId: string,
    options?: RequestOptions
  ) => Effect.Effect<EnrolledPaymentMethod, PayrailApiError>
}

export interface CustomersApi {
  /** `POST /customers` → 201. Only `merchant_customer_id` is required; a reused one answers `CUSTOMER_ID_DUPLICATED`. */
  readonly create: (body: CreateCustomerParams, options?: RequestOptions) => Effect.Effect<Customer, PayrailApiError>
  /** `GET /customers/{customer_id}`. */
  readonly retrieve: (customerId: string, options?: RequestOptions) => Effect.Effect<Customer, PayrailApiError>
  /** `PATCH /customers/{customer_id}`: changes only the fields sent. */
  readonly update: (customerId: string, body: UpdateCustomerParams, options?: RequestOptions) => Effect.Effect<Customer, PayrailApiError>
  /** `GET /customers?merchant_customer_id=`: the customer known by the merchant's own id. */
  readonly retrieveByMerchantCustomerId: (merchantCustomerId: string, options?: RequestOptions) => Effect.Effect<Customer, PayrailApiError>
  /** `DELETE /customers/{customer_id}` → 202 (`x-account-code` from `accountId`). */
  readonly delete: (customerId: string, options?: DeleteCustomerOptions) => Effect.Effect<void, PayrailApiError>
  readonly paymentMethods: CustomerPaymentMethodsApi
}

export const makeCustomers = (context: ClientContext): CustomersApi => ({
  create: (body, options) => invoke(context, api.customers.create, { body, options }),
  retrieve: (customerId, options) => invoke(context, api.customers.retrieve, { params: { customer_id: customerId }, options }),
  update: (customerId, body, options) =>
    invoke(context, api.customers.update, { params: { customer_id: customerId }, body, options }),
  retrieveByMerchantCustomerId: (merchantCustomerId, options) =>
    invoke(context, api.customers.retrieveByMerchantCustomerId, { query: { merchant_customer_id: merchantCustomerId }, options }),
  delete: (customerId, options) =>
    Effect.asVoid(invoke(context, api.customers.delete, { params: { customer_id: customerId }, options })),
  paymentMethods: {
    enroll: (customerId, body, options) =>
      invoke(context, api.customers.paymentMethods.enroll, { params: { customer_id: customerId }, body, options }),
    list: (customerId, options) =>
      invoke(context, api.customers.paymentMethods.list, { params: { customer_id: customerId }, options }),
    retrieve: (customerId, paymentMethodId, options) =>
      invoke(context, api.customers.paymentMethods.retrieve, {
        params: { customer_id: customerId, payment_method_id: paymentMethodId },
        options
      }),
    unenroll: (customerId, paymentMethodId, options) =>
      invoke(context, api.customers.paymentMethods.unenroll, {
        params: { customer_id: customerId, payment_method_id: paymentMethodId },
        options
      })
  }
})
