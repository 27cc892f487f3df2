/** Request bodies of pci-proxy.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { opt } from "./fields"
import { OpaqueObject, Uuid } from "./shared"

/** A bare public hostname: no scheme, port or path (the service answers 422 otherwise). */
export const ProxyHostname = /* @__PURE__ */ (() =>
  Schema.String.check(
    Schema.isMaxLength(253),
    Schema.isPattern(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/, {
      expected: "a bare hostname such as api.example.com (no scheme, port or path)"
    })
  ))()

/** Body of `pciProxy.destinations.register` (`POST /pci-proxy/destinations`). */
export const RegisterPciProxyDestinationParams = Schema.Struct({
  hostname: ProxyHostname,
  purpose: opt(Schema.String),
  account_id: opt(Uuid) // null or absent: the whole organization
})
export type RegisterPciProxyDestinationParams = typeof RegisterPciProxyDestinationParams.Type

/**
 * Body of `pciProxy.forward` (`POST /pci-proxy/forward`): the request for the destination, any JSON
 * object, with expressions naming vaulted card data that the proxy resolves. The destination URL
 * and the options travel in `yuno-proxy-*` headers.
 */
export const PciProxyForwardParams = OpaqueObject
export type PciProxyForwardParams = typeof PciProxyForwardParams.Type
