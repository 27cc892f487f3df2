/**
 * Webhook verification: Payrail's verifier vs the `standardwebhooks` package vs a bare
 * `node:crypto` HMAC + timing-safe compare + `JSON.parse`, on the same signed notification.
 * Compared under the standard-webhooks scheme (the one all three speak), and under the
 * service's own `hmac-sha256` scheme against node:crypto.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { createWebhookVerifier, signWebhook } from "@payrail/core"
import { Webhook } from "standardwebhooks"
import { compare, type CompareResult, compareTable, ratioOf } from "./lib/measure"
import { check, type Figure, type Section } from "./lib/report"

export const transfer = {
  id: "xfer_01J9ZK3Q8V",
  destination_account_id: "acct_7f3a",
  account_id: "9b2f6c1e-3d4a-4b5c-8d7e-0f1a2b3c4d5e",
  provider: { account_id: "prov_acc_1", transfer_id: "prov_tr_1" },
  status: "COMPLETED",
  direction: "INCOMING",
  sender: { account_number_last_4: "6789", routing_number: "021000021", account_name: "Jane Doe", bank_name: "Chase" },
  amount: { value: 1250.75, currency: "USD" },
  payment_rail: "ACH_STANDARD",
  description: "Invoice 1042",
  // recent: the hmac-sha256 verifier refuses a resource older than maxAgeSeconds (7 days) as a replay
  created_at: new Date(Date.now() - 60_000).toISOString(),
  updated_at: new Date(Date.now() - 60_000).toISOString()
}

const WHSEC = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
const HMAC_SECRET = "payrail-bench-webhook-secret"

export const runWebhooks = async (options: { quick: boolean }): Promise<Section> => {
  const now = Math.floor(Date.now() / 1000)
  const std = await signWebhook(transfer, { secret: WHSEC, scheme: "standard-webhooks", id: "msg_bench_0001", timestamp: now })
  const hmac = await signWebhook(transfer, { secret: HMAC_SECRET })
  const stdVerifier = createWebhookVerifier({ secrets: [WHSEC], scheme: "standard-webhooks" })
  const hmacVerifier = createWebhookVerifier({ secrets: [HMAC_SECRET] })
  const wh = new Webhook(WHSEC)
  const stdKey = Buffer.from(WHSEC.slice("whsec_".length), "base64")

  // What a careful hand-written verifier does with node:crypto: HMAC, timing-safe compare, timestamp window, parse.
  const bareStandard = (body: string, headers: Record<string, string>) => {
    const id = headers["webhook-id"]!
    const ts = headers["webhook-timestamp"]!
    if (Math.abs(Math.floor(Date.now() / 1000) - Number(ts)) > 300) throw new Error("stale")
    const expected = createHmac("sha256", stdKey).update(`${id}.${ts}.`).update(body).digest()
    let ok = false
    for (const entry of headers["webhook-signature"]!.split(" ")) {
      const [version, sig] = entry.split(",")
      if (version !== "v1" || sig === undefined) continue
      const got = Buffer.from(sig, "base64")
      if (got.length === expected.length && timingSafeEqual(got, expected)) ok = true
    }
    if (!ok) throw new Error("bad signature")
    return JSON.parse(body)
  }
  const bareHmac = (body: string, headers: Record<string, string>) => {
    const expected = createHmac("sha256", HMAC_SECRET).update(body).digest()
    const got = Buffer.from(headers["x-hmac-signature"]!, "base64")
    if (!(got.length === expected.length && timingSafeEqual(got, expected))) throw new Error("bad signature")
    return JSON.parse(body)
  }
  // Sanity: every contender accepts the message.
  bareStandard(std.body, std.headers)
  wh.verify(std.body, std.headers)
  await stdVerifier.verify(std.body, std.headers)
  bareHmac(hmac.body, hmac.headers)
  await hmacVerifier.verify(hmac.body, hmac.headers)

  const opts = { batch: options.quick ? 500 : 2000, rounds: 25, warmup: 3000, maxMs: options.quick ? 8000 : 25_000 }
  const standard: CompareResult = await compare({
    "node:crypto HMAC + JSON.parse": () => bareStandard(std.body, std.headers),
    "Payrail verify() (signature + schema decode)": () => stdVerifier.verify(std.body, std.headers),
    "Payrail verifySignature() + JSON.parse": async () => {
      await stdVerifier.verifySignature(std.body, std.headers)
      return JSON.parse(std.body)
    },
    standardwebhooks: () => wh.verify(std.body, std.headers)
  }, opts)
  const hmacResult: CompareResult = await compare({
    "node:crypto HMAC + JSON.parse": () => bareHmac(hmac.body, hmac.headers),
    "Payrail verify() (signature + schema decode)": () => hmacVerifier.verify(hmac.body, hmac.headers),
    "Payrail verifySignature() + JSON.parse": async () => {
      await hmacVerifier.verifySignature(hmac.body, hmac.headers)
      return JSON.parse(hmac.body)
    }
  }, opts)

  const cpuOf = (r: CompareResult, name: string) => r.contenders.find((c) => c.name === name)!.cpuRatio ?? Number.NaN
  const cpuVsBare = cpuOf(standard, "Payrail verify() (signature + schema decode)")
  const cpuVsStd = cpuVsBare / cpuOf(standard, "standardwebhooks")
  const cpuHmac = cpuOf(hmacResult, "Payrail verify() (signature + schema decode)")
  const vsBare = ratioOf(standard, "Payrail verify() (signature + schema decode)")
  const vsStd = vsBare / ratioOf(standard, "standardwebhooks")
  const hmacVsBare = ratioOf(hmacResult, "Payrail verify() (signature + schema decode)")
  const figures: Array<Figure> = [
    { figure: "Webhook verify (standard-webhooks): Payrail / bare node:crypto", value: `${vsBare.toFixed(2)}× (CPU ${cpuVsBare.toFixed(2)}×)`, target: "≤ 1.5×", status: check(vsBare <= 1.5) },
    { figure: "Webhook verify (standard-webhooks): Payrail / standardwebhooks", value: `${vsStd.toFixed(2)}× (CPU ${cpuVsStd.toFixed(2)}×)`, target: "< 1.00×", status: check(vsStd < 1) },
    { figure: "Webhook verify (hmac-sha256, the service's scheme): Payrail / bare node:crypto", value: `${hmacVsBare.toFixed(2)}× (CPU ${cpuHmac.toFixed(2)}×)`, target: "≤ 1.5×", status: check(hmacVsBare <= 1.5) }
  ]
  const body = [
    `Notification body ${std.body.length} B. Payrail's verifier makes one key per secret once and reuses it (\`node:crypto\` through \`process.getBuiltinModule\` on Node, Web Crypto on Workers); \`verify()\` also classifies and decodes the body into an event (schema check of the \`IncomingTransfer\`, resource age), which the two others do not, so \`verifySignature() + JSON.parse\` is shown too.`,
    "",
    "#### standard-webhooks scheme",
    compareTable(standard),
    "",
    "#### hmac-sha256 scheme (`x-hmac-signature`)",
    compareTable(hmacResult)
  ].join("\n")
  return { title: "Webhook verification", figures, body }
}
