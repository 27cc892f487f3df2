/**
 * Issue 10, findings 1–7 (the client): each reproduction from the attack pass, now refused.
 * Finding 8 (REQUEST_IN_PROCESS) is in timing.test.ts and reliability/test/chaos.test.ts.
 */
import { inspect } from "node:util"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  ApiError,
  ClientClosedError,
  ConfigurationError,
  createPayrail,
  type PayrailConfig,
  PayrailError,
  RateLimitedError,
  RequestValidationError,
  ResponseValidationError
} from "../../src"
import { SDK_VERSION } from "../../src/http/version"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

const SECRET = "sk_live_TOP_SECRET_5f3a9"
let server: ScriptedServer
let elsewhere: ScriptedServer
beforeAll(async () => {
  server = await startScriptedServer()
  elsewhere = await startScriptedServer()
})
beforeEach(() => {
  server.reset()
  elsewhere.reset()
})
afterAll(async () => {
  await server.close()
  await elsewhere.close()
})

const config = (extra: Partial<PayrailConfig> = {}): PayrailConfig => ({
  publicApiKey: "pk",
  privateSecretKey: SECRET,
  baseUrl: server.url,
  retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 },
  ...extra
})
const printed = (e: unknown) => [String(e), inspect(e, { depth: 5 }), e instanceof Error ? e.message + (e.stack ?? "") : ""].join("\n")

describe("1. redirects are never followed", () => {
  it.each([
    ["GET 302", 302, (p: ReturnType<typeof createPayrail>) => p.payments.retrieve(f.ids.payment)],
    ["GET 307", 307, (p: ReturnType<typeof createPayrail>) => p.payments.retrieve(f.ids.payment)],
    ["POST 307", 307, (p: ReturnType<typeof createPayrail>) => p.payments.create(f.createPaymentBody)],
    ["POST 308", 308, (p: ReturnType<typeof createPayrail>) => p.payments.create(f.createPaymentBody)]
  ])("%s to another origin: typed, not retried, names the origin, the keys stay home", async (_, status, run) => {
    const payrail = createPayrail(config())
    const origin = new URL(elsewhere.url).origin
    server.fallback = { status, headers: { location: `${origin}/v1/steal?token=abc` } }
    const error = await run(payrail).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status, code: `HTTP_${status}` })
    expect((error as ApiError).message).toContain(origin)
    expect((error as ApiError).message).not.toContain("token=abc")
    expect(server.requests).toHaveLength(1)
    expect(elsewhere.requests).toHaveLength(0)
    await payrail.close()
  })
})

