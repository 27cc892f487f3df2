/**
 * What the server talks to. No `PAYRAIL_*` keys: the embedded fake, in-process, with its
 * notifications kept for `webhook_events_recent`. Keys: the service, its sandbox unless
 * `PAYRAIL_ENVIRONMENT` / `PAYRAIL_BASE_URL` say otherwise — and a live service (production
 * environment or host, or a `prod_` key) only with an explicit `--live`.
 */
import { randomBytes } from "node:crypto"
import { createPayrail, type PayrailClient } from "@payrail/core"
import { createFakePayrail, type FakePayrail } from "@payrail/testing"

export type Environment =
  | { readonly kind: "fake"; readonly fake: FakePayrail }
  | { readonly kind: "service"; readonly client: PayrailClient; readonly live: boolean }

/** A refusal to start, said to the operator (never holding a key). */
export class EnvironmentError extends Error {
  override readonly name = "EnvironmentError"
}

type Env = Readonly<Record<string, string | undefined>>

const ENVIRONMENTS = ["sandbox", "production", "production-eu"] as const
const LIVE_HOSTS: ReadonlySet<string> = new Set(["api.y.uno", "api.eu.y.uno"])

/** Where a notification of the embedded fake goes: nowhere, acknowledged, kept by the fake (`fake.webhooks.events`). */
const KEEP_ONLY_RECEIVER = "https://payrail-mcp.invalid/webhooks/payrail"

/** The embedded fake, its notifications acknowledged in-process so they are kept and listed. */
export const embeddedFake = (): FakePayrail => {
  const fake = createFakePayrail()
  fake.webhooks.configure({
    url: KEEP_ONLY_RECEIVER,
    secret: randomBytes(24).toString("base64url"),
    fetch: async () => Response.json({ received: true })
  })
  return fake
}

const isLive = (env: Env): boolean => {
  if (env.PAYRAIL_ENVIRONMENT === "production" || env.PAYRAIL_ENVIRONMENT === "production-eu") return true
  if (env.PAYRAIL_PUBLIC_API_KEY?.startsWith("prod_") === true) return true
  if (env.PAYRAIL_BASE_URL !== undefined) {
    try {
      return LIVE_HOSTS.has(new URL(env.PAYRAIL_BASE_URL).hostname)
    } catch {
      return false // the client's own check names the bad URL
    }
  }
  return false
}

/** The environment `env` and `--live` select. Throws `EnvironmentError` naming what to change. */
export const openEnvironment = (env: Env, options: { readonly live: boolean }): Environment => {
  const publicApiKey = env.PAYRAIL_PUBLIC_API_KEY || undefined
  const privateSecretKey = env.PAYRAIL_PRIVATE_SECRET_KEY || undefined
  if (publicApiKey === undefined && privateSecretKey === undefined) {
    if (options.live) throw new EnvironmentError("--live needs PAYRAIL_PUBLIC_API_KEY and PAYRAIL_PRIVATE_SECRET_KEY (without keys the server runs on the embedded fake)")
    return { kind: "fake", fake: embeddedFake() }
  }
  if (publicApiKey === undefined) throw new EnvironmentError("PAYRAIL_PUBLIC_API_KEY is required with PAYRAIL_PRIVATE_SECRET_KEY")
  if (privateSecretKey === undefined) throw new EnvironmentError("PAYRAIL_PRIVATE_SECRET_KEY is required with PAYRAIL_PUBLIC_API_KEY")
  const environment = env.PAYRAIL_ENVIRONMENT
  if (environment !== undefined && !(ENVIRONMENTS as ReadonlyArray<string>).includes(environment)) {
    throw new EnvironmentError(`PAYRAIL_ENVIRONMENT must be one of ${ENVIRONMENTS.join(", ")}`)
  }
  const live = isLive(env)
  if (live && !options.live) {
    throw new EnvironmentError("These keys or settings reach the live service, where calls move real money: start with --live to allow it (the sandbox needs no flag)")
  }
  const client = createPayrail({
    publicApiKey,
    privateSecretKey,
    ...(env.PAYRAIL_BASE_URL ? { baseUrl: env.PAYRAIL_BASE_URL } : { environment: (environment ?? "sandbox") as (typeof ENVIRONMENTS)[number] }),
    ...(env.PAYRAIL_ORGANIZATION_CODE ? { organizationCode: env.PAYRAIL_ORGANIZATION_CODE } : {}),
    ...(env.PAYRAIL_ACCOUNT_ID ? { accountId: env.PAYRAIL_ACCOUNT_ID } : {})
  })
  return { kind: "service", client, live }
}
