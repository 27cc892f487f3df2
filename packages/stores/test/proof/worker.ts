/**
 * One instance of a merchant's webhook route, as its own process: core's router with a shared
 * store on its own client, served over HTTP on 127.0.0.1. Started by the proof harness with
 * child_process.fork; says `{ ready: port }` when listening.
 *
 * Messages from the harness: `{ hang: transferId }` makes this worker's handler, for that
 * transfer, stop forever before its side effect (it says `{ hanging: transferId }`): the harness
 * then SIGKILLs it while it holds the reservation.
 */
import { createServer } from "node:http"
import { createWebhookRouter, createWebhookVerifier } from "@payrail/core"
import { type Engine, openWorkerSide } from "./engines"

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined) throw new Error(`${name} is not set`)
  return value
}
const engine = env("PROOF_ENGINE") as Engine
const worker = Number(env("PROOF_WORKER"))
const side = await openWorkerSide(engine, env("PROOF_URL"), env("PROOF_RUN"), Number(env("PROOF_LEASE_MS")))
const hangOn = new Set<string>()
process.on("message", (message: { hang?: string }) => {
  if (typeof message.hang === "string") hangOn.add(message.hang)
})

/**
 * The merchant's handler: credit the transfer (append it to the ledger). The only place that
 * knows the router's handler signature: `(transfer, context)` today, `(event, context)` with
 * `event.data` the transfer after the webhook rework; it accepts both.
 */
const transferIdOf = (first: unknown): string => {
  const arg = first as { id?: string; data?: { id?: string } }
  const id = arg.data?.id ?? arg.id
  if (typeof id !== "string") throw new Error("no transfer id in the handler's argument")
  return id
}
const credit = async (first: unknown): Promise<void> => {
  const id = transferIdOf(first)
  if (hangOn.has(id)) {
    process.send?.({ hanging: id })
    return new Promise<void>(() => {}) // never settles: the process is killed while holding the key
  }
  await side.append(id, worker)
}

const router = createWebhookRouter({ verifier: createWebhookVerifier({ secrets: [env("PROOF_SECRET")] }), store: side.store })
router.on("*", credit)

const server = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on("data", (c: Buffer) => chunks.push(c))
  req.on("end", () => {
    const headers = req.headers as Record<string, string | undefined>
    void router.handle(Buffer.concat(chunks).toString("utf8"), headers).then((result) => {
      res.writeHead(result.status, { "content-type": "application/json", "x-outcome": result.outcome, "x-worker": String(worker) })
      res.end(JSON.stringify(result.body))
    })
  })
})
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  process.send?.({ ready: typeof address === "object" && address !== null ? address.port : 0 })
})
process.on("SIGTERM", () => {
  server.close()
  server.closeAllConnections()
  void side.close().finally(() => process.exit(0))
})
