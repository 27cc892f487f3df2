/**
 * What the server talks to and how it is started: the fake without keys, the service with them
 * (sandbox by default, a live key only with --live), and the command line's refusals.
 */
import { createFakePayrail } from "@payrail/testing"
import { describe, expect, it } from "vitest"
import { parseCli, UsageError } from "../src/cli/options"
import { createPayrailMcp, EnvironmentError, openEnvironment } from "../src/index"
import { structured } from "./helpers"

const KEYS = { PAYRAIL_PUBLIC_API_KEY: "pk_test_payrail", PAYRAIL_PRIVATE_SECRET_KEY: "sk_test_payrail" }

describe("the environment", () => {
  it("runs on the embedded fake without keys", () => {
    expect(openEnvironment({}, { live: false }).kind).toBe("fake")
  })

  it("refuses a live key or a production environment without --live, never naming the secret", () => {
    for (const env of [
      { PAYRAIL_PUBLIC_API_KEY: "prod_abc", PAYRAIL_PRIVATE_SECRET_KEY: "s3cret-value" },
      { ...KEYS, PAYRAIL_ENVIRONMENT: "production" },
      { ...KEYS, PAYRAIL_BASE_URL: "https://api.eu.y.uno/v1" }
    ]) {
      expect(() => openEnvironment(env, { live: false })).toThrow(EnvironmentError)
      expect(() => openEnvironment(env, { live: false })).toThrow(/--live/)
      expect(() => openEnvironment(env, { live: false })).not.toThrow(/s3cret|sk_test/)
      expect(openEnvironment(env, { live: true })).toMatchObject({ kind: "service", live: true })
    }
    expect(openEnvironment(KEYS, { live: false })).toMatchObject({ kind: "service", live: false })
    expect(() => openEnvironment({ PAYRAIL_PUBLIC_API_KEY: "pk" }, { live: false })).toThrow(/PAYRAIL_PRIVATE_SECRET_KEY is required/)
  })

  it("calls the service through the client with keys, its tools open-world", async () => {
    // the fake over real HTTP stands in for the service
    const service = createFakePayrail()
    const server = await service.listen()
    try {
      const environment = openEnvironment({ ...KEYS, PAYRAIL_BASE_URL: server.url }, { live: false })
      if (environment.kind !== "service") throw new Error("expected the service")
      const mcp = createPayrailMcp({ client: environment.client, environment: "sandbox" })
      expect(mcp.tools.every((t) => t.annotations.openWorldHint)).toBe(true)
      expect(mcp.tools.some((t) => t.name.startsWith("fake_"))).toBe(false)
      expect(mcp.instructions).toMatch(/sandbox/)
      const customer = service.seed.customer()
      expect(structured(await mcp.call("customers_retrieve", { customer_id: customer.id })).id).toBe(customer.id)
      expect(service.requests.at(-1)).toMatchObject({ method: "GET" })
    } finally {
      await server.close()
    }
  })
})

describe("the command line", () => {
  it("reads --write or PAYRAIL_MCP_WRITE, --tools and the HTTP flags", () => {
    expect(parseCli([], {}).write).toBe(false)
    expect(parseCli(["--write"], {}).write).toBe(true)
    expect(parseCli([], { PAYRAIL_MCP_WRITE: "1" }).write).toBe(true)
    expect(parseCli(["--tools", "payments, customers"], {}).groups).toEqual(["payments", "customers"])
    expect(parseCli(["--http"], {}).http).toEqual({ host: "127.0.0.1", port: 0, token: "generate", allowedOrigins: [] })
    expect(parseCli(["--http", "--port", "8931"], { PAYRAIL_MCP_TOKEN: "t0k" }).http).toMatchObject({ port: 8931, token: "t0k" })
  })

  it("refuses what cannot work, naming the flag", () => {
    expect(() => parseCli(["--port", "1"], {})).toThrow(/--port needs --http/)
    expect(() => parseCli(["--http", "--port", "70000"], {})).toThrow(/--port/)
    expect(() => parseCli(["--http", "--host", "0.0.0.0", "--no-token"], {})).toThrow(/loopback/)
    expect(() => parseCli(["--bogus"], {})).toThrow(UsageError)
  })

  it("refuses an unknown tool group, listing the groups", () => {
    expect(() => createPayrailMcp({ fake: createFakePayrail(), groups: ["refunds"] })).toThrow(/Unknown tool group "refunds".*payments/)
  })
})
