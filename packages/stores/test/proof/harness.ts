/**
 * The proof that several instances handle each notification once: N worker processes (each its
 * own router and store client on one shared server) receive the same signed deliveries,
 * concurrently and in bursts, with duplicates; a worker is SIGKILLed while holding a reservation;
 * every process is restarted and everything is replayed. The handlers' ledger is counted.
 */
import { type ChildProcess, fork } from "node:child_process"
import { fileURLToPath } from "node:url"
import { signWebhook } from "@payrail/core"
import { type Engine, openLedgerSide } from "./engines"

export interface ProofOptions {
  readonly engine: Engine
  readonly url: string
  /** Deliveries in the burst phase, duplicates included. */
  readonly deliveries: number
  readonly workers: number
  /** Share of the deliveries that are duplicates (0..0.9). Half arrive with the original's burst, half later. */
  readonly duplicates: number
  /** Deliveries in flight at once (one burst). */
  readonly burst?: number
  /** Lease of the crash phase's workers. */
  readonly crashLeaseMs?: number
  /** Bound on the whole run. */
  readonly deadlineMs?: number
  readonly log?: (line: string) => void
}

export interface ProofReport {
  readonly engine: Engine
  readonly workers: number
  readonly deliveries: number
  readonly transfers: number
  readonly duplicatesSent: number
  readonly answered: Record<string, number>
  readonly retriesAfter503: number
  readonly handlerRuns: number
  readonly transfersRunTwice: number
  readonly transfersNeverRun: number
  readonly replayed: number
  readonly replayDuplicates: number
  readonly crash: {
    /** The status of the first delivery to another worker after the kill, and when it was answered (ms after the victim's delivery was sent). */
    readonly firstAnswerAfterKill: number
    readonly firstAnswerMs: number
    readonly takeoverMs: number
    readonly leaseMs: number
    readonly runs: number
  }
  readonly seconds: number
}

const SECRET = "proof-webhook-secret"
const workerFile = fileURLToPath(new URL("./worker.ts", import.meta.url))
const packageDir = fileURLToPath(new URL("../..", import.meta.url))

interface Worker {
  readonly index: number
  readonly child: ChildProcess
  readonly origin: string
  readonly messages: Array<Record<string, unknown>>
}

const startWorker = (options: ProofOptions, run: string, index: number, leaseMs: number): Promise<Worker> =>
  new Promise((resolve, reject) => {
    const child = fork(workerFile, [], {
      cwd: packageDir,
      execArgv: ["--import", "tsx"],
      env: {
        ...process.env,
        PROOF_ENGINE: options.engine,
        PROOF_URL: options.url,
        PROOF_RUN: run,
        PROOF_WORKER: String(index),
        PROOF_LEASE_MS: String(leaseMs),
        PROOF_SECRET: SECRET
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"]
    })
    const messages: Array<Record<string, unknown>> = []
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`worker ${index} not ready within 60 s`))
    }, 60_000)
    child.on("message", (m: Record<string, unknown>) => {
      messages.push(m)
      if (typeof m.ready === "number") {
        clearTimeout(timer)
        resolve({ index, child, origin: `http://127.0.0.1:${m.ready}`, messages })
      }
    })
    child.once("exit", (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`worker ${index} exited before it was ready (${code ?? signal})`))
    })
  })

const stopWorker = (w: Worker): Promise<void> =>
  new Promise((resolve) => {
    if (w.child.exitCode !== null || w.child.signalCode !== null) return resolve()
    const timer = setTimeout(() => w.child.kill("SIGKILL"), 10_000)
    w.child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    w.child.kill("SIGTERM")
  })

type Signed = { readonly id: string; readonly headers: Record<string, string>; readonly body: string }

const post = async (w: Worker, d: Signed): Promise<{ status: number; outcome: string }> => {
  const res = await fetch(`${w.origin}/v1/banking/transfers`, { method: "POST", headers: d.headers, body: d.body })
  await res.arrayBuffer()
  return { status: res.status, outcome: res.headers.get("x-outcome") ?? "?" }
}

// Stamped at the run's start: the verifier refuses a resource older than maxAgeSeconds (7 days) as a replay.
const STAMPED = new Date().toISOString()
const transfer = (id: string) => ({
  id,
  destination_account_id: "acct_proof",
  account_id: "9b2f6c1e-3d4a-4b5c-8d7e-0f1a2b3c4d5e",
  status: "COMPLETED",
  direction: "INCOMING",
  amount: { value: 10.5, currency: "USD" },
  payment_rail: "ACH_STANDARD",
  created_at: STAMPED,
  updated_at: STAMPED
})

const pick = <A>(list: ReadonlyArray<A>): A => list[Math.floor(Math.random() * list.length)]!

