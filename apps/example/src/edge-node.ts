/**
 * The edge app on Node, on its own: `pnpm edge` (`EDGE_PORT`, default 8787;
 * `PAYRAIL_WEBHOOK_SECRET`, default `dev-webhook-secret`, as in wrangler.toml).
 */
import { serve } from "@hono/node-server"
import { createEdgeApp } from "./edge"

const secret = process.env.PAYRAIL_WEBHOOK_SECRET ?? "dev-webhook-secret"
const port = Number(process.env.EDGE_PORT ?? 8787)
const server = serve({ fetch: createEdgeApp({ secrets: [secret] }).fetch, port, hostname: "127.0.0.1" }, (info) => {
  console.log(`Payrail edge app (Hono on Node): http://127.0.0.1:${info.port}/v1/banking/transfers — Ctrl-C to stop`)
})
const stop = () => server.close(() => process.exit(0))
process.once("SIGINT", stop)
process.once("SIGTERM", stop)
