/**
 * Chaos: thousands of payments.create, refunds and cancel-or-refunds through the fake with a
 * seeded mix of faults — 503s, connections dropped before and after the commit, delays past
 * the client's timeout, 429 with Retry-After, and storms longer than the retry budget — run
 * sequentially, 50 in parallel in-process, and 50 in parallel over real HTTP.
 *
 * It must end with: every call resolved (a result or a typed `PayrailError`, never an
 * unhandled rejection), no payment doubled, none lost, every refund applied exactly once,
 * every amount exact. A call that failed after an `afterCommit` fault may still have been
 * applied: those are reconciled by merchant_order_id / merchant_reference and by replaying
 * the call's idempotency key, and counted.
 *
 * CI runs a small count; `pnpm chaos` (PAYRAIL_CHAOS_CALLS=5000) the full one.
 * PAYRAIL_CHAOS_SEED picks another fault mix.
 */
import { type CancelOrRefundResult, type CreatePaymentParams, type Payment, PayrailError, type PayrailClient } from "@payrail/core"
import { createFakePayrail, type FakePayrail, type FaultSpec } from "@payrail/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mulberry32, type Rng } from "./support/rng"

const CALLS = Number(process.env.PAYRAIL_CHAOS_CALLS ?? 300)
const SEED = Number(process.env.PAYRAIL_CHAOS_SEED ?? 20_251_121)
const FAULT_RATE = 0.35
// Short, so delay faults are cheap, yet well above a normal in-process or loopback call even on a busy 2-core CI machine.
const TIMEOUT_MS = 250
const MAX_RETRIES = 3

const ACCOUNT_ID = "0f9c2a1e-1111-4a5b-9c3d-123456789abc"
const UNITS = 10_000
const units = (value: number) => Math.round(value * UNITS)

// ---------------------------------------------------------------------------
// The plan: scenarios (a create and its follow-ups) and the faults in front of each call
// ---------------------------------------------------------------------------

type FaultKind = "503" | "drop-before" | "drop-after-commit" | "503-after-commit" | "delay-past-timeout" | "429-retry-after" | "storm-503" | "storm-after-commit"

const FAULT_KINDS: ReadonlyArray<[FaultKind, number]> = [
  ["503", 3],
  ["drop-before", 3],
  ["drop-after-commit", 3],
  ["503-after-commit", 2],
  ["delay-past-timeout", 2],
  ["429-retry-after", 2],
  ["storm-503", 1], // longer than the retry budget: the call fails, nothing applied
  ["storm-after-commit", 1] // applied, then every answer lost: the call fails, the change stands
]

const pick = <A>(rng: Rng, weighted: ReadonlyArray<readonly [A, number]>): A => {
  const total = weighted.reduce((n, [, w]) => n + w, 0)
  let r = rng() * total
  for (const [value, w] of weighted) if ((r -= w) < 0) return value
  return weighted[weighted.length - 1]![0]
}

const faultSpec = (rng: Rng, kind: FaultKind, method: string, path: string): FaultSpec => {
  const at = { method, path }
  switch (kind) {
    case "503":
      return { ...at, status: 503, times: 1 + Math.floor(rng() * 2) }
    case "drop-before":
      return { ...at, dropConnection: true, times: 1 + Math.floor(rng() * 2) }
    case "drop-after-commit":
      return { ...at, afterCommit: true, dropConnection: true }
    case "503-after-commit":
      return { ...at, afterCommit: true, status: 503 }
    case "delay-past-timeout":
      // Past the timeout: a little (a retry may then be answered from the idempotency record) or by a lot (every retry meets REQUEST_IN_PROCESS).
      return { ...at, delayMs: Math.round(TIMEOUT_MS * (1.05 + rng() * 1.5)) }
    case "429-retry-after":
      // Mostly "retry now"; one in six asks for a full second, which the client must honour.
      return { ...at, status: 429, retryAfterSeconds: rng() < 1 / 6 ? 1 : 0 }
    case "storm-503":
      return { ...at, status: 503, times: MAX_RETRIES + 1 }
    case "storm-after-commit":
      return { ...at, afterCommit: true, dropConnection: true, times: MAX_RETRIES + 1 }
  }
}

