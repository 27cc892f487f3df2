/**
 * The request log keeps what it shows and no more (src/pipeline/request-log.ts,
 * request-log-body.ts): a cut body is a copy of its prefix, not a view that keeps the whole body
 * alive, and the log's total size is bounded as well as its entry count. Through the fake's real
 * HTTP server.
 */
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { AUTH, T0 } from "./helpers"

let fake: FakePayrail
let server: FakeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})
const start = async (options: Parameters<typeof createFakePayrail>[0] = {}) => {
  fake = createFakePayrail({ now: T0, ...options })
  server = await fake.listen()
}
let keys = 0
const post = async (text: string) => {
  const res = await fetch(`${server!.url}/payments`, {
    method: "POST",
    headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": `log-${keys++}` },
    body: text
  })
  await res.text()
  return res.status
}

// A real garbage collection, so the heap measured holds only what is still referenced.
setFlagsFromString("--expose-gc")
const gc = runInNewContext("gc") as () => void
const heapAfterGc = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

describe("5. the request log keeps copies and a bounded total", () => {
  it.each([
    ["JSON", (pad: string) => JSON.stringify({ account_id: "a", metadata: [{ key: "pad", value: pad }] })],
    ["text", (pad: string) => `not json ${pad}`]
  ])("12 bodies of 2 MB (%s), cut to 16 KiB, hold about 12 × 16 KiB of heap, not 24 MB", async (_kind, bodyOf) => {
    await start()
    const before = heapAfterGc()
    for (let i = 0; i < 12; i++) {
      // a fresh pad each time, so no two bodies share a string
      expect(await post(bodyOf(String.fromCharCode(97 + (i % 26)).repeat(2 * 1024 * 1024 + i)))).toBe(400)
    }
    expect(fake.requests).toHaveLength(12)
    expect(fake.requests.every((e) => e.bodyTruncated === true && (e.body as string).length === 16 * 1024)).toBe(true)
    const held = heapAfterGc() - before
    // 12 prefixes are ~0.4 MB as UTF-16; 12 whole bodies kept alive by slices would be 24+ MB
    expect(held).toBeLessThan(10 * 1024 * 1024)
  }, 120_000)

  it("past requestLog.maxBytes the oldest entries go first; the newest always stays", async () => {
    await start({ requestLog: { maxBytes: 1024 * 1024, maxBodyLength: 64 * 1024 } })
    for (let i = 0; i < 40; i++) expect(await post(`x${i} ${"y".repeat(64 * 1024)}`)).toBe(400)
    // each entry holds 64 Ki characters (128 KiB as UTF-16): at most 8 fit in 1 MiB
    expect(fake.requests.length).toBeGreaterThanOrEqual(6)
    expect(fake.requests.length).toBeLessThanOrEqual(8)
    expect(fake.requestCount).toBe(40)
    expect((fake.requests.at(-1)!.body as string).startsWith("x39 ")).toBe(true)
    const listed = await (await fetch(`${server!.controlUrl}/requests`, { headers: { "private-secret-key": "sk_test_payrail" } })).text()
    expect(listed.length).toBeLessThan(1024 * 1024)

    // a body larger than the whole bound is still kept, alone
    await (async () => {
      await server!.close()
      await start({ requestLog: { maxBytes: 1000 } })
      expect(await post(`big ${"z".repeat(5000)}`)).toBe(400)
      expect(fake.requests).toHaveLength(1)
    })()
    expect(() => createFakePayrail({ requestLog: { maxBytes: -1 } })).toThrow(/requestLog.maxBytes/)
  })
})
