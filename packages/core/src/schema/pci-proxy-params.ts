/** Request bodies of pci-proxy.ts (known fields checked with every bad path named; unknown ones sent as given). */
import * as Schema from "effect/Schema"
import { opt } from "./fields"
import { OpaqueObject, Uuid, type Named } from "./shared"

const proxyHostname = /* @__PURE__ */ (() =>
  Schema.String.check(
    Schema.isMaxLength(253),
    Schema.isPattern(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/, {
      expected: "a bare hostname such as api.example.com (no scheme, port or path)"
    })
  ))()
/** The schema of `ProxyHostname`, by name (see `Named`). */
export interface ProxyHostnameSchema extends Named<typeof proxyHostname> {}
/** A bare public hostname: no scheme, port or path (the service answers 422 otherwise). */
export const ProxyHostname: ProxyHostnameSchema = proxyHostname

const registerPciProxyDestinationParams = Schema.Struct({
  hostname: ProxyHostname,
  purpose: opt(Schema.String),
  account_id: opt(Uuid) // null or absent: the whole organization
})
/** The schema of `RegisterPciProxyDestinationParams`, by name (see `Named`). */
export interface RegisterPciProxyDestinationParamsSchema extends Named<typeof registerPciProxyDestinationParams> {}
/** Body of `pciProxy.destinations.register` (`POST /pci-proxy/destinations`). */
export const RegisterPciProxyDestinationParams: RegisterPciProxyDestinationParamsSchema = registerPciProxyDestinationParams
export type RegisterPciProxyDestinationParams = typeof RegisterPciProxyDestinationParams.Type

const pciProxyForwardParams = OpaqueObject
/** The schema of `PciProxyForwardParams`, by name (see `Named`). */
export interface PciProxyForwardParamsSchema extends Named<typeof pciProxyForwardParams> {}
/**
 * Body of `pciProxy.forward` (`POST /pci-proxy/forward`): the request for the destination, any JSON
 * object, with expressions naming vaulted card data that the proxy resolves. The destination URL
 * and the options travel in `yuno-proxy-*` headers.
 */
export const PciProxyForwardParams: PciProxyForwardParamsSchema = pciProxyForwardParams
export type PciProxyForwardParams = typeof PciProxyForwardParams.Type
