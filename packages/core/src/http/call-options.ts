/**
 * One call's options (`RequestOptions`), checked against the same rules as the client's config
 * (src/http/options.ts) and merged with it: what one logical call runs with.
 */
import { type Issue, RequestValidationError } from "../errors"
import type { RequestOptions, ResolvedConfig } from "./config"
import { isHeaderValue, optionProblem } from "./options"

// Printable ASCII, 1–255 characters, no space at either end (fetch would trim it and the service would see another key).
const IDEMPOTENCY_KEY = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/
// RFC 9110 token
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i
// Framing and hop-by-hop headers: the transport sets them (or the connection owns them). A caller's
// copy would contradict the body actually sent (a second framing header, a length that never
// arrives) or address another host, so they are refused rather than silently sent.
const SDK_OWNED_HEADERS: ReadonlySet<string> = new Set([
  "host", "content-length", "transfer-encoding", "connection", "keep-alive", "upgrade", "te", "trailer", "expect"
])
const isSdkOwnedHeader = (lower: string): boolean => SDK_OWNED_HEADERS.has(lower) || lower.startsWith("proxy-")


/** Per-call options, checked and merged with the client's; what one logical call runs with. */
export interface CallOptions {
  readonly timeoutMs: number
  readonly maxRetries: number
  readonly idempotencyKey: string | undefined
  readonly headers: Readonly<Record<string, string>> | undefined
  readonly signal: AbortSignal | undefined
}

/**
 * Checks `options` before anything is sent. Never echoes a header value or a key in a message:
 * it names the option and the rule.
 */
export const resolveCallOptions = (
  operation: string,
  config: ResolvedConfig,
  options: RequestOptions | undefined
): CallOptions | RequestValidationError => {
  if (options === undefined) {
    return { timeoutMs: config.timeoutMs, maxRetries: config.maxRetries, idempotencyKey: undefined, headers: undefined, signal: undefined }
  }
  const issues: Array<Issue> = []
  if (typeof options !== "object" || options === null) {
    return new RequestValidationError({ operation, issues: [{ path: "options", message: "Expected an object" }] })
  }
  const number = (name: "timeoutMs" | "maxRetries", fallback: number) => {
    const value: unknown = options[name]
    if (value === undefined) return fallback
    const problem = optionProblem(value, name)
    // Stryker disable next-line Regex: The problem always begins with `must be an integer between …`, so the first match of /must/ is the one /^must/ replaces.
    if (problem !== undefined) issues.push({ path: `options.${name}`, message: problem.replace(/^must/, "Must") })
    return value as number
  }
  const timeoutMs = number("timeoutMs", config.timeoutMs)
  const maxRetries = number("maxRetries", config.maxRetries)
  const key: unknown = options.idempotencyKey
  if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
    issues.push({ path: "options.idempotencyKey", message: "Must be 1–255 printable ASCII characters, without a space at either end" })
  }
  const headers: unknown = options.headers
  if (headers !== undefined) {
    if (typeof headers !== "object" || headers === null) issues.push({ path: "options.headers", message: "Expected an object of strings" })
    else {
      for (const [name, value] of Object.entries(headers)) {
        if (!HEADER_NAME.test(name)) issues.push({ path: "options.headers", message: "A header name is not a valid HTTP token" })
        else if (isSdkOwnedHeader(name.toLowerCase())) {
          issues.push({ path: `options.headers.${name}`, message: "Is a framing or hop-by-hop header the SDK sets itself; remove it" })
        }
        else if (typeof value !== "string" || !isHeaderValue(value)) {
          issues.push({ path: `options.headers.${name}`, message: "Must be a string of printable ASCII characters (no line breaks)" })
        }
      }
    }
  }
  const signal: unknown = options.signal
  if (signal !== undefined && !(signal instanceof AbortSignal)) issues.push({ path: "options.signal", message: "Expected an AbortSignal" })
  if (issues.length > 0) return new RequestValidationError({ operation, issues })
  return {
    timeoutMs,
    maxRetries,
    idempotencyKey: key as string | undefined,
    headers: headers as Readonly<Record<string, string>> | undefined,
    signal: signal as AbortSignal | undefined
  }
}
