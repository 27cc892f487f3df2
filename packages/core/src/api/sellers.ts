/** The `sellers` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createSeller = endpoint({
  operation: "sellers.create",
  description: "`sellers.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/sellers",
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 201
})

export const deleteSeller = endpoint({
  operation: "sellers.delete",
  description: "`sellers.delete` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "DELETE",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  response: Schema.Unknown
})

export const retrieveSeller = endpoint({
  operation: "sellers.retrieve",
  description: "`sellers.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  response: ReferenceObject
})

export const updateSeller = endpoint({
  operation: "sellers.update",
  description: "`sellers.update` of the service's reference (`PUT`: replaces a seller), typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PUT",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})
