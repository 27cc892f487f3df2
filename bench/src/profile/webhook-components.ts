/** Where Payrail's webhook verification time goes: each stage on its own (profile evidence for RESULTS.md). */
import { createHmac } from "node:crypto"
import { IncomingTransfer } from "@payrail/core/schema"
import * as Schema from "effect/Schema"
import { compare, type CompareResult } from "../lib/measure"
import { transfer } from "../webhooks"

export const runWebhookComponents = async (quick: boolean): Promise<CompareResult> => {
  const body = JSON.stringify(transfer)
  const bytes = new TextEncoder().encode(body)
  const secret = "payrail-bench-webhook-secret"
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
  const decode = Schema.decodeUnknownResult(IncomingTransfer)
  const mac = new Uint8Array(32).fill(7)
  return compare({
    "node:crypto createHmac(...).digest()": () => createHmac("sha256", secret).update(body).digest(),
    "await crypto.subtle.sign (imported key)": () => crypto.subtle.sign("HMAC", key, bytes),
    "await crypto.subtle.importKey (per call)": () => crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
    "TextEncoder.encode(body)": () => new TextEncoder().encode(body),
    "base64 of a 32-byte MAC (fromCharCode + btoa)": () => {
      let s = ""
      for (let i = 0; i < mac.length; i++) s += String.fromCharCode(mac[i]!)
      return btoa(s)
    },
    "JSON.parse(body)": () => JSON.parse(body),
    "JSON.parse + IncomingTransfer decode": () => decode(JSON.parse(body), { errors: "all" })
  }, { batch: quick ? 1000 : 3000, rounds: 15, warmup: 3000, maxMs: quick ? 6000 : 15_000 })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { compareTable } = await import("../lib/measure")
  console.log(compareTable(await runWebhookComponents(process.argv.includes("--quick"))))
}
