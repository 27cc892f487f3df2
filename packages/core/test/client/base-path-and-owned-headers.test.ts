/**
 * On both transports, against a real HTTP server: `payrail.request` stays below the base path
 * (dot segments in every spelling are refused, other dots are sent), and per-call headers the SDK
 * owns are refused while only the caller's own keys are read.
 */
import { describe, expect, it } from "vitest"
import { type PayrailConfig, RequestValidationError } from "../../src"
import * as f from "../support/fixtures"
import { clientBelowBasePath, TRANSPORTS, useScriptedServer } from "./support/scripted-setup"

const ctx = useScriptedServer()
const transports = TRANSPORTS
const client = (transport: (typeof TRANSPORTS)[number], extra: Partial<PayrailConfig> = {}) => clientBelowBasePath(ctx, transport, extra)

describe("payrail.request stays below the base path", () => {
  const escapes = [
    "/%2e%2e/admin",
    "/%2E%2E/%2e%2e/admin",
    "/.%2e/admin",
    "/%2e./admin",
    "/%2E./admin",
    "/payments/%2e%2e%2f%2e%2e/admin",
    "/payments/..%5cadmin",
    "/%2e/admin"
  ]
  for (const transport of transports) {
    it.each(escapes)(`${transport}: %s is refused before anything is sent`, async (path) => {
      const payrail = client(transport)
      const error = await payrail.request({ method: "GET", path }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RequestValidationError)
      expect((error as RequestValidationError).issues.map((i) => i.path)).toEqual(["path"])
      expect(ctx.server.requests).toEqual([])
      await payrail.close()
    })

    it(`${transport}: a segment with dots or %2e that is not a dot segment is sent, below the prefix`, async () => {
      const payrail = client(transport)
      for (const path of ["/files/...", "/files/a%2eb", "/files/%2e%2e%2e"]) {
        await payrail.request({ method: "GET", path })
      }
      expect(ctx.server.requests.map((r) => r.path)).toEqual(["/payrail/files/...", "/payrail/files/a%2eb", "/payrail/files/%2e%2e%2e"])
      await payrail.close()
    })
  }
})

describe("per-call headers the SDK owns are refused; only own keys are read", () => {
  const owned = ["host", "Content-Length", "transfer-encoding", "connection", "keep-alive", "upgrade", "te", "trailer", "proxy-authorization", "Proxy-Connection", "expect"]
  for (const transport of transports) {
    it.each(owned)(`${transport}: %s → RequestValidationError naming it, nothing sent`, async (name) => {
      const payrail = client(transport)
      const error = await payrail.payments.retrieve(f.ids.payment, undefined, { headers: { [name]: "1", "x-fine": "ok" } }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RequestValidationError)
      expect((error as RequestValidationError).issues.map((i) => i.path)).toEqual([`options.headers.${name}`])
      expect(ctx.server.requests).toEqual([])
      await payrail.close()
    })

    it(`${transport}: a header inherited through the prototype is neither sent nor checked`, async () => {
      const payrail = client(transport)
      const inherited = Object.create({ "x-from-prototype": "1", "transfer-encoding": "chunked" }) as Record<string, string>
      inherited["x-own"] = "2"
      ctx.server.reply({ status: 200, body: f.paymentResponse })
      await payrail.payments.retrieve(f.ids.payment, undefined, { headers: inherited })
      const headers = ctx.server.requests[0]!.headers
      expect(headers["x-own"]).toBe("2")
      expect(headers["x-from-prototype"]).toBeUndefined()
      expect(headers["transfer-encoding"]).toBeUndefined()
      await payrail.close()
    })
  }
})
