/**
 * `fake.listen()` reads node's request through views (src/transports/node-request.ts) instead of
 * copying it into a web `Headers` and `URL`: each view reads what the copy would have, checked
 * against the copy itself over a real node:http server.
 */
import { createServer, type IncomingMessage } from "node:http"
import { connect } from "node:net"
import { describe, expect, it } from "vitest"
import { NodeRequestHeaders, plainRequestUrl, sortedNames } from "../src/transports/node-request"
import { createFakePayrail } from "../src"

/** The request node parses from `raw` (sent as bytes over a socket). */
const received = async (raw: string): Promise<IncomingMessage> => {
  let got: (req: IncomingMessage) => void
  const arrived = new Promise<IncomingMessage>((resolve) => (got = resolve))
  const server = createServer((req, res) => {
    got(req)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as { port: number }).port
  const socket = connect(port, "127.0.0.1", () => socket.write(raw))
  socket.on("data", () => socket.end())
  try {
    return await arrived
  } finally {
    server.close()
    server.closeAllConnections()
  }
}

/** The web `Headers` the listener built before: each of node's values appended. */
const copied = (req: IncomingMessage): Headers => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}

describe("node's request read through views", () => {
  it("reads each header as a Headers copy does: case, repeats, cookies, set-cookie, empty values, inherited names", async () => {
    const req = await received(
      "GET /v1/payments/x HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tag: a\r\nx-tag: b\r\nCookie: c=1\r\nCookie: d=2\r\nSet-Cookie: s=1\r\nSet-Cookie: t=2\r\n" +
        "Public-Api-Key:   pk_1  \r\nX-Empty:\r\nContent-Type: application/json\r\nContent-Type: text/plain\r\n\r\n"
    )
    const view = new NodeRequestHeaders(req.headers)
    const copy = copied(req)
    for (const name of ["host", "x-tag", "X-TAG", "cookie", "set-cookie", "public-api-key", "x-empty", "content-type", "missing", "constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(view.get(name), name).toBe(copy.get(name))
      expect(view.has(name), name).toBe(copy.has(name))
    }
    const listed = (h: { forEach(cb: (value: string, name: string) => void): void }) => {
      const out: Array<[string, string]> = []
      h.forEach((value, name) => out.push([name, value]))
      return out
    }
    expect(listed(view)).toEqual(listed(copy))
    expect(view.get("x-tag")).toBe("a, b") // the oracle is not trivially empty
  })

  it("lists headers in sorted order whatever order came before: the same names again, another order, another set", () => {
    const names = (raw: Record<string, string>) => {
      const out: Array<string> = []
      new NodeRequestHeaders(raw).forEach((_, name) => out.push(name))
      return out
    }
    expect(names({ "x-b": "1", "x-a": "2", host: "h" })).toEqual(["host", "x-a", "x-b"])
    expect(names({ "x-b": "3", "x-a": "4", host: "h" })).toEqual(["host", "x-a", "x-b"])
    expect(names({ "x-c": "1", "x-a": "2", host: "h" })).toEqual(["host", "x-a", "x-c"])
    expect(names({ "x-a": "1", host: "h" })).toEqual(["host", "x-a"])
    expect(names({ "x-a": "1", host: "h", "x-0": "z" })).toEqual(["host", "x-0", "x-a"])
    // The caller's array is neither sorted in place nor kept as the sorted answer.
    const given = ["z", "a"]
    expect(sortedNames(given)).toEqual(["a", "z"])
    given[0] = "m"
    expect(sortedNames(["m", "a"])).toEqual(["a", "m"])
    expect(given).toEqual(["m", "a"])
  })

  it("gives the pathname, search and query a URL gives for a plain target, and none for any other", () => {
    const plain = ["/v1/payments/0f9c2a1e-1111-4a5b-9c3d-123456789abc", "/v1/payments", "/v1/payments/", "//v1/x", "/v1/x?", "/v1/x?a=1&b=two+words&c=%20&d=1.5,2", "/v1/x?=&&"]
    for (const target of plain) {
      const view = plainRequestUrl(target, "127.0.0.1")
      const url = new URL(`http://127.0.0.1${target}`)
      expect(view, target).toBeDefined()
      expect(view!.pathname, target).toBe(url.pathname)
      expect(view!.search, target).toBe(url.search)
      expect([...view!.searchParams], target).toEqual([...url.searchParams])
      expect(view!.protocol).toBe(url.protocol)
      expect(view!.origin).toBe(url.origin)
    }
    expect(plainRequestUrl("/v1/x", "[::1]")!.origin).toBe(new URL("http://[::1]/v1/x").origin)
    // Targets a URL rewrites (dot segments, escapes, backslashes, characters it encodes) are left to it.
    for (const target of ["/v1/../x", "/v1/./x", "/v1/%2e%2e/x", "/v1\\x", "/v1/a b", "/v1/é", "/v1/x#frag", "/v1/x?q='", "/v1/x?q=<", "http://h/v1/x", "*"]) {
      expect(plainRequestUrl(target, "127.0.0.1"), target).toBeUndefined()
    }
  })

  it("answers over HTTP with the credentials, repeated headers and query read through the views", async () => {
    const fake = createFakePayrail()
    const server = await fake.listen()
    try {
      const headers = { "public-api-key": fake.publicApiKey, "private-secret-key": fake.privateSecretKey }
      const listed = await fetch(`${server.url}/payments?merchant_order_id=order-1`, { headers })
      expect(listed.status).toBe(200)
      expect(await listed.json()).toEqual([])
      const refused = await fetch(`${server.url}/payments/x`, { headers: { ...headers, "private-secret-key": "wrong" } })
      expect(refused.status).toBe(401)
      const entry = fake.requests.find((e) => e.query === "?merchant_order_id=order-1")!
      expect(entry.headers["private-secret-key"]).toBe("[REDACTED]")
      expect(entry.headers["public-api-key"]).toBe(fake.publicApiKey)
      expect(entry.path).toBe("/payments")
    } finally {
      await server.close()
    }
  })
})