type FollowUp =
  | { readonly kind: "refund"; readonly fraction: number | undefined } // undefined: full (no amount)
  | { readonly kind: "cancelOrRefund" }

interface Scenario {
  readonly n: number
  readonly orderId: string
  readonly valueUnits: number
  readonly capture: boolean
  readonly followUps: ReadonlyArray<FollowUp>
}

const planScenario = (rng: Rng, n: number, prefix: string): Scenario => {
  // 1.00–999.99 with four decimals; never .13 (the fake's decline trigger)
  let valueUnits = 10_000 + Math.floor(rng() * 9_990_000)
  if (Math.floor(valueUnits / 100) % 100 === 13) valueUnits += 100
  const capture = rng() < 0.7
  const followUps: Array<FollowUp> = capture
    ? pick<Array<FollowUp>>(rng, [
      [[], 2],
      [[{ kind: "refund", fraction: 0.3 }], 2],
      [[{ kind: "refund", fraction: 0.3 }, { kind: "refund", fraction: undefined }], 2],
      [[{ kind: "refund", fraction: undefined }], 1],
      [[{ kind: "refund", fraction: 0.25 }, { kind: "cancelOrRefund" }], 1],
      [[{ kind: "cancelOrRefund" }], 2]
    ])
    : pick<Array<FollowUp>>(rng, [[[], 1], [[{ kind: "cancelOrRefund" }], 2]])
  return { n, orderId: `${prefix}-order-${n}`, valueUnits, capture, followUps }
}

// ---------------------------------------------------------------------------
// Running: every call's outcome is recorded
// ---------------------------------------------------------------------------

type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown }

interface CallRecord<A> {
  readonly kind: "create" | "refund" | "cancelOrRefund"
  readonly idempotencyKey: string
  readonly fault: FaultKind | undefined
  outcome?: Outcome<A>
}

interface CreateRecord extends CallRecord<Payment> {
  readonly kind: "create"
  readonly scenario: Scenario
  readonly body: CreatePaymentParams
}

interface FollowUpRecord extends CallRecord<Payment | CancelOrRefundResult> {
  readonly kind: "refund" | "cancelOrRefund"
  readonly paymentId: string
  readonly merchantReference: string
  /** Requested amount in units; undefined = "refund the rest". */
  readonly amountUnits: number | undefined
  /** Captured payment (refund) or authorization (cancel) at the time of the call. */
  readonly captured: boolean
}

interface Phase {
  readonly name: string
  readonly fake: FakePayrail
  readonly creates: Array<CreateRecord>
  readonly followUps: Array<FollowUpRecord>
  readonly faults: Record<string, number>
  readonly close: () => Promise<void>
}

const settle = async <A>(promise: () => Promise<A>): Promise<Outcome<A>> => {
  try {
    return { ok: true, value: await promise() }
  } catch (error) {
    return { ok: false, error }
  }
}

