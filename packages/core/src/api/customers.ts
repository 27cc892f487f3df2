/** Customer endpoints (docs/service-facts.md#customers) and their stored payment methods (E). */
import { CreateCustomerParams, Customer, CustomerLookupQuery, UpdateCustomerParams } from "../schema/customer"
import { EnrolledPaymentMethod, EnrolledPaymentMethodList } from "../schema/enrollment"
import { EnrollPaymentMethodParams } from "../schema/enrollment-params"
import { NonEmptyString } from "../schema/fields"
import { endpoint } from "./engine/endpoint"

/** Customer and payment-method ids: the docs give no format, so only a non-empty string is required. */
const CustomerId = NonEmptyString
const PaymentMethodId = NonEmptyString

export const create = endpoint({
  operation: "customers.create",
  description: "Creates a customer. Only `merchant_customer_id` is required; a reused one answers `CUSTOMER_ID_DUPLICATED`.",
  method: "POST",
  path: "/customers",
  body: CreateCustomerParams,
  response: Customer,
  idempotent: false,
  successStatus: 201,
  // no key: a repeat would answer CUSTOMER_ID_DUPLICATED, so only unsent attempts are retried
})

export const retrieve = endpoint({
  operation: "customers.retrieve",
  description: "Retrieves a customer.",
  method: "GET",
  path: "/customers/{customer_id}",
  pathParams: { customer_id: CustomerId },
  response: Customer
})

export const update = endpoint({
  operation: "customers.update",
  description: "Updates a customer: changes only the fields sent.",
  method: "PATCH",
  path: "/customers/{customer_id}",
  pathParams: { customer_id: CustomerId },
  body: UpdateCustomerParams,
  response: Customer,
  retry: "safe" // the same partial update applied twice leaves the same customer
})

export const retrieveByMerchantCustomerId = endpoint({
  operation: "customers.retrieveByMerchantCustomerId",
  description: "The customer known by the merchant's own id.",
  method: "GET",
  path: "/customers",
  query: CustomerLookupQuery,
  response: Customer,
  call: { queryArgument: "merchant_customer_id" }
})

export const del = endpoint({
  operation: "customers.delete",
  description: "Deletes a customer (`x-account-code` from `accountId`).",
  method: "DELETE",
  path: "/customers/{customer_id}",
  pathParams: { customer_id: CustomerId },
  // C1: 202; the body is not documented (may be empty)
  successStatus: 202,
  headers: [{ name: "x-account-code", option: "accountId", config: "accountId", required: false }]
})

export const enrollPaymentMethod = endpoint({
  operation: "customers.paymentMethods.enroll",
  description: "Enrolls (vaults) a payment method for a customer; the answer carries its `vaulted_token`.",
  method: "POST",
  path: "/customers/{customer_id}/payment-methods",
  pathParams: { customer_id: CustomerId },
  body: EnrollPaymentMethodParams,
  response: EnrolledPaymentMethod,
  idempotent: true, // E1
  successStatus: 201
})

export const listPaymentMethods = endpoint({
  operation: "customers.paymentMethods.list",
  description: "The customer's enrolled payment methods.",
  method: "GET",
  path: "/customers/{customer_id}/payment-methods",
  pathParams: { customer_id: CustomerId },
  response: EnrolledPaymentMethodList,
  unwrap: "payment_methods"
})

export const retrievePaymentMethod = endpoint({
  operation: "customers.paymentMethods.retrieve",
  description: "Retrieves one enrolled payment method of a customer.",
  method: "GET",
  path: "/customers/{customer_id}/payment-methods/{payment_method_id}",
  pathParams: { customer_id: CustomerId, payment_method_id: PaymentMethodId },
  response: EnrolledPaymentMethod
})

export const unenrollPaymentMethod = endpoint({
  operation: "customers.paymentMethods.unenroll",
  description: "Unenrolls a payment method: its status becomes `UNENROLLED`.",
  method: "POST",
  path: "/customers/{customer_id}/payment-methods/{payment_method_id}/unenroll",
  pathParams: { customer_id: CustomerId, payment_method_id: PaymentMethodId },
  response: EnrolledPaymentMethod,
  idempotent: false
})
