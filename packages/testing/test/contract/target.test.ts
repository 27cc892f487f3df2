import { afterEach, describe, expect, it } from "vitest"
import { type ContractTarget, contractTarget } from "./target"

const keys = {
  PAYRAIL_BASE_URL: "https://api-sandbox.example.com/v1",
  PAYRAIL_PUBLIC_API_KEY: "pk_sandbox",
  PAYRAIL_PRIVATE_SECRET_KEY: "sk_sandbox",
  PAYRAIL_ACCOUNT_ID: "0f9c2a1e-1111-4a5b-9c3d-123456789abc"
}

describe("the contract suite's target", () => {
  let target: ContractTarget | undefined
  afterEach(async () => {
    await target?.close()
    target = undefined
  })

  it("is the fake in the repository's own test run, whatever the environment holds", async () => {
    target = await contractTarget(keys)
    expect(target.name).toMatch(/^the fake at http:\/\/127\.0\.0\.1:\d+\/v1$/)
  })

  it("under pnpm contract, is the service the environment names, with its account", async () => {
    target = await contractTarget({ ...keys, PAYRAIL_CONTRACT: "env", PAYRAIL_ORGANIZATION_CODE: "org_1" })
    expect([target.name, target.accountId, target.organizationCode]).toEqual([keys.PAYRAIL_BASE_URL, keys.PAYRAIL_ACCOUNT_ID, "org_1"])
  })

  it("under pnpm contract, is the fake without keys, and refuses half a configuration naming what is missing", async () => {
    target = await contractTarget({ PAYRAIL_CONTRACT: "env" })
    expect(target.name).toMatch(/^the fake at /)
    const { PAYRAIL_ACCOUNT_ID: _, ...partial } = keys
    await expect(contractTarget({ ...partial, PAYRAIL_CONTRACT: "env" })).rejects.toThrow(/missing PAYRAIL_ACCOUNT_ID/)
  })
})
