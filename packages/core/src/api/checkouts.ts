/** The `checkouts` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createCheckout = endpoint({
  operation: "checkouts.create",
  description: "`checkouts.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/checkouts",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const listCheckouts = endpoint({
  operation: "checkouts.list",
  description: "`checkouts.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/checkouts",
  response: Schema.Unknown
})

export const publishCheckout = endpoint({
  operation: "checkouts.publish",
  description: "`checkouts.publish` of the service's reference (`PUT`: publishes a checkout configuration), typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PUT",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})

export const retrieveCheckout = endpoint({
  operation: "checkouts.retrieve",
  description: "`checkouts.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  response: ReferenceObject
})

export const updateCheckoutLifecycle = endpoint({
  operation: "checkouts.updateLifecycle",
  description: "`checkouts.updateLifecycle` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})
