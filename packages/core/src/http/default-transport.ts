/**
 * Which transport a client gets when it was given none: `node:http` on Node (measured
 * faster than Node's `fetch`, bench/src/profile/http-components.ts), the lean `fetch`
 * transport everywhere else, whenever a `fetch` was passed (the fake, a test double), when
 * `transport: "fetch"` asks for it, and for any call made while the global `fetch` is not
 * the one found when core was loaded (MSW or a test patched it after: the patch must see the call).
 */
import type { ResolvedConfig } from "./config"
import { makeFetchTransport } from "./fetch-transport"
import type { HttpTransport } from "./http-transport"
import { type ClosableTransport, makeNodeTransport, nodeHttpModules } from "./node-transport"

// Read once, when core loads: a later replacement (vi.stubGlobal, MSW, a polyfill) sends calls through fetch.
const fetchAtLoad = globalThis.fetch

/** The default transport of a client; `close()` releases its sockets (a no-op over fetch). */
export const makeDefaultTransport = (config: Pick<ResolvedConfig, "fetch" | "timer" | "transport">): ClosableTransport => {
  const overFetch = makeFetchTransport(config.fetch, config.timer)
  const modules = config.fetch === undefined && config.transport !== "fetch" ? nodeHttpModules() : undefined
  if (modules === undefined) return { send: overFetch.send, close: () => undefined }
  const overNode: HttpTransport = makeNodeTransport(modules, config.timer)
  return {
    send: (request) => (globalThis.fetch === fetchAtLoad ? overNode.send(request) : overFetch.send(request)),
    close: (overNode as ClosableTransport).close
  }
}
