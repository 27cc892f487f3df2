// The fake's CPU profile under load (`tsx src/fake-load.ts --profile GET|POST <dir>`), per answer and per stage:
//   node src/profile/fake-stages.mjs <profile.cpuprofile> <answers>
// Each sample goes to the first stage found from its leaf frame up (the rules below, in order), so a
// stage's figure is its own work and what it calls outside the other stages. Samples before the first
// HTTP request (the seeding) and idle samples are left out. The profiler samples wall time: the socket
// write's figure includes the time the process waited for a core after waking the load generator, so
// the server's CPU (`process.cpuUsage()`, fake-load.ts) is the figure to compare, this is where it goes.
import { readFileSync } from "node:fs"

const prof = JSON.parse(readFileSync(process.argv[2], "utf8"))
const answers = Number(process.argv[3])
const byId = new Map(prof.nodes.map((n) => [n.id, n]))
const parent = new Map()
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const onHttp = (id) => {
  for (let c = id; c !== undefined; c = parent.get(c)) if (byId.get(c).callFrame.functionName === "parserOnIncoming") return true
  return false
}
const first = Math.max(0, prof.samples.findIndex(onHttp))
const dt = new Map()
for (let i = first; i < prof.samples.length; i++) dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0))

const is = (...names) => (f) => names.includes(f)
const STAGES = [
  ["(left out: start-up)", (f, u) => u.includes("modules/") || u.includes("bootstrap")],
  ["(left out: idle)", is("(idle)")],
  ["socket write (the writev syscall)", is("writev", "writeUtf8String", "writeBuffer")],
  ["garbage collector", is("(garbage collector)")],
  ["answer: JSON.stringify", is("serialize", "answerTextOf")],
  ["answer: written from the records (state/payment-json.ts)", (f, u) => u.includes("testing/dist") && is("paymentJson", "transactionText", "methodDetailText", "cardDataText", "str", "val", "num", "written", "firstDigits", "cardData")(f)],
  ["answer: render (payment object)", is("render", "renderPayment")],
  ["request checks (core: decode, wire names, closed lists, stored form, nulls)", (f, u) => (u.includes("core/dist") && !u.endsWith("core/dist/index.js")) || f === "check3"],
  ["idempotency: fingerprint + record", (f, u, up) => is("fingerprintHash", "feedCanonical", "feed", "feedCode", "sortedKeys", "canonicalJson", "canonicalShallow", "hash53", "beginIdempotent")(f) || (f === "begin" && up === "beginIdempotent") || (f === "complete" && up === "execute")],
  ["request log: masked body, headers copy", (f, u) => is("keepBody", "redactCardData", "redact", "arrivedEntry", "redactHeaders")(f) || u.endsWith("core/dist/index.js")],
  ["body read + JSON.parse", is("readBody", "readJson", "parseBody")],
  // (a route's `handle`, called by the router's `dispatch`; other functions are named `handle` too)
  ["state move (payment, transaction, snapshot, webhook notice)", (f, u, up) => is("createPayment", "notify", "newTransaction", "paymentSnapshot", "PaymentSnapshot", "webhookTargets", "triggerOf", "methodDetail")(f) || (f === "handle" && up === "dispatch")],
  ["ids (randomUUID)", is("uuid", "randomUUID")],
  ["pipeline glue (handle, admit, dispatch, execute, routing, listen)", (f, u) => u.includes("testing/dist")],
  ["node:http request parse, headers, socket read", (f, u) => u.includes("_http_common") || u.includes("_http_incoming") || (u.includes("_http_server") && f !== "writeHead") || u.includes("streams/readable")],
  ["node:http head + end (JS side)", (f, u) => u.includes("_http_outgoing") || u.includes("_http_server") || u.includes("streams/writable") || u.includes("stream_base_commons") || u.includes("node:net")],
  ["web Headers / URL", (f, u) => u.includes("undici") || u.includes("internal/url")],
  ["microtasks, promise machinery, (program)", is("runMicrotasks", "processTicksAndRejections", "(program)")]
]
const sums = new Map([...STAGES.map(([n]) => [n, 0]), ["other", 0]])
for (const [id, t] of dt) {
  let stage = "other"
  find: for (let c = id; c !== undefined; c = parent.get(c)) {
    const cf = byId.get(c).callFrame
    const up = parent.get(c) === undefined ? "" : byId.get(parent.get(c)).callFrame.functionName
    for (const [name, test] of STAGES) if (test(cf.functionName || "(anon)", cf.url || "", up)) { stage = name; break find }
  }
  sums.set(stage, sums.get(stage) + t)
}
let counted = 0
for (const [k, t] of sums) if (!k.startsWith("(left out")) counted += t
console.log(`${(counted / 1000).toFixed(0)} ms sampled over ${answers} answers: ${(counted / answers).toFixed(1)} µs per answer (wall)`)
for (const [k, t] of [...sums].sort((a, b) => b[1] - a[1])) {
  if (!k.startsWith("(left out")) console.log(`${(t / answers).toFixed(1).padStart(6)} µs  ${((100 * t) / counted).toFixed(1).padStart(5)} %  ${k}`)
}
