// A Cloudflare Worker that only receives Payrail webhooks: what a merchant deploys.
import { payrailWebhooks } from "@payrail/hono"
import { Hono } from "hono"

const app = new Hono<{ Bindings: { PAYRAIL_WEBHOOK_SECRET: string } }>()
app.route(
  "/",
  payrailWebhooks<{ Bindings: { PAYRAIL_WEBHOOK_SECRET: string } }>({
    secrets: (c) => [c.env.PAYRAIL_WEBHOOK_SECRET],
    on: {
      "banking.transfer.incoming.completed": async ({ data: transfer }) => {
        console.log("credited", transfer.id)
      }
    }
  })
)
export default app
