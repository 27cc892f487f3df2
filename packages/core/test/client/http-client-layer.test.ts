/**
 * `layerHttpClient` (`@payrail/core/http-client`): the same guarantees as the fetch transport over the user's own
 * effect `HttpClient` (here `FetchHttpClient.layer`, against a real 127.0.0.1 server and a stub
 * fetch): no redirect followed, one timer over headers and body, the size cap, typed failures.
 * Time is a manual timer: nothing waits on the wall clock.
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as Layer from "effect/Layer"
import { describe, expect, it } from "vitest"
import { Payrail, type PayrailConfig } from "../../src"
import { layerHttpClient } from "../../src/http-client"
import * as f from "../support/fixtures"
import { closedPortUrl } from "../support/scripted-server"
import { withTimer } from "./support/manual-timer"
import { useScriptedServer } from "./support/scripted-setup"

const ctx = useScriptedServer()

const SECRET = "sk_secret_value_123"
const config = (extra: Partial<PayrailConfig> = {}): PayrailConfig =>
  withTimer({ publicApiKey: "pk", privateSecretKey: SECRET, baseUrl: ctx.server.url, maxRetries: 0, ...extra }, ctx.clock)

/** `FetchHttpClient.layer` over `fetchImpl`, recording every init it was given. */
const stubbedFetch = (inits: Array<RequestInit>, fetchImpl: typeof fetch = globalThis.fetch) =>
  FetchHttpClient.layer.pipe(
    Layer.provide(Layer.succeed(FetchHttpClient.Fetch, ((url: string, init: RequestInit) => {
      inits.push(init)
      return fetchImpl(url, init)
    }) as typeof fetch))
  )

const run = <A, E>(effect: Effect.Effect<A, E, Payrail>, extra: Partial<PayrailConfig> = {}, inits: Array<RequestInit> = []) =>
  Effect.runPromise(Effect.exit(effect.pipe(Effect.provide(layerHttpClient(config(extra)).pipe(Layer.provide(stubbedFetch(inits)))))))

const retrieve = Payrail.use((p) => p.payments.retrieve(f.ids.payment))