const runPhase = async (name: string, calls: number, concurrency: number, transport: "in-process" | "http", rng: Rng): Promise<Phase> => {
  const fake = createFakePayrail()
  const server = transport === "http" ? await fake.listen() : undefined
  const client: PayrailClient = fake.client({
    timeoutMs: TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
    retryBackoff: { initialDelayMs: 1, maxDelayMs: 20 },
    // fetch undefined: the default transport over the socket (node:http on Node), as a user gets it
    ...(server ? { baseUrl: server.url, fetch: undefined } : {})
  })
  const session = fake.seed.checkoutSession()
  const phase: Phase = {
    name,
    fake,
    creates: [],
    followUps: [],
    faults: {},
    close: async () => {
      await client.close()
      await server?.close()
    }
  }

  // Plan every scenario and its faults up front, from the seed, so a run is reproducible in its mix.
  const scenarios: Array<{ scenario: Scenario; faults: Array<FaultKind | undefined> }> = []
  let planned = 0
  while (planned < calls) {
    const scenario = planScenario(rng, scenarios.length, name)
    const faults = [scenario, ...scenario.followUps].map(() => (rng() < FAULT_RATE ? pick(rng, FAULT_KINDS) : undefined))
    scenarios.push({ scenario, faults })
    planned += 1 + scenario.followUps.length
  }
  const faultRng = mulberry32(SEED ^ 0x5eed)
  const inject = (kind: FaultKind | undefined, method: string, path: string) => {
    if (kind === undefined) return
    phase.faults[kind] = (phase.faults[kind] ?? 0) + 1
    fake.faults.inject(faultSpec(faultRng, kind, method, path))
  }

  const run = async ({ scenario, faults }: (typeof scenarios)[number]) => {
    const body: CreatePaymentParams = {
      account_id: ACCOUNT_ID,
      description: `Chaos order ${scenario.n}`,
      country: "US",
      merchant_order_id: scenario.orderId,
      amount: { currency: "USD", value: scenario.valueUnits / UNITS },
      checkout: { session: session.id },
      payment_method: { token: "tok_visa", ...(scenario.capture ? {} : { detail: { card: { capture: false } } }) }
    }
    const create: CreateRecord = { kind: "create", scenario, body, idempotencyKey: `${name}-create-${scenario.n}`, fault: faults[0] }
    phase.creates.push(create)
    inject(faults[0], "POST", "/payments")
    create.outcome = await settle(() => client.payments.create(body, { idempotencyKey: create.idempotencyKey }))
    if (!create.outcome.ok) return // its follow-ups are not attempted (the payment is reconciled below)
    const payment = create.outcome.value
    const chargeId = (Array.isArray(payment.transactions) ? payment.transactions[0] : payment.transactions)?.id
    for (const [i, followUp] of scenario.followUps.entries()) {
      const fault = faults[i + 1]
      const merchantReference = `${name}-ref-${scenario.n}-${i}`
      const amountUnits = followUp.kind === "refund" && followUp.fraction !== undefined
        ? Math.max(1, Math.floor(scenario.valueUnits * followUp.fraction))
        : undefined
      const record: FollowUpRecord = {
        kind: followUp.kind,
        paymentId: payment.id,
        merchantReference,
        amountUnits,
        captured: scenario.capture,
        idempotencyKey: `${name}-${followUp.kind}-${scenario.n}-${i}`,
        fault
      }
      phase.followUps.push(record)
      const body = { merchant_reference: merchantReference, ...(amountUnits !== undefined ? { amount: { currency: "USD", value: amountUnits / UNITS } } : {}) }
      if (followUp.kind === "refund") {
        inject(fault, "POST", `/payments/${payment.id}/transactions/${chargeId}/refund`)
        record.outcome = await settle(() => client.payments.refund(payment.id, chargeId!, body, { idempotencyKey: record.idempotencyKey }))
      } else {
        inject(fault, "POST", `/payments/${payment.id}/cancel-or-refund`)
        record.outcome = await settle(() => client.payments.cancelOrRefund(payment.id, body, { idempotencyKey: record.idempotencyKey }))
      }
      if (!record.outcome.ok) break // a failed step ends the scenario, as a careful caller would
    }
  }

  const queue = [...scenarios]
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await run(next)
  }))
  // Faults nobody consumed (parallel creates share a path) are dropped; requests still held
  // by a delay fault are let finish, so the state is final before it is checked.
  fake.faults.clear()
  const deadline = Date.now() + 60_000 // a safety net only: the loop ends when nothing is in flight
  while (fake.requests.some((r) => r.outcome === "in_flight") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
  return phase
}

// ---------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------

interface Counts {
  calls: number
  succeeded: number
  typedErrors: Record<string, number>
  untypedErrors: Array<string>
  failedButApplied: number
  failedNotApplied: number
  payments: number
  refundsApplied: number
  cancelsApplied: number
  attempts: number
  faults: Record<string, number>
}

