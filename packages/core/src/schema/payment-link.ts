/**
 * Payment links (POST/GET /payment-links, POST /payment-links/{code}/cancel): the link as the
 * service answers it. Tolerant, like every response: unknown fields kept, open status list.
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptNumber, OptString, OptUnknown } from "./fields"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

/** A link's statuses: created, paid once a payment uses it, cancelled, or expired at `availability.finish_at`. */
export const PAYMENT_LINK_STATUSES = ["CREATED", "PAID", "CANCELED", "EXPIRED"] as const

// a function, called inside each schema's pure builder: no schema is built at import time
const linkFields = () => ({
  code: OptString,
  account_id: OptString,
  country: OptString,
  status: Maybe(OpenEnum(PAYMENT_LINK_STATUSES)),
  description: OptString,
  merchant_order_id: OptString,
  amount: Maybe(Resource({ currency: OptString, value: OptNumber })),
  capture: OptBoolean,
  availability: Maybe(Resource({ start_at: OptString, finish_at: OptString })),
  payment_method_types: Maybe(Schema.Array(Schema.String)),
  one_time_use: OptBoolean,
  payments_number: OptNumber,
  payments: OptUnknown,
  checkout_url: OptString,
  callback_url: OptString,
  created_at: OptString,
  updated_at: OptString
})

const paymentLink = /* @__PURE__ */ (() => Resource({ id: Schema.String, ...linkFields() }))()
/** The schema of `PaymentLink`, by name (see `Named`). */
export interface PaymentLinkSchema extends Named<typeof paymentLink> {}
/** The link as `paymentLinks.create` answers it. */
export const PaymentLink: PaymentLinkSchema = paymentLink
export type PaymentLink = typeof PaymentLink.Type

const paymentLinkByCode = /* @__PURE__ */ (() => Resource({ id: OptString, ...linkFields() }))()
/** The schema of `PaymentLinkByCode`, by name (see `Named`). */
export interface PaymentLinkByCodeSchema extends Named<typeof paymentLinkByCode> {}
/** The link as `retrieve` and `cancel` answer it: the reference's examples name it by `code` only, without `id`. */
export const PaymentLinkByCode: PaymentLinkByCodeSchema = paymentLinkByCode
export type PaymentLinkByCode = typeof PaymentLinkByCode.Type
