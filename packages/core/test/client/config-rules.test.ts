/**
 * The client options' rules, each at its boundary, with the exact message a user sees: errors
 * through `createPayrail`, the resolved values (defaults, clamping) through `resolveConfig`, the
 * function `createPayrail` and `Payrail.layer` both run.
 */
import * as Redacted from "effect/Redacted"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ConfigurationError, createPayrail, type PayrailConfig } from "../../src"
import { resolveConfig } from "../../src/http/config"
import { systemTimer } from "../../src/http/timer"

const base: PayrailConfig = { publicApiKey: "pk_test", privateSecretKey: "sk_test", baseUrl: "https://api.example.invalid/v1" }

/** The ConfigurationError message `createPayrail` throws for this config. */
const rejection = (config: unknown): string => {
  try {
    createPayrail(config as PayrailConfig)
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigurationError)
    return (e as ConfigurationError).message
  }
  throw new Error("createPayrail accepted the config")
}
const accepts = (config: PayrailConfig) => expect(() => resolveConfig(config)).not.toThrow()

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("the config object", () => {
  it.each([null, undefined, "https://api.example.invalid/v1", 42])("%s is not a config", (config) => {
    expect(rejection(config)).toBe("createPayrail needs a config object: { publicApiKey, privateSecretKey, baseUrl }")
  })

  it("a missing, empty or non-string private key is required, and the secret is labelled for printing", () => {
    for (const missing of [undefined, null, "", 42]) {
      expect(rejection({ ...base, privateSecretKey: missing as unknown as string })).toBe("privateSecretKey is required")
    }
    expect(rejection({ ...base, privateSecretKey: Redacted.make("") })).toBe("privateSecretKey is required")
    expect(rejection({ ...base, privateSecretKey: Redacted.make(42 as unknown as string) })).toBe("privateSecretKey is required")
    const resolved = resolveConfig(base)
    expect(String(resolved.privateSecretKey)).toBe("<redacted:privateSecretKey>")
    expect(String(resolved.privateSecretKey)).not.toContain("sk_test")
  })

  it("fetch must be a function", () => {
    expect(rejection({ ...base, fetch: "fetch" as unknown as typeof fetch })).toBe("fetch must be a function")
    accepts({ ...base, fetch: globalThis.fetch })
  })

  it("the defaults are the documented ones", () => {
    const resolved = resolveConfig(base)
    expect(resolved).toMatchObject({
      timeoutMs: 60_000,
      maxRetries: 2,
      initialDelayMs: 500,
      maxDelayMs: 8_000,
      maxResponseBytes: 16 * 1024 * 1024,
      organizationCode: undefined,
      accountId: undefined,
      fetch: undefined
    })
    expect(resolved.timer).toBe(systemTimer)
  })

  it("the internal timer key is the registered symbol, so another copy of core reads the same key", () => {
    const timer = { set: () => 0, clear: () => undefined }
    const config = { ...base, [Symbol.for("@payrail/core/internal/timer")]: timer } as PayrailConfig
    expect(resolveConfig(config).timer).toBe(timer)
  })
})

describe("numeric options at their bounds", () => {
  it.each([
    ["timeoutMs", 1, 2_147_483_647],
    ["maxRetries", 0, 10],
    ["maxResponseBytes", 1, Number.MAX_SAFE_INTEGER]
  ] as const)("%s accepts %d..%d and nothing outside", (name, min, max) => {
    expect(resolveConfig({ ...base, [name]: min })[name]).toBe(min)
    expect(resolveConfig({ ...base, [name]: max })[name]).toBe(max)
    expect(rejection({ ...base, [name]: min - 1 })).toBe(`${name} must be an integer between ${min} and ${max}, got ${min - 1}`)
    if (max < Number.MAX_SAFE_INTEGER) {
      expect(rejection({ ...base, [name]: max + 1 })).toBe(`${name} must be an integer between ${min} and ${max}, got ${max + 1}`)
    }
    expect(rejection({ ...base, [name]: 1.5 })).toBe(`${name} must be an integer between ${min} and ${max}, got 1.5`)
    expect(rejection({ ...base, [name]: "5" })).toBe(`${name} must be an integer between ${min} and ${max}, got string`)
  })

  it("retryBackoff: both delays are named in their messages; maxDelayMs is never below initialDelayMs", () => {
    expect(rejection({ ...base, retryBackoff: { initialDelayMs: -1 } })).toBe("retryBackoff.initialDelayMs must be an integer between 0 and 2147483647, got -1")
    expect(rejection({ ...base, retryBackoff: { maxDelayMs: 2_147_483_648 } })).toBe(
      "retryBackoff.maxDelayMs must be an integer between 0 and 2147483647, got 2147483648"
    )
    expect(resolveConfig({ ...base, retryBackoff: { initialDelayMs: 0, maxDelayMs: 0 } })).toMatchObject({ initialDelayMs: 0, maxDelayMs: 0 })
    expect(resolveConfig({ ...base, retryBackoff: { initialDelayMs: 5_000, maxDelayMs: 100 } })).toMatchObject({ initialDelayMs: 5_000, maxDelayMs: 5_000 })
    expect(resolveConfig({ ...base, retryBackoff: { initialDelayMs: 100, maxDelayMs: 5_000 } })).toMatchObject({ initialDelayMs: 100, maxDelayMs: 5_000 })
  })
})

