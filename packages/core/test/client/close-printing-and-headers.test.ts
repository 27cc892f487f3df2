/**
 * A closed client sends nothing; errors print their class, code and stack without a secret; the
 * headers every request carries (the SDK's name and version, the caller's own).
 */
import { inspect } from "node:util"
import { describe, expect, it } from "vitest"
import { ClientClosedError, ConfigurationError, createPayrail, type PayrailConfig, PayrailError, RateLimitedError } from "../../src"
import { SDK_VERSION } from "../../src/http/version"
import * as f from "../support/fixtures"
import { configFor, printed, SECRET } from "./support/secret-config"
import { useScriptedServer } from "./support/scripted-setup"

const ctx = useScriptedServer()
const config = (extra: Partial<PayrailConfig> = {}) => configFor(ctx.server, extra)

describe("close()", () => {
  it("a call after close() rejects with ClientClosedError and sends nothing, though a valid reply is queued", async () => {
    const payrail = createPayrail(config())
    ctx.server.reply({ status: 200, body: f.reportResponse })
    await payrail.close()
    const error = await payrail.reports.retrieve(f.ids.report).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientClosedError)
    expect(error).toBeInstanceOf(PayrailError)
    expect((error as Error).message).toMatch(/closed/)
    expect((error as Error).message).toContain("reports.retrieve")
    expect(ctx.server.requests).toHaveLength(0)
    await payrail.close() // twice is harmless
  })

  it("the same client answers before close()", async () => {
    const payrail = createPayrail(config())
    ctx.server.reply({ status: 200, body: f.reportResponse })
    await expect(payrail.reports.retrieve(f.ids.report)).resolves.toMatchObject({ id: f.ids.report })
    await payrail.close()
  })
})

describe("errors print their class, code and stack, no secret", () => {
  it("console.log / inspect / String show `RateLimitedError [RATE_LIMITED] …`", async () => {
    const payrail = createPayrail(config({ maxRetries: 0 }))
    ctx.server.reply({ status: 429, headers: { "x-request-id": "req_9" }, body: { code: "RATE_LIMITED", messages: ["slow down"] } })
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
    ctx.server.reply({ status: 201, body: f.paymentResponse })
    await payrail.payments.create(f.createPaymentBody, {
      idempotencyKey: "mine",
      headers: { "X-Idempotency-Key": "theirs", "User-Agent": "shop/1.0", "Private-Secret-Key": "stolen", "X-Trace": "t1" }
    })
    const sent = ctx.server.requests[0]!.headers
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
    ctx.server.reply({ status: 200, body: f.reportResponse })
    await payrail.reports.retrieve(f.ids.report)
    expect(ctx.server.requests[0]!.headers["user-agent"]).toBe(`payrail-js/${SDK_VERSION}`)
    expect(SDK_VERSION).toMatch(/^\d+\.\d+\.\d+/)
    await payrail.close()
  })
})
