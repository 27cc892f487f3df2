import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { Payrail } from "../../src"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

let server: ScriptedServer
beforeAll(async () => {
  server = await startScriptedServer()
})
beforeEach(() => {
  server.reset()
})
afterAll(async () => {
  await server.close()
})

describe("the Effect service", () => {
  it("Payrail.layer is self-contained and its errors are catchable by tag", async () => {
    server.reply(
      { status: 201, body: f.paymentResponse },
      { status: 409, body: { code: "RECIPIENT_NOT_BLOCKED", messages: ["Recipient is not blocked"] } }
    )
    const program = Effect.gen(function*() {
      const payrail = yield* Payrail
      const payment = yield* payrail.payments.create(f.createPaymentBody)
      const outcome = yield* payrail.recipients.unblockOnboarding("rcp_1", "onb_1").pipe(
        Effect.map(() => "unblocked"),
        Effect.catchTag("RecipientNotBlockedError", (e) => Effect.succeed(`not blocked (${e.status})`))
      )
      return [payment.id, outcome]
    })
    const layer = Payrail.layer({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: server.url })
    expect(await Effect.runPromise(Effect.provide(program, layer))).toEqual([f.ids.payment, "not blocked (409)"])
  })

  it("validation failures are typed and happen before any request", async () => {
    const before = server.requests.length
    const layer = Payrail.layer({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: server.url })
    const error = await Effect.runPromise(
      Effect.flip(Payrail.use((p) => p.payments.create({ ...f.createPaymentBody, country: "zz" }))).pipe(Effect.provide(layer))
    )
    expect(error._tag).toBe("RequestValidationError")
    expect(server.requests.length).toBe(before)
  })

  it("the layer is built once per provide: the custom fetch sees every call of one program", async () => {
    let calls = 0
    const layer = Payrail.layer({
      publicApiKey: "pk",
      privateSecretKey: "sk",
      baseUrl: "http://payrail.invalid/v1",
      fetch: async () => {
        calls++
        return new Response(JSON.stringify(f.reportResponse), { status: 200, headers: { "content-type": "application/json" } })
      }
    })
    const program = Effect.gen(function*() {
      const payrail = yield* Payrail
      yield* payrail.reports.retrieve(f.ids.report)
      yield* payrail.reports.retrieve(f.ids.report)
    })
    await Effect.runPromise(Effect.provide(program, Layer.fresh(layer)))
    expect(calls).toBe(2)
  })
})