const tagOf = (error: unknown) => (error instanceof PayrailError ? error._tag : `untyped ${String(error)}`)

type StatePayment = FakePayrail["state"]["payments"][number]
type StateTransaction = Extract<StatePayment["transactions"], ReadonlyArray<unknown>>[number]

const checkPhase = async (phase: Phase, counts: Counts) => {
  const { fake } = phase
  const payments = fake.state.payments
  const byOrder = new Map<string, Array<StatePayment>>()
  for (const p of payments) byOrder.set(p.merchant_order_id, [...(byOrder.get(p.merchant_order_id) ?? []), p])

  const calls = [...phase.creates, ...phase.followUps]
  for (const call of calls) {
    counts.calls++
    expect(call.outcome, `${phase.name}: ${call.kind} ${call.idempotencyKey} never resolved`).toBeDefined()
    if (call.outcome!.ok) counts.succeeded++
    else {
      const tag = tagOf(call.outcome!.error)
      if (call.outcome!.error instanceof PayrailError) counts.typedErrors[tag] = (counts.typedErrors[tag] ?? 0) + 1
      else counts.untypedErrors.push(`${phase.name} ${call.kind} ${call.idempotencyKey}: ${tag}`)
    }
  }

  // No payment doubled, none lost, none from nowhere.
  const planned = new Set(phase.creates.map((c) => c.scenario.orderId))
  for (const [orderId, list] of byOrder) {
    expect(list.length, `${phase.name}: payment for ${orderId} doubled`).toBe(1)
    expect(planned.has(orderId), `${phase.name}: payment ${orderId} that no call asked for`).toBe(true)
  }
  // One replaying client for reconciliation, no faults left: the same key must give back the same payment.
  const reconciler = fake.client({ maxRetries: 0 })
  try {
    for (const create of phase.creates) {
      const found = byOrder.get(create.scenario.orderId)?.[0]
      if (create.outcome!.ok) {
        expect(found, `${phase.name}: payment ${create.scenario.orderId} lost`).toBeDefined()
        expect(found!.id).toBe(create.outcome!.value.id)
      } else if (found !== undefined) {
        counts.failedButApplied++
        // Reconcile by idempotency key: the call, repeated, answers with the payment it made.
        const replayed = await reconciler.payments.create(create.body, { idempotencyKey: create.idempotencyKey })
        expect(replayed.id, `${phase.name}: idempotent replay of ${create.idempotencyKey}`).toBe(found.id)
        // ...and by retrieve: the payment the failed call made is there, whole.
        const retrieved = await reconciler.payments.retrieve(found.id)
        expect(retrieved.merchant_order_id).toBe(create.scenario.orderId)
      } else {
        counts.failedNotApplied++
      }
      if (found !== undefined) {
        // Amounts exact: the value asked for, captured in full or not at all.
        expect(units(found.amount.value), `${phase.name}: ${create.scenario.orderId} value`).toBe(create.scenario.valueUnits)
        expect(units(found.amount.captured ?? 0)).toBe(create.scenario.capture ? create.scenario.valueUnits : 0)
      }
    }
  } finally {
    await reconciler.close()
  }
  counts.payments += payments.length

  // Every refund and cancel applied exactly once, amounts exact.
  const paymentsById = new Map(payments.map((p) => [p.id, p]))
  for (const call of phase.followUps) {
    const payment = paymentsById.get(call.paymentId)!
    const txs = payment.transactions as ReadonlyArray<StateTransaction>
    const mine = txs.filter((t) => t.merchant_reference === call.merchantReference)
    expect(mine.length, `${phase.name}: ${call.kind} ${call.merchantReference} applied ${mine.length} times`).toBeLessThanOrEqual(1)
    if (call.outcome!.ok) expect(mine.length, `${phase.name}: ${call.kind} ${call.merchantReference} succeeded but is not applied`).toBe(1)
    else if (mine.length === 1) counts.failedButApplied++
    else counts.failedNotApplied++
    const tx = mine[0]
    if (tx === undefined) continue
    if (call.captured) {
      expect(tx.type).toBe("REFUND")
      counts.refundsApplied++
      if (call.amountUnits !== undefined) expect(units(tx.amount as number), `${call.merchantReference} amount`).toBe(call.amountUnits)
      else {
        // "the rest": what was captured less every refund before it
        const before = txs.slice(0, txs.indexOf(tx)).filter((t) => t.type === "REFUND").reduce((n, t) => n + units(t.amount as number), 0)
        expect(units(tx.amount as number), `${call.merchantReference} full refund amount`).toBe(units(payment.amount.captured ?? 0) - before)
      }
    } else {
      expect(tx.type).toBe("CANCEL")
      expect(payment.status).toBe("CANCELED")
      counts.cancelsApplied++
    }
  }
  for (const payment of payments) {
    const txs = payment.transactions as ReadonlyArray<StateTransaction>
    const refunded = txs.filter((t) => t.type === "REFUND").reduce((n, t) => n + units(t.amount as number), 0)
    const captured = units(payment.amount.captured ?? 0)
    expect(units(payment.amount.refunded ?? 0), `${payment.merchant_order_id}: refunded total`).toBe(refunded)
    expect(refunded).toBeLessThanOrEqual(captured)
    expect(txs.filter((t) => t.type === "CANCEL").length).toBeLessThanOrEqual(1)
    if (captured > 0 && refunded === captured) expect(payment.status).toBe("REFUNDED")
    // Every refund or cancel on it came from a call of this run.
    for (const t of txs) if (t.type === "REFUND" || t.type === "CANCEL") expect(t.merchant_reference).toMatch(new RegExp(`^${phase.name}-ref-`))
  }
  counts.attempts += fake.requestCount
  for (const [k, v] of Object.entries(phase.faults)) counts.faults[k] = (counts.faults[k] ?? 0) + v
}

