/** Payment link endpoints: create, retrieve, cancel. */
import { NonEmptyString } from "../schema/fields"
import { PaymentLink, PaymentLinkByCode } from "../schema/payment-link"
import { CancelPaymentLinkParams, CreatePaymentLinkParams } from "../schema/payment-link-params"
import { endpoint } from "./engine/endpoint"

export const create = endpoint({
  operation: "paymentLinks.create",
  description: "Creates a payment link: a hosted checkout a customer pays through (`checkout_url`), open until `availability.finish_at`.",
  method: "POST",
  path: "/payment-links",
  body: CreatePaymentLinkParams,
  response: PaymentLink,
  successStatus: 200 // the reference answers 200 with the new link
})

export const retrieve = endpoint({
  operation: "paymentLinks.retrieve",
  description: "Retrieves a payment link by its code, with its status (`CREATED`, `PAID`, `CANCELED`, `EXPIRED`).",
  method: "GET",
  path: "/payment-links/{code}",
  pathParams: { code: NonEmptyString },
  response: PaymentLinkByCode
})

export const cancel = endpoint({
  operation: "paymentLinks.cancel",
  description: "Cancels a payment link so no further payment can use it.",
  method: "POST",
  path: "/payment-links/{code}/cancel",
  pathParams: { code: NonEmptyString },
  body: CancelPaymentLinkParams,
  response: PaymentLinkByCode,
  retry: "safe", // cancelling a cancelled link leaves it cancelled
  call: { optionalBody: true }
})
