/**
 * The PCI proxy's forward (docs/fake.md "PCI proxy"): the request goes to the URL in the
 * `yuno-proxy-url` header (`yuno-proxy-destination-url` is read too: docs/spec-gaps.md), only
 * when its host is an ENABLED destination of the caller, with every
 * `{{vaulted_token.<token>.<field>}}` expression in the body and header values replaced by the
 * vaulted card's data. Nothing is kept: the card data exists only in the outgoing request, and
 * card numbers the destination sends back are masked before the answer leaves the fake.
 */
import type { RequestHeaders } from "../foundation/request-headers"
import { Rejection, reject } from "../foundation/errors"
import type { VaultedCardRecord } from "../foundation/store"
import { maskCardNumber } from "../foundation/card-data"
import type { Env } from "./env"
import { isLoopbackHost, enabledDestinationFor } from "./pci-proxy-destinations"
import { isEnrolled } from "./payment-methods"

/** The expression syntax of the reference; fields as the reference lists them (no security code: it is never stored). */
const EXPRESSION = /\{\{\s*vaulted_token\.([^.{}\s]+)\.([^.{}\s]+)\s*\}\}/g
const FIELDS = ["number", "expiration_month", "expiration_year", "holder_name"] as const
const MAX_TOKENS = 20
const DEFAULT_TIMEOUT_S = 30

/**
 * Headers never forwarded: the service's own (`yuno-*`), the credentials and idempotency key
 * meant for the fake, and those the HTTP client sets itself for the new connection.
 */
const NOT_FORWARDED = new Set([
  "public-api-key", "private-secret-key", "x-idempotency-key", "host", "content-length", "connection", "keep-alive",
  "transfer-encoding", "te", "trailer", "upgrade", "expect", "accept-encoding", "proxy-authorization", "proxy-connection"
])

/** A card number the fake can forward for a vaulted card: it keeps no full number, so it rebuilds one (docs/fake.md). */
export const forwardedCardNumber = (card: VaultedCardRecord): string => {
  const iin = card.iin.replace(/\D/g, "").slice(0, 8).padEnd(8, "1")
  const lfd = card.lfd.replace(/\D/g, "").padStart(4, "0").slice(-4)
  // the digits between are 1s, the last of them chosen so the number passes the Luhn check
  for (let d = 0; d <= 9; d++) {
    const candidate = `${iin}111${d}${lfd}`
    if (luhnValid(candidate)) return candidate
  }
  /* c8 ignore next */
  return `${iin}1111${lfd}`
}

const luhnValid = (digits: string): boolean => {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      n *= 2
      if (n > 9) n -= 9
    }
    sum += n
  }
  return sum % 10 === 0
}

const findVaultedCard = (env: Env, merchant: string, token: string): { card: VaultedCardRecord; holder: string } | undefined => {
  for (const customer of env.store.customers.values()) {
    if (customer.merchant !== merchant) continue
    const card = customer.cards.find((c) => c.vaultedToken === token && isEnrolled(c))
    if (card !== undefined) {
      const name = [customer.fields.first_name, customer.fields.last_name].filter((v) => typeof v === "string" && v !== "").join(" ")
      return { card, holder: name.toUpperCase() }
    }
  }
  return undefined
}

const unresolved = (token: string) => reject(400, "EXPRESSION_RESOLUTION_FAILED", `vaulted_token ${token} could not be resolved`)

/** Resolves the expressions of every text given; the numbers put in, for masking the answer. */
const resolver = (env: Env, merchant: string) => {
  const numbers = new Set<string>()
  const tokens = new Set<string>()
  let replacements = 0
  const resolve = (text: string, escape: (value: string) => string): string =>
    text.replace(EXPRESSION, (_whole, token: string, field: string) => {
      tokens.add(token)
      if (tokens.size > MAX_TOKENS) throw reject(400, "INVALID_REQUEST", `at most ${MAX_TOKENS} distinct vaulted tokens per request`)
      const found = findVaultedCard(env, merchant, token)
      if (found === undefined || !(FIELDS as ReadonlyArray<string>).includes(field)) throw unresolved(token)
      replacements++
      const { card, holder } = found
      switch (field as (typeof FIELDS)[number]) {
        case "number": {
          const n = forwardedCardNumber(card)
          numbers.add(n)
          return escape(n)
        }
        case "expiration_month":
          return escape(String(card.expirationMonth).padStart(2, "0"))
        case "expiration_year":
          return escape(String(card.expirationYear))
        case "holder_name":
          return escape(holder)
      }
    })
  return { resolve, numbers, replacements: () => replacements }
}

