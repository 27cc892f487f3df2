/**
 * Keys, header values, per-call options and the base URL are checked before anything is sent,
 * and a refused value is never echoed in the error.
 */
import { describe, expect, it } from "vitest"
import { ConfigurationError, createPayrail, type PayrailConfig, RequestValidationError } from "../../src"
import * as f from "../support/fixtures"
import { configFor, printed } from "./support/secret-config"
import { useScriptedServer } from "./support/scripted-setup"

const ctx = useScriptedServer()
const config = (extra: Partial<PayrailConfig> = {}) => configFor(ctx.server, extra)

describe("keys and header values are checked, never echoed", () => {
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
    expect(ctx.server.requests).toHaveLength(0)
    await payrail.close()
  })

  it("an organization code with a line break is refused before sending", async () => {
    const payrail = createPayrail(config())
    const error = await payrail.reports.create(f.createReportBody, { organizationCode: "org\r\nX: 1" }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestValidationError)
    expect(ctx.server.requests).toHaveLength(0)
    await payrail.close()
  })
})

describe("per-call options are checked as the constructor checks them, before anything is sent", () => {
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
    expect(ctx.server.requests).toHaveLength(0)
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
    ctx.server.reply({ status: 201, body: f.paymentResponse })
    await payrail.payments.create(f.createPaymentBody, { idempotencyKey: key, maxRetries: 10, timeoutMs: 1 + 59_999 })
    expect(ctx.server.requests[0]!.headers["x-idempotency-key"]).toBe(key)
    ctx.server.reply({ status: 201, body: f.paymentResponse })
    await payrail.payments.create(f.createPaymentBody, { maxRetries: 0 })
    await payrail.close()
  })
})

describe("base URL", () => {
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
