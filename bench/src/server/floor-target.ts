// The fake's floor on POST /v1/payments (`tsx src/fake-load.ts --floor`): a flat node:http handler
// calling the fake's OWN stage functions (packages/testing/src, bundled by fake-load.ts with esbuild
// as tsup bundles the fake, and run by plain node) with none of the
// pipeline's glue — credentials, body read + JSON.parse, the masked log entry, core's request checks
// and the state move (the router's `dispatch`), the idempotency fingerprint and record, the answer's
// text. What it leaves out (faults, the 404/405/413 paths, the dashboard's change feed, webhook
// trigger shaping) costs nothing on this request. What the fake could cost if the glue were zero.
// Same IPC as load-target.mjs: { port, session, keys } back; "cpu" asks for process.cpuUsage().
// FLOOR_SKIP (comma-separated: log, checks, idempotency, state) drops a stage, to weigh it; `state` forgets
// each payment once answered (what keeping it costs: the collector copies and marks what the fake keeps).
import http from "node:http"
// @ts-expect-error a plain .mjs helper without types
import { otherThreadsCpuUs } from "./thread-cpu.mjs"
import { makeClock } from "../../../packages/testing/src/foundation/clock"
import { makeStore } from "../../../packages/testing/src/foundation/store"
import { isoMicros, uuid } from "../../../packages/testing/src/foundation/time"
import { makeSeed } from "../../../packages/testing/src/control/seed"
import { answerTextOf } from "../../../packages/testing/src/pipeline/answer"
import { parseBody } from "../../../packages/testing/src/pipeline/body"
import { fingerprintHash } from "../../../packages/testing/src/pipeline/fingerprint-hash"
import { makeIdempotencyStore } from "../../../packages/testing/src/pipeline/idempotency"
import { makeRequestLog } from "../../../packages/testing/src/pipeline/request-log"
import { keepBody } from "../../../packages/testing/src/pipeline/request-log-body"
import type { RequestLogEntry } from "../../../packages/testing/src/pipeline/request-log-entry"
import { dispatch, findHandler, type Found } from "../../../packages/testing/src/routes/router"
import type { FakeSettings, Reply, SnapshotAnswer } from "../../../packages/testing/src/routes/route"
import type { ReplaySnapshot } from "../../../packages/testing/src/foundation/replay-snapshot"
import type { Env } from "../../../packages/testing/src/state/env"
import { makeSigningKey } from "../../../packages/testing/src/state/organizations"
import { DEFAULT_REPORT_TIMING } from "../../../packages/testing/src/state/reports"
import { webhookTargets } from "../../../packages/testing/src/state/webhook-endpoints"
import { makeWebhooks } from "../../../packages/testing/src/webhooks/engine"
import { NodeRequestHeaders } from "../../../packages/testing/src/transports/node-request"

const skip = new Set((process.env.FLOOR_SKIP ?? "").split(",").filter(Boolean))
const publicApiKey = "pk_test_payrail"
const privateSecretKey = "sk_test_payrail"
const clock = makeClock(Date.now())
const store = makeStore()
const webhooks = makeWebhooks(clock, undefined, uuid(), () => undefined, (name) => webhookTargets(env, name))
const env: Env = { store, clock, notify: (name, data) => webhooks.notify(name, data) }
store.merchants.set(publicApiKey, { publicApiKey, privateSecretKey, authorized: true })
const settings: FakeSettings = { reportTiming: DEFAULT_REPORT_TIMING, signingKey: makeSigningKey() }
const idempotency = makeIdempotencyStore()
const requests = makeRequestLog()
const session = makeSeed(env, () => publicApiKey).checkoutSession()
const found = findHandler("POST", "/payments") as Found
// The id of the payment the last request created (for FLOOR_SKIP=state).
let lastPaymentId: string | undefined
const keepPayment = store.payments.set.bind(store.payments)
store.payments.set = (id, payment) => {
  lastPaymentId = id
  return keepPayment(id, payment)
}
const decoder = new TextDecoder()
const NO_QUERY = new URLSearchParams()
const replyOfSnapshot = (snapshot: ReplaySnapshot): Reply => ({ status: 201, body: snapshot.render(), snapshot })

const fail = (res: http.ServerResponse, status: number, text: string) => {
  res.writeHead(status, ["content-type", "application/json", "content-length", String(Buffer.byteLength(text))])
  res.end(text)
}

const server = http.createServer((req, res) => {
  const chunks: Array<Buffer> = []
  req.on("data", (c: Buffer) => chunks.push(c))
  req.on("end", () => {
    const h = req.headers
    const requestId = `req_${uuid()}`
    const started = performance.now()
    const merchant = store.merchants.get(h["public-api-key"] as string)
    if (merchant === undefined || merchant.privateSecretKey !== h["private-secret-key"]) return fail(res, 401, "{}")
    const key = h["x-idempotency-key"] as string
    const headers = new NodeRequestHeaders(h)
    let entry: RequestLogEntry | undefined
    if (!skip.has("log")) {
      const copy: Record<string, string> = {}
      headers.forEach((value, name) => (copy[name] = name === "private-secret-key" ? "[REDACTED]" : value))
      entry = {
        requestId, at: isoMicros(clock.now()), method: "POST", path: "/payments", query: "", headers: copy, idempotencyKey: key,
        body: undefined, operation: "payments.create", status: null, errorCode: null, outcome: "in_flight", durationMs: null
      }
      requests.add(entry)
    }
    const text = decoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))
    const parsed = parseBody(text)
    if (entry !== undefined) keepBody(entry, text, parsed, requests.maxBodyLength)
    if (!parsed.ok) return fail(res, 400, "{}")
    if (!skip.has("idempotency")) {
      const begun = idempotency.begin(merchant.publicApiKey, key, fingerprintHash("POST", "/payments", parsed.value))
      if (begun.kind !== "new") return fail(res, 400, "{}")
    }
    const reply: Reply = skip.has("checks")
      ? replyOfSnapshot((found.handler.handle({ env, settings, merchant: merchant.publicApiKey, headers, params: {}, query: {}, body: parsed.value } as never) as SnapshotAnswer).snapshot)
      : (dispatch(found, { env, settings, merchant: merchant.publicApiKey, query: NO_QUERY, headers, body: parsed.value }) as Exclude<ReturnType<typeof dispatch>, Promise<unknown>>)
    const answer = answerTextOf(reply)
    if (!skip.has("idempotency") && reply.snapshot !== undefined) idempotency.complete(merchant.publicApiKey, key, { status: answer.status, snapshot: reply.snapshot })
    if (entry !== undefined) {
      entry.status = answer.status
      entry.outcome = "answered"
      entry.durationMs = Math.round((performance.now() - started) * 100) / 100
    }
    if (skip.has("state") && lastPaymentId !== undefined) store.payments.delete(lastPaymentId)
    res.writeHead(answer.status, ["content-type", "application/json", "x-request-id", requestId, "content-length", String(Buffer.byteLength(answer.text))])
    res.end(answer.text)
  })
})
server.keepAliveTimeout = 60_000

process.on("message", (message) => {
  if (message === "cpu") return process.send!({ cpu: process.cpuUsage(), otherThreadsUs: otherThreadsCpuUs() })
  server.listen(0, "127.0.0.1", () =>
    process.send!({ port: (server.address() as { port: number }).port, session: session.id, publicApiKey, privateSecretKey })
  )
})
process.on("disconnect", () => process.exit(0))
setTimeout(() => process.exit(0), 30 * 60_000).unref()
