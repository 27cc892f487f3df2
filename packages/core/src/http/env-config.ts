/**
 * `Payrail.layerConfig`: the client config read through effect's `Config` (so any
 * `ConfigProvider` works: env, .env, JSON, a secret store), explicit fields winning.
 *
 * A missing or invalid value is a `ConfigurationError` naming the variable; the secret is read
 * as `Redacted` and never printed.
 */
import * as Config from "effect/Config"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as Redacted from "effect/Redacted"
import { ConfigurationError } from "../errors"
import { ENVIRONMENTS, type PayrailConfig, type ResolvedConfig, resolveConfig } from "./config"

/** The variables `layerConfig` reads, by the config field they fill. */
export const CONFIG_VARIABLES = {
  publicApiKey: "PAYRAIL_PUBLIC_API_KEY",
  privateSecretKey: "PAYRAIL_PRIVATE_SECRET_KEY",
  baseUrl: "PAYRAIL_BASE_URL",
  environment: "PAYRAIL_ENVIRONMENT",
  organizationCode: "PAYRAIL_ORGANIZATION_CODE",
  accountId: "PAYRAIL_ACCOUNT_ID"
} as const

type Field = keyof typeof CONFIG_VARIABLES

// Reads one optional variable; a present-but-invalid value fails, naming the variable (not the value of a secret).
const read = <A>(field: Field, config: Config.Config<A>): Effect.Effect<A | undefined, ConfigurationError> =>
  Effect.mapError(
    Effect.map(Config.option(config), Option.getOrUndefined),
    (error) =>
      new ConfigurationError({
        message: field === "privateSecretKey"
          ? `${CONFIG_VARIABLES[field]} could not be read`
          : `${CONFIG_VARIABLES[field]} is invalid: ${error.message}`
      })
  )

const required = <A>(field: Field, value: A | undefined): Effect.Effect<A, ConfigurationError> =>
  value === undefined || value === ""
    ? Effect.fail(new ConfigurationError({ message: `${CONFIG_VARIABLES[field]} is required (or pass ${field} to Payrail.layerConfig)` }))
    : Effect.succeed(value)

// resolveConfig names the option ("publicApiKey contains ..."); here the user set a variable, so name it too.
const nameVariables = (error: ConfigurationError, fromConfig: ReadonlySet<Field>): ConfigurationError => {
  for (const field of fromConfig) {
    if (error.message.startsWith(field)) {
      return new ConfigurationError({ message: `${CONFIG_VARIABLES[field]} (${error.message})` })
    }
  }
  return error
}

/** Reads `PAYRAIL_*` through the current `ConfigProvider` for every field `overrides` leaves out, then checks it all. */
export const resolveFromConfig = (overrides: Partial<PayrailConfig> = {}): Effect.Effect<ResolvedConfig, ConfigurationError> =>
  Effect.gen(function*() {
    const fromConfig = new Set<Field>()
    const pick = function*<A>(field: Field, explicit: A | undefined, config: Config.Config<A>) {
      if (explicit !== undefined) return explicit
      const value = yield* read(field, config)
      // Stryker disable next-line ConditionalExpression: Adding a field whose variable is unset changes nothing: no rule of resolveConfig names an undefined field in its message (the required ones fail before, naming their variable), and no field's name is a prefix of another's, so nameVariables names the same variable.
      if (value !== undefined) fromConfig.add(field)
      return value
    }
    const publicApiKey = yield* required("publicApiKey", yield* pick("publicApiKey", overrides.publicApiKey, Config.String(CONFIG_VARIABLES.publicApiKey)))
    const privateSecretKey: string | Redacted.Redacted<string> = yield* required(
      "privateSecretKey",
      yield* pick<string | Redacted.Redacted<string>>("privateSecretKey", overrides.privateSecretKey, Config.Redacted(CONFIG_VARIABLES.privateSecretKey))
    )
    let baseUrl = overrides.baseUrl
    let environment = overrides.environment
    if (baseUrl === undefined && environment === undefined) {
      baseUrl = yield* pick("baseUrl", undefined, Config.String(CONFIG_VARIABLES.baseUrl))
      environment = yield* pick(
        "environment",
        undefined,
        Config.Literals(Object.keys(ENVIRONMENTS) as Array<keyof typeof ENVIRONMENTS>, CONFIG_VARIABLES.environment)
      )
      if (baseUrl !== undefined && environment !== undefined) {
        return yield* Effect.fail(new ConfigurationError({ message: `Set either ${CONFIG_VARIABLES.baseUrl} or ${CONFIG_VARIABLES.environment}, not both` }))
      }
      if (baseUrl === undefined && environment === undefined) {
        return yield* Effect.fail(new ConfigurationError({
          message: `${CONFIG_VARIABLES.baseUrl} or ${CONFIG_VARIABLES.environment} (sandbox | production | production-eu) is required (or pass baseUrl or environment to Payrail.layerConfig)`
        }))
      }
    }
    const organizationCode = yield* pick("organizationCode", overrides.organizationCode, Config.String(CONFIG_VARIABLES.organizationCode))
    const accountId = yield* pick("accountId", overrides.accountId, Config.String(CONFIG_VARIABLES.accountId))
    const config: PayrailConfig = { ...overrides, publicApiKey, privateSecretKey, baseUrl, environment, organizationCode, accountId }
    return yield* Effect.try({ try: () => resolveConfig(config), catch: (e) => nameVariables(e as ConfigurationError, fromConfig) })
  })
