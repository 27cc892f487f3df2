/**
 * The fake under load: a merchant load-tests its app against `payrail-fake`. A bare
 * `node:http` server answering the same payment JSON and the fake (`fake.listen()`) each run in
 * their own process on 127.0.0.1; this process drives them with 50 keep-alive connections
 * (src/lib/load.ts) and reads the server process's CPU time over the run (`process.cpuUsage()`
 * over IPC) divided by the answers it gave. Contenders alternate within each round, order rotated.
 *
 *   tsx src/fake-load.ts [--quick] [--before <testing dist/index.js>] [--no-log] [--floor] [--floor-without <stages>] [--memory] [--profile GET|POST <dir> [--bare]]
 *
 * `--before` (repeatable) adds a fake built from another commit (a copy of packages/testing/dist/index.js
 * placed under bench/scratch/, with a `scratch/node_modules` link to packages/testing/node_modules so it resolves
 * the same @payrail/core and the testing package's dependencies): before and after in one run.
 * `--no-log` adds the fake with `requestLog: { limit: 0 }` (what keeping the log costs).
 * `--profile` runs only the fake (or, with `--bare`, the bare server) under load with `--cpu-prof`; read it per
 * stage with src/profile/fake-stages.mjs, per function with src/profile/summarize.mjs.
 * Memory: heap per payment at 10,000 / 100,000 / 300,000 payments (src/fake-memory.ts, a fresh process each).
 */
import { type ChildProcess, execFile, fork } from "node:child_process"
import { loadavg } from "node:os"
import { fileURLToPath } from "node:url"
import { runLoad } from "./lib/load"
import { median, quantile } from "./lib/measure"
import { check, type Figure, type Section } from "./lib/report"

const TARGET = fileURLToPath(new URL("./server/load-target.mjs", import.meta.url))
const FLOOR = fileURLToPath(new URL("./server/floor-target.ts", import.meta.url))
const CONNECTIONS = 50

interface Target {
  readonly name: string
  /** The requests it answers (the floor: POST only); all when absent. */
  readonly ops?: ReadonlyArray<Op>
  readonly child: ChildProcess
  readonly info: { port: number; paymentId?: string; paymentIds?: Array<string>; session?: string; publicApiKey?: string; privateSecretKey?: string }
}

const ask = <T>(child: ChildProcess, message: unknown, pick: (m: any) => boolean): Promise<T> =>
  new Promise((resolve, reject) => {
    const onMessage = (m: any) => {
      if (!pick(m)) return
      child.off("message", onMessage)
      child.off("exit", onExit)
      resolve(m as T)
    }
    const onExit = (code: number | null) => reject(new Error(`server process exited (${code})`))
    child.on("message", onMessage)
    child.once("exit", onExit)
    child.send(message as any)
  })

const start = async (name: string, args: Array<string>, hello: unknown, execArgv: Array<string> = [], file = TARGET, env?: NodeJS.ProcessEnv): Promise<Target> => {
  const child = fork(file, args, { execArgv, env: env ?? process.env, stdio: ["ignore", "inherit", "inherit", "ipc"] })
  const info = await ask<Target["info"]>(child, hello, (m) => typeof m.port === "number")
  return { name, child, info }
}

/** The server's CPU so far, and the part of it on threads other than the main one (Linux only, src/server/thread-cpu.mjs). */
const cpuOf = async (target: Target): Promise<NodeJS.CpuUsage & { otherThreadsUs: number | undefined }> => {
  const { cpu, otherThreadsUs } = await ask<{ cpu: NodeJS.CpuUsage; otherThreadsUs?: number }>(target.child, "cpu", (m) => m.cpu !== undefined)
  return { ...cpu, otherThreadsUs }
}

const stop = (target: Target) =>
  new Promise<void>((resolve) => {
    target.child.once("exit", () => resolve())
    target.child.disconnect()
  })

/** GET: one payment again and again; GET-1000: 1,000 payments in turn (none answered from a kept text); POST: a new payment each. */
type Op = "GET" | "GET-1000" | "POST"
const OPS: ReadonlyArray<Op> = ["GET", "GET-1000", "POST"]
const LABEL: Record<Op, string> = {
  GET: "GET /v1/payments/{id}, one payment",
  "GET-1000": "GET /v1/payments/{id}, 1,000 payments in turn",
  POST: "POST /v1/payments (idempotency key)"
}

