/**
 * workerd entry: the Hono webhook route (secret from the PAYRAIL_WEBHOOK_SECRET binding), plus
 * `GET /smoke?api=<url>`, which runs the core checks inside the worker.
 */
import { createRoute, smokeCore, smokeWebhooks } from "./smoke.mjs"

const { app } = createRoute()
app.get("/smoke", async (c) => c.json([...(await smokeCore(c.req.query("api"))), ...(await smokeWebhooks())]))
export default app
