/**
 * Byte, base64 and header helpers shared by the webhook modules. Web platform only
 * (`TextEncoder`, `atob`/`btoa`, `crypto.subtle`), so they run on Node, Bun, Deno and Workers.
 */
import { ConfigurationError } from "../errors"

/** A request body exactly as received: text, or bytes (`Uint8Array`/`Buffer`, `ArrayBuffer`). */
export type WebhookRawBody = string | Uint8Array | ArrayBuffer

/** Request headers: a Fetch `Headers`, or a Node/Express-style record (any key case, repeated headers as arrays). */
export type WebhookHeaders =
  | Headers
  | { readonly get: (name: string) => string | null }
  | Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

const encoder = new TextEncoder()

export const utf8 = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text)

export const toBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!)
  return btoa(binary)
}

/** Standard alphabet, then the padding; the character before `==` holds 4 zero bits, before `=` 2 (canonical). */
const BASE64 = /^[A-Za-z\d+/]*(?:[AQgw]==|[AEIMQUYcgkosw048]=)?$/

/**
 * Strict base64 (standard alphabet, padded, no whitespace, zero pad bits: "QR==" is refused, not
 * read as "QQ=="): anything else is `undefined`. `atob` alone would accept missing padding and
 * spaces. A pattern and `atob`, not a decoder of its own: the Workers route's bundle carries it.
 */
export const fromBase64Strict = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return undefined
  const binary = atob(text)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/

/**
 * The 32 bytes of an HMAC-SHA256 signature as a header carries it: base64 (the documented
 * form), or hex, either one optionally prefixed `sha256=` (docs/service-facts.md#webhook-signature: the service's own
 * plugin accepts both). Anything else is `undefined`.
 */
export const signatureBytes = (value: string): Uint8Array | undefined => {
  const v = value.startsWith("sha256=") ? value.slice(7) : value
  if (HEX_SHA256.test(v)) {
    const out = new Uint8Array(32)
    // Stryker disable next-line EqualityOperator: The extra turn writes `out[32]` (NaN from an empty slice) past the 32-byte array's end, which is dropped.
    for (let i = 0; i < 32; i++) out[i] = parseInt(v.slice(2 * i, 2 * i + 2), 16)
    return out
  }
  // Stryker disable next-line ConditionalExpression: Strict padded base64 decodes to 32 bytes, which the next line requires, only from exactly 44 characters.
  const bytes = v.length === 44 ? fromBase64Strict(v) : undefined
  return bytes?.length === 32 ? bytes : undefined
}

/** Compares two byte strings in time that depends only on their lengths. */
export const timingSafeEqual = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false
  let diff = 0
  // Stryker disable next-line EqualityOperator: The extra turn reads past both arrays' end (their lengths are equal), and `undefined ^ undefined` is 0.
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

const describeValue = (body: unknown): string =>
  body === null ? "null" : Array.isArray(body) ? "an array" : typeof body === "object" ? "an object" : typeof body

/**
 * The raw body as bytes. A parsed body (an object) is refused: re-serialising it would not give
 * back the bytes the sender signed, so no signature over it can be checked.
 */
export const rawBodyBytes = (body: unknown): Uint8Array => {
  if (typeof body === "string") return utf8(body)
  if (body instanceof Uint8Array) return body
  if (body instanceof ArrayBuffer) return new Uint8Array(body)
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
  throw new ConfigurationError({
    message:
      `A webhook is verified against the raw request body (a string or bytes, as received), not ${describeValue(body)}. ` +
      (typeof body === "object" && body !== null
        ? "A body parser made it JSON, and a re-serialised object lacks the signed bytes: pass the unparsed body " +
          "(express.raw({ type: \"application/json\" }), Fastify's rawBody, `await request.text()`, `await c.req.arrayBuffer()` in Hono)."
        : "The raw body was not captured: read it before any body parser runs.")
  })
}

const isHeadersLike = (h: unknown): h is { readonly get: (name: string) => string | null } =>
  typeof h === "object" && h !== null && typeof (h as { get?: unknown }).get === "function"

/**
 * Every value of header `name` (lower case), whatever the headers' shape and key case.
 * Anything that is not a string (a garbage record, `null` headers) counts as absent.
 */
export const headerValues = (headers: unknown, name: string): Array<string> => {
  if (isHeadersLike(headers)) {
    try {
      const value = headers.get(name)
      return typeof value === "string" ? [value] : []
    } catch {
      return []
    }
  }
  if (typeof headers !== "object" || headers === null) return []
  const values: Array<string> = []
  for (const key of Object.keys(headers)) {
    // The length test first: most keys are other headers, and it spares their lower-casing.
    // Stryker disable next-line ConditionalExpression: The `false` the tests leave is the length shortcut's: it only spares lower-casing keys of another length, and no key of another length lower-cases to an ASCII header name.
    if (key.length !== name.length || key.toLowerCase() !== name) continue
    const value: unknown = (headers as Record<string, unknown>)[key]
    if (typeof value === "string") values.push(value)
    else if (Array.isArray(value)) for (const v of value) if (typeof v === "string") values.push(v)
  }
  return values
}

/** The one value of a header that must not repeat; `undefined` when absent, empty or ambiguous. */
export const singleHeader = (headers: unknown, name: string): string | undefined => {
  const all = headerValues(headers, name)
  // Stryker disable next-line ConditionalExpression,BlockStatement: The Set path below gives a single value the same answer as the shortcut: trimmed, or undefined when empty.
  if (all.length === 1) {
    // The common case, without the Set below.
    const value = all[0]!.trim()
    return value.length > 0 ? value : undefined
  }
  const values = [...new Set(all.map((v) => v.trim()))].filter((v) => v.length > 0)
  return values.length === 1 ? values[0] : undefined
}
