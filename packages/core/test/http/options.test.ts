/**
 * src/http/options.ts: the numeric option rules shared by the constructor and every call, the
 * header and key rules, and `resolveCallOptions` (a call's options checked and merged).
 */
import { describe, expect, it } from "vitest"
import { RequestValidationError } from "../../src"
import { type ResolvedConfig, resolveConfig } from "../../src/http/config"
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  isHeaderSafe,
  isHeaderValue,
  MAX_RETRIES_LIMIT,
  optionProblem
} from "../../src/http/options"
import { resolveCallOptions } from "../../src/http/call-options"

const MAX_TIMER_MS = 2_147_483_647
// Made inside each test, not when the file loads: a broken rule then fails tests instead of the
// file's collection (which a mutation run does not count as a failing test).
const config = (): ResolvedConfig =>
  resolveConfig({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "https://api.payrail.test/v1", timeoutMs: 7000, maxRetries: 3 })

describe("the documented defaults and limits", () => {
  it("60 s timeout, 2 retries (at most 10), 16 MiB of response body", () => {
    expect([DEFAULT_TIMEOUT_MS, DEFAULT_MAX_RETRIES, MAX_RETRIES_LIMIT, DEFAULT_MAX_RESPONSE_BYTES]).toEqual([60_000, 2, 10, 16_777_216])
  })
})

describe("optionProblem", () => {
  it.each([
    ["timeoutMs", 1, MAX_TIMER_MS],
    ["maxRetries", 0, 10],
    ["delay", 0, MAX_TIMER_MS],
    ["maxResponseBytes", 1, Number.MAX_SAFE_INTEGER]
  ] as const)("%s: integers from %d to %d", (kind, min, max) => {
    expect(optionProblem(min, kind)).toBeUndefined()
    expect(optionProblem(max, kind)).toBeUndefined()
    expect(optionProblem(min - 1, kind)).toBe(`must be an integer between ${min} and ${max}, got ${min - 1}`)
    expect(optionProblem(max + 1, kind)).toBe(`must be an integer between ${min} and ${max}, got ${max + 1}`)
  })

  it("not an integer, or not a number: named by value or by type", () => {
    expect(optionProblem(2.5, "maxRetries")).toBe("must be an integer between 0 and 10, got 2.5")
    expect(optionProblem(Number.NaN, "timeoutMs")).toBe(`must be an integer between 1 and ${MAX_TIMER_MS}, got NaN`)
    expect(optionProblem("5", "timeoutMs")).toBe(`must be an integer between 1 and ${MAX_TIMER_MS}, got string`)
    expect(optionProblem(undefined, "delay")).toBe(`must be an integer between 0 and ${MAX_TIMER_MS}, got undefined`)
  })
})

describe("header rules", () => {
  it("isHeaderSafe: one or more visible ASCII characters, nothing else", () => {
    for (const ok of ["a", "pk_live_123", "!~"]) expect(isHeaderSafe(ok)).toBe(true)
    for (const bad of ["", " a", "a ", "a b", "a\tb", "a\nb", "\x7f", "é"]) expect(isHeaderSafe(bad)).toBe(false)
  })

  it("isHeaderValue: printable ASCII and tabs, possibly empty; no line break", () => {
    for (const ok of ["", "a b", "a\tb", " ~ "]) expect(isHeaderValue(ok)).toBe(true)
    for (const bad of ["a\r\nb", "\nb", "a\n", "\x7f", "é", "\u0000"]) expect(isHeaderValue(bad)).toBe(false)
  })
})

