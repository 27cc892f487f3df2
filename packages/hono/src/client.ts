/**
 * The Payrail client in the Hono context: `c.var.payrail`.
 */
import { createPayrail, type PayrailClient, type PayrailConfig } from "@payrail/core"
import type { Context, Env } from "hono"
import { createMiddleware } from "hono/factory"

/** The variables `payrail()` sets: `c.var.payrail`. */
export interface PayrailVariables {
  readonly payrail: PayrailClient
}

// Like Hono's own app-wide middleware (request-id, ...): `app.use(payrail(config))` then
// `c.var.payrail` is typed in every handler, without repeating the Variables type.
declare module "hono" {
  interface ContextVariableMap {
    payrail: PayrailClient
  }
}

/**
 * Middleware that puts one `PayrailClient` in the context. The client is built once (on the
 * first request when `config` is a function of the context, e.g. keys from Workers bindings)
 * and shared by every request, never rebuilt per request.
 *
 * @example
 * ```ts
 * const app = new Hono<{ Bindings: { PAYRAIL_PUBLIC_KEY: string; PAYRAIL_SECRET_KEY: string } }>()
 * app.use(payrail((c) => ({ publicApiKey: c.env.PAYRAIL_PUBLIC_KEY, privateSecretKey: c.env.PAYRAIL_SECRET_KEY,
 *   baseUrl: "https://api-sandbox.y.uno/v1" })))
 * app.get("/payments/:id", async (c) => c.json(await c.var.payrail.payments.retrieve(c.req.param("id"))))
 * ```
 */
export const payrail = <E extends Env = Env>(config: PayrailConfig | ((c: Context<E>) => PayrailConfig)) => {
  // A static config is checked now, so a missing key fails at startup rather than on a request.
  let client: PayrailClient | undefined = typeof config === "function" ? undefined : createPayrail(config)
  return createMiddleware<E & { Variables: PayrailVariables }>(async (c, next) => {
    client ??= createPayrail((config as (c: Context<E>) => PayrailConfig)(c as unknown as Context<E>))
    c.set("payrail", client)
    await next()
  })
}
