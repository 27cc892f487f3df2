/**
 * The PCI proxy (src/state/pci-proxy-destinations.ts, src/state/pci-proxy-forward.ts) through the
 * real client, in-process and over HTTP: a forward reaches a real loopback HTTP server started
 * here with the vaulted card substituted and nothing else added; disabled, removed and
 * unregistered destinations are refused; the allowlist answers the reference's conflicts; card
 * data shows nowhere but in the destination's request.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { caught, type Harness, inProcess, overHttp, raw } from "../helpers"

interface Received {
  readonly method: string | undefined
  readonly url: string | undefined
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A destination: answers what `answer` returns for each request and records what it received. */
const startDestination = async (answer: (body: string) => { status: number; body: string } = (body) => ({ status: 200, body })) => {
  const received: Array<Received> = []
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8")
      received.push({ method: req.method, url: req.url, headers: req.headers, body })
      const reply = answer(body)
      res.writeHead(reply.status, { "content-type": "application/json" })
      res.end(reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

// The seeded card: 41111111…1111, so the number the fake forwards is the test card 4111 1111 1111 1111 (docs/fake.md).
const NUMBER = "4111111111111111"
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c()
})

describe.each([inProcess, overHttp])("the PCI proxy (%#)", (make) => {
  const open = async () => {
    const h: Harness = await make()
    const destination = await startDestination()
    cleanups.push(() => h.close(), destination.close)
    const customer = h.fake.seed.customer()
    expect((await raw(h, "PATCH", `/customers/${customer.id}`, { first_name: "Ana", last_name: "Souza" })).status).toBe(200)
    return { h, destination, token: customer.vaultedToken, payrail: h.client() }
  }

  it("forwards to an enabled destination with the vaulted card substituted, and nothing else", async () => {
    const { h, destination, token, payrail } = await open()
    const registered = await payrail.pciProxy.destinations.register({ hostname: "127.0.0.1", purpose: "test acquirer" })
    expect(registered).toMatchObject({ hostname: "127.0.0.1", status: "ENABLED", purpose: "test acquirer", account_id: null })
    const body = {
      amount: 2500,
      card: {
        number: `{{vaulted_token.${token}.number}}`,
        expiry: `{{vaulted_token.${token}.expiration_month}}/{{ vaulted_token.${token}.expiration_year }}`,
        holder_name: `{{vaulted_token.${token}.holder_name}}`
      }
    }
    const answer = await payrail.pciProxy.forward(body, { headers: { "yuno-proxy-url": destination.url("/v1/charges?expand=true"), "x-login": "merchant-7" } })
    expect(destination.received).toHaveLength(1)
    const got = destination.received[0]!
    expect(got.method).toBe("POST")
    expect(got.url).toBe("/v1/charges?expand=true")
    expect(JSON.parse(got.body)).toEqual({ amount: 2500, card: { number: NUMBER, expiry: "12/2028", holder_name: "ANA SOUZA" } })
    // the caller's own header is forwarded; the fake's credentials, idempotency key and yuno-* headers are not
    expect(got.headers["x-login"]).toBe("merchant-7")
    expect(got.headers["content-type"]).toBe("application/json")
    for (const name of Object.keys(got.headers)) expect(name).not.toMatch(/^(yuno-|public-api-key|private-secret-key|x-idempotency-key)/)
    // the destination echoed the card: its number comes back masked
    expect(answer).toEqual({ amount: 2500, card: { number: "411111******1111", expiry: "12/2028", holder_name: "ANA SOUZA" } })
    // the number is nowhere in the fake: request log, saved state
    expect(JSON.stringify(h.fake.requests)).not.toContain(NUMBER)
    expect(JSON.stringify(h.fake.snapshot())).not.toContain(NUMBER)
  })

  it("refuses a disabled destination until it is enabled again, and a removed one", async () => {
    const { destination, token, payrail } = await open()
    const d = await payrail.pciProxy.destinations.register({ hostname: "127.0.0.1" })
    const send = () => payrail.pciProxy.forward({ n: `{{vaulted_token.${token}.number}}` }, { headers: { "yuno-proxy-url": destination.url("/pay") } })
    expect(await payrail.pciProxy.destinations.disable(d.id)).toMatchObject({ id: d.id, status: "DISABLED" })
    expect(await caught(send)).toMatchObject({ status: 403, code: "DESTINATION_NOT_ALLOWED" })
    expect(destination.received).toHaveLength(0)
    expect(await payrail.pciProxy.destinations.enable(d.id)).toMatchObject({ status: "ENABLED" })
    await send()
    expect(destination.received).toHaveLength(1)
    await payrail.pciProxy.destinations.remove(d.id)
    expect(await caught(send)).toMatchObject({ status: 403, code: "DESTINATION_NOT_ALLOWED" })
    expect(destination.received).toHaveLength(1)
    expect(await caught(() => payrail.pciProxy.destinations.enable(d.id))).toMatchObject({ status: 404, code: "NOT_FOUND" })
  })

  it("refuses a host not on the allowlist, and a token it cannot resolve, before anything leaves", async () => {
    const { destination, payrail } = await open()
    const url = { headers: { "yuno-proxy-url": destination.url("/pay") } }
    expect(await caught(() => payrail.pciProxy.forward({ a: 1 }, url))).toMatchObject({ status: 403, code: "DESTINATION_NOT_ALLOWED" })
    await payrail.pciProxy.destinations.register({ hostname: "127.0.0.1" })
    const unknown = "0f9c2a1e-2222-4a5b-9c3d-123456789abc"
    expect(await caught(() => payrail.pciProxy.forward({ n: `{{vaulted_token.${unknown}.number}}` }, url))).toMatchObject({ status: 400, code: "EXPRESSION_RESOLUTION_FAILED" })
    expect(await caught(() => payrail.pciProxy.forward({ a: 1 }))).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
    expect(destination.received).toHaveLength(0)
  })

  it("keeps an allowlist: 409 DESTINATION_EXISTS for the same host, 422 INVALID_HOSTNAME for an address or a URL, listed by scope", async () => {
    const { h, payrail } = await open()
    const org = await payrail.pciProxy.destinations.register({ hostname: "api.processor.example" })
    expect(await caught(() => payrail.pciProxy.destinations.register({ hostname: "API.Processor.example" }))).toMatchObject({ status: 409, code: "DESTINATION_EXISTS" })
    const account = "0f9c2a1e-1111-4a5b-9c3d-123456789abc"
    const scoped = await payrail.pciProxy.destinations.register({ hostname: "api.processor.example", account_id: account })
    expect(scoped.account_id).toBe(account)
    expect((await raw(h, "POST", "/pci-proxy/destinations", { hostname: "10.0.0.8" })).body).toMatchObject({ code: "INVALID_HOSTNAME" })
    const url = await raw(h, "POST", "/pci-proxy/destinations", { hostname: "https://api.processor.example/pay" })
    expect(url.status).toBe(422)
    expect(url.body.code).toBe("INVALID_HOSTNAME")
    expect((await payrail.pciProxy.destinations.list()).map((d) => d.id)).toEqual([org.id, scoped.id])
    const other = await raw(h, "GET", "/pci-proxy/destinations", undefined, { "yuno-account-id": "0f9c2a1e-3333-4a5b-9c3d-123456789abc" })
    expect(other.body.destinations.map((d: { id: string }) => d.id)).toEqual([org.id])
  })
})
