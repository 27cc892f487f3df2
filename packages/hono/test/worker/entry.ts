/**
 * A merchant's Cloudflare Worker: the Payrail webhook route and nothing else but a probe.
 * Bundled by workers.test.ts with esbuild (platform neutral) and run in workerd via Miniflare.
 */
import { payrailWebhooks } from "@payrail/hono"
import { Hono } from "hono"

type Bindings = { PAYRAIL_WEBHOOK_SECRET: string }

const handled: Array<string> = []
const app = new Hono<{ Bindings: Bindings }>()
app.route(
  "/",
  payrailWebhooks<{ Bindings: Bindings }>({
    secrets: (c) => [c.env.PAYRAIL_WEBHOOK_SECRET],
    on: {
      "banking.transfer.incoming.completed": ({ data: transfer }) => {
        handled.push(`${transfer.id}:${transfer.amount.value} ${transfer.amount.currency}`)
      }
    }
  })
)
// test probe: what the handler saw in this isolate
app.get("/_handled", (c) => c.json(handled))

export default app