describe("2. keys and header values are checked, never echoed", () => {
  it.each([
    ["privateSecretKey", "sk_live\r\nX-Evil: 1"],
    ["privateSecretKey", "sk_live\u0000null"],
    ["privateSecretKey", "sk live"],
    ["publicApiKey", "pk_live\nnext"],
    ["publicApiKey", "pk_é"]
  ])("%s %j: ConfigurationError at construction, without the key", (name, value) => {
    const error = (() => {
      try {
        createPayrail(config({ [name]: value }))
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ConfigurationError)
    expect((error as Error).message).toContain(name)
    expect(printed(error)).not.toContain(value)
  })

  it("a per-call header with a line break is refused before sending, its value not echoed", async () => {
    const payrail = createPayrail(config())
    const error = await payrail.payments.retrieve(f.ids.payment, undefined, { headers: { "x-trace": "abc\r\nInjected: yes" } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestValidationError)
    expect((error as RequestValidationError).paths).toEqual(["options.headers.x-trace"])
    expect(printed(error)).not.toContain("Injected")
    expect(server.requests).toHaveLength(0)
    await payrail.close()
  })

  it("an organization code with a line break is refused before sending", async () => {
    const payrail = createPayrail(config())
    const error = await payrail.reports.create(f.createReportBody, { organizationCode: "org\r\nX: 1" }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestValidationError)
    expect(server.requests).toHaveLength(0)
    await payrail.close()
  })
})

describe("3. per-call options are checked as the constructor checks them, before anything is sent", () => {
  it.each([
    ["timeoutMs", Number.NaN],
    ["timeoutMs", -5],
    ["timeoutMs", 0],
    ["timeoutMs", "5"],
    ["timeoutMs", 2.5],
    ["maxRetries", -1],
    ["maxRetries", 2.5],
    ["maxRetries", 1e9],
    ["maxRetries", "1"],
    ["idempotencyKey", "key\r\nwith-crlf"],
    ["idempotencyKey", "k".repeat(100_000)],
    ["idempotencyKey", "k".repeat(256)],
    ["idempotencyKey", ""],
    ["idempotencyKey", " padded "],
    ["idempotencyKey", "clé"]
  ])("%s = %j → RequestValidationError naming it", async (name, value) => {
    const payrail = createPayrail(config())
    const error = await payrail.payments.create(f.createPaymentBody, { [name]: value } as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestValidationError)
    expect((error as RequestValidationError).paths).toEqual([`options.${name}`])
    expect(server.requests).toHaveLength(0)
    await payrail.close()
  })

  it("and the constructor refuses the same values", () => {
    for (const [name, value] of [["timeoutMs", Number.NaN], ["timeoutMs", -5], ["timeoutMs", "5"], ["maxRetries", 2.5], ["maxRetries", 1e9]] as const) {
      expect(() => createPayrail(config({ [name]: value } as never))).toThrow(ConfigurationError)
    }
  })

  it("a 255-character printable key and the bounds of each option are accepted", async () => {
    const payrail = createPayrail(config())
    const key = "k-".repeat(127) + "k"
    server.reply({ status: 201, body: f.paymentResponse })
    await payrail.payments.create(f.createPaymentBody, { idempotencyKey: key, maxRetries: 10, timeoutMs: 1 + 59_999 })
    expect(server.requests[0]!.headers["x-idempotency-key"]).toBe(key)
    server.reply({ status: 201, body: f.paymentResponse })
    await payrail.payments.create(f.createPaymentBody, { maxRetries: 0 })
    await payrail.close()
  })
})

describe("4. close()", () => {
  it("a call after close() rejects with ClientClosedError and sends nothing, though a valid reply is queued", async () => {
    const payrail = createPayrail(config())
    server.reply({ status: 200, body: f.reportResponse })
    await payrail.close()
    const error = await payrail.reports.retrieve(f.ids.report).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientClosedError)
    expect(error).toBeInstanceOf(PayrailError)
    expect((error as Error).message).toMatch(/closed/)
    expect((error as Error).message).toContain("reports.retrieve")
    expect(server.requests).toHaveLength(0)
    await payrail.close() // twice is harmless
  })

  it("the same client answers before close()", async () => {
    const payrail = createPayrail(config())
    server.reply({ status: 200, body: f.reportResponse })
    await expect(payrail.reports.retrieve(f.ids.report)).resolves.toMatchObject({ id: f.ids.report })
    await payrail.close()
  })
})

describe("5. maxResponseBytes", () => {
  it("a body over the limit (Content-Length) fails typed and is not retried", async () => {
    const payrail = createPayrail(config({ maxResponseBytes: 1024 }))
    server.fallback = { status: 200, body: { ...f.paymentResponse, description: "x".repeat(4096) } }
    const error = await payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as Error).message).toContain("maxResponseBytes")
    expect(server.requests).toHaveLength(1)
    await payrail.close()
  })

  it("a streamed body without a length: reading stops at the limit", async () => {
    let pulled = 0
    const chunk = new TextEncoder().encode("x".repeat(1024))
    const endless = async () =>
      new Response(new ReadableStream({
        pull(controller) {
          pulled++
          controller.enqueue(chunk)
        }
      }), { status: 200, headers: { "content-type": "application/json" } })
    const payrail = createPayrail(config({ baseUrl: "https://api.payrail.invalid/v1", fetch: endless, maxResponseBytes: 10 * 1024 }))
    await expect(payrail.payments.retrieve(f.ids.payment)).rejects.toBeInstanceOf(ResponseValidationError)
    // 11 chunks pass the limit; a reader that kept going would pull far more (the stream never ends)
    expect(pulled).toBeLessThanOrEqual(13)
    await payrail.close()
  })

  it("a declared Content-Length over the limit fails before the body is read", async () => {
    let pulled = 0
    const big = async () =>
      new Response(new ReadableStream({
        pull(controller) {
          pulled++
          controller.enqueue(new TextEncoder().encode("x".repeat(4096)))
          controller.close()
        }
      }, { highWaterMark: 0 }), { status: 200, headers: { "content-type": "application/json", "content-length": "4096" } })
    const payrail = createPayrail(config({ baseUrl: "https://api.payrail.invalid/v1", fetch: big, maxResponseBytes: 1024 }))
    await expect(payrail.payments.retrieve(f.ids.payment)).rejects.toBeInstanceOf(ResponseValidationError)
    expect(pulled).toBe(0)
    await payrail.close()
  })

  it("defaults to 16 MiB and is checked like the other options", () => {
    expect(() => createPayrail(config({ maxResponseBytes: 0 }))).toThrow(ConfigurationError)
    expect(() => createPayrail(config({ maxResponseBytes: Number.NaN }))).toThrow(/maxResponseBytes/)
  })

  it("a body just under the limit passes", async () => {
    const text = JSON.stringify(f.paymentResponse)
    const payrail = createPayrail(config({ maxResponseBytes: new TextEncoder().encode(text).byteLength }))
    server.reply({ status: 200, body: text })
    await expect(payrail.payments.retrieve(f.ids.payment)).resolves.toMatchObject({ id: f.ids.payment })
    await payrail.close()
  })
})

