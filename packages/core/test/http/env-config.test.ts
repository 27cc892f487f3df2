/**
 * src/http/env-config.ts (`Payrail.resolveConfig()` / `layerConfig`): which PAYRAIL_* variable
 * fills which field, explicit fields winning, and the exact error for each way it can go wrong.
 */
import * as ConfigProvider from "effect/ConfigProvider"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import { describe, expect, it } from "vitest"
import { ConfigurationError, type PayrailConfig } from "../../src"
import { CONFIG_VARIABLES, resolveFromConfig } from "../../src/http/env-config"

const SECRET = "sk_env_never_printed"
const KEYS = { PAYRAIL_PUBLIC_API_KEY: "pk_env", PAYRAIL_PRIVATE_SECRET_KEY: SECRET }

const resolve = (env: Record<string, unknown>, overrides?: Partial<PayrailConfig>) =>
  Effect.runPromise(resolveFromConfig(overrides).pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromUnknown(env)))))
const failure = (env: Record<string, unknown>, overrides?: Partial<PayrailConfig>) =>
  Effect.runPromise(Effect.flip(resolveFromConfig(overrides)).pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromUnknown(env)))))

describe("resolveFromConfig", () => {
  it("names its variables", () => {
    expect(CONFIG_VARIABLES).toEqual({
      publicApiKey: "PAYRAIL_PUBLIC_API_KEY",
      privateSecretKey: "PAYRAIL_PRIVATE_SECRET_KEY",
      baseUrl: "PAYRAIL_BASE_URL",
      environment: "PAYRAIL_ENVIRONMENT",
      organizationCode: "PAYRAIL_ORGANIZATION_CODE",
      accountId: "PAYRAIL_ACCOUNT_ID"
    })
  })

  it("fills every field from its variable", async () => {
    const resolved = await resolve({ ...KEYS, PAYRAIL_BASE_URL: "https://api.example.test/v1/", PAYRAIL_ORGANIZATION_CODE: "org_env", PAYRAIL_ACCOUNT_ID: "acc_env" })
    expect(resolved).toMatchObject({ publicApiKey: "pk_env", baseUrl: "https://api.example.test/v1", organizationCode: "org_env", accountId: "acc_env" })
    expect(Redacted.value(resolved.privateSecretKey)).toBe(SECRET)
  })

  it("an environment picks its URL", async () => {
    expect((await resolve({ ...KEYS, PAYRAIL_ENVIRONMENT: "production" })).baseUrl).toBe("https://api.y.uno/v1")
  })

  it("explicit fields win, and the variables they replace are not read", async () => {
    const resolved = await resolve(
      { PAYRAIL_PUBLIC_API_KEY: "pk env", PAYRAIL_BASE_URL: "ftp://bad", PAYRAIL_ENVIRONMENT: "moon", PAYRAIL_ORGANIZATION_CODE: "org_env", PAYRAIL_ACCOUNT_ID: "acc_env" },
      { publicApiKey: "pk_x", privateSecretKey: "sk_x", environment: "sandbox", organizationCode: "org_x", accountId: "acc_x", timeoutMs: 1234 }
    )
    expect(resolved).toMatchObject({ publicApiKey: "pk_x", baseUrl: "https://api-sandbox.y.uno/v1", organizationCode: "org_x", accountId: "acc_x", timeoutMs: 1234 })
    expect((await resolve({ ...KEYS, PAYRAIL_ENVIRONMENT: "moon" }, { baseUrl: "https://api.example.test/v1" })).baseUrl).toBe("https://api.example.test/v1")
  })

  it.each([
    [{ PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_ENVIRONMENT: "sandbox" }, "PAYRAIL_PUBLIC_API_KEY is required (or pass publicApiKey to Payrail.layerConfig)"],
    [{ PAYRAIL_PUBLIC_API_KEY: "", PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_ENVIRONMENT: "sandbox" }, "PAYRAIL_PUBLIC_API_KEY is required (or pass publicApiKey to Payrail.layerConfig)"],
    [{ PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_ENVIRONMENT: "sandbox" }, "PAYRAIL_PRIVATE_SECRET_KEY is required (or pass privateSecretKey to Payrail.layerConfig)"],
    [{ ...KEYS, PAYRAIL_BASE_URL: "https://a.test/v1", PAYRAIL_ENVIRONMENT: "sandbox" }, "Set either PAYRAIL_BASE_URL or PAYRAIL_ENVIRONMENT, not both"],
    [KEYS, "PAYRAIL_BASE_URL or PAYRAIL_ENVIRONMENT (sandbox | production | production-eu) is required (or pass baseUrl or environment to Payrail.layerConfig)"],
    [{ ...KEYS, PAYRAIL_PUBLIC_API_KEY: "pk env", PAYRAIL_ENVIRONMENT: "sandbox" }, "PAYRAIL_PUBLIC_API_KEY (publicApiKey contains characters a header cannot carry (only visible ASCII, no spaces or line breaks))"]
  ])("%j: %s", async (env, message) => {
    const error = await failure(env)
    expect(error).toBeInstanceOf(ConfigurationError)
    expect(error.message).toBe(message)
  })

  it("an empty explicit key is no key: it is required as the variable would be", async () => {
    const env = { ...KEYS, PAYRAIL_ENVIRONMENT: "sandbox" }
    expect((await failure(env, { publicApiKey: "" })).message).toBe("PAYRAIL_PUBLIC_API_KEY is required (or pass publicApiKey to Payrail.layerConfig)")
    expect((await failure(env, { privateSecretKey: "" })).message).toBe(
      "PAYRAIL_PRIVATE_SECRET_KEY is required (or pass privateSecretKey to Payrail.layerConfig)"
    )
  })

  it("an invalid variable is named with the reason; a bad value of an explicit field is named as the field", async () => {
    const invalid = await failure({ ...KEYS, PAYRAIL_ENVIRONMENT: "moon" })
    expect(invalid.message).toMatch(/^PAYRAIL_ENVIRONMENT is invalid: ./)
    const explicit = await failure({ PAYRAIL_PRIVATE_SECRET_KEY: SECRET, PAYRAIL_ENVIRONMENT: "sandbox" }, { publicApiKey: "pk x" })
    expect(explicit.message).toMatch(/^publicApiKey contains/)
  })

  it("a store that fails: the secret's variable is named without the store's message (it may quote the value), another's with it", async () => {
    const failing = (broken: string) =>
      ConfigProvider.layer(ConfigProvider.make((path) =>
        path[0] === broken
          ? Effect.fail(new ConfigProvider.SourceError({ message: `vault refused ${SECRET}` }))
          : Effect.succeed(
            path[0] === "PAYRAIL_ENVIRONMENT" ? ConfigProvider.makeValue("sandbox") : path[0] === "PAYRAIL_BASE_URL" ? undefined : ConfigProvider.makeValue("pk")
          )
      ))
    const secret = await Effect.runPromise(Effect.flip(resolveFromConfig()).pipe(Effect.provide(failing("PAYRAIL_PRIVATE_SECRET_KEY"))))
    expect(secret.message).toBe("PAYRAIL_PRIVATE_SECRET_KEY could not be read")
    const other = await Effect.runPromise(Effect.flip(resolveFromConfig()).pipe(Effect.provide(failing("PAYRAIL_ACCOUNT_ID"))))
    expect(other.message).toMatch(/^PAYRAIL_ACCOUNT_ID is invalid: .*vault refused/)
  })
})
