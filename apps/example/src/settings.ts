/**
 * Where the example's settings come from: the environment. With no keys it runs against the
 * embedded fake; with `PAYRAIL_BASE_URL` and both keys set it talks to that service instead.
 */
import { randomBytes } from "node:crypto"

/** `fake`: the embedded `@payrail/testing` server on 127.0.0.1. `live`: the service at `PAYRAIL_BASE_URL`. */
export type Mode = "fake" | "live"

export interface Settings {
  readonly mode: Mode
  /** Port of the NestJS app (0: any free port). */
  readonly port: number
  /** Port of the Hono edge app run beside it on Node (0: any free port; -1: not started). */
  readonly edgePort: number
  readonly host: string
  /** Only in `live` mode; the fake's URL is known once it listens. */
  readonly baseUrl: string | undefined
  readonly publicApiKey: string | undefined
  readonly privateSecretKey: string | undefined
  readonly organizationCode: string
  /** The merchant account every payment, subscription and report is made for. */
  readonly accountId: string
  /** The webhook secret the app verifies deliveries with (random per run against the fake). */
  readonly webhookSecret: string
  /**
   * Against the fake: how many fake-clock milliseconds pass per real millisecond (0 = the fake
   * clock only moves when asked, as in the tests). Default 10: a report completes in ~6 s.
   */
  readonly clockSpeed: number
}

const numberFrom = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === "") return fallback
  const n = Number(value)
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${value}"`)
  return n
}

/** A merchant account id for the example (the API wants a UUID). */
export const EXAMPLE_ACCOUNT_ID = "5b0f1c3e-8a27-4d6b-9c41-2e7f6a9d0b13"

/** Reads the settings from `env`; any field can be overridden (tests pass port 0). */
export const readSettings = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Settings> = {}): Settings => {
  const live = Boolean(env.PAYRAIL_BASE_URL && env.PAYRAIL_PUBLIC_API_KEY && env.PAYRAIL_PRIVATE_SECRET_KEY)
  if (!live && (env.PAYRAIL_PUBLIC_API_KEY || env.PAYRAIL_PRIVATE_SECRET_KEY || env.PAYRAIL_BASE_URL)) {
    throw new Error(
      "To talk to a real service, set all three of PAYRAIL_BASE_URL, PAYRAIL_PUBLIC_API_KEY and PAYRAIL_PRIVATE_SECRET_KEY " +
        "(unset them all to use the embedded fake)."
    )
  }
  if (live && !env.PAYRAIL_WEBHOOK_SECRET) {
    throw new Error("PAYRAIL_WEBHOOK_SECRET must be set with a real service: it is the secret the service signs webhooks with.")
  }
  return {
    mode: live ? "live" : "fake",
    port: numberFrom(env.PORT, 3000, "PORT"),
    edgePort: numberFrom(env.EDGE_PORT, 3001, "EDGE_PORT"),
    host: env.HOST ?? "127.0.0.1",
    baseUrl: live ? env.PAYRAIL_BASE_URL : undefined,
    publicApiKey: live ? env.PAYRAIL_PUBLIC_API_KEY : undefined,
    privateSecretKey: live ? env.PAYRAIL_PRIVATE_SECRET_KEY : undefined,
    organizationCode: env.PAYRAIL_ORGANIZATION_CODE ?? "org_example",
    accountId: env.PAYRAIL_ACCOUNT_ID ?? EXAMPLE_ACCOUNT_ID,
    webhookSecret: env.PAYRAIL_WEBHOOK_SECRET ?? `example_${randomBytes(18).toString("base64url")}`,
    clockSpeed: numberFrom(env.PAYRAIL_FAKE_CLOCK_SPEED, 10, "PAYRAIL_FAKE_CLOCK_SPEED"),
    ...overrides
  }
}
