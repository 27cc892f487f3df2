/** Payment link endpoints: create, retrieve, cancel. */
import { NonEmptyString } from "../schema/fields"
import { PaymentLink } from "../schema/payment-link"
import { CancelPaymentLinkParams, CreatePaymentLinkParams } from "../schema/payment-link-params"
import { endpoint } from "./endpoint"

export const create = endpoint({
  operation: "paymentLinks.create",
  method: "POST",
  path: "/payment-links",
  pathParams: {},
  body: CreatePaymentLinkParams,
  response: PaymentLink,
  idempotent: true,
  successStatus: 200, // the reference answers 200 with the new link
  retry: "safe",
  paging: "none",
  doc: { call: "paymentLinks.create(body, opts?)", returns: "PaymentLink" }
})

export const retrieve = endpoint({
  operation: "paymentLinks.retrieve",
  method: "GET",
  path: "/payment-links/{code}",
  pathParams: { code: NonEmptyString },
  response: PaymentLink,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "paymentLinks.retrieve(code, opts?)", returns: "PaymentLink" }
})

export const cancel = endpoint({
  operation: "paymentLinks.cancel",
  method: "POST",
  path: "/payment-links/{code}/cancel",
  pathParams: { code: NonEmptyString },
  body: CancelPaymentLinkParams,
  response: PaymentLink,
  idempotent: true,
  successStatus: 200,
  retry: "safe", // cancelling a cancelled link leaves it cancelled
  paging: "none",
  doc: { call: "paymentLinks.cancel(code, body?, opts?)", returns: "PaymentLink" }
})