// ---------------------------------------------------------------------------

describe(`chaos: ${CALLS} calls, seed ${SEED}`, () => {
  const unhandled: Array<unknown> = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  beforeAll(() => {
    process.on("unhandledRejection", onUnhandled)
  })
  afterAll(() => {
    process.off("unhandledRejection", onUnhandled)
  })

  it("every call resolves, typed; no payment doubled or lost; every refund applied once; amounts exact", async () => {
    const rng = mulberry32(SEED)
    const third = Math.max(10, Math.round(CALLS / 3))
    const counts: Counts = {
      calls: 0, succeeded: 0, typedErrors: {}, untypedErrors: [], failedButApplied: 0, failedNotApplied: 0,
      payments: 0, refundsApplied: 0, cancelsApplied: 0, attempts: 0, faults: {}
    }
    const started = Date.now()
    const phases: Array<[string, number, "in-process" | "http"]> = [
      ["seq", 1, "in-process"],
      ["par", 50, "in-process"],
      ["http", 50, "http"]
    ]
    const lines: Array<string> = []
    for (const [name, concurrency, transport] of phases) {
      const t0 = Date.now()
      const phase = await runPhase(name, third, concurrency, transport, rng)
      try {
        await checkPhase(phase, counts)
      } finally {
        await phase.close()
      }
      lines.push(`  ${name.padEnd(4)} ${String(concurrency).padStart(2)} at once, ${transport.padEnd(10)} ${phase.creates.length + phase.followUps.length} calls in ${Date.now() - t0} ms`)
    }
    // Let any rejection still travelling through the microtask queue surface.
    await new Promise((r) => setTimeout(r, 20))

    const summary = [
      `chaos (seed ${SEED}, ${Date.now() - started} ms):`,
      ...lines,
      `  calls ${counts.calls}: ${counts.succeeded} succeeded, ${counts.calls - counts.succeeded} failed with a typed error (${Object.entries(counts.typedErrors).map(([k, v]) => `${k} ${v}`).join(", ") || "none"})`,
      `  failed but applied (reconciled by merchant reference + idempotent replay): ${counts.failedButApplied}; failed and not applied: ${counts.failedNotApplied}`,
      `  state: ${counts.payments} payments (none doubled, none lost), ${counts.refundsApplied} refunds and ${counts.cancelsApplied} cancels applied exactly once, amounts exact`,
      `  HTTP attempts seen by the fake: ${counts.attempts} (${(counts.attempts / counts.calls).toFixed(2)} per call)`,
      `  faults injected: ${Object.entries(counts.faults).map(([k, v]) => `${k} ${v}`).join(", ")}`,
      `  unhandled rejections: ${unhandled.length}; untyped errors: ${counts.untypedErrors.length}`
    ].join("\n")
    console.log(summary)

    expect(counts.untypedErrors, "calls that failed with something other than a PayrailError").toEqual([])
    expect(unhandled.map(String), "unhandled rejections during the run").toEqual([])
    // Follow-ups of a failed step are skipped, so a little less than the plan runs.
    expect(counts.calls).toBeGreaterThanOrEqual(CALLS * 0.6)
    // The mix really exercised the failure paths.
    expect(Object.keys(counts.faults).length).toBeGreaterThanOrEqual(CALLS >= 150 ? 6 : 1)
  })
})