/** The bytes of request `i`: the same for every contender, keys and order ids fresh per POST. */
const requestFor = (op: Op, fake: Target["info"], port: number, tag: string) => {
  const common = `host: 127.0.0.1:${port}\r\npublic-api-key: ${fake.publicApiKey}\r\nprivate-secret-key: ${fake.privateSecretKey}\r\naccept: application/json\r\n`
  if (op === "GET") {
    const bytes = Buffer.from(`GET /v1/payments/${fake.paymentId} HTTP/1.1\r\n${common}\r\n`)
    return () => bytes
  }
  if (op === "GET-1000") {
    const all = fake.paymentIds!.map((id) => Buffer.from(`GET /v1/payments/${id} HTTP/1.1\r\n${common}\r\n`))
    return (i: number) => all[i % all.length]!
  }
  return (i: number) => {
    const body = JSON.stringify({
      account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc", description: "Order from the benchmarks", country: "US",
      merchant_order_id: `order-${tag}-${i}`, amount: { currency: "USD", value: 26.9 }, checkout: { session: fake.session },
      customer_payer: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
      payment_method: { token: "tok_visa" }, metadata: [{ key: "cart", value: "c_123" }]
    })
    return Buffer.from(
      `POST /v1/payments HTTP/1.1\r\n${common}content-type: application/json\r\nx-idempotency-key: ${tag}-${i}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    )
  }
}

interface Run {
  readonly perSecond: number
  readonly cpuUs: number
  readonly userUs: number
  readonly systemUs: number
  /** Of `cpuUs`, what threads other than the main one spent (V8's collector helpers); NaN where /proc is missing. */
  readonly otherThreadsUs: number
  /** Answers given, the warm-up's included (what a profile covers). */
  readonly answers: number
}

let runSeq = 0
const measure = async (target: Target, op: Op, fake: Target["info"], durationMs: number): Promise<Run> => {
  const tag = `r${process.pid}-${runSeq++}`
  const request = requestFor(op, target.info.publicApiKey ? target.info : fake, target.info.port, tag)
  const warm = await runLoad({ port: target.info.port, connections: CONNECTIONS, durationMs: Math.min(500, durationMs / 4), request: (i) => request(i + 10_000_000) }) // warm-up
  const cpu0 = await cpuOf(target)
  const result = await runLoad({ port: target.info.port, connections: CONNECTIONS, durationMs, request })
  const cpu1 = await cpuOf(target)
  const user = cpu1.user - cpu0.user
  const system = cpu1.system - cpu0.system
  const expected = op === "POST" ? 201 : 200
  if (result.statuses[expected] !== result.responses) throw new Error(`${target.name} ${op}: statuses ${JSON.stringify(result.statuses)}`)
  return {
    perSecond: result.responses / (result.ms / 1000),
    cpuUs: (user + system) / result.responses,
    userUs: user / result.responses,
    systemUs: system / result.responses,
    otherThreadsUs: cpu1.otherThreadsUs === undefined || cpu0.otherThreadsUs === undefined ? NaN : (cpu1.otherThreadsUs - cpu0.otherThreadsUs) / result.responses,
    answers: warm.responses + result.responses
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })
const spread = (xs: Array<number>, digits = 0) => `${fmt(median(xs), digits)} (${fmt(quantile(xs, 0.25), digits)}–${fmt(quantile(xs, 0.75), digits)})`

/** The payment JSON the fake answers, retrieved and created: what the bare server sends back. */
const bodiesOf = async (fake: Target) => {
  const headers = { "public-api-key": fake.info.publicApiKey!, "private-secret-key": fake.info.privateSecretKey! }
  const retrieveText = await (await fetch(`http://127.0.0.1:${fake.info.port}/v1/payments/${fake.info.paymentId}`, { headers })).text()
  const createText = await (
    await fetch(`http://127.0.0.1:${fake.info.port}/v1/payments`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "x-idempotency-key": "load-bytes" },
      body: requestFor("POST", fake.info, 0, "bytes")(0).toString().split("\r\n\r\n")[1]!
    })
  ).text()
  return { retrieveText, createText }
}

/** The floor (src/server/floor-target.ts): the fake's own POST stages in a flat handler; `skip` drops stages to weigh them. */
const startFloor = async (skip: string): Promise<Target> => {
  // Bundled as tsup bundles the fake (es2022, @payrail/core and effect external), run by plain node like the others.
  const { build } = await import("esbuild")
  const outfile = fileURLToPath(new URL("../node_modules/.cache/floor-target.mjs", import.meta.url))
  await build({ entryPoints: [FLOOR], bundle: true, outfile, format: "esm", platform: "node", target: "es2022", external: ["@payrail/core", "effect"], logLevel: "warning" })
  const target = await start(skip === "" ? "floor: the fake's stages, no glue" : `floor without ${skip}`, [], {}, [], outfile, { ...process.env, FLOOR_SKIP: skip })
  return { ...target, ops: ["POST"] }
}

