/**
 * Durable idempotency keys: the same business operation gets the same `X-Idempotency-Key` in
 * every process, so a workflow step or queue job retried after a crash is processed once by the
 * service instead of charging twice.
 *
 * A key is a UUID version 5 (RFC 9562 §5.5: SHA-1 of a namespace UUID and a name) in the Payrail
 * namespace. SHA-1 is computed here, synchronously, in plain TypeScript: WebCrypto's digest is
 * async only, and `node:crypto` is missing on Workers without `nodejs_compat`, so this is the one
 * way to give the same synchronous answer on Node, Bun, Deno and Workers. SHA-1 is used as the
 * RFC defines v5, not for security: the key is not a secret.
 */
import { ConfigurationError } from "./errors"

/** The namespace of Payrail's keys (a fixed random UUID): a key never equals another library's v5 UUID of the same text. */
export const PAYRAIL_IDEMPOTENCY_NAMESPACE = "6f0c2a4e-5b1d-4c8e-9a37-2d5e8f41b093"

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n))

/** SHA-1 (FIPS 180-4) of `bytes`, 20 bytes. */
export const sha1 = (bytes: Uint8Array): Uint8Array => {
  const bitLength = bytes.length * 8
  const padded = new Uint8Array((((bytes.length + 8) >> 6) + 1) * 64)
  padded.set(bytes)
  padded[bytes.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x1_0000_0000))
  view.setUint32(padded.length - 4, bitLength >>> 0)
  let h0 = 0x67452301, h1 = 0xefcdab89, h2 = 0x98badcfe, h3 = 0x10325476, h4 = 0xc3d2e1f0
  const w = new Int32Array(80)
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getInt32(block + i * 4)
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1)
    let a = h0, b = h1, c = h2, d = h3, e = h4
    for (let i = 0; i < 80; i++) {
      const [f, k] = i < 20
        ? [(b & c) | (~b & d), 0x5a827999]
        : i < 40
          ? [b ^ c ^ d, 0x6ed9eba1]
          : i < 60
            ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
            : [b ^ c ^ d, 0xca62c1d6]
      const t = (rotl(a, 5) + f + e + k + w[i]!) | 0
      e = d
      d = c
      c = rotl(b, 30)
      b = a
      a = t
    }
    h0 = (h0 + a) | 0
    h1 = (h1 + b) | 0
    h2 = (h2 + c) | 0
    h3 = (h3 + d) | 0
    h4 = (h4 + e) | 0
  }
  const out = new Uint8Array(20)
  const outView = new DataView(out.buffer)
  ;[h0, h1, h2, h3, h4].forEach((h, i) => outView.setInt32(i * 4, h))
  return out
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const uuidBytes = (uuid: string): Uint8Array => {
  const hex = uuid.replace(/-/g, "")
  const out = new Uint8Array(16)
  for (let i = 0; i < 16; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

/** The UUID version 5 of `name` in `namespace` (RFC 9562 §5.5). */
export const uuidV5 = (namespace: string, name: string): string => {
  if (!UUID.test(namespace)) throw new ConfigurationError({ message: "uuidV5: namespace must be a UUID" })
  const nameBytes = new TextEncoder().encode(name)
  const input = new Uint8Array(16 + nameBytes.length)
  input.set(uuidBytes(namespace))
  input.set(nameBytes, 16)
  const hash = sha1(input)
  hash[6] = (hash[6]! & 0x0f) | 0x50 // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80 // RFC 9562 variant
  const hex = Array.from(hash.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/**
 * A stable idempotency key for one business operation: the same UUID for the same parts, in any
 * process, on any runtime, today and after a restart. Pass what names the operation, most
 * general first (`"order-1042", "create"`; `"order-1042", "refund", "1"` for a second refund).
 * The parts are joined as a JSON array, so `("a-b", "c")` and `("a", "b-c")` differ.
 *
 * @throws ConfigurationError when no part is given, or a part is not a non-empty string or a finite number.
 *
 * @example
 * ```ts
 * import { createPayrail, idempotencyKeyFor } from "@payrail/core"
 * declare const payrail: ReturnType<typeof createPayrail>
 * declare const params: Parameters<typeof payrail.payments.create>[0]
 * await payrail.payments.create(params, { idempotencyKey: idempotencyKeyFor("order-1042", "create") })
 * ```
 */
export const idempotencyKeyFor = (...parts: ReadonlyArray<string | number>): string => {
  if (parts.length === 0) throw new ConfigurationError({ message: "idempotencyKeyFor: give at least one part (e.g. an order id)" })
  parts.forEach((part, i) => {
    const ok = typeof part === "string" ? part.length > 0 : typeof part === "number" && Number.isFinite(part)
    if (!ok) {
      throw new ConfigurationError({
        message: `idempotencyKeyFor: part ${i} must be a non-empty string or a finite number (got ${typeof part === "string" ? "an empty string" : String(part)})`
      })
    }
  })
  return uuidV5(PAYRAIL_IDEMPOTENCY_NAMESPACE, JSON.stringify(parts.map(String)))
}
