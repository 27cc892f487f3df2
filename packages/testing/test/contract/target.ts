/**
 * Where the contract suite runs: the service named by `PAYRAIL_BASE_URL` and the merchant's keys
 * when `pnpm contract` runs with them set, else the fake over real HTTP (`fake.listen()`), reached
 * by the same client configuration with its own keys.
 */
import { createPayrail, type PayrailClient } from "@payrail/core"
import { createFakePayrail, DEFAULT_PRIVATE_SECRET_KEY, DEFAULT_PUBLIC_API_KEY, FAKE_ORGANIZATION_CODE } from "../../src/index"
import { ACCOUNT_ID } from "../helpers"

export interface ContractTarget {
  readonly name: string
  readonly payrail: PayrailClient
  readonly accountId: string
  /** Set when the target can answer reports (the service needs `X-Organization-Code`). */
  readonly organizationCode: string | undefined
  close(): Promise<void>
}

/** The variables the sandbox run reads; the suite runs against the fake unless all four are set. */
const SANDBOX = ["PAYRAIL_BASE_URL", "PAYRAIL_PUBLIC_API_KEY", "PAYRAIL_PRIVATE_SECRET_KEY", "PAYRAIL_ACCOUNT_ID"] as const

/** `vitest.contract.config.ts` (`pnpm contract`) sets this; the repository's test run always uses the fake. */
const honoursEnvironment = (env: NodeJS.ProcessEnv) => env.PAYRAIL_CONTRACT === "env"

const sandbox = (env: NodeJS.ProcessEnv): ContractTarget => {
  const payrail = createPayrail({
    baseUrl: env.PAYRAIL_BASE_URL!,
    publicApiKey: env.PAYRAIL_PUBLIC_API_KEY!,
    privateSecretKey: env.PAYRAIL_PRIVATE_SECRET_KEY!,
    accountId: env.PAYRAIL_ACCOUNT_ID!,
    ...(env.PAYRAIL_ORGANIZATION_CODE ? { organizationCode: env.PAYRAIL_ORGANIZATION_CODE } : {})
  })
  return {
    name: env.PAYRAIL_BASE_URL!,
    payrail,
    accountId: env.PAYRAIL_ACCOUNT_ID!,
    organizationCode: env.PAYRAIL_ORGANIZATION_CODE || undefined,
    close: () => payrail.close()
  }
}

const fake = async (): Promise<ContractTarget> => {
  const service = createFakePayrail()
  const server = await service.listen({ port: 0 })
  const payrail = createPayrail({
    baseUrl: server.url,
    publicApiKey: DEFAULT_PUBLIC_API_KEY,
    privateSecretKey: DEFAULT_PRIVATE_SECRET_KEY,
    accountId: ACCOUNT_ID,
    organizationCode: FAKE_ORGANIZATION_CODE,
    retryBackoff: { initialDelayMs: 5, maxDelayMs: 20 }
  })
  return {
    name: `the fake at ${server.url}`,
    payrail,
    accountId: ACCOUNT_ID,
    organizationCode: FAKE_ORGANIZATION_CODE,
    close: async () => {
      await payrail.close()
      await server.close()
    }
  }
}

export const contractTarget = async (env: NodeJS.ProcessEnv = process.env): Promise<ContractTarget> => {
  if (!honoursEnvironment(env)) return fake()
  const missing = SANDBOX.filter((name) => !env[name])
  if (missing.length === 0) return sandbox(env)
  if (missing.length < SANDBOX.length) throw new Error(`pnpm contract: set all of ${SANDBOX.join(", ")} (missing ${missing.join(", ")}), or none to run against the fake`)
  return fake()
}
