/**
 * Customer sessions (`/customers/sessions`): a session for enrolling a customer's payment method,
 * and the payment methods it can enroll (tolerant). An enrollment answers an
 * `EnrolledPaymentMethod` (enrollment.ts).
 */
import * as Schema from "effect/Schema"
import { OptBoolean, OptString } from "./fields"
import { Maybe, Resource, type Named } from "./shared"

const customerSession = /* @__PURE__ */ (() =>
  Resource({
    customer_session: Schema.String,
    customer_id: OptString,
    country: OptString,
    callback_url: OptString,
    checkout_id: OptString,
    created_at: OptString
  }))()
/** The schema of `CustomerSession`, by name (see `Named`). */
export interface CustomerSessionSchema extends Named<typeof customerSession> {}
export const CustomerSession: CustomerSessionSchema = customerSession
export type CustomerSession = typeof CustomerSession.Type

const sessionEnrollment = /* @__PURE__ */ (() => Resource({ session: OptString, sdk_required_action: OptBoolean }))()
/** The schema of `SessionEnrollment`, by name (see `Named`). */
export interface SessionEnrollmentSchema extends Named<typeof sessionEnrollment> {}
/** The enrollment step of a session's payment method: whether the SDK must act. */
export const SessionEnrollment: SessionEnrollmentSchema = sessionEnrollment
export type SessionEnrollment = typeof SessionEnrollment.Type

const enrollablePaymentMethod = /* @__PURE__ */ (() =>
  Resource({
    name: OptString,
    description: OptString,
    type: OptString,
    category: OptString,
    icon: OptString,
    enrollment: Maybe(SessionEnrollment)
  }))()
/** The schema of `EnrollablePaymentMethod`, by name (see `Named`). */
export interface EnrollablePaymentMethodSchema extends Named<typeof enrollablePaymentMethod> {}
/** A payment method a customer session can enroll. */
export const EnrollablePaymentMethod: EnrollablePaymentMethodSchema = enrollablePaymentMethod
export type EnrollablePaymentMethod = typeof EnrollablePaymentMethod.Type

const enrollablePaymentMethodList = /* @__PURE__ */ (() =>
  Resource({ payment_methods: Schema.Array(EnrollablePaymentMethod) }))()
/** The schema of `EnrollablePaymentMethodList`, by name (see `Named`). */
export interface EnrollablePaymentMethodListSchema extends Named<typeof enrollablePaymentMethodList> {}
/** `customerSessions.paymentMethods.list`: `{ payment_methods: [...] }`. */
export const EnrollablePaymentMethodList: EnrollablePaymentMethodListSchema = enrollablePaymentMethodList
export type EnrollablePaymentMethodList = typeof EnrollablePaymentMethodList.Type
