/** The `checkouts` group of the client: its endpoints, declared once. */
import { Checkout, CheckoutConfiguration, CheckoutList } from "../schema/checkout-builder"
import { CreateCheckoutParams, ListCheckoutsQuery, PublishCheckoutParams, UpdateCheckoutLifecycleParams } from "../schema/checkout-builder-params"
import { NonEmptyString } from "../schema/fields"
import { endpoint } from "./engine/endpoint"

export const createCheckout = endpoint({
  operation: "checkouts.create",
  description: "Creates a checkout built with the checkout builder.",
  method: "POST",
  path: "/checkouts",
  body: CreateCheckoutParams,
  response: Checkout,
  successStatus: 201
})

export const listCheckouts = endpoint({
  operation: "checkouts.list",
  description: "Lists the checkouts.",
  method: "GET",
  path: "/checkouts",
  query: ListCheckoutsQuery,
  response: CheckoutList
})

export const publishCheckout = endpoint({
  operation: "checkouts.publish",
  description: "Publishes a checkout's configuration and styling.",
  method: "PUT",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  body: PublishCheckoutParams,
  response: CheckoutConfiguration
})

export const retrieveCheckout = endpoint({
  operation: "checkouts.retrieve",
  description: "Retrieves a checkout built with the checkout builder.",
  method: "GET",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  response: CheckoutConfiguration
})

export const updateCheckoutLifecycle = endpoint({
  operation: "checkouts.updateLifecycle",
  description: "Moves a checkout through its lifecycle (publish, unpublish, archive).",
  method: "PATCH",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  body: UpdateCheckoutLifecycleParams,
  response: Checkout
})
