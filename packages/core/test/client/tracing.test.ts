/**
 * One span per logical call, `payrail.<operation>`, with what happened as attributes and the
 * error recorded; the credentials never in any span (ours or effect's HTTP client's). Checked
 * with an in-memory effect `Tracer` and with `@effect/opentelemetry` + an in-memory exporter.
 */
import * as OtelTracer from "@effect/opentelemetry/OtelTracer"
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Tracer from "effect/Tracer"
import { describe, expect, it } from "vitest"
import { Payrail, type PayrailConfig } from "../../src"
import { layerHttpClient } from "../../src/http-client"
import * as f from "../support/fixtures"
import { withTimer } from "./support/manual-timer"
import { useScriptedServer } from "./support/scripted-setup"

// backoff waits fire at once; per-attempt timeouts never do
const ctx = useScriptedServer({ autoFire: (ms) => ms !== 60_000 })

const PUBLIC = "pk_public_abc"
const SECRET = "sk_secret_never_in_a_span"
const config = (extra: Partial<PayrailConfig> = {}): PayrailConfig =>
  withTimer({ publicApiKey: PUBLIC, privateSecretKey: SECRET, baseUrl: ctx.server.url, ...extra }, ctx.clock)

/** An effect Tracer that keeps every span it made. */
const memoryTracer = () => {
  const spans: Array<Tracer.NativeSpan> = []
  const tracer = Tracer.make({
    span: (options) => {
      const span = new Tracer.NativeSpan(options)
      spans.push(span)
      return span
    }
  })
  return { spans, tracer }
}

const everyValue = (spans: ReadonlyArray<Tracer.NativeSpan>) =>
  JSON.stringify(spans.map((s) => [s.name, [...s.attributes.entries()], s.events]))

describe("payrail.<operation> spans (in-memory tracer)", () => {
  it("one span per call, with operation, method, idempotency key, attempts, status and request id", async () => {
    ctx.server.reply(
      { status: 503, body: { code: "SERVICE_UNAVAILABLE", messages: [] } },
      { status: 201, body: f.paymentResponse, headers: { "x-request-id": "req_42" } }
    )
    const { spans, tracer } = memoryTracer()
    const payment = await Effect.runPromise(
      Payrail.use((p) => p.payments.create(f.createPaymentBody)).pipe(Effect.provide(Payrail.layer(config())), Effect.withTracer(tracer))
    )
    expect(payment.id).toBe(f.ids.payment)
    const ours = spans.filter((s) => s.name.startsWith("payrail."))
    expect(ours.map((s) => s.name)).toEqual(["payrail.payments.create"])
    const span = ours[0]!
    expect(span.kind).toBe("client")
    expect(Object.fromEntries(span.attributes)).toEqual({
      "payrail.operation": "payments.create",
      "http.request.method": "POST",
      "payrail.idempotency_key": ctx.server.requests[0]!.headers["x-idempotency-key"],
      "payrail.attempts": 2,
      "http.response.status_code": 201,
      "payrail.request_id": "req_42"
    })
    expect(span.status._tag).toBe("Ended")
    expect(span.status._tag === "Ended" && Exit.isSuccess(span.status.exit)).toBe(true)
  })

  it("a failed call ends its span with the failure, status and request id", async () => {
    ctx.server.fallback = { status: 404, body: { code: "PAYMENT_NOT_FOUND", messages: ["not found"] }, headers: { "x-request-id": "req_404" } }
    const { spans, tracer } = memoryTracer()
    const exit = await Effect.runPromise(
      Effect.exit(Payrail.use((p) => p.payments.retrieve(f.ids.payment)).pipe(Effect.provide(Payrail.layer(config())), Effect.withTracer(tracer)))
    )
    expect(Exit.isFailure(exit)).toBe(true)
    const span = spans.find((s) => s.name === "payrail.payments.retrieve")!
    expect(span.attributes.get("http.response.status_code")).toBe(404)
    expect(span.attributes.get("payrail.request_id")).toBe("req_404")
    expect(span.attributes.get("payrail.attempts")).toBe(1)
    expect(span.attributes.has("payrail.idempotency_key")).toBe(false)
    expect(span.status._tag === "Ended" && Exit.isFailure(span.status.exit)).toBe(true)
  })

  it("with layerHttpClient and traceHttp the HTTP client's span is a child of ours, and no credential is in any span", async () => {
    ctx.server.reply({ status: 200, body: f.paymentResponse })
    const { spans, tracer } = memoryTracer()
    await Effect.runPromise(
      Payrail.use((p) => p.payments.retrieve(f.ids.payment)).pipe(
        Effect.provide(layerHttpClient(config(), { traceHttp: true }).pipe(Layer.provide(FetchHttpClient.layer))),
        // the user asks effect's client to record every header
        Effect.provideService(HttpClient.TracerHeaderFilter, () => true),
        Effect.withTracer(tracer)
      )
    )
    const ours = spans.find((s) => s.name === "payrail.payments.retrieve")!
    const http = spans.find((s) => s.kind === "client" && s !== ours)!
    expect(http).toBeDefined()
    expect(http.parent._tag === "Some" && http.parent.value.spanId).toBe(ours.spanId)
    expect(http.attributes.get("http.request.header.private-secret-key")).toBe("<redacted>")
    expect(http.attributes.get("http.request.header.public-api-key")).toBe("<redacted>")
    const text = everyValue(spans)
    expect(text).not.toContain(SECRET)
    expect(text).not.toContain(PUBLIC)
    // the trace context went out with the request
    expect(ctx.server.requests[0]!.headers["traceparent"]).toBeDefined()
  })

  it("layerHttpClient without traceHttp: only our span, the HTTP client's is not paid for", async () => {
    ctx.server.reply({ status: 200, body: f.paymentResponse })
    const { spans, tracer } = memoryTracer()
    await Effect.runPromise(
      Payrail.use((p) => p.payments.retrieve(f.ids.payment)).pipe(
        Effect.provide(layerHttpClient(config()).pipe(Layer.provide(FetchHttpClient.layer))),
        Effect.withTracer(tracer)
      )
    )
    expect(spans.map((s) => s.name)).toEqual(["payrail.payments.retrieve"])
  })
})