const jsonEscape = (value: string): string => JSON.stringify(value).slice(1, -1)

const header = (headers: RequestHeaders, name: string): string | undefined => {
  const v = headers.get(name)
  return v === null || v === "" ? undefined : v
}

/** The destination URL, checked as the service does before anything leaves. */
const destinationOf = (env: Env, merchant: string, headers: RequestHeaders, scope: string | null): URL => {
  const raw = header(headers, "yuno-proxy-url") ?? header(headers, "yuno-proxy-destination-url")
  if (raw === undefined) throw reject(400, "INVALID_REQUEST", "yuno-proxy-url header is required")
  if (/\{\{\s*vaulted_token/.test(raw)) throw reject(400, "INVALID_REQUEST", "the destination URL must not contain vaulted_token expressions")
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw reject(400, "INVALID_REQUEST", "yuno-proxy-url is not a URL")
  }
  const loopback = isLoopbackHost(url.hostname)
  // the service takes public HTTPS hosts on port 443; the fake also plain HTTP to a loopback host (a test's server)
  const schemeOk = loopback ? url.protocol === "http:" || url.protocol === "https:" : url.protocol === "https:" && (url.port === "" || url.port === "443")
  if (!schemeOk || url.username !== "" || url.password !== "" || enabledDestinationFor(env, merchant, scope, url.hostname) === undefined) {
    throw reject(403, "DESTINATION_NOT_ALLOWED", "destination host is not registered on your allowlist")
  }
  return url
}

const timeoutOf = (headers: RequestHeaders): number => {
  const raw = header(headers, "yuno-proxy-timeout")
  if (raw === undefined) return DEFAULT_TIMEOUT_S
  const seconds = Number(raw)
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 120) throw reject(400, "INVALID_REQUEST", "yuno-proxy-timeout must be an integer from 1 to 120")
  return seconds
}

/** POST /pci-proxy/forward. Answers the destination's body; a destination's error status comes back as it was. */
export const forward = async (env: Env, merchant: string, headers: RequestHeaders, body: unknown): Promise<unknown> => {
  const scope = header(headers, "yuno-account-id") ?? null
  const url = destinationOf(env, merchant, headers, scope)
  const timeoutS = timeoutOf(headers)
  const { resolve, numbers } = resolver(env, merchant)
  const text = resolve(JSON.stringify(body ?? {}), jsonEscape)
  if (text.length > 1_048_576) throw reject(413, "REQUEST_TOO_LARGE", "request body exceeds 1 MB")
  const outgoing: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (name.startsWith("yuno-") || NOT_FORWARDED.has(name)) return
    outgoing[name] = resolve(value, (v) => v)
  })
  outgoing["content-type"] = "application/json" // the body the fake got and forwards is JSON
  let response: Response
  try {
    // redirect "manual": the fake's outgoing requests go to the registered host only
    response = await fetch(url, { method: "POST", headers: outgoing, body: text, redirect: "manual", signal: AbortSignal.timeout(timeoutS * 1000) })
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw reject(504, "DESTINATION_TIMEOUT", "destination did not respond within the configured timeout")
    }
    throw reject(502, "DESTINATION_UNREACHABLE", "connection to destination failed")
  }
  // card numbers the destination echoes are masked, as the service redacts them
  let answer = await response.text()
  for (const n of numbers) answer = answer.split(n).join(maskCardNumber(n))
  let parsed: unknown = answer
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    try {
      parsed = JSON.parse(answer)
    } catch {
      parsed = answer
    }
  }
  if (response.status >= 300) {
    const errorBody = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { body: parsed }
    throw new Rejection(response.status, errorBody)
  }
  return parsed
}
