import { describe, expect, it } from "vitest"
import { describeTarget } from "./preflight"

const all = {
  PAYRAIL_BASE_URL: "https://api-sandbox.y.uno/v1",
  PAYRAIL_PUBLIC_API_KEY: "pk-value",
  PAYRAIL_PRIVATE_SECRET_KEY: "sk-secret-value",
  PAYRAIL_ACCOUNT_ID: "acct",
  PAYRAIL_ORGANIZATION_CODE: "org"
}

describe("pnpm contract's preflight", () => {
  it("names the fake when no sandbox variable is set", () => {
    expect(describeTarget({})).toEqual({ ok: true, line: expect.stringContaining("against the fake") })
  })
  it("names the base URL when every variable is set", () => {
    expect(describeTarget(all)).toEqual({ ok: true, line: "pnpm contract: against https://api-sandbox.y.uno/v1" })
  })
  it("refuses a partial set, naming what is missing and never a value", () => {
    const r = describeTarget({ ...all, PAYRAIL_ACCOUNT_ID: "", PAYRAIL_PUBLIC_API_KEY: undefined })
    expect(r.ok).toBe(false)
    expect(r.line).toContain("missing PAYRAIL_PUBLIC_API_KEY, PAYRAIL_ACCOUNT_ID")
    expect(r.line).not.toContain("sk-secret-value")
  })
  it("refuses a base URL that is not a URL, and a sandbox run without the organization code", () => {
    expect(describeTarget({ ...all, PAYRAIL_BASE_URL: "api-sandbox" })).toEqual({ ok: false, line: expect.stringContaining("PAYRAIL_BASE_URL is not a URL") })
    expect(describeTarget({ ...all, PAYRAIL_ORGANIZATION_CODE: undefined })).toEqual({ ok: false, line: expect.stringContaining("PAYRAIL_ORGANIZATION_CODE") })
  })
})
