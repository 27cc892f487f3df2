/** The `routing` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createRouting = endpoint({
  operation: "routing.create",
  description: "`routing.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/routing",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const listRoutings = endpoint({
  operation: "routing.list",
  description: "`routing.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/routing",
  response: Schema.Unknown
})

export const retrieveRouting = endpoint({
  operation: "routing.retrieve",
  description: "`routing.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/routing/{routing_id}",
  pathParams: { routing_id: NonEmptyString },
  response: ReferenceObject
})

export const routingRecommendations = endpoint({
  operation: "routing.recommendations",
  description: "`routing.recommendations` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/routing/recommendations",
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: false
})

export const updateRouting = endpoint({
  operation: "routing.update",
  description: "`routing.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/routing/{routing_id}",
  pathParams: { routing_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})
