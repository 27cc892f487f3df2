/**
 * The HMAC and SHA-256 primitives on both backends (src/webhooks/hmac.ts): the same
 * bytes as node:crypto for multi-part messages, the backend detection, and a failed Web Crypto
 * key import retried on the next call.
 */
import { createHash, createHmac } from "node:crypto"
import { afterEach, describe, expect, it, vi } from "vitest"
import { cryptoBackend, hmacKey, sha256, useNodeCryptoWhenAvailable } from "../../src/webhooks/hmac"

afterEach(() => {
  vi.restoreAllMocks()
  useNodeCryptoWhenAvailable(true)
})

const secret = new TextEncoder().encode("hmac-keys-secret")
const expected = (...parts: Array<string | Uint8Array>) => {
  const h = createHmac("sha256", secret)
  for (const p of parts) h.update(p)
  return new Uint8Array(h.digest())
}

describe.each([
  ["node:crypto", true],
  ["web-crypto", false]
] as const)("%s", (backend, useNode) => {
  it("signs a message of several parts (strings as UTF-8, bytes as they are) as one", async () => {
    useNodeCryptoWhenAvailable(useNode)
    expect(cryptoBackend()).toBe(backend)
    const key = hmacKey(secret)
    const parts = ["msg_1.1700000000.", new Uint8Array([0xc3, 0xa9, 0, 255]), "é€"]
    expect(new Uint8Array(await key.sign(parts))).toEqual(expected(...parts))
    expect(new Uint8Array(await key.sign([]))).toEqual(expected())
    expect(new Uint8Array(await key.sign(["a", "b"]))).toEqual(expected("ab"))
    expect(new Uint8Array(await key.sign(["ab"]))).not.toEqual(expected("a"))
  })

  it("sha256 hashes a string's UTF-8 bytes", async () => {
    useNodeCryptoWhenAvailable(useNode)
    expect(new Uint8Array(await sha256("é€ key"))).toEqual(new Uint8Array(createHash("sha256").update("é€ key", "utf8").digest()))
  })
})

describe("node:crypto is synchronous", () => {
  it("sign and sha256 return bytes, not promises", () => {
    expect(hmacKey(secret).sign(["x"])).toBeInstanceOf(Uint8Array)
    expect(sha256("x")).toBeInstanceOf(Uint8Array)
  })
})

describe("web-crypto", () => {
  it("a failed key import is retried on the next call, then kept", async () => {
    useNodeCryptoWhenAvailable(false)
    const importKey = vi.spyOn(globalThis.crypto.subtle, "importKey").mockRejectedValueOnce(new Error("transient"))
    const key = hmacKey(secret)
    await expect(key.sign(["x"])).rejects.toThrow("transient")
    expect(new Uint8Array(await key.sign(["x"]))).toEqual(expected("x"))
    expect(new Uint8Array(await key.sign(["y"]))).toEqual(expected("y"))
    expect(importKey).toHaveBeenCalledTimes(2)
  })
})

describe("backend detection", () => {
  it("falls back to Web Crypto when node:crypto is missing, incomplete or its lookup throws", () => {
    const getBuiltinModule = vi.spyOn(process, "getBuiltinModule")
    getBuiltinModule.mockReturnValue(undefined)
    useNodeCryptoWhenAvailable(true)
    expect(cryptoBackend()).toBe("web-crypto")
    getBuiltinModule.mockReturnValue({ createHmac: () => undefined })
    useNodeCryptoWhenAvailable(true)
    expect(cryptoBackend()).toBe("web-crypto")
    getBuiltinModule.mockReturnValue({ createSecretKey: () => undefined })
    useNodeCryptoWhenAvailable(true)
    expect(cryptoBackend()).toBe("web-crypto")
    getBuiltinModule.mockImplementation(() => {
      throw new Error("no builtins here")
    })
    useNodeCryptoWhenAvailable(true)
    expect(cryptoBackend()).toBe("web-crypto")
    getBuiltinModule.mockRestore()
    useNodeCryptoWhenAvailable(true)
    expect(cryptoBackend()).toBe("node:crypto")
  })
})
