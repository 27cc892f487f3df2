/**
 * The PCI proxy (`/pci-proxy`): the destinations card data may be forwarded to, and the forward
 * itself, whose answer is the destination's own (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptString } from "./fields"
import { Maybe, OpenEnum, Resource } from "./shared"

/** Only ENABLED destinations are used by the forward path. */
export const PCI_PROXY_DESTINATION_STATUSES = ["ENABLED", "DISABLED"] as const

/** An allowed host; `account_id` is `null` when it serves the whole organization. */
export const PciProxyDestination = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    account_id: OptString,
    hostname: OptString,
    status: Maybe(OpenEnum(PCI_PROXY_DESTINATION_STATUSES)),
    purpose: OptString,
    created_at: OptString,
    updated_at: OptString
  }))()
export type PciProxyDestination = typeof PciProxyDestination.Type

/** `pciProxy.destinations.list`: `{ destinations: [...] }`. */
export const PciProxyDestinationList = /* @__PURE__ */ (() => Resource({ destinations: Schema.Array(PciProxyDestination) }))()
export type PciProxyDestinationList = typeof PciProxyDestinationList.Type

/** `pciProxy.forward`: the destination's answer, unchanged (any JSON, or text for other content types). */
export const PciProxyForwardResult = /* @__PURE__ */ (() => Schema.Unknown)()
export type PciProxyForwardResult = typeof PciProxyForwardResult.Type
