/** The `pciProxy` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const disablePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.disable",
  description: "`pciProxy.destinations.disable` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/pci-proxy/destinations/{destination_id}/disable",
  pathParams: { destination_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false
})

export const enablePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.enable",
  description: "`pciProxy.destinations.enable` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/pci-proxy/destinations/{destination_id}/enable",
  pathParams: { destination_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false
})

export const listPciProxyDestinations = endpoint({
  operation: "pciProxy.destinations.list",
  description: "`pciProxy.destinations.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/pci-proxy/destinations",
  response: Schema.Unknown
})

export const pciProxyForward = endpoint({
  operation: "pciProxy.forward",
  description: "`pciProxy.forward` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/pci-proxy/forward",
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: false
})

export const registerPciProxyDestination = endpoint({
  operation: "pciProxy.destinations.register",
  description: "`pciProxy.destinations.register` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/pci-proxy/destinations",
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 201
})

export const removePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.remove",
  description: "`pciProxy.destinations.remove` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "DELETE",
  path: "/pci-proxy/destinations/{destination_id}",
  pathParams: { destination_id: NonEmptyString },
  response: Schema.Unknown
})
