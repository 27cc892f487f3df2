/**
 * The byte, base64 and header helpers the verifier and signer share (src/webhooks/internal.ts):
 * each compared with Node's own Buffer where there is one, and their edges.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ConfigurationError } from "../../src/errors"
import {
  fromBase64Strict,
  headerValues,
  rawBodyBytes,
  signatureBytes,
  singleHeader,
  timingSafeEqual,
  toBase64,
  utf8
} from "../../src/webhooks/internal"
import { propertyRuns } from "./fixtures"

const bytes = (...values: Array<number>) => new Uint8Array(values)

describe("base64", () => {
  it("toBase64 and fromBase64Strict agree with Buffer for any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70 }), (data) => {
        const text = Buffer.from(data).toString("base64")
        expect(toBase64(data)).toBe(text)
        expect(fromBase64Strict(text)).toEqual(new Uint8Array(data))
      }),
      { numRuns: propertyRuns(100) }
    )
  })

  it("fromBase64Strict refuses what atob would let through, and non-canonical padding bits", () => {
    for (const text of ["QQ", "QQ=", "Q===", "QQ= =", " QQ==", "QQ==\n", "QUJD\nREVG", "QUJ-", "QUJ_", "QR==", "QUJ=", "QUI", "A"]) {
      expect(fromBase64Strict(text)).toBeUndefined()
    }
    expect(fromBase64Strict("QQ==")).toEqual(bytes(65))
    expect(fromBase64Strict("QUI=")).toEqual(bytes(65, 66))
    expect(fromBase64Strict("QUJD")).toEqual(bytes(65, 66, 67))
    expect(fromBase64Strict("//8=")).toEqual(bytes(255, 255))
    expect(fromBase64Strict("+/+/")).toEqual(bytes(251, 255, 191))
    expect(fromBase64Strict("")).toEqual(bytes())
  })

  it("fromBase64Strict accepts exactly the texts Buffer re-encodes unchanged (canonical, padded), on near-base64 noise", () => {
    const near = fc.string({
      unit: fc.constantFrom(..."AQgw/+=9z-_ \né".split(""), ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split("")),
      maxLength: 14
    })
    // Half the texts trimmed to a whole number of quanta before their padding, so the padded forms are common.
    const texts = fc.tuple(near, fc.constantFrom("", "=", "=="), fc.boolean()).map(([base, pad, aligned]) =>
      aligned ? base.slice(0, base.length - ((base.length + pad.length) % 4)) + pad : base + pad
    )
    fc.assert(
      fc.property(texts, (text) => {
        const decoded = Buffer.from(text, "base64")
        const canonical = decoded.toString("base64") === text
        expect(fromBase64Strict(text)).toEqual(canonical ? new Uint8Array(decoded) : undefined)
      }),
      { numRuns: propertyRuns(300) }
    )
  })

  it("utf8 encodes as UTF-8", () => {
    expect(utf8("é€")).toEqual(new Uint8Array(Buffer.from("é€", "utf8")))
  })
})

describe("signatureBytes", () => {
  const mac = new Uint8Array(32).map((_, i) => i * 7 + 200)
  const hex = Buffer.from(mac).toString("hex")
  const b64 = Buffer.from(mac).toString("base64")

  it("reads base64 and hex (either case), each with or without sha256=", () => {
    for (const value of [b64, hex, hex.toUpperCase(), `sha256=${b64}`, `sha256=${hex}`]) {
      expect(signatureBytes(value)).toEqual(mac)
    }
  })

  it("refuses other lengths, other prefixes and other alphabets", () => {
    for (const value of [
      hex.slice(2), `${hex}00`, `${hex.slice(1)}g`, Buffer.alloc(31).toString("base64"), Buffer.alloc(33).toString("base64"),
      `sha1=${hex}`, `SHA256=${hex}`, `sha256:${b64}`, `${b64.slice(0, -1)}=x`, "", "sha256="
    ]) {
      expect(signatureBytes(value)).toBeUndefined()
    }
  })
})

describe("timingSafeEqual", () => {
  it("is true only for equal bytes of equal length", () => {
    expect(timingSafeEqual(bytes(1, 2, 3), bytes(1, 2, 3))).toBe(true)
    expect(timingSafeEqual(bytes(), bytes())).toBe(true)
    expect(timingSafeEqual(bytes(1, 2, 3), bytes(1, 2, 4))).toBe(false)
    expect(timingSafeEqual(bytes(9, 2, 3), bytes(1, 2, 3))).toBe(false)
    expect(timingSafeEqual(bytes(1, 2), bytes(1, 2, 3))).toBe(false)
    expect(timingSafeEqual(bytes(1, 2, 3), bytes(1, 2))).toBe(false)
    expect(timingSafeEqual(bytes(1), bytes(3))).toBe(false)
  })
})

describe("rawBodyBytes", () => {
  it("takes a string, a Uint8Array (the same object), an ArrayBuffer or any view, byte for byte", () => {
    expect(rawBodyBytes("é")).toEqual(bytes(0xc3, 0xa9))
    const u8 = bytes(1, 2, 3)
    expect(rawBodyBytes(u8)).toBe(u8)
    expect(rawBodyBytes(bytes(1, 2, 3).buffer)).toEqual(bytes(1, 2, 3))
    const backing = bytes(0, 1, 2, 3, 4, 5, 6, 7)
    expect(rawBodyBytes(new DataView(backing.buffer, 2, 3))).toEqual(bytes(2, 3, 4))
    expect(rawBodyBytes(new Uint16Array(backing.buffer, 2, 2))).toEqual(bytes(2, 3, 4, 5))
  })

  it("refuses a parsed body or a missing one, saying which and what to do", () => {
    const refusal = (value: unknown) => {
      try {
        rawBodyBytes(value)
        return "accepted"
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigurationError)
        return (e as Error).message
      }
    }
    const parsed =
      "A webhook is verified against the raw request body (a string or bytes, as received), not an object. " +
      "A body parser made it JSON, and a re-serialised object lacks the signed bytes: pass the unparsed body " +
      "(express.raw({ type: \"application/json\" }), Fastify's rawBody, `await request.text()`, `await c.req.arrayBuffer()` in Hono)."
    expect(refusal({ a: 1 })).toBe(parsed)
    expect(refusal([1])).toBe(parsed.replace("an object", "an array"))
    const missing = (what: string) =>
      `A webhook is verified against the raw request body (a string or bytes, as received), not ${what}. ` +
      "The raw body was not captured: read it before any body parser runs."
    expect(refusal(null)).toBe(missing("null"))
    expect(refusal(undefined)).toBe(missing("undefined"))
    expect(refusal(42)).toBe(missing("number"))
  })
})

describe("headerValues and singleHeader", () => {
  it("read a Fetch Headers, a get() object, or a record in any key case with arrays", () => {
    const fetchHeaders = new Headers([["X-Sig", "a"], ["x-sig", "b"]])
    expect(headerValues(fetchHeaders, "x-sig")).toEqual(["a, b"])
    expect(headerValues({ get: (n: string) => (n === "x-sig" ? "v" : null) }, "x-sig")).toEqual(["v"])
    expect(headerValues({ get: () => null }, "x-sig")).toEqual([])
    expect(headerValues({ get: () => 42 }, "x-sig")).toEqual([])
    expect(
      headerValues({ "X-Sig": "a", "x-sig": ["b", 3, "c"], "x-sigs": "no", "x-other": "no", "X-SIG": 7 }, "x-sig")
    ).toEqual(["a", "b", "c"])
  })

  it("treat anything else as no headers, and never throw", () => {
    for (const headers of [null, undefined, "x-sig: a", 42, { get: () => { throw new Error("x") } }]) {
      expect(headerValues(headers, "x-sig")).toEqual([])
    }
    expect(headerValues({ get: "not a function", "x-sig": "a" }, "x-sig")).toEqual(["a"])
  })

  it("singleHeader: the one value, trimmed; undefined when absent, blank or ambiguous", () => {
    expect(singleHeader({ "x-id": " a " }, "x-id")).toBe("a")
    expect(singleHeader({ "x-id": ["a", " a"] }, "x-id")).toBe("a")
    expect(singleHeader({ "x-id": ["a", ""] }, "x-id")).toBe("a")
    expect(singleHeader({ "x-id": ["a", "b"] }, "x-id")).toBeUndefined()
    expect(singleHeader({ "x-id": "  " }, "x-id")).toBeUndefined()
    expect(singleHeader({}, "x-id")).toBeUndefined()
  })
})

describe("edges", () => {
  it("base64: a character past ASCII is refused, also U+0080 (the first code outside the table)", () => {
    expect(fromBase64Strict("AAAA")).toEqual(new Uint8Array([0, 0, 0]))
    for (const c of ["\u0080", "\u00ff", "\u0100", "\u20ac"]) {
      expect(fromBase64Strict(`${c}AAA`), c).toBeUndefined()
      expect(fromBase64Strict(`AA${c}A`), c).toBeUndefined()
    }
  })

  it("headers as a record: only the key of that name counts, whatever its case; the others are ignored", () => {
    const headers = { "content-type": "application/json", "X-Hmac-Signature": "sig", "x-other": "no", xhmacsignatur: "no" }
    expect(headerValues(headers, "x-hmac-signature")).toEqual(["sig"])
    expect(singleHeader(headers, "x-hmac-signature")).toBe("sig")
  })

  it("a headers object whose get() throws counts as absent, even with an own key of that name", () => {
    const headers = {
      get: () => {
        throw new Error("broken")
      },
      has: () => true,
      forEach: () => undefined,
      "x-hmac-signature": "sig"
    }
    expect(headerValues(headers, "x-hmac-signature")).toEqual([])
  })
})
