/**
 * While the fake takes the published default keys, a web page must not be able to use them:
 * `/v1` answers only this machine's names and the bound address (DNS rebinding), and `listen()`
 * beyond this machine is refused unless the keys are set or the network is said to be trusted
 * (src/transports/listen.ts, bound-address.ts). Through the fake's real HTTP server, with the
 * `Host` header a browser sends for a hostile name re-pointed at 127.0.0.1.
 */
import { request } from "node:http"
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { parseCommand } from "../src/cli/args"
import { AUTH, T0 } from "./helpers"

let fake: FakePayrail
let server: FakeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** One request to the server with the `Host` header as given (what `fetch` will not let a test set). */
const send = (method: string, path: string, host: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: any }>((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body)
    const req = request({
      host: "127.0.0.1", port: server!.port, method, path,
      headers: { ...AUTH, host, "content-type": "application/json", "x-idempotency-key": crypto.randomUUID(), ...headers }
    }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8")
        resolve({ status: res.statusCode!, body: raw === "" ? undefined : JSON.parse(raw) })
      })
    })
    req.on("error", reject)
    req.end(text)
  })

const endpoint = { account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc", url: "https://attacker.example/hook", name: "all", payment_triggers: ["payment.purchase"] }

describe("6. DNS rebinding on /v1 with the default keys", () => {
  it("a hostile Host is refused 403 FORBIDDEN_HOST before anything runs; loopback names and the bound address are served", async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen()
    const port = server.port
    const refused = await send("POST", "/v1/webhooks", `rebind.attacker.example:${port}`, endpoint)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe("FORBIDDEN_HOST")
    expect(refused.body.messages[0]).toContain("rebind.attacker.example")
    // any port, other paths below /v1 alike
    expect((await send("GET", "/v1/payments/x", "rebind.attacker.example")).status).toBe(403)
    expect(fake.requestCount).toBe(0)
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, "LOCALHOST", `[::1]:${port}`, "127.0.0.1"]) {
      expect((await send("GET", "/v1/payments/5b0c7a52-0000-4000-8000-000000000000", host)).body.code, host).toBe("PAYMENT_NOT_FOUND")
    }
  })

  it("with keys of your own, /v1 answers any Host (the keys are the guard)", async () => {
    fake = createFakePayrail({ now: T0, privateSecretKey: "sk_mine" })
    server = await fake.listen()
    const answer = await send("GET", "/v1/payments/5b0c7a52-0000-4000-8000-000000000000", "payrail-fake.internal", undefined, { "private-secret-key": "sk_mine" })
    expect(answer.status).not.toBe(403)
    expect(answer.body.code).toBe("PAYMENT_NOT_FOUND")
  })

  it("allowedHosts are served", async () => {
    fake = createFakePayrail({ now: T0 })
    server = await fake.listen({ allowedHosts: ["payrail-fake"] })
    expect((await send("GET", "/v1/payments/5b0c7a52-0000-4000-8000-000000000000", "payrail-fake:4010")).body.code).toBe("PAYMENT_NOT_FOUND")
  })
})

describe("6. listening beyond this machine with the default keys", () => {
  it("is refused before binding, naming both ways out", async () => {
    fake = createFakePayrail({ now: T0 })
    const error = await fake.listen({ host: "0.0.0.0" }).then(() => undefined, (e: unknown) => e as Error & { code?: string })
    expect(error?.code).toBe("ERR_PAYRAIL_FAKE_DEFAULT_KEYS_EXPOSED")
    expect(error?.message).toMatch(/0\.0\.0\.0.*default keys.*privateSecretKey.*trustedNetwork/s)
  })

  it("goes ahead with trustedNetwork or keys of your own (here on an address this machine lacks: it gets as far as binding)", async () => {
    // 192.0.2.1 is TEST-NET-1: never this machine's, so nothing is exposed by trying
    for (const [options, listen] of [
      [{ now: T0 }, { host: "192.0.2.1", trustedNetwork: true }],
      [{ now: T0, privateSecretKey: "sk_mine" }, { host: "192.0.2.1" }]
    ] as const) {
      const error = await createFakePayrail(options).listen(listen).then(() => undefined, (e: unknown) => e as Error & { code?: string })
      expect(error?.code).toBe("EADDRNOTAVAIL")
    }
  })

  it("payrail-fake takes --trusted-network", () => {
    expect(parseCommand(["--host", "0.0.0.0", "--trusted-network"])).toMatchObject({ command: "serve", options: { host: "0.0.0.0", trustedNetwork: true } })
  })
})
