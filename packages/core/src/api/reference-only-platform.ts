/**
 * Operations of the service's reference declared and typed loosely (an open JSON object in,
 * the answer as sent out): pre-debit notifications, transaction reporting, payment-method domains,
 * meters, connections, routing, the PCI proxy, checkout builder and sellers. The fake answers each
 * with 501 NOT_MODELLED until a test scripts an answer (`fake.stub`, docs/fake-rest-of-api.md).
 */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./endpoint"

export const createConnection = endpoint({
  operation: "connections.create",
  description: "`connections.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/connections",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrieveConnection = endpoint({
  operation: "connections.retrieve",
  description: "`connections.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/connections/{connection_id}",
  pathParams: { connection_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const providerCatalog = endpoint({
  operation: "connections.providerCatalog",
  description: "`connections.providerCatalog` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/connections/catalog/{provider_id}",
  pathParams: { provider_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const createRouting = endpoint({
  operation: "routing.create",
  description: "`routing.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/routing",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listRoutings = endpoint({
  operation: "routing.list",
  description: "`routing.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/routing",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const retrieveRouting = endpoint({
  operation: "routing.retrieve",
  description: "`routing.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/routing/{routing_id}",
  pathParams: { routing_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const updateRouting = endpoint({
  operation: "routing.update",
  description: "`routing.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/routing/{routing_id}",
  pathParams: { routing_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const routingRecommendations = endpoint({
  operation: "routing.recommendations",
  description: "`routing.recommendations` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/routing/recommendations",
  pathParams: {},
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "unknown"
})

export const pciProxyForward = endpoint({
  operation: "pciProxy.forward",
  description: "`pciProxy.forward` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/pci-proxy/forward",
  pathParams: {},
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "unknown"
})

export const listPciProxyDestinations = endpoint({
  operation: "pciProxy.destinations.list",
  description: "`pciProxy.destinations.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/pci-proxy/destinations",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const registerPciProxyDestination = endpoint({
  operation: "pciProxy.destinations.register",
  description: "`pciProxy.destinations.register` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/pci-proxy/destinations",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 201,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const removePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.remove",
  description: "`pciProxy.destinations.remove` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "DELETE",
  path: "/pci-proxy/destinations/{destination_id}",
  pathParams: { destination_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "unknown"
})

export const enablePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.enable",
  description: "`pciProxy.destinations.enable` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/pci-proxy/destinations/{destination_id}/enable",
  pathParams: { destination_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const disablePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.disable",
  description: "`pciProxy.destinations.disable` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/pci-proxy/destinations/{destination_id}/disable",
  pathParams: { destination_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const createCheckout = endpoint({
  operation: "checkouts.create",
  description: "`checkouts.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/checkouts",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listCheckouts = endpoint({
  operation: "checkouts.list",
  description: "`checkouts.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/checkouts",
  pathParams: {},
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const retrieveCheckout = endpoint({
  operation: "checkouts.retrieve",
  description: "`checkouts.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const updateCheckoutLifecycle = endpoint({
  operation: "checkouts.updateLifecycle",
  description: "`checkouts.updateLifecycle` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const publishCheckout = endpoint({
  operation: "checkouts.publish",
  description: "`checkouts.publish` of the service's reference (`PUT`: publishes a checkout configuration), typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PUT",
  path: "/checkouts/{checkout_code}",
  pathParams: { checkout_code: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const createSeller = endpoint({
  operation: "sellers.create",
  description: "`sellers.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/sellers",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 201,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrieveSeller = endpoint({
  operation: "sellers.retrieve",
  description: "`sellers.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const updateSeller = endpoint({
  operation: "sellers.update",
  description: "`sellers.update` of the service's reference (`PUT`: replaces a seller), typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PUT",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const deleteSeller = endpoint({
  operation: "sellers.delete",
  description: "`sellers.delete` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "DELETE",
  path: "/sellers/{merchant_seller_id}",
  pathParams: { merchant_seller_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "unknown"
})