describe("6. base URL", () => {
  it.each(["http://api.example.com/v1", "http://10.0.0.5/v1", "http://api.y.uno.evil/v1"])("%s: http to a remote host is refused", (baseUrl) => {
    expect(() => createPayrail(config({ baseUrl }))).toThrow(ConfigurationError)
    expect(() => createPayrail(config({ baseUrl }))).toThrow(/allowInsecureHttp/)
  })

  it("unless allowInsecureHttp: true", () => {
    expect(String(createPayrail(config({ baseUrl: "http://api.example.com/v1", allowInsecureHttp: true })))).toContain("api.example.com")
  })

  it.each(["http://127.0.0.1:4010/v1", "http://localhost:4010/v1", "http://[::1]:4010/v1", "http://api.localhost/v1", "http://fake.invalid/v1"])(
    "%s: loopback (and never-resolving .invalid) hosts are fine over http",
    (baseUrl) => {
      expect(() => createPayrail(config({ baseUrl }))).not.toThrow()
    }
  )

  it("credentials in the URL are refused and not printed", () => {
    const attempt = () => createPayrail(config({ baseUrl: "https://user:hunter2@api.y.uno/v1" }))
    expect(attempt).toThrow(ConfigurationError)
    try {
      attempt()
    } catch (e) {
      expect(printed(e)).not.toContain("hunter2")
    }
  })

  it("environment picks the host; it and baseUrl together are refused", () => {
    expect(String(createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", environment: "sandbox" }))).toContain("https://api-sandbox.y.uno/v1")
    expect(String(createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", environment: "production" }))).toContain("https://api.y.uno/v1")
    expect(String(createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", environment: "production-eu" }))).toContain("https://api.eu.y.uno/v1")
    expect(() => createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", environment: "staging" as never })).toThrow(/environment/)
    expect(() => createPayrail(config({ environment: "sandbox" }))).toThrow(/either baseUrl or environment/)
  })
})

describe("7. errors print their class, code and stack, no secret", () => {
  it("console.log / inspect / String show `RateLimitedError [RATE_LIMITED] …`", async () => {
    const payrail = createPayrail(config({ maxRetries: 0 }))
    server.reply({ status: 429, headers: { "x-request-id": "req_9" }, body: { code: "RATE_LIMITED", messages: ["slow down"] } })
    const error = await payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(String(error)).toBe("RateLimitedError [RATE_LIMITED] slow down (HTTP 429, request req_9)")
    const shown = inspect(error)
    expect(shown.startsWith("RateLimitedError [RATE_LIMITED] slow down")).toBe(true)
    expect(shown).toMatch(/\n\s+at /)
    expect(printed(error)).not.toContain(SECRET)
    await payrail.close()
  })

  it("errors without a code print `Class: message`", () => {
    const error = new ConfigurationError({ message: "baseUrl is required" })
    expect(String(error)).toBe("ConfigurationError: baseUrl is required")
    expect(inspect(error).split("\n")[0]).toBe("ConfigurationError: baseUrl is required")
  })
})

describe("caller headers", () => {
  it("replace the SDK's own of the same name in any case, never join them; credentials cannot be overridden", async () => {
    const payrail = createPayrail(config())
    server.reply({ status: 201, body: f.paymentResponse })
    await payrail.payments.create(f.createPaymentBody, {
      idempotencyKey: "mine",
      headers: { "X-Idempotency-Key": "theirs", "User-Agent": "shop/1.0", "Private-Secret-Key": "stolen", "X-Trace": "t1" }
    })
    const sent = server.requests[0]!.headers
    expect(sent["x-idempotency-key"]).toBe("mine")
    expect(sent["user-agent"]).toBe("shop/1.0")
    expect(sent["private-secret-key"]).toBe(SECRET)
    expect(sent["x-trace"]).toBe("t1")
    await payrail.close()
  })
})

describe("SDK identification", () => {
  it("every request carries payrail-js/<version>", async () => {
    const payrail = createPayrail(config())
    server.reply({ status: 200, body: f.reportResponse })
    await payrail.reports.retrieve(f.ids.report)
    expect(server.requests[0]!.headers["user-agent"]).toBe(`payrail-js/${SDK_VERSION}`)
    expect(SDK_VERSION).toMatch(/^\d+\.\d+\.\d+/)
    await payrail.close()
  })
})
