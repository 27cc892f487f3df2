/** REQUEST_IN_PROCESS tells the retry how long the first request still needs. */
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { makeIdempotencyStore } from "../src/pipeline/idempotency"
import { type Harness, inProcess, overHttp, paymentBody, raw } from "./helpers"

describe("the idempotency store knows when a held request ends", () => {
  it("in_flight carries the time left (on the clock it is given), none when unknown", () => {
    const store = makeIdempotencyStore()
    expect(store.begin("m", "k", "POST /payments {}", 10_000, 0)).toEqual({ kind: "new" })
    expect(store.begin("m", "k", "POST /payments {}", undefined, 4_000)).toEqual({ kind: "in_flight", remainingMs: 6_000 })
    expect(store.begin("m", "k", "POST /payments {}", undefined, 12_000)).toEqual({ kind: "in_flight", remainingMs: 0 })
    expect(store.begin("m", "other", "POST /payments {}", undefined, 0)).toEqual({ kind: "new" })
    expect(store.begin("m", "other", "POST /payments {}", undefined, 0)).toEqual({ kind: "in_flight", remainingMs: undefined })
  })
})

describe.each([["in-process", inProcess], ["over HTTP", overHttp]] as const)("REQUEST_IN_PROCESS with Retry-After (%s)", (_, make) => {
  let h: Harness
  beforeEach(async () => {
    h = await make()
  })
  afterEach(() => h.close())

  it("a retry during a held create is told to come back when it ends (whole seconds, rounded up)", async () => {
    const session = h.fake.seed.checkoutSession()
    h.fake.faults.inject({ path: "/payments", delayMs: 400 })
    const first = raw(h, "POST", "/payments", paymentBody(session.id), { "x-idempotency-key": "held" })
    for (let i = 0; i < 400 && !h.fake.requests.some((r) => r.outcome === "in_flight"); i++) await new Promise((r) => setTimeout(r, 5))
    const during = await raw(h, "POST", "/payments", paymentBody(session.id), { "x-idempotency-key": "held" })
    expect(during).toMatchObject({ status: 400, body: { code: "REQUEST_IN_PROCESS" } })
    const retryAfter = during.headers.get("retry-after")
    expect(retryAfter).toMatch(/^[01]$/) // 400 ms held: at most one second left
    expect((await first).status).toBe(201)
  })
})
