/** The `pciProxy` group of the client: its endpoints, declared once. */
import { NonEmptyString } from "../schema/fields"
import { BlockRecipientOnboardingParams } from "../schema/marketplace-params"
import { PciProxyDestination, PciProxyDestinationList, PciProxyForwardResult } from "../schema/pci-proxy"
import { RegisterPciProxyDestinationParams } from "../schema/pci-proxy-params"
import { endpoint } from "./engine/endpoint"

export const disablePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.disable",
  description: "Disables a PCI proxy destination.",
  method: "POST",
  path: "/pci-proxy/destinations/{destination_id}/disable",
  pathParams: { destination_id: NonEmptyString },
  response: PciProxyDestination,
  idempotent: false
})

export const enablePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.enable",
  description: "Enables a PCI proxy destination.",
  method: "POST",
  path: "/pci-proxy/destinations/{destination_id}/enable",
  pathParams: { destination_id: NonEmptyString },
  response: PciProxyDestination,
  idempotent: false
})

export const listPciProxyDestinations = endpoint({
  operation: "pciProxy.destinations.list",
  description: "Lists the PCI proxy destinations.",
  method: "GET",
  path: "/pci-proxy/destinations",
  response: PciProxyDestinationList,
  unwrap: "destinations"
})

export const pciProxyForward = endpoint({
  operation: "pciProxy.forward",
  description: "Forwards a request to a registered, enabled destination with the vaulted card substituted.",
  method: "POST",
  path: "/pci-proxy/forward",
  body: BlockRecipientOnboardingParams,
  response: PciProxyForwardResult,
  idempotent: false
})

export const registerPciProxyDestination = endpoint({
  operation: "pciProxy.destinations.register",
  description: "Registers a PCI proxy destination.",
  method: "POST",
  path: "/pci-proxy/destinations",
  body: RegisterPciProxyDestinationParams,
  response: PciProxyDestination,
  idempotent: false,
  successStatus: 201
})

export const removePciProxyDestination = endpoint({
  operation: "pciProxy.destinations.remove",
  description: "Removes a PCI proxy destination.",
  method: "DELETE",
  path: "/pci-proxy/destinations/{destination_id}",
  pathParams: { destination_id: NonEmptyString },
  successStatus: 204
})
