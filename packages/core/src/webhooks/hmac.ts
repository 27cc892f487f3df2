/**
 * HMAC-SHA256 and SHA-256 for webhooks, on the fastest primitive the runtime has:
 * `node:crypto` (synchronous, no copies; Node ≥ 20.16, Bun and Deno expose it through
 * `process.getBuiltinModule`), else Web Crypto (Cloudflare Workers, browsers). Nothing is
 * imported statically, so the module bundles for every runtime. One key object per secret.
 */

/** The slice of `node:crypto` used here (typed locally: core does not depend on @types/node at runtime). */
interface NodeCrypto {
  createSecretKey(key: Uint8Array): unknown
  createHmac(algorithm: "sha256", key: unknown): NodeDigest
  createHash(algorithm: "sha256"): NodeDigest
}
interface NodeDigest {
  update(data: string | Uint8Array, encoding?: "utf8"): NodeDigest
  digest(): Uint8Array
}

const detectNodeCrypto = (): NodeCrypto | undefined => {
  try {
    const process = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
    const mod = process?.getBuiltinModule?.("node:crypto") as Partial<NodeCrypto> | undefined
    return typeof mod?.createHmac === "function" && typeof mod.createSecretKey === "function" ? (mod as NodeCrypto) : undefined
  // Stryker disable next-line BlockStatement: With the catch block emptied the function falls off its end and returns undefined, as `return undefined` does.
  } catch {
    return undefined
  }
}

// Looked up on first use, not at import: an app that never verifies a webhook (the root entry's
// cold start) does not pay for loading node:crypto. `null`: not looked up yet.
let detected: NodeCrypto | undefined | null = null
const nodeCrypto = (): NodeCrypto | undefined => (detected === null ? (detected = detectNodeCrypto()) : detected)

/** Tests only: run the Web Crypto path on Node (`false`), or go back to detection (`true`). */
export const useNodeCryptoWhenAvailable = (use: boolean): void => {
  detected = use ? detectNodeCrypto() : undefined
}

/** Which primitive a key was made on (for benchmarks and tests). */
export const cryptoBackend = (): "node:crypto" | "web-crypto" => (nodeCrypto() === undefined ? "web-crypto" : "node:crypto")

const encoder = new TextEncoder()

/** Parts of a signed message: strings are hashed as UTF-8 without an intermediate copy on Node. */
export type MessagePart = string | Uint8Array

const joined = (parts: ReadonlyArray<MessagePart>): Uint8Array<ArrayBuffer> => {
  const bytes = parts.map((p) => (typeof p === "string" ? encoder.encode(p) : p))
  const out = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0))
  let offset = 0
  for (const b of bytes) {
    out.set(b, offset)
    offset += b.length
  }
  return out
}

/** An HMAC-SHA256 key, imported once: `sign` is synchronous on `node:crypto`, a Promise on Web Crypto. */
export interface HmacKey {
  sign(parts: ReadonlyArray<MessagePart>): Uint8Array | Promise<Uint8Array>
}

/** One key per secret, made once. A failed Web Crypto import is retried on the next call. */
export const hmacKey = (secret: Uint8Array<ArrayBuffer>): HmacKey => {
  const node = nodeCrypto()
  if (node !== undefined) {
    const key = node.createSecretKey(secret)
    return {
      sign(parts) {
        const hmac = node.createHmac("sha256", key)
        // Stryker disable next-line ConditionalExpression,EqualityOperator: Node's Hmac.update hashes a string as UTF-8 when no encoding is given and ignores the encoding for bytes, so every choice of encoding here signs the same bytes.
        for (const part of parts) hmac.update(part, typeof part === "string" ? "utf8" : undefined)
        return hmac.digest()
      }
    }
  }
  let imported: Promise<CryptoKey> | undefined
  return {
    async sign(parts) {
      imported ??= globalThis.crypto.subtle
        // Stryker disable next-line BooleanLiteral: The imported key stays in the closure and is only used to sign, never exported, so whether it is extractable cannot be seen.
        .importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
        .catch((e: unknown) => {
          imported = undefined
          throw e
        })
      return new Uint8Array(await globalThis.crypto.subtle.sign("HMAC", await imported, joined(parts)))
    }
  }
}

/** SHA-256 of a string's UTF-8 bytes (fixed-length input for constant-time comparisons). */
export const sha256 = (text: string): Uint8Array | Promise<Uint8Array> => {
  const node = nodeCrypto()
  if (node !== undefined) return node.createHash("sha256").update(text, "utf8").digest()
  return globalThis.crypto.subtle.digest("SHA-256", encoder.encode(text)).then((d) => new Uint8Array(d))
}