describe("resolveCallOptions", () => {
  const issues = (options: unknown) => {
    const result = resolveCallOptions("things.get", config(), options as never)
    expect(result).toBeInstanceOf(RequestValidationError)
    expect((result as RequestValidationError).message).toContain("things.get")
    return (result as RequestValidationError).issues
  }

  it("no options: the client's timeout and retries, nothing else", () => {
    expect(resolveCallOptions("x", config(), undefined)).toEqual({ timeoutMs: 7000, maxRetries: 3, idempotencyKey: undefined, headers: undefined, signal: undefined })
    expect(resolveCallOptions("x", config(), {})).toEqual({ timeoutMs: 7000, maxRetries: 3, idempotencyKey: undefined, headers: undefined, signal: undefined })
  })

  it("the call's values win", () => {
    const signal = new AbortController().signal
    expect(resolveCallOptions("x", config(), { timeoutMs: 5, maxRetries: 0, idempotencyKey: "k", headers: { "x-a": "1" }, signal })).toEqual({
      timeoutMs: 5,
      maxRetries: 0,
      idempotencyKey: "k",
      headers: { "x-a": "1" },
      signal
    })
  })

  it.each([null, "options", 3])("%j is not an options object", (options) => {
    expect(issues(options)).toEqual([{ path: "options", message: "Expected an object" }])
  })

  it("bad numbers are named with the rule, capitalised", () => {
    expect(issues({ timeoutMs: 0, maxRetries: 11 })).toEqual([
      { path: "options.timeoutMs", message: `Must be an integer between 1 and ${MAX_TIMER_MS}, got 0` },
      { path: "options.maxRetries", message: "Must be an integer between 0 and 10, got 11" }
    ])
  })

  it("idempotency keys: 1–255 printable ASCII characters, no space at either end", () => {
    for (const ok of ["k", "ab", "a b", "k".repeat(255), "!~"]) expect(resolveCallOptions("x", config(), { idempotencyKey: ok })).not.toBeInstanceOf(RequestValidationError)
    for (const bad of ["", " k", "k ", "k".repeat(256), "a\nb", "é", 42]) {
      expect(issues({ idempotencyKey: bad })).toEqual([
        { path: "options.idempotencyKey", message: "Must be 1–255 printable ASCII characters, without a space at either end" }
      ])
    }
  })

  it("headers: an object of HTTP token names and printable values", () => {
    expect(resolveCallOptions("x", config(), { headers: { "X-Trace_1.a~!#$%&'*+^`|": "v\t1" } })).not.toBeInstanceOf(RequestValidationError)
    expect(issues({ headers: "x-a: 1" })).toEqual([{ path: "options.headers", message: "Expected an object of strings" }])
    expect(issues({ headers: null })).toEqual([{ path: "options.headers", message: "Expected an object of strings" }])
    for (const name of ["bad name", "a:b", "", "é", "a\n"]) {
      expect(issues({ headers: { [name]: "v" } })).toEqual([{ path: "options.headers", message: "A header name is not a valid HTTP token" }])
    }
    expect(issues({ headers: { "x-a": 1, "x-b": "a\r\nb", "x-ok": "fine" } })).toEqual([
      { path: "options.headers.x-a", message: "Must be a string of printable ASCII characters (no line breaks)" },
      { path: "options.headers.x-b", message: "Must be a string of printable ASCII characters (no line breaks)" }
    ])
  })

  it("framing and hop-by-hop headers are the SDK's: refused by name, in any case", () => {
    const owned = ["host", "content-length", "transfer-encoding", "connection", "keep-alive", "upgrade", "te", "trailer", "expect"]
    for (const name of [...owned, "Host", "Content-Length", "proxy-authorization", "Proxy-Connection"]) {
      expect(issues({ headers: { [name]: "v" } })).toEqual([
        { path: `options.headers.${name}`, message: "Is a framing or hop-by-hop header the SDK sets itself; remove it" }
      ])
    }
    for (const name of ["x-host", "x-proxy-id", "tea", "expected"]) {
      expect(resolveCallOptions("x", config(), { headers: { [name]: "v" } })).not.toBeInstanceOf(RequestValidationError)
    }
  })

  it("signal must be an AbortSignal", () => {
    expect(issues({ signal: { aborted: false } })).toEqual([{ path: "options.signal", message: "Expected an AbortSignal" }])
  })

  it("every problem is named at once", () => {
    expect(issues({ timeoutMs: -1, idempotencyKey: "", headers: 1, signal: 1 }).map((i) => i.path)).toEqual([
      "options.timeoutMs",
      "options.idempotencyKey",
      "options.headers",
      "options.signal"
    ])
  })
})
