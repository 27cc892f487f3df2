/**
 * The PCI proxy (`/pci-proxy`): the destinations card data may be forwarded to, and the forward
 * itself, whose answer is the destination's own (tolerant).
 */
import * as Schema from "effect/Schema"
import { OptString } from "./fields"
import { Maybe, OpenEnum, Resource, type Named } from "./shared"

/** Only ENABLED destinations are used by the forward path. */
export const PCI_PROXY_DESTINATION_STATUSES = ["ENABLED", "DISABLED"] as const

const pciProxyDestination = /* @__PURE__ */ (() =>
  Resource({
    id: Schema.String,
    account_id: OptString,
    hostname: OptString,
    status: Maybe(OpenEnum(PCI_PROXY_DESTINATION_STATUSES)),
    purpose: OptString,
    created_at: OptString,
    updated_at: OptString
  }))()
/** The schema of `PciProxyDestination`, by name (see `Named`). */
export interface PciProxyDestinationSchema extends Named<typeof pciProxyDestination> {}
/** An allowed host; `account_id` is `null` when it serves the whole organization. */
export const PciProxyDestination: PciProxyDestinationSchema = pciProxyDestination
export type PciProxyDestination = typeof PciProxyDestination.Type

const pciProxyDestinationList = /* @__PURE__ */ (() => Resource({ destinations: Schema.Array(PciProxyDestination) }))()
/** The schema of `PciProxyDestinationList`, by name (see `Named`). */
export interface PciProxyDestinationListSchema extends Named<typeof pciProxyDestinationList> {}
/** `pciProxy.destinations.list`: `{ destinations: [...] }`. */
export const PciProxyDestinationList: PciProxyDestinationListSchema = pciProxyDestinationList
export type PciProxyDestinationList = typeof PciProxyDestinationList.Type

const pciProxyForwardResult = /* @__PURE__ */ (() => Schema.Unknown)()
/** The schema of `PciProxyForwardResult`, by name (see `Named`). */
export interface PciProxyForwardResultSchema extends Named<typeof pciProxyForwardResult> {}
/** `pciProxy.forward`: the destination's answer, unchanged (any JSON, or text for other content types). */
export const PciProxyForwardResult: PciProxyForwardResultSchema = pciProxyForwardResult
export type PciProxyForwardResult = typeof PciProxyForwardResult.Type
