/**
 * Which service a command talks to, and the client for it. The real client (`createPayrail`) is
 * used in every case, so commands get its validation, retries, idempotency keys and typed errors:
 * - `--fake`: the embedded fake of `@payrail/testing`; `--state <file>` loads its saved state first
 *   (a missing file is a fresh fake) and writes it back after the command.
 * - else `PAYRAIL_PUBLIC_API_KEY` / `PAYRAIL_PRIVATE_SECRET_KEY`, against `--base-url`,
 *   `PAYRAIL_BASE_URL`, `PAYRAIL_ENVIRONMENT`, or the sandbox by default. A live target (a `prod_`
 *   key, or a production URL) is refused without `--live`.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { createPayrail, type PayrailClient, type PayrailConfig } from "@payrail/core"
import type { FakePayrail } from "@payrail/testing"
import { CliUsageError } from "./exit-codes"

/** The sandbox and the production base URLs (docs/service-facts.md#base-urls). */
export const SANDBOX_URL = "https://api-sandbox.y.uno/v1"
const PRODUCTION_URLS: Readonly<Record<string, string>> = { production: "https://api.y.uno/v1", "production-eu": "https://api.eu.y.uno/v1" }

/** The account the embedded fake's calls default to (the fake takes any account id). */
export const FAKE_ACCOUNT_ID = "5e1f0c4a-9b7d-4c2e-8a6f-000000000001"

/** The flags every command shares. */
export interface TargetFlags {
  readonly fake?: boolean | undefined
  readonly state?: string | undefined
  readonly baseUrl?: string | undefined
  readonly live?: boolean | undefined
  readonly accountId?: string | undefined
}

/** The options of node's `parseArgs` for the flags of `TargetFlags`. */
export const TARGET_OPTIONS = {
  fake: { type: "boolean" },
  state: { type: "string" },
  "base-url": { type: "string" },
  live: { type: "boolean" },
  "account-id": { type: "string" }
} as const

export const targetFlagsOf = (values: Readonly<Record<string, unknown>>): TargetFlags => ({
  fake: values.fake === true,
  state: values.state as string | undefined,
  baseUrl: values["base-url"] as string | undefined,
  live: values.live === true,
  accountId: values["account-id"] as string | undefined
})

/** A client on its target; `close()` releases it (and saves the fake's state with `--state`). */
export interface Target {
  readonly client: PayrailClient
  /** The base URL the client calls (`https://payrail.fake/v1` for the embedded fake). */
  readonly baseUrl: string
  /** Present with `--fake`. */
  readonly fake?: FakePayrail
  /** The account id calls default to (`--account-id`, `PAYRAIL_ACCOUNT_ID`, the fake's). */
  readonly accountId: string | undefined
  close(): Promise<void>
}

/** Whether this target moves real money: then `--live` is needed. */
export const isLive = (publicApiKey: string, baseUrl: string): boolean =>
  publicApiKey.startsWith("prod_") || Object.values(PRODUCTION_URLS).some((url) => new URL(url).host === new URL(baseUrl).host)

const readState = (fake: FakePayrail, file: string): void => {
  if (!existsSync(file)) return
  let state: unknown
  try {
    state = JSON.parse(readFileSync(file, "utf8"))
  } catch (error) {
    throw new CliUsageError(`--state ${file}: not a saved state (${(error as Error).message})`)
  }
  try {
    fake.restore(state as Parameters<FakePayrail["restore"]>[0])
  } catch (error) {
    throw new CliUsageError(`--state ${file}: ${(error as Error).message}`)
  }
}

/** Writes through a temporary file, so an interrupted write never leaves half a state. */
export const writeState = (fake: FakePayrail, file: string): void => {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(fake.snapshot(), null, 2)}\n`)
  renameSync(temporary, file)
}

/** The base URL of a non-fake target, from the flag and the environment. */
export const baseUrlOf = (flags: TargetFlags, env: NodeJS.ProcessEnv = process.env): string => {
  const url = flags.baseUrl ?? env.PAYRAIL_BASE_URL ?? (env.PAYRAIL_ENVIRONMENT === undefined ? SANDBOX_URL : PRODUCTION_URLS[env.PAYRAIL_ENVIRONMENT] ?? (env.PAYRAIL_ENVIRONMENT === "sandbox" ? SANDBOX_URL : undefined))
  if (url === undefined) throw new CliUsageError(`PAYRAIL_ENVIRONMENT must be sandbox, production or production-eu, got ${env.PAYRAIL_ENVIRONMENT}`)
  if (!URL.canParse(url)) throw new CliUsageError(`--base-url must be a URL such as ${SANDBOX_URL}, got ${url}`)
  return url
}

/** Opens the target the flags name. */
export const openTarget = async (flags: TargetFlags, env: NodeJS.ProcessEnv = process.env): Promise<Target> => {
  const accountId = flags.accountId ?? env.PAYRAIL_ACCOUNT_ID
  if (flags.state !== undefined && flags.fake !== true) throw new CliUsageError("--state keeps the embedded fake's state: use it with --fake")
  if (flags.fake === true) {
    if (flags.baseUrl !== undefined) throw new CliUsageError("--fake and --base-url name two targets: pass one")
    const { createFakePayrail } = await import("@payrail/testing")
    const fake = createFakePayrail()
    if (flags.state !== undefined) readState(fake, flags.state)
    const account = accountId ?? FAKE_ACCOUNT_ID
    const client = fake.client({ accountId: account, ...(env.PAYRAIL_ORGANIZATION_CODE ? { organizationCode: env.PAYRAIL_ORGANIZATION_CODE } : {}) })
    return {
      client,
      baseUrl: fake.baseUrl,
      fake,
      accountId: account,
      async close() {
        await fake.webhooks.settled()
        await client.close()
        if (flags.state !== undefined) writeState(fake, flags.state)
      }
    }
  }
  const publicApiKey = env.PAYRAIL_PUBLIC_API_KEY
  const privateSecretKey = env.PAYRAIL_PRIVATE_SECRET_KEY
  if (!publicApiKey || !privateSecretKey) {
    throw new CliUsageError("PAYRAIL_PUBLIC_API_KEY and PAYRAIL_PRIVATE_SECRET_KEY are needed (or pass --fake for the embedded fake)")
  }
  const baseUrl = baseUrlOf(flags, env)
  if (isLive(publicApiKey, baseUrl) && flags.live !== true) {
    throw new CliUsageError(`${new URL(baseUrl).host} with this key is the live service: pass --live to move real money`)
  }
  const config: PayrailConfig = {
    publicApiKey,
    privateSecretKey,
    baseUrl,
    ...(accountId ? { accountId } : {}),
    ...(env.PAYRAIL_ORGANIZATION_CODE ? { organizationCode: env.PAYRAIL_ORGANIZATION_CODE } : {})
  }
  const client = createPayrail(config)
  return { client, baseUrl, accountId, close: () => client.close() }
}
