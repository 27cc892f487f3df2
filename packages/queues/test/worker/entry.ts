/**
 * A merchant's Worker with webhooks behind Cloudflare Queues: the Hono route verifies and sends
 * each event to the PAYRAIL_WEBHOOKS queue; the `queue()` handler runs the handlers with the
 * Durable Object dedupe store (exactly once) and `ordering: "skip-stale"` on PayrailVersionObject.
 * Every effect goes to a ledger object that counts applications per notification.
 */
import { payrailQueueConsumer, payrailWebhooks } from "@payrail/hono"
import { createDurableObjectDedupeStore, type DurableObjectNamespaceLike, PayrailDedupeObject } from "@payrail/stores/cloudflare"
import { Hono } from "hono"
import { createDurableObjectVersionStore, PayrailVersionObject, type QueueProducerLike, type VersionNamespaceLike } from "../../src/cloudflare"

export { PayrailDedupeObject, PayrailVersionObject }

interface Bindings {
  PAYRAIL_WEBHOOK_SECRET: string
  PAYRAIL_WEBHOOKS: QueueProducerLike
  PAYRAIL_DEDUPE: DurableObjectNamespaceLike
  PAYRAIL_VERSIONS: VersionNamespaceLike
  LEDGER: DurableObjectNamespaceLike
}

type LedgerStorage = {
  get<T>(key: string): Promise<T | undefined>
  put<T>(key: string, value: T): Promise<void>
  list<T>(): Promise<Map<string, T>>
}

/** Counts, per notification, how often it was applied (`a:`) or acknowledged stale (`s:`); `f:` forces failures. */
export class Ledger {
  readonly #storage: LedgerStorage
  constructor(state: { storage: LedgerStorage }) {
    this.#storage = state.storage
  }
  async fetch(request: Request): Promise<Response> {
    const { add } = (await request.json()) as { add?: string }
    if (add !== undefined) await this.#storage.put(add, ((await this.#storage.get<number>(add)) ?? 0) + 1)
    return Response.json(Object.fromEntries(await this.#storage.list<number>()))
  }
}

const ledger = (env: Bindings, add?: string) =>
  env.LEDGER.get(env.LEDGER.idFromName("ledger") as never).fetch("https://ledger/", { method: "POST", body: JSON.stringify({ add }) })

const app = new Hono<{ Bindings: Bindings }>()
app.route("/", payrailWebhooks<{ Bindings: Bindings }>({ secrets: (c) => [c.env.PAYRAIL_WEBHOOK_SECRET], queue: (c) => c.env.PAYRAIL_WEBHOOKS }))
// what someone who can send to the queue (not the route) could put on it
app.post("/test/enqueue-raw", async (c) => {
  await c.env.PAYRAIL_WEBHOOKS.send(await c.req.json(), { contentType: "json" })
  return c.json({ sent: true })
})
app.get("/ledger", async (c) => c.json(await ((await ledger(c.env)) as unknown as Response).json()))

export default {
  fetch: app.fetch,
  queue: payrailQueueConsumer<Bindings>({
    secrets: (env) => [env.PAYRAIL_WEBHOOK_SECRET],
    store: (env) => createDurableObjectDedupeStore(env.PAYRAIL_DEDUPE, { leaseMs: 2_000 }),
    ordering: "skip-stale",
    versions: (env) => createDurableObjectVersionStore(env.PAYRAIL_VERSIONS),
    retryDelaySeconds: () => 0,
    onRejected: async (error, message, env) => {
      await ledger(env, `r:${error.reason}:${message.attempts ?? 1}`)
    },
    onOutcome: async (outcome, event, env) => {
      if (outcome === "stale") await ledger(env, `s:${event.dedupeKey}`)
    },
    on: {
      "payment.*": async (event, { env, message }) => {
        // the first attempt of a "flaky" payment fails: the queue retries it
        if (event.data.id.startsWith("flaky") && (message.attempts ?? 1) === 1) throw new Error("flaky ledger")
        await ledger(env, `a:${event.dedupeKey}`)
      }
    }
  })
}