// ---------------------------------------------------------------------------
// Idempotency in flight: every first attempt is held 1 s by the fake, past
// the client's 400 ms timeout, so every retry meets REQUEST_IN_PROCESS until the first attempt
// ends. With the fake's compressed backoff (10–100 ms) the retries used to be spent before that;
// now the fake answers with a Retry-After of the time left and the client waits at least a floor.
// ---------------------------------------------------------------------------

const IN_FLIGHT_CALLS = process.env.PAYRAIL_CHAOS_CALLS ? 200 : 24
const IN_FLIGHT_WAVE = 50

describe(`chaos: a slow first attempt, ${IN_FLIGHT_CALLS} creates (1 s delay, timeoutMs 400, maxRetries 6)`, () => {
  it("every call succeeds, each payment made once", async () => {
    const fake = createFakePayrail()
    const client = fake.client({ timeoutMs: 400, maxRetries: 6 })
    const session = fake.seed.checkoutSession()
    const failures: Array<string> = []
    try {
      for (let start = 0; start < IN_FLIGHT_CALLS; start += IN_FLIGHT_WAVE) {
        const wave = Array.from({ length: Math.min(IN_FLIGHT_WAVE, IN_FLIGHT_CALLS - start) }, (_, i) => start + i)
        // One slow fault per call of the wave, all taken by the wave's first attempts (its retries come 400 ms later).
        const fault = fake.faults.inject({ method: "POST", path: "/payments", delayMs: 1000, times: wave.length })
        await Promise.all(wave.map(async (n) => {
          try {
            await client.payments.create({
              account_id: ACCOUNT_ID,
              description: `Slow order ${n}`,
              country: "US",
              merchant_order_id: `slow-order-${n}`,
              amount: { currency: "USD", value: 10 + n },
              checkout: { session: session.id },
              payment_method: { token: "tok_visa" }
            }, { idempotencyKey: `slow-create-${n}` })
          } catch (error) {
            failures.push(`slow-order-${n}: ${String(error)}`)
          }
        }))
        expect(fault.hits, "every slow fault was taken").toBe(wave.length)
      }
      const inProcess = fake.requests.filter((r) => r.errorCode === "REQUEST_IN_PROCESS").length
      console.log(`in flight: ${IN_FLIGHT_CALLS} creates, ${fake.requestCount} attempts, ${inProcess} answered REQUEST_IN_PROCESS, ${failures.length} failed`)
      expect(failures).toEqual([])
      // The path under test was really taken: retries met the first attempt still running.
      expect(inProcess).toBeGreaterThanOrEqual(IN_FLIGHT_CALLS)
      const orders = fake.state.payments.map((p) => p.merchant_order_id).filter((id) => id.startsWith("slow-order-"))
      expect(orders.length).toBe(IN_FLIGHT_CALLS)
      expect(new Set(orders).size).toBe(IN_FLIGHT_CALLS)
    } finally {
      await client.close()
    }
  })
})
