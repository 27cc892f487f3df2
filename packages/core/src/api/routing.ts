/** The `routing` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { Routing, RoutingList, RoutingRecommendation } from "../schema/routing"
import { CreateRoutingParams, ListRoutingsQuery, RoutingRecommendationParams, UpdateRoutingParams } from "../schema/routing-params"
import { endpoint } from "./engine/endpoint"

export const createRouting = endpoint({
  operation: "routing.create",
  description: "Creates a routing configuration.",
  method: "POST",
  path: "/routing",
  body: CreateRoutingParams,
  response: Routing,
  successStatus: 201
})

export const listRoutings = endpoint({
  operation: "routing.list",
  description: "Lists the routing configurations.",
  method: "GET",
  path: "/routing",
  query: ListRoutingsQuery,
  response: RoutingList
})

export const retrieveRouting = endpoint({
  operation: "routing.retrieve",
  description: "Retrieves a routing configuration.",
  method: "GET",
  path: "/routing/{routing_id}",
  pathParams: { routing_id: NonEmptyString },
  response: Routing
})

export const routingRecommendations = endpoint({
  operation: "routing.recommendations",
  description: "Answers the providers a payment would be routed to.",
  method: "POST",
  path: "/routing/recommendations",
  body: RoutingRecommendationParams,
  response: RoutingRecommendation,
  idempotent: false
})

export const updateRouting = endpoint({
  operation: "routing.update",
  description: "Updates a routing configuration.",
  method: "PATCH",
  path: "/routing/{routing_id}",
  pathParams: { routing_id: NonEmptyString },
  body: UpdateRoutingParams,
  response: Routing,
  idempotent: true
})