describe("with @effect/opentelemetry", () => {
  it("exports payrail.payments.create with its attributes, and a failure as an error span with the exception", async () => {
    const exporter = new InMemorySpanExporter()
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] })
    const otel = OtelTracer.layer.pipe(Layer.provide(Layer.succeed(OtelTracer.OtelTracerProvider, provider)))
    ctx.server.reply(
      { status: 201, body: f.paymentResponse, headers: { "x-request-id": "req_otel" } },
      { status: 400, body: { code: "INVALID_REQUEST", messages: ["bad"] } }
    )
    const program = Effect.gen(function*() {
      const payrail = yield* Payrail
      yield* payrail.payments.create(f.createPaymentBody)
      return yield* Effect.exit(payrail.payments.retrieve(f.ids.payment))
    })
    const exit = await Effect.runPromise(program.pipe(Effect.provide(Layer.mergeAll(Payrail.layer(config()), otel))))
    expect(Exit.isFailure(exit)).toBe(true)
    await provider.forceFlush()
    const finished = exporter.getFinishedSpans()
    const created = finished.find((s) => s.name === "payrail.payments.create")!
    expect(created.attributes).toMatchObject({
      "payrail.operation": "payments.create",
      "http.request.method": "POST",
      "payrail.attempts": 1,
      "http.response.status_code": 201,
      "payrail.request_id": "req_otel"
    })
    const failed = finished.find((s) => s.name === "payrail.payments.retrieve")!
    expect(failed.status.code).toBe(2) // SpanStatusCode.ERROR
    expect(failed.events.some((e) => e.name === "exception")).toBe(true)
    expect(JSON.stringify(finished.map((s) => [s.attributes, s.events]))).not.toContain(SECRET)
    await provider.shutdown()
  })
})