export const runFakeLoad = async (
  options: { quick?: boolean; before?: ReadonlyArray<string>; memory?: boolean; noLog?: boolean; floors?: ReadonlyArray<string> } = {}
): Promise<Section> => {
  const rounds = options.quick ? 2 : 5
  const durationMs = options.quick ? 2000 : 3000
  const load0 = loadavg()
  const fake = await start("fake", ["fake"], {})
  // Each earlier build named by its file (`scratch/testing-main.js` → "fake, testing-main").
  const before: Array<Target> = []
  for (const file of options.before ?? []) before.push(await start(`fake, ${file.replace(/^.*\//, "").replace(/\.[cm]?js$/, "")}`, ["fake", file], {}))
  // A reference: the same fake keeping no request log (what the log's entries cost the process).
  const noLog = options.noLog ? await start("fake, request log off", ["fake", "", JSON.stringify({ requestLog: { limit: 0 } })], {}) : undefined
  const { retrieveText, createText } = await bodiesOf(fake)
  const bare = await start("bare node:http", ["bare"], { bodies: { retrieveText, createText } })
  const floors: Array<Target> = []
  for (const skip of options.floors ?? []) floors.push(await startFloor(skip))
  const targets = [bare, fake, ...before, ...(noLog ? [noLog] : []), ...floors]
  const runs = new Map<string, Array<Run & { ratio: number }>>()
  try {
    for (let r = 0; r < rounds; r++) {
      for (const op of OPS) {
        const order = targets.map((_, i) => targets[(i + r) % targets.length]!)
        const round = new Map<Target, Run>()
        for (const t of order) if (t.ops === undefined || t.ops.includes(op)) round.set(t, await measure(t, op, fake.info, durationMs))
        const floor = round.get(bare)!.cpuUs
        for (const [t, run] of round) {
          const key = `${op} ${t.name}`
          runs.set(key, [...(runs.get(key) ?? []), { ...run, ratio: run.cpuUs / floor }])
        }
      }
    }
  } finally {
    await Promise.all(targets.map(stop))
  }
  const load1 = loadavg()
  // User and system CPU apart (system: the socket's reads and writes; user: node:http and the server's own JS), and
  // what threads other than the main one spent (V8's parallel scavenge, concurrent marking and sweeping).
  const split = ["| request | server | user CPU per answer | system CPU per answer | of which threads other than the main one |", "|---|---|---:|---:|---:|"]
  for (const op of OPS) {
    for (const t of targets) {
      const xs = runs.get(`${op} ${t.name}`)
      if (xs === undefined) continue
      split.push(
        `| ${LABEL[op]} | ${t.name} | ${fmt(median(xs.map((x) => x.userUs)), 1)} µs | ${fmt(median(xs.map((x) => x.systemUs)), 1)} µs | ${fmt(median(xs.map((x) => x.otherThreadsUs)), 1)} µs |`
      )
    }
  }
  const rows = ["| request | server | answers/s, median (p25–p75) | CPU per answer, median (p25–p75) | CPU ratio to bare, round by round |", "|---|---|---:|---:|---:|"]
  const figures: Array<Figure> = []
  for (const op of OPS) {
    for (const t of targets) {
      const xs = runs.get(`${op} ${t.name}`)
      if (xs === undefined) continue
      const ratio = xs.map((x) => x.ratio)
      rows.push(`| ${LABEL[op]} | ${t.name} | ${spread(xs.map((x) => x.perSecond))} | ${spread(xs.map((x) => x.cpuUs), 1)} µs | ${t === bare ? "1.00" : spread(ratio, 2)} |`)
      if (t === fake) {
        figures.push({
          figure: `Fake under load (${op === "GET" ? "payments.retrieve of one payment" : op === "GET-1000" ? "payments.retrieve, 1,000 payments in turn" : "payments.create"}, 50 connections): CPU per answer, fake / bare node:http`,
          value: `${fmt(median(ratio), 2)}× (${fmt(median(xs.map((x) => x.cpuUs)), 1)} µs vs ${fmt(median(runs.get(`${op} ${bare.name}`)!.map((x) => x.cpuUs)), 1)} µs)`,
          target: "≤ 2.0×",
          status: check(median(ratio) <= 2)
        })
      }
    }
  }
  const memory = options.memory ? await runMemory(options.quick ?? false) : undefined
  const body = [
    `Each server in its own process on 127.0.0.1; ${CONNECTIONS} keep-alive connections from this process (src/lib/load.ts, one request in flight per connection); ${rounds} rounds × ${durationMs / 1000} s per server and request after a warm-up, servers alternating, order rotated. CPU per answer is the server process's user + system CPU time over the run divided by the answers it gave; the ratio to bare is taken round by round. The bare server answers the fake's own payment JSON (${Buffer.byteLength(retrieveText)} B retrieved, ${Buffer.byteLength(createText)} B created) and parses each POST body. POSTs are card payments with a fresh idempotency key and order id each.`,
    `Load average (1, 5, 15 min) at start: ${load0.map((l) => l.toFixed(2)).join(", ")}; at end: ${load1.map((l) => l.toFixed(2)).join(", ")}.`,
    "",
    ...rows,
    "",
    ...split,
    ...(memory ? ["", memory] : [])
  ].join("\n")
  return { title: "The fake under load", figures, body }
}

