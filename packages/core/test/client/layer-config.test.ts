/**
 * `Payrail.layerConfig`: the client config read through effect's `Config`, explicit fields winning,
 * a missing or bad value a `ConfigurationError` naming the variable (never the secret).
 */
import * as ConfigProvider from "effect/ConfigProvider"
import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as Layer from "effect/Layer"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { ConfigurationError, Payrail, type PayrailConfig } from "../../src"
import { layerHttpClient } from "../../src/http-client"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

let server: ScriptedServer
beforeAll(async () => {
  server = await startScriptedServer()
})
beforeEach(() => server.reset())
afterAll(() => server.close())

const SECRET = "sk_live_do_not_print_me"

const withEnv = (env: Record<string, string>) => ConfigProvider.layer(ConfigProvider.fromUnknown(env))

const retrievePayment = Payrail.use((p) => p.payments.retrieve(f.ids.payment))

const buildError = (env: Record<string, string>, config: Partial<PayrailConfig> = {}) =>
  Effect.runPromise(
    Effect.flip(Layer.build(Payrail.layerConfig(config)).pipe(Effect.scoped, Effect.provide(withEnv(env))))
  )

describe("Payrail.layerConfig", () => {
  it("reads PAYRAIL_* from the ConfigProvider and sends with them", async () => {
    server.reply({ status: 200, body: f.paymentResponse })
    const env = {
      PAYRAIL_PUBLIC_API_KEY: "pk_env",
      PAYRAIL_PRIVATE_SECRET_KEY: SECRET,
      PAYRAIL_BASE_URL: server.url,
      PAYRAIL_ORGANIZATION_CODE: "org_env",
      PAYRAIL_ACCOUNT_ID: "acc_env"
    }
    const payment = await Effect.runPromise(
      retrievePayment.pipe(Effect.provide(Payrail.layerConfig().pipe(Layer.provide(withEnv(env)))))
    )
    expect(payment.id).toBe(f.ids.payment)
    expect(server.requests[0]!.headers["public-api-key"]).toBe("pk_env")
    expect(server.requests[0]!.headers["private-secret-key"]).toBe(SECRET)
  })

  it("reads the variables from the process environment with ConfigProvider.fromEnv", async () => {
    server.reply({ status: 200, body: f.paymentResponse })
    const provider = ConfigProvider.fromEnv({ env: { PAYRAIL_PUBLIC_API_KEY: "pk_proc", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_BASE_URL: server.url } })
    await Effect.runPromise(retrievePayment.pipe(Effect.provide(Payrail.layerConfig().pipe(Layer.provide(ConfigProvider.layer(provider))))))
    expect(server.requests[0]!.headers["public-api-key"]).toBe("pk_proc")
  })

  it("explicit fields win over the variables (an invalid variable that is overridden is not read)", async () => {
    server.reply({ status: 200, body: f.paymentResponse })
    const env = { PAYRAIL_PUBLIC_API_KEY: "pk_env", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_ENVIRONMENT: "moon" }
    await Effect.runPromise(
      retrievePayment.pipe(Effect.provide(Payrail.layerConfig({ publicApiKey: "pk_explicit", baseUrl: server.url }).pipe(Layer.provide(withEnv(env)))))
    )
    expect(server.requests[0]!.headers["public-api-key"]).toBe("pk_explicit")
    expect(server.requests[0]!.headers["private-secret-key"]).toBe(SECRET)
  })

  it("Config and the user's HttpClient together: layerHttpClient(Payrail.resolveConfig())", async () => {
    server.reply({ status: 200, body: f.paymentResponse })
    const env = { PAYRAIL_PUBLIC_API_KEY: "pk_both", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_BASE_URL: server.url }
    const layer = layerHttpClient(Payrail.resolveConfig()).pipe(Layer.provide(FetchHttpClient.layer), Layer.provide(withEnv(env)))
    await Effect.runPromise(retrievePayment.pipe(Effect.provide(layer)))
    expect(server.requests[0]!.headers["public-api-key"]).toBe("pk_both")
    const error = await Effect.runPromise(
      Effect.flip(Layer.build(layerHttpClient(Payrail.resolveConfig())).pipe(
        Effect.scoped,
        Effect.provide(FetchHttpClient.layer),
        Effect.provide(withEnv({ PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_BASE_URL: server.url }))
      ))
    )
    expect(error.message).toContain("PAYRAIL_PUBLIC_API_KEY is required")
  })

  it("PAYRAIL_ENVIRONMENT picks the base URL; the secret stays Redacted", async () => {
    const resolved = await Effect.runPromise(
      Payrail.resolveConfig().pipe(
        Effect.provide(withEnv({ PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_ENVIRONMENT: "production-eu" }))
      )
    )
    expect(resolved.baseUrl).toBe("https://api.eu.y.uno/v1")
    expect(String(resolved.privateSecretKey)).not.toContain(SECRET)
  })

  it.each([
    [{ PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_BASE_URL: "https://api.example.test/v1" }, "PAYRAIL_PUBLIC_API_KEY is required"],
    [{ PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_BASE_URL: "https://api.example.test/v1" }, "PAYRAIL_PRIVATE_SECRET_KEY is required"],
    [{ PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_PRIVATE_SECRET_KEY: SECRET }, "PAYRAIL_BASE_URL or PAYRAIL_ENVIRONMENT"],
    [{ PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_ENVIRONMENT: "moon" }, "PAYRAIL_ENVIRONMENT is invalid"],
    [{ PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_BASE_URL: "ftp://x.test/v1" }, "PAYRAIL_BASE_URL"],
    [{ PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_BASE_URL: "https://a.test/v1", PAYRAIL_ENVIRONMENT: "sandbox" }, "not both"],
    [{ PAYRAIL_PUBLIC_API_KEY: "pk with space", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_ENVIRONMENT: "sandbox" }, "PAYRAIL_PUBLIC_API_KEY"],
    [{ PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_PRIVATE_SECRET_KEY: `${SECRET} \n`, PAYRAIL_ENVIRONMENT: "sandbox" }, "PAYRAIL_PRIVATE_SECRET_KEY"]
  ])("fails the layer with a ConfigurationError naming the variable (%#)", async (env, expected) => {
    const error = await buildError(env)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect(error.message).toContain(expected)
    expect(`${error.message} ${String(error)} ${JSON.stringify(error)}`).not.toContain(SECRET)
  })
})
