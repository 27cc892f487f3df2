/**
 * Answers the client does not take as they come: a redirect is never followed (the keys never leave
 * for another origin), and a body over `maxResponseBytes` fails typed, without reading it all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { ApiError, ConfigurationError, createPayrail, type PayrailConfig, ResponseValidationError } from "../../src"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"
import { configFor } from "./support/secret-config"
import { useScriptedServer } from "./support/scripted-setup"

const ctx = useScriptedServer()
const config = (extra: Partial<PayrailConfig> = {}) => configFor(ctx.server, extra)
let elsewhere: ScriptedServer
beforeAll(async () => {
  elsewhere = await startScriptedServer()
})
beforeEach(() => elsewhere.reset())
afterAll(() => elsewhere.close())

describe("redirects are never followed", () => {
  it.each([
    ["GET 302", 302, (p: ReturnType<typeof createPayrail>) => p.payments.retrieve(f.ids.payment)],
    ["GET 307", 307, (p: ReturnType<typeof createPayrail>) => p.payments.retrieve(f.ids.payment)],
    ["POST 307", 307, (p: ReturnType<typeof createPayrail>) => p.payments.create(f.createPaymentBody)],
    ["POST 308", 308, (p: ReturnType<typeof createPayrail>) => p.payments.create(f.createPaymentBody)]
  ])("%s to another origin: typed, not retried, names the origin, the keys stay home", async (_, status, run) => {
    const payrail = createPayrail(config())
    const origin = new URL(elsewhere.url).origin
    ctx.server.fallback = { status, headers: { location: `${origin}/v1/steal?token=abc` } }
    const error = await run(payrail).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status, code: `HTTP_${status}` })
    expect((error as ApiError).message).toContain(origin)
    expect((error as ApiError).message).not.toContain("token=abc")
    expect(ctx.server.requests).toHaveLength(1)
    expect(elsewhere.requests).toHaveLength(0)
    await payrail.close()
  })
})

describe("maxResponseBytes", () => {
  it("a body over the limit (Content-Length) fails typed and is not retried", async () => {
    const payrail = createPayrail(config({ maxResponseBytes: 1024 }))
    ctx.server.fallback = { status: 200, body: { ...f.paymentResponse, description: "x".repeat(4096) } }
    const error = await payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as Error).message).toContain("maxResponseBytes")
    expect(ctx.server.requests).toHaveLength(1)
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
    ctx.server.reply({ status: 200, body: text })
    await expect(payrail.payments.retrieve(f.ids.payment)).resolves.toMatchObject({ id: f.ids.payment })
    await payrail.close()
  })
})