/** Heap per payment at growing counts, each in a fresh process (src/fake-memory.ts). */
const runMemory = async (quick: boolean): Promise<string> => {
  const counts = quick ? [10_000, 50_000] : [10_000, 100_000, 300_000]
  const rows = ["| payments | heap used after GC | heap per payment | per payment since the previous row | request log share | RSS |", "|---:|---:|---:|---:|---:|---:|"]
  let previous: { n: number; heap: number } | undefined
  for (const n of counts) {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ["--expose-gc", "--max-old-space-size=4096", "--import", "tsx", fileURLToPath(new URL("./fake-memory.ts", import.meta.url)), String(n)],
        { maxBuffer: 1 << 20, timeout: 10 * 60_000 },
        (error, stdout) => (error ? reject(error) : resolve(stdout))
      )
    )
    const m = JSON.parse(out.trim().split("\n").pop()!) as { baseline: number; heapUsed: number; rss: number; requestLogBytes: number }
    const held = m.heapUsed - m.baseline
    const marginal = previous ? `${fmt((m.heapUsed - previous.heap) / (n - previous.n), 0)} B` : "—"
    rows.push(`| ${fmt(n)} | ${fmt(m.heapUsed / 2 ** 20, 0)} MB | ${fmt(held / n, 0)} B | ${marginal} | ${fmt(m.requestLogBytes / 2 ** 20, 0)} MB | ${fmt(m.rss / 2 ** 20, 0)} MB |`)
    previous = { n, heap: m.heapUsed }
  }
  return [
    "#### Memory per payment",
    "A fresh process per count creates the payments through `fake.fetch` (each with an idempotency key), forces GC and reads the heap; the request log keeps its default 10,000 entries.",
    "",
    ...rows
  ].join("\n")
}

/** `--profile`: the fake under load with `--cpu-prof`; with `--bare`, the bare server (the fake only lends it its JSON and keys). */
const profile = async (op: Op, dir: string, bare: boolean) => {
  const prof = ["--cpu-prof", `--cpu-prof-dir=${dir}`]
  const fake = await start("fake", ["fake"], {}, bare ? [] : prof)
  const target = bare ? await start("bare node:http", ["bare"], { bodies: await bodiesOf(fake) }, prof) : fake
  const run = await measure(target, op, fake.info, 8000)
  await Promise.all([...new Set([target, fake])].map(stop))
  console.log(`${op}: ${fmt(run.perSecond)} answers/s, ${fmt(run.cpuUs, 1)} µs CPU per answer (user ${fmt(run.userUs, 1)}, system ${fmt(run.systemUs, 1)}); profile of ${run.answers} answers in ${dir}`)
  console.log(`per stage: node src/profile/fake-stages.mjs <the .cpuprofile in ${dir}> ${run.answers}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const at = args.indexOf("--profile")
  if (at >= 0) await profile(args[at + 1] as Op, args[at + 2] ?? "/tmp", args.includes("--bare"))
  else {
    const before = args.flatMap((a, i) => (a === "--before" ? [args[i + 1]!] : []))
    // `--floor` adds the floor; `--floor-without <stages>` (repeatable) the floor less those stages (log, checks, idempotency, state).
    const floors = [...(args.includes("--floor") ? [""] : []), ...args.flatMap((a, i) => (a === "--floor-without" ? [args[i + 1]!] : []))]
    const section = await runFakeLoad({ quick: args.includes("--quick"), memory: args.includes("--memory"), noLog: args.includes("--no-log"), before, floors })
    console.log(section.figures.map((f) => `${f.figure}: ${f.value} (target ${f.target})`).join("\n"))
    console.log(section.body)
  }
}
