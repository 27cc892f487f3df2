// What-if shim: `@payrail/core` as only its webhook modules (what a `@payrail/core/webhooks`
// subpath, imported by a separate `@payrail/hono/webhooks` entry, would bring). The client
// export @payrail/hono's single bundle also imports is stubbed out.
export * from "../../../packages/core/src/webhooks/index"
export const createPayrail = (): never => {
  throw new Error("not in the webhook-only build")
}