describe("baseUrl", () => {
  it("drops every trailing slash and nothing else", () => {
    expect(resolveConfig({ ...base, baseUrl: "https://api.example.invalid/v1///" }).baseUrl).toBe("https://api.example.invalid/v1")
    expect(resolveConfig({ ...base, baseUrl: "https://api.example.invalid//v1" }).baseUrl).toBe("https://api.example.invalid//v1")
  })

  it("only http and https", () => {
    expect(rejection({ ...base, baseUrl: "ftp://api.example.invalid/v1" })).toBe("baseUrl must be https, got ftp:")
    expect(rejection({ ...base, baseUrl: "file:///etc/passwd" })).toBe("baseUrl must be https, got file:")
  })

  it("a non-string, a relative URL, credentials, a query or a fragment are refused", () => {
    expect(rejection({ ...base, baseUrl: 42 as unknown as string })).toBe("baseUrl must be a string")
    expect(rejection({ ...base, baseUrl: "/v1" })).toBe("baseUrl is not a valid absolute URL (e.g. https://api-sandbox.y.uno/v1)")
    for (const url of ["https://user@api.example.invalid/v1", "https://:pw@api.example.invalid/v1"]) {
      expect(rejection({ ...base, baseUrl: url })).toMatch(/^baseUrl must not contain credentials/)
    }
    expect(rejection({ ...base, baseUrl: "https://api.example.invalid/v1?a=1" })).toBe("baseUrl must not have a query or fragment: https://api.example.invalid/v1")
    expect(rejection({ ...base, baseUrl: "https://api.example.invalid/v1#x" })).toBe("baseUrl must not have a query or fragment: https://api.example.invalid/v1")
  })

  it("http: only to loopback or never-resolving hosts, unless allowInsecureHttp", () => {
    for (const url of ["http://localhost:4010/v1", "http://api.localhost/v1", "http://127.0.0.1:4010/v1", "http://127.1.2.3/v1", "http://127.255.255.254:4010/v1", "http://[::1]:4010/v1", "http://invalid/v1", "http://api.invalid/v1"]) {
      accepts({ ...base, baseUrl: url })
    }
    for (const url of ["http://api.example.com/v1", "http://127.0.0.1.example.com/v1", "http://localhost.example.com/v1", "http://invalid.example.com/v1", "http://10.0.0.1/v1"]) {
      expect(rejection({ ...base, baseUrl: url })).toMatch(/^baseUrl http:\/\/[^ ]+ is http: the keys would cross the network unencrypted/)
      accepts({ ...base, baseUrl: url, allowInsecureHttp: true })
    }
    expect(rejection({ ...base, baseUrl: "http://api.example.com/v1", allowInsecureHttp: "yes" as unknown as boolean })).toBe("allowInsecureHttp must be a boolean")
  })

  it("PAYRAIL_BASE_URL is used when set and not empty", () => {
    const { baseUrl: _omit, ...noUrl } = base
    vi.stubEnv("PAYRAIL_BASE_URL", "https://env.example.invalid/v1/")
    expect(resolveConfig(noUrl).baseUrl).toBe("https://env.example.invalid/v1")
    vi.stubEnv("PAYRAIL_BASE_URL", "")
    expect(rejection(noUrl)).toMatch(/^baseUrl is required \(or environment/)
  })

  it("environment picks the URL; with baseUrl, or unknown, it is refused", () => {
    expect(resolveConfig({ ...base, baseUrl: undefined, environment: "production-eu" }).baseUrl).toBe("https://api.eu.y.uno/v1")
    expect(rejection({ ...base, environment: "sandbox" })).toBe("Give either baseUrl or environment, not both")
    const { baseUrl: _omit, ...noUrl } = base
    expect(rejection({ ...noUrl, environment: "toString" as "sandbox" })).toBe('environment must be one of sandbox, production, production-eu, got "toString"')
  })
})

describe("keys and header values", () => {
  it("a key a header cannot carry is named, never echoed", () => {
    const message = rejection({ ...base, privateSecretKey: "sk secret" })
    expect(message).toBe("privateSecretKey contains characters a header cannot carry (only visible ASCII, no spaces or line breaks)")
    expect(rejection({ ...base, publicApiKey: "pk\nx" })).toMatch(/^publicApiKey contains characters/)
    expect(rejection({ ...base, publicApiKey: "" })).toBe("publicApiKey is required")
  })

  it("organizationCode: empty means unset; otherwise visible ASCII", () => {
    accepts({ ...base, organizationCode: "" })
    accepts({ ...base, organizationCode: "ORG-1" })
    expect(rejection({ ...base, organizationCode: "ORG 1" })).toBe("organizationCode must be a string of visible ASCII characters")
    expect(rejection({ ...base, organizationCode: 7 as unknown as string })).toBe("organizationCode must be a string of visible ASCII characters")
  })
})

describe("the transport option", () => {
  it('"auto" by default; "auto" and "fetch" accepted; anything else refused, naming what was given', () => {
    expect(resolveConfig(base).transport).toBe("auto")
    expect(resolveConfig({ ...base, transport: "auto" }).transport).toBe("auto")
    expect(resolveConfig({ ...base, transport: "fetch" }).transport).toBe("fetch")
    expect(rejection({ ...base, transport: "node" })).toBe('transport must be "auto" or "fetch", got "node"')
    expect(rejection({ ...base, transport: "" })).toBe('transport must be "auto" or "fetch", got ""')
  })
})