export const runProof = async (options: ProofOptions): Promise<ProofReport> => {
  const log = options.log ?? (() => {})
  const started = Date.now()
  const deadline = started + (options.deadlineMs ?? 10 * 60_000)
  const checkDeadline = (what: string) => {
    if (Date.now() > deadline) throw new Error(`proof: over its time bound during ${what}`)
  }
  const run = `${options.engine}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const burst = options.burst ?? 48
  const crashLeaseMs = options.crashLeaseMs ?? 2_000
  const ledger = await openLedgerSide(options.engine, options.url, run)
  const live: Worker[] = []
  const startAll = async (leaseMs: number) => {
    const ws = await Promise.all(Array.from({ length: options.workers }, (_, i) => startWorker(options, run, i, leaseMs)))
    live.push(...ws)
    return ws
  }
  try {
    // ── the deliveries: unique transfers, plus duplicates next to their original (concurrent) or later
    const duplicatesSent = Math.round(options.deliveries * options.duplicates)
    const transfers = options.deliveries - duplicatesSent
    const signed: Signed[] = await Promise.all(
      Array.from({ length: transfers }, async (_, i) => {
        const id = `xfer_${run}_${i}`
        return { id, ...(await signWebhook(transfer(id), { secret: SECRET })) }
      })
    )
    const placed = signed.map((d, i) => ({ d, at: i }))
    for (let k = 0; k < duplicatesSent; k++) {
      const i = Math.floor(Math.random() * transfers)
      placed.push({ d: signed[i]!, at: k % 2 === 0 ? i + Math.random() : i + Math.random() * (transfers - i) })
    }
    placed.sort((a, b) => a.at - b.at)

    // ── phase 1: bursts to random workers; 5xx answers are retried as the sender would
    let workers = await startAll(300_000)
    log(`${options.engine}: ${workers.length} workers up; sending ${placed.length} deliveries (${transfers} transfers, ${duplicatesSent} duplicates) in bursts of ${burst}`)
    const answered: Record<string, number> = {}
    let retriesAfter503 = 0
    const deliver = async (d: Signed) => {
      for (let attempt = 1; ; attempt++) {
        const r = await post(pick(workers), d)
        answered[`${r.status} ${r.outcome}`] = (answered[`${r.status} ${r.outcome}`] ?? 0) + 1
        if (r.status === 200) return
        if (r.status !== 503 || attempt >= 200) throw new Error(`delivery of ${d.id}: ${r.status} ${r.outcome} after ${attempt} attempts`)
        retriesAfter503++
        checkDeadline("the bursts")
        await new Promise((resolve) => setTimeout(resolve, Math.min(10 * attempt, 200)))
      }
    }
    for (let i = 0; i < placed.length; i += burst) {
      checkDeadline("the bursts")
      await Promise.all(placed.slice(i, i + burst).map((p) => deliver(p.d)))
      if ((i / burst) % 50 === 49) log(`  ${i + burst} / ${placed.length} delivered`)
    }
    const afterBursts = await ledger.counts()

    // ── phase 2: every process restarted (new processes, new clients), everything replayed
    await Promise.all(workers.map(stopWorker))
    live.length = 0
    workers = await startAll(crashLeaseMs)
    log(`${options.engine}: all workers restarted; replaying ${signed.length} transfers`)
    let replayDuplicates = 0
    for (let i = 0; i < signed.length; i += burst) {
      checkDeadline("the replay")
      const results = await Promise.all(signed.slice(i, i + burst).map((d) => post(pick(workers), d)))
      replayDuplicates += results.filter((r) => r.status === 200 && r.outcome === "duplicate").length
    }

    // ── phase 3: a worker SIGKILLed while holding a reservation; another takes over after the lease
    const victim = workers[0]!
    const others = workers.slice(1)
    const crashed: Signed = { id: `xfer_${run}_crash`, ...(await signWebhook(transfer(`xfer_${run}_crash`), { secret: SECRET })) }
    victim.child.send({ hang: crashed.id })
    const sentAt = Date.now()
    void post(victim, crashed).catch(() => {}) // never answered: the worker dies
    while (!victim.messages.some((m) => m.hanging === crashed.id)) {
      checkDeadline("waiting for the victim to hold the reservation")
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    victim.child.kill("SIGKILL")
    const first = await post(pick(others), crashed)
    const firstAnswerMs = Date.now() - sentAt
    let takeoverMs = -1
    while (takeoverMs < 0) {
      checkDeadline("the takeover")
      const r = await post(pick(others), crashed)
      if (r.status === 200) takeoverMs = Date.now() - sentAt
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const final = await ledger.counts()

    const runs = [...afterBursts.values()].reduce((a, b) => a + b, 0)
    const report: ProofReport = {
      engine: options.engine,
      workers: options.workers,
      deliveries: placed.length,
      transfers,
      duplicatesSent,
      answered,
      retriesAfter503,
      handlerRuns: runs,
      transfersRunTwice: [...afterBursts.values()].filter((n) => n > 1).length,
      transfersNeverRun: signed.filter((d) => !afterBursts.has(d.id)).length,
      replayed: signed.length,
      replayDuplicates,
      crash: { firstAnswerAfterKill: first.status, firstAnswerMs, takeoverMs, leaseMs: crashLeaseMs, runs: final.get(crashed.id) ?? 0 },
      seconds: (Date.now() - started) / 1000
    }
    // The replay must not have run anything either.
    const ranSinceBursts = [...final.entries()].filter(([id, n]) => id !== crashed.id && n !== afterBursts.get(id)).length
    if (ranSinceBursts > 0) throw new Error(`the replay ran ${ranSinceBursts} handlers again`)
    return report
  } finally {
    await Promise.all(live.map(stopWorker))
    await ledger.close()
  }
}

export const formatReport = (r: ProofReport): string =>
  [
    `${r.engine}: ${r.workers} worker processes, ${r.deliveries} deliveries (${r.transfers} transfers + ${r.duplicatesSent} duplicates) in ${r.seconds.toFixed(1)} s`,
    `  answers: ${Object.entries(r.answered).map(([k, v]) => `${k} ×${v}`).join(", ")} (${r.retriesAfter503} retried after 503)`,
    `  handler runs: ${r.handlerRuns} for ${r.transfers} transfers; run twice: ${r.transfersRunTwice}; never run: ${r.transfersNeverRun}`,
    `  after restarting every process: ${r.replayDuplicates} / ${r.replayed} replays answered as duplicates`,
    `  SIGKILL while holding a reservation: next answer ${r.crash.firstAnswerAfterKill} (at ${r.crash.firstAnswerMs} ms), taken over after ${r.crash.takeoverMs} ms (lease ${r.crash.leaseMs} ms), handler runs ${r.crash.runs}`
  ].join("\n")
