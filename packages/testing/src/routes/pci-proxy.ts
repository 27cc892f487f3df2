/** PCI proxy: the destination allowlist (state/pci-proxy-destinations.ts) and the forward (state/pci-proxy-forward.ts). */
import { api } from "@payrail/core/api"
import { invalidRequest } from "../foundation/errors"
import type { RequestHeaders } from "../foundation/request-headers"
import {
  invalidHostname,
  listDestinations,
  registerDestination,
  removeDestination,
  renderDestination,
  setDestinationStatus
} from "../state/pci-proxy-destinations"
import { forward } from "../state/pci-proxy-forward"
import { type GroupTable, handler } from "./route"

/** The optional account scope every PCI proxy operation reads. */
const scopeOf = (headers: RequestHeaders): string | null => {
  const v = headers.get("yuno-account-id")
  return v === null || v === "" ? null : v
}

export const pciProxyHandlers = {
  "pciProxy.destinations.register": handler(api.pciProxy.destinations.register, {
    // the service answers 422 INVALID_HOSTNAME to a hostname that is not bare (a URL, a port, a path)
    // a hostname that is there but not bare is the service's 422; anything else (a missing one too) is a 400
    invalid: (messages) =>
      messages.length > 0 && messages.every((m) => m.startsWith("hostname") && m.includes("bare hostname")) ? invalidHostname(...messages) : invalidRequest(...messages),
    handle: (ctx) => renderDestination(registerDestination(ctx.env, ctx.merchant, scopeOf(ctx.headers), ctx.body))
  }),
  "pciProxy.destinations.list": handler(api.pciProxy.destinations.list, {
    handle: (ctx) => ({ destinations: listDestinations(ctx.env, ctx.merchant, scopeOf(ctx.headers)).map(renderDestination) })
  }),
  "pciProxy.destinations.enable": handler(api.pciProxy.destinations.enable, {
    handle: (ctx) => renderDestination(setDestinationStatus(ctx.env, ctx.merchant, scopeOf(ctx.headers), ctx.params.destination_id, "ENABLED"))
  }),
  "pciProxy.destinations.disable": handler(api.pciProxy.destinations.disable, {
    handle: (ctx) => renderDestination(setDestinationStatus(ctx.env, ctx.merchant, scopeOf(ctx.headers), ctx.params.destination_id, "DISABLED"))
  }),
  "pciProxy.destinations.remove": handler(api.pciProxy.destinations.remove, {
    handle: (ctx) => {
      removeDestination(ctx.env, ctx.merchant, scopeOf(ctx.headers), ctx.params.destination_id)
      return undefined // 204: no body
    }
  }),
  "pciProxy.forward": handler(api.pciProxy.forward, { handle: (ctx) => forward(ctx.env, ctx.merchant, ctx.headers, ctx.body) })
} satisfies GroupTable<"pciProxy">
