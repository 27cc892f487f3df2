/**
 * The edge side of the example: a Hono app receiving the same incoming-transfer webhook with
 * `@payrail/hono`. Web APIs only, so it runs unchanged on Node (`src/edge-node.ts`, and beside the
 * NestJS app in `pnpm start`), Bun, Deno and Cloudflare Workers (`wrangler dev`, see wrangler.toml).
 *
 * On Workers the secret comes from the `PAYRAIL_WEBHOOK_SECRET` binding; on Node it is passed in.
 */
import type { IncomingTransfer } from "@payrail/core"
import { payrailWebhooks } from "@payrail/hono"
import { Hono } from "hono"

export interface EdgeBindings {
  readonly PAYRAIL_WEBHOOK_SECRET?: string
}

export interface EdgeOptions {
  /** The webhook secrets; default: the `PAYRAIL_WEBHOOK_SECRET` binding (Workers). */
  readonly secrets?: ReadonlyArray<string>
}

interface Received {
  readonly event: string
  readonly receivedAt: string
  readonly transfer: IncomingTransfer
}

/**
 * The edge app: `POST /v1/banking/transfers` and `POST /webhooks/payrail` (verified, deduplicated;
 * any notification is acknowledged, transfers are kept), `GET /received` (its inbox, per isolate).
 */
export const createEdgeApp = (options: EdgeOptions = {}) => {
  const received: Array<Received> = []
  const app = new Hono<{ Bindings: EdgeBindings }>()
  app.get("/", (c) => c.json({ app: "payrail-example-edge", webhook: "POST /v1/banking/transfers", received: "GET /received" }))
  app.get("/received", (c) => c.json({ received }))
  app.route(
    "/",
    payrailWebhooks<{ Bindings: EdgeBindings }>({
      secrets: options.secrets ?? ((c) => {
        const secret = c.env?.PAYRAIL_WEBHOOK_SECRET
        if (!secret) throw new Error("Set the PAYRAIL_WEBHOOK_SECRET binding (wrangler secret put PAYRAIL_WEBHOOK_SECRET)")
        return [secret]
      }),
      on: {
        "banking.transfer.incoming.*": (event) => {
          // A real worker would credit the account here (a queue, D1, a Durable Object...).
          received.unshift({ event: event.name, receivedAt: new Date().toISOString(), transfer: event.data })
          received.length = Math.min(received.length, 50)
        }
      }
    })
  )
  return app
}

/** Cloudflare Workers (and Bun/Deno `export default`): the secret from the bindings. */
export default createEdgeApp()