describe("layerHttpClient", () => {
  it("sends through the HttpClient from the environment (real server), with the usual headers and decoding", async () => {
    ctx.server.reply({ status: 200, body: f.paymentResponse, headers: { "x-request-id": "req_1" } })
    const inits: Array<RequestInit> = []
    const exit = await run(Payrail.use((p) => p.payments.create(f.createPaymentBody)), {}, inits)
    expect(exit).toMatchObject({ _tag: "Success", value: { id: f.ids.payment } })
    expect(inits).toHaveLength(1)
    // effect's client was told not to follow redirects
    expect(inits[0]!.redirect).toBe("manual")
    const seen = ctx.server.requests[0]!
    expect(seen.method).toBe("POST")
    expect(seen.headers["private-secret-key"]).toBe(SECRET)
    expect(seen.headers["x-idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen.body).toMatchObject({ merchant_order_id: f.createPaymentBody.merchant_order_id })
    // no per-attempt HTTP span by default: no traceparent propagated
    expect(seen.headers["traceparent"]).toBeUndefined()
  })

  it("keeps a RequestInit the user provided, except redirect", async () => {
    ctx.server.reply({ status: 200, body: f.paymentResponse })
    const inits: Array<RequestInit> = []
    const layer = layerHttpClient(config()).pipe(Layer.provide(stubbedFetch(inits)))
    await Effect.runPromise(
      retrieve.pipe(Effect.provide(layer), Effect.provideService(FetchHttpClient.RequestInit, { redirect: "follow", keepalive: true }))
    )
    expect(inits[0]).toMatchObject({ redirect: "manual", keepalive: true })
  })

  it("does not follow a redirect to another origin: an ApiError naming only the origin, the keys not sent there", async () => {
    ctx.server.reply({ status: 302, headers: { location: "https://evil.example/steal?token=abc" } })
    const exit = await run(retrieve)
    expect(exit._tag).toBe("Failure")
    const error = (exit as unknown as { cause: { reasons: Array<{ error: { status: number; message: string } }> } }).cause.reasons[0]!.error
    expect(error.status).toBe(302)
    expect(error.message).toContain("https://evil.example")
    expect(error.message).not.toContain("token=abc")
    expect(ctx.server.requests).toHaveLength(1)
  })

  it("one timer covers the body: headers in, body stalled, the timer fires -> TimeoutError", async () => {
    ctx.server.reply({ status: 200, body: f.paymentResponse, hangBody: true })
    const pending = run(retrieve, { timeoutMs: 5000 })
    await ctx.clock.next((ms) => ms === 5000)
    while (ctx.server.requests.length < 1) await new Promise((r) => setImmediate(r))
    expect(ctx.clock.fire((ms) => ms === 5000)).toBe(1)
    const exit = await pending
    expect(JSON.stringify(exit)).toContain("TimeoutError")
  })

  it("reads no more than maxResponseBytes (streamed, no content-length)", async () => {
    const big = "x".repeat(5000)
    const inits: Array<RequestInit> = []
    const chunked: typeof fetch = async () =>
      new Response(new ReadableStream({ start(c) {
        c.enqueue(new TextEncoder().encode(`{"id":"${big}`))
        c.enqueue(new TextEncoder().encode(`${big}"}`))
        c.close()
      } }), { status: 200 })
    const layer = layerHttpClient(config({ maxResponseBytes: 4096 })).pipe(Layer.provide(stubbedFetch(inits, chunked)))
    const error = await Effect.runPromise(Effect.flip(retrieve.pipe(Effect.provide(layer))))
    expect(error._tag).toBe("ResponseValidationError")
    expect(error.message + JSON.stringify(error)).toContain("maxResponseBytes")
  })

  it("a declared content-length over the cap fails before reading", async () => {
    ctx.server.reply({ status: 200, body: { id: "y".repeat(10_000) } })
    const exit = await run(retrieve, { maxResponseBytes: 1024 })
    expect(JSON.stringify(exit)).toContain("ResponseValidationError")
  })

  it("connection refused: ConnectionError, known not to have reached the server, no header in the error", async () => {
    const url = await closedPortUrl()
    const exit = await run(retrieve, { baseUrl: url })
    const error = (exit as unknown as { cause: { reasons: Array<{ error: { _tag: string; mayHaveReachedServer: boolean } }> } }).cause.reasons[0]!.error
    expect(error._tag).toBe("ConnectionError")
    expect(error.mayHaveReachedServer).toBe(false)
    expect(JSON.stringify(error) + String(error)).not.toContain(SECRET)
  })

  it("a bad config fails the layer with ConfigurationError", async () => {
    const error = await Effect.runPromise(
      Effect.flip(Layer.build(layerHttpClient({ publicApiKey: "", privateSecretKey: SECRET, baseUrl: ctx.server.url })).pipe(
        Effect.scoped,
        Effect.provide(FetchHttpClient.layer)
      ))
    )
    expect(error._tag).toBe("ConfigurationError")
  })
})

describe("cold start", () => {
  it("nothing imported statically from src/index.ts reaches effect/http (layerHttpClient has its own entry)", () => {
    const seen = new Set<string>()
    const offenders: Array<string> = []
    const fileOf = (base: string) => (existsSync(`${base}.ts`) ? `${base}.ts` : existsSync(base) && base.endsWith(".ts") ? base : `${base}/index.ts`)
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const text = readFileSync(file, "utf8")
      // static imports and re-exports only: `import type` is erased, `import(...)` is lazy
      for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)) {
        const spec = match[1]!
        if (spec.startsWith("effect/http")) offenders.push(`${file} -> ${spec}`)
        if (spec.startsWith(".") && !spec.endsWith(".json")) visit(fileOf(resolve(dirname(file), spec)))
      }
    }
    visit(resolve(__dirname, "../../src/index.ts"))
    expect(seen.has(resolve(__dirname, "../../src/Payrail.ts"))).toBe(true)
    expect(offenders).toEqual([])
    // the check itself sees effect/http where it is imported
    seen.clear()
    visit(resolve(__dirname, "../../src/http/http-client-transport.ts"))
    expect(offenders.length).toBeGreaterThan(0)
  })
})
