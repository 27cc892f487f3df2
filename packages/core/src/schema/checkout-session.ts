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
  Resource
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

/** The create answer (D2): the session id is named `checkout_session`. */
export const CreatedCheckoutSession = Resource({ ...sessionFields, checkout_session: Schema.String })
export type CreatedCheckoutSession = typeof CreatedCheckoutSession.Type

/** The retrieve answer (D2): the id is named `id`, and `used` says whether it was paid with. */
export const CheckoutSession = Resource({ ...sessionFields, id: Schema.String, used: OptBoolean })
export type CheckoutSession = typeof CheckoutSession.Type

/** The update answer: the docs show neither id name, so both are optional. */
export const UpdatedCheckoutSession = Resource({
  ...sessionFields,
  id: OptString,
  checkout_session: OptString,
  used: OptBoolean
})
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

/** Body of `checkout.sessions.create` (D1). */
export const CreateCheckoutSessionParams = Schema.Struct({
  account_id: NonEmptyString,
  merchant_order_id: Text3To255,
  payment_description: Text3To255,
  country: CountryCode,
  ...optionalSessionFields
})
export type CreateCheckoutSessionParams = typeof CreateCheckoutSessionParams.Type

/** Body of `checkout.sessions.update` (D2): only the fields sent change. */
export const UpdateCheckoutSessionParams = Schema.Struct({
  account_id: opt(NonEmptyString),
  merchant_order_id: opt(Text3To255),
  payment_description: opt(Text3To255),
  country: opt(CountryCode),
  ...optionalSessionFields
})
export type UpdateCheckoutSessionParams = typeof UpdateCheckoutSessionParams.Type
