/**
 * Customer sessions (`/customers/sessions`): a session for enrolling a customer's payment method,
 * and the payment methods it can enroll (tolerant). An enrollment answers an
 * `EnrolledPaymentMethod` (enrollment.ts).
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptString } from "./fields"
import { Maybe, Resource } from "./shared"

export const CustomerSession = /* @__PURE__ */ (() =>
  Resource({
    customer_session: Schema.String,
    customer_id: OptString,
    country: OptString,
    callback_url: OptString,
    checkout_id: OptString,
    created_at: OptString
  }))()
export type CustomerSession = typeof CustomerSession.Type

/** The enrollment step of a session's payment method: whether the SDK must act. */
export const SessionEnrollment = /* @__PURE__ */ (() => Resource({ session: OptString, sdk_required_action: OptBoolean }))()
export type SessionEnrollment = typeof SessionEnrollment.Type

/** A payment method a customer session can enroll. */
export const EnrollablePaymentMethod = /* @__PURE__ */ (() =>
  Resource({
    name: OptString,
    description: OptString,
    type: OptString,
    category: OptString,
    icon: OptString,
    enrollment: Maybe(SessionEnrollment)
  }))()
export type EnrollablePaymentMethod = typeof EnrollablePaymentMethod.Type

/** `customerSessions.paymentMethods.list`: `{ payment_methods: [...] }`. */
export const EnrollablePaymentMethodList = /* @__PURE__ */ (() =>
  Resource({ payment_methods: Schema.Array(EnrollablePaymentMethod) }))()
export type EnrollablePaymentMethodList = typeof EnrollablePaymentMethodList.Type
