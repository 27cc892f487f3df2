/**
 * Checkout sessions (docs/service-facts.md#checkout-sessions): `POST /checkout/sessions`, `GET` and `PATCH
 * /checkout/sessions/{checkout_session}`. A session allows one payment and expires 5 hours
 * after creation (D3).
 */
import * as Schema from "effect/Schema"
import { NonEmptyString, opt, OptBoolean, OptNumber, OptString, Text3To255 } from "./fields"
import {
  BoundedString,
  openList,
  CountryCode,
  Maybe,
  OpaqueObject,
  OpenEnum,
  RequestAmount,
  RequestMetadata,
  Resource,
  type Named
} from "./shared"
import { CHECKOUT_SESSION_WORKFLOWS } from "./lists"
export { CHECKOUT_SESSION_WORKFLOWS } from "./lists"


// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

const sessionFields = {
  account_id: OptString,
  merchant_order_id: OptString,
  payment_description: OptString,
  country: OptString,
  customer_id: OptString,
  callback_url: OptString,
  amount: Maybe(Resource({ currency: OptString, value: OptNumber })),
  alternative_amount: Maybe(Resource({ currency: OptString, value: OptNumber })),
  metadata: Maybe(Schema.Array(Resource({ key: OptString, value: OptString }))),
  workflow: Maybe(OpenEnum(CHECKOUT_SESSION_WORKFLOWS)),
  installments: Maybe(OpaqueObject),
  created_at: OptString,
  expires_at: OptString
}

const createdCheckoutSession = Resource({ ...sessionFields, checkout_session: Schema.String })
/** The schema of `CreatedCheckoutSession`, by name (see `Named`). */
export interface CreatedCheckoutSessionSchema extends Named<typeof createdCheckoutSession> {}
/** The create answer (D2): the session id is named `checkout_session`. */
export const CreatedCheckoutSession: CreatedCheckoutSessionSchema = createdCheckoutSession
export type CreatedCheckoutSession = typeof CreatedCheckoutSession.Type

const checkoutSession = Resource({ ...sessionFields, id: Schema.String, used: OptBoolean })
/** The schema of `CheckoutSession`, by name (see `Named`). */
export interface CheckoutSessionSchema extends Named<typeof checkoutSession> {}
/** The retrieve answer (D2): the id is named `id`, and `used` says whether it was paid with. */
export const CheckoutSession: CheckoutSessionSchema = checkoutSession
export type CheckoutSession = typeof CheckoutSession.Type

const updatedCheckoutSession = Resource({
  ...sessionFields,
  id: OptString,
  checkout_session: OptString,
  used: OptBoolean
})
/** The schema of `UpdatedCheckoutSession`, by name (see `Named`). */
export interface UpdatedCheckoutSessionSchema extends Named<typeof updatedCheckoutSession> {}
/** The update answer: the docs show neither id name, so both are optional. */
export const UpdatedCheckoutSession: UpdatedCheckoutSessionSchema = updatedCheckoutSession
export type UpdatedCheckoutSession = typeof UpdatedCheckoutSession.Type

// ---------------------------------------------------------------------------
// Request side (known fields checked, unknown ones sent as given)
// ---------------------------------------------------------------------------

/** D1: a workflow; the known values autocomplete, any other non-empty name is sent as is (the list is open). */
const Workflow = openList(NonEmptyString, CHECKOUT_SESSION_WORKFLOWS)

const optionalSessionFields = {
  customer_id: opt(NonEmptyString),
  callback_url: opt(BoundedString(3, 526)), // docs/service-facts.md#create-payment, as for payments
  amount: opt(RequestAmount),
  alternative_amount: opt(RequestAmount),
  metadata: opt(RequestMetadata),
  workflow: opt(Workflow),
  installments: opt(
    Schema.Struct({
      plan_id: opt(NonEmptyString),
      plan: opt(Schema.Array(Schema.Struct({ installment: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)), rate: Schema.Finite })))
    })
  ),
  recurring_payment: opt(OpaqueObject), // D1: children not shown
  checkout_id: opt(NonEmptyString)
}

const createCheckoutSessionParams = Schema.Struct({
  account_id: NonEmptyString,
  merchant_order_id: Text3To255,
  payment_description: Text3To255,
  country: CountryCode,
  ...optionalSessionFields
})
/** The schema of `CreateCheckoutSessionParams`, by name (see `Named`). */
export interface CreateCheckoutSessionParamsSchema extends Named<typeof createCheckoutSessionParams> {}
/** Body of `checkout.sessions.create` (D1). */
export const CreateCheckoutSessionParams: CreateCheckoutSessionParamsSchema = createCheckoutSessionParams
export type CreateCheckoutSessionParams = typeof CreateCheckoutSessionParams.Type

const updateCheckoutSessionParams = Schema.Struct({
  account_id: opt(NonEmptyString),
  merchant_order_id: opt(Text3To255),
  payment_description: opt(Text3To255),
  country: opt(CountryCode),
  ...optionalSessionFields
})
/** The schema of `UpdateCheckoutSessionParams`, by name (see `Named`). */
export interface UpdateCheckoutSessionParamsSchema extends Named<typeof updateCheckoutSessionParams> {}
/** Body of `checkout.sessions.update` (D2): only the fields sent change. */
export const UpdateCheckoutSessionParams: UpdateCheckoutSessionParamsSchema = updateCheckoutSessionParams
export type UpdateCheckoutSessionParams = typeof UpdateCheckoutSessionParams.Type
