/**
 * The dashboard's event stream under load (src/dashboard/stream.ts), over the fake's real HTTP
 * server: a page that stops reading is not fed (the fake does not queue a view for it on every
 * burst), the number of open streams is capped, and after the first whole view only the sections
 * that changed are sent.
 */
import { connect, type Socket } from "node:net"
import { request as httpRequest } from "node:http"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { AUTH, T0 } from "./helpers"

const KEY = "sk_test_payrail"
let fake: FakePayrail
let server: FakeServer | undefined
const sockets: Array<Socket> = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy()
  await server?.close()
  server = undefined
})

setFlagsFromString("--expose-gc")
const gc = runInNewContext("gc") as () => void
const memory = () => {
  gc()
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.external + m.arrayBuffers
}

/** An event-stream reader that hands over each event as it arrives (readiness by signal, not by time). */
const reader = (path = `/_fake/events?key=${KEY}`) =>
  new Promise<{ status: number; events: Array<{ event: string; data: string }>; next: () => Promise<{ event: string; data: string }>; close: () => void }>((resolve, reject) => {
    const events: Array<{ event: string; data: string }> = []
    const waiting: Array<(e: { event: string; data: string }) => void> = []
    let buffer = ""
    const req = httpRequest({ host: "127.0.0.1", port: server!.port, path, headers: { host: `127.0.0.1:${server!.port}` } }, (res) => {
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => {
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event === undefined || data === undefined) continue
          const e = { event, data }
          const w = waiting.shift()
          if (w !== undefined) w(e)
          else events.push(e)
        }
      })
      resolve({
        status: res.statusCode!,
        events,
        next: () => (events.length > 0 ? Promise.resolve(events.shift()!) : new Promise((r) => waiting.push(r))),
        close: () => req.destroy()
      })
    })
    req.on("error", reject)
    req.end()
  })

/** A page that sends its request and then never reads a byte. */
const stalled = () =>
  new Promise<Socket>((resolve) => {
    const socket = connect(server!.port, "127.0.0.1", () => {
      socket.write(`GET /_fake/events?key=${KEY} HTTP/1.1\r\nHost: 127.0.0.1:${server!.port}\r\n\r\n`)
      socket.pause()
      resolve(socket)
    })
    sockets.push(socket)
  })

let keys = 0
const post = async (pad: number) => {
  const res = await fetch(`${server!.url}/payments`, {
    method: "POST",
    headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": `stream-${keys++}` },
    body: JSON.stringify({ pad: "p".repeat(pad) })
  })
  await res.text()
}

describe("4. the dashboard stream", () => {
  it("pages that stop reading are paused: 20 bursts of a ~1.7 MB view do not pile up for them", async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
    // a heavy view: 100 logged requests of 16 KiB bodies each
    for (let i = 0; i < 100; i++) await post(16 * 1024)
    const live = await reader()
    expect((await live.next()).event).toBe("state")
    for (let i = 0; i < 4; i++) await stalled()
    const before = memory()
    for (let i = 0; i < 20; i++) {
      await post(16 * 1024)
      // the reading page hears of each burst: the stalled ones were offered it too
      // (a patch, or the whole view when the reading page itself had to drain a large write first)
      const event = await live.next()
      expect(["patch", "state"]).toContain(event.event)
    }
    const grown = memory() - before
    // 4 stalled pages × 20 bursts × ~1.7 MB would be > 130 MB queued; paused, one view each at most
    expect(grown).toBeLessThan(70 * 1024 * 1024)
    live.close()
  }, 120_000)

  it("after the whole view, only the sections that changed are sent", async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
    const live = await reader()
    const first = await live.next()
    expect(first.event).toBe("state")
    expect(Object.keys(JSON.parse(first.data))).toEqual(expect.arrayContaining(["now", "state", "requests", "webhooks", "faults"]))
    await post(10)
    const patch = await live.next()
    expect(patch.event).toBe("patch")
    // a request answered: the log changed, not the clock, faults or receiver
    expect(Object.keys(JSON.parse(patch.data))).toEqual(["requests"])
    live.close()
  })

  it("at most 16 streams at a time: one more is 503 TOO_MANY_DASHBOARDS; a closed one frees its place", async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
    const open = []
    for (let i = 0; i < 16; i++) {
      const r = await reader()
      expect(r.status).toBe(200)
      await r.next()
      open.push(r)
    }
    const refused = await reader()
    expect(refused.status).toBe(503)
    open.pop()!.close()
    // the place is free once the server has seen the close: retried until it has (bounded)
    let status = 503
    for (let i = 0; i < 200 && status === 503; i++) {
      const r = await reader()
      status = r.status
      r.close()
    }
    expect(status).toBe(200)
    for (const r of open) r.close()
  })
})
