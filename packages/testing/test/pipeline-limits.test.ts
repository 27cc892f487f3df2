/**
 * The request pipeline's limits: credentials are checked before the body is
 * read, bodies are capped (413), and the idempotency fingerprint survives any JSON `JSON.parse`
 * accepts, however deep.
 */
import { request as httpRequest } from "node:http"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { MAX_BODY_BYTES } from "../src/pipeline/body"
import { canonicalJson } from "../src/pipeline/idempotency"
import { AUTH, paymentBody, T0 } from "./helpers"

const URL_IN_PROCESS = "http://payrail.fake/v1/payments"

/** A body stream that records whether anyone read it. */
const watchedBody = () => {
  const seen = { pulled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled = true
      controller.enqueue(new TextEncoder().encode("{}"))
      controller.close()
    }
  }, { highWaterMark: 0 }) // pulled only when read
  return { stream, seen }
}

/**
 * Sends headers and the first bytes of a body that is declared (or streamed) larger, and resolves
 * with the answer as soon as it comes: the server must answer without waiting for the rest.
 */
const answerBeforeBodyEnds = (
  server: FakeServer,
  headers: Record<string, string>,
  firstBytes: string
): Promise<{ status: number; body: any }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}/payments`, { method: "POST", headers }, (res) => {
      let text = ""
      res.on("data", (d: Buffer) => (text += d.toString()))
      res.on("end", () => {
        resolve({ status: res.statusCode!, body: JSON.parse(text) })
        req.destroy()
      })
    })
    req.on("error", reject)
    req.write(firstBytes) // and never the rest
  })

describe("credentials are checked before the body is read", () => {
  it("in-process: a request with a wrong key gets 401 and its body stream is never pulled", async () => {
    const fake = createFakePayrail({ now: T0 })
    const { stream, seen } = watchedBody()
    const res = await fake.fetch(URL_IN_PROCESS, {
      method: "POST",
      headers: { ...AUTH, "private-secret-key": "wrong", "x-idempotency-key": "k" },
      body: stream,
      duplex: "half"
    } as RequestInit)
    expect(res.status).toBe(401)
    expect(seen.pulled).toBe(false)
    expect(fake.requests.at(-1)).toMatchObject({ status: 401, body: undefined })
  })

  it("in-process: the control endpoints do the same", async () => {
    const fake = createFakePayrail({ now: T0 })
    const { stream, seen } = watchedBody()
    const res = await fake.fetch("http://payrail.fake/_fake/reset", { method: "POST", body: stream, duplex: "half" } as RequestInit)
    expect(res.status).toBe(401)
    expect(seen.pulled).toBe(false)
  })

  describe("over HTTP", () => {
    let fake: FakePayrail
    let server: FakeServer
    beforeEach(async () => {
      fake = createFakePayrail({ now: T0 })
      server = await fake.listen()
    })
    afterEach(() => server.close())

    it("a 200 MB upload without credentials is answered 401 after its first bytes", async () => {
      const res = await answerBeforeBodyEnds(server, { "content-type": "application/json", "content-length": String(200 * 1024 * 1024) }, '{"pad":"')
      expect(res).toMatchObject({ status: 401, body: { code: "INVALID_CREDENTIALS" } })
    })

    it("a declared Content-Length over the cap is answered 413 without reading it", async () => {
      const res = await answerBeforeBodyEnds(
        server,
        { ...AUTH, "x-idempotency-key": "big-1", "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) },
        '{"pad":"'
      )
      expect(res).toMatchObject({ status: 413, body: { code: "REQUEST_TOO_LARGE" } })
    })

    it("a chunked body is cut off at the cap: 413, and its idempotency key stays free", async () => {
      const session = fake.seed.checkoutSession()
      const chunk = "x".repeat(1024 * 1024)
      const res = await new Promise<{ status: number; body: any }>((resolve, reject) => {
        const req = httpRequest(`${server.url}/payments`, { method: "POST", headers: { ...AUTH, "x-idempotency-key": "big-2" } }, (r) => {
          let text = ""
          r.on("data", (d: Buffer) => (text += d.toString()))
          r.on("end", () => resolve({ status: r.statusCode!, body: JSON.parse(text) }))
        })
        req.on("error", reject)
        req.write('{"pad":"')
        // 11 MiB in 1 MiB chunks (bounded), as a stream with no declared length
        for (let i = 0; i < 11; i++) req.write(chunk)
        req.end('"}')
      })
      expect(res).toMatchObject({ status: 413, body: { code: "REQUEST_TOO_LARGE" } })
      expect(res.body.messages[0]).toContain(String(MAX_BODY_BYTES))
      // the key was not used up by the refused request
      const ok = await fetch(`${server.url}/payments`, {
        method: "POST",
        headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": "big-2" },
        body: JSON.stringify(paymentBody(session.id))
      })
      expect(ok.status).toBe(201)
    })
  })

  it("in-process: a body over the cap is 413; one at the cap is read", async () => {
    const fake = createFakePayrail({ now: T0 })
    const over = await fake.fetch(URL_IN_PROCESS, {
      method: "POST",
      headers: { ...AUTH, "x-idempotency-key": "k-over" },
      body: `"${"é".repeat(MAX_BODY_BYTES / 2)}"` // 2 bytes each in UTF-8: 2 bytes over
    })
    expect(over.status).toBe(413)
    const at = await fake.fetch(URL_IN_PROCESS, {
      method: "POST",
      headers: { ...AUTH, "x-idempotency-key": "k-at" },
      body: `"${"é".repeat(MAX_BODY_BYTES / 2 - 1)}"`
    })
    expect(at.status).toBe(400) // read, parsed, refused by validation: not an object
  })
})

describe("the idempotency fingerprint", () => {
  const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth)

  it("a 200,000-deep JSON array on a keyed endpoint is refused by validation (400), not a 500 RangeError", async () => {
    const fake = createFakePayrail({ now: T0 })
    const res = await fake.fetch(URL_IN_PROCESS, { method: "POST", headers: { ...AUTH, "x-idempotency-key": "deep" }, body: deep(200_000) })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe("INVALID_REQUEST")
  })

  it("is the JSON of the value with sorted keys (as the recursive version was)", () => {
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : typeof v === "object" && v !== null
          ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])]))
          : v
    // 300 seeded pseudo-random JSON values, nested up to 4 deep
    let seed = 42
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
    const value = (depth: number): unknown => {
      const r = next()
      if (depth >= 4 || r < 0.4) return [null, true, false, next() * 1e6 - 5e5, Math.floor(next() * 100), `s${next()}`, "é\"\n"][Math.floor(next() * 7)]
      const n = Math.floor(next() * 4)
      if (r < 0.7) return Array.from({ length: n }, () => value(depth + 1))
      return Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${Math.floor(next() * 10)}${i}`, value(depth + 1)]))
    }
    for (let i = 0; i < 300; i++) {
      const v = value(0)
      expect(canonicalJson(v)).toBe(JSON.stringify(sorted(v)))
    }
    expect(canonicalJson({ b: [1, { d: null, c: "x" }], a: true })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}')
    expect(canonicalJson(JSON.parse(deep(200_000)))).toBe(deep(200_000))
    // Around the depth where the recursion hands over to the explicit stack, the text is the same.
    for (const n of [31, 32, 33, 34, 64, 65]) {
      const nested = JSON.parse('{"b":1,"a":['.repeat(n) + "0" + "]}".repeat(n))
      expect(canonicalJson(nested)).toBe('{"a":['.repeat(n) + "0" + '],"b":1}'.repeat(n))
    }
  })
})
