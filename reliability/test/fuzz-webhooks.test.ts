/**
 * Fuzz: the webhook verifier and router under random bytes, random headers and truncated
 * bodies, for both schemes. The router must answer 400 or 401 — never throw, never call a
 * handler — and `verifier.verify` must reject with `WebhookVerificationError` or
 * `WebhookPayloadError` only. Bodies that are signed correctly but are not a notification
 * (random bytes, random JSON, truncated JSON) must be 400; anything whose signature does not
 * match must be 401.
 *
 * Envelopes (docs/service-facts.md#webhook-envelope) with arbitrary `type` / `type_event` / `data`, correctly signed,
 * are never a 4xx nor a throw unless their family is known and its resource is broken.
 *
 * CI runs a few hundred cases per property; `pnpm fuzz` (PAYRAIL_FUZZ_RUNS=10000) the full count.
 */
import { createWebhookRouter, createWebhookVerifier, signWebhook, webhookFamilyOf, WebhookPayloadError, type WebhookScheme, WebhookVerificationError } from "@payrail/core"
import { BankingOnboarding, EnrollmentPaymentMethod, IncomingTransfer, Payment, Payout, Report, SplitTransfer, SubscriptionNotification } from "@payrail/core/schema"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const RUNS = Number(process.env.PAYRAIL_FUZZ_RUNS ?? 150)
const SEED = Number(process.env.PAYRAIL_FUZZ_SEED ?? 424_242)
const params = { numRuns: RUNS, seed: SEED, endOnFailure: true }

const SECRETS: Record<WebhookScheme, string> = {
  "hmac-sha256": "payrail-fuzz-webhook-secret",
  "standard-webhooks": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
}
const HEADER_NAMES = ["x-hmac-signature", "webhook-id", "webhook-timestamp", "webhook-signature", "content-type", "x-api-key", "x-secret"]

const transfer = {
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
  // recent: older resources are refused as replays (maxAgeSeconds, 7 days by default)
  created_at: new Date(Date.now() - 60_000).toISOString(),
  updated_at: new Date(Date.now() - 60_000).toISOString()
}

const isTransfer = (bytes: Uint8Array): boolean => {
  try {
    const json: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes))
    return Result.isSuccess(Schema.decodeUnknownResult(IncomingTransfer)(json))
  } catch {
    return false
  }
}

/** A router with a spy on every event; returns the spy's call count with each answer. */
const makeRouter = (scheme: WebhookScheme) => {
  const verifier = createWebhookVerifier({ secrets: [SECRETS[scheme]], scheme })
  const router = createWebhookRouter({ verifier })
  let calls = 0
  router.on("*", () => {
    calls++
  })
  return { verifier, router, handled: () => calls }
}

const bodyArb: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 512 }),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null")
)

const headerValue = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.base64String({ maxLength: 64 }),
  fc.constantFrom("v1,", "v1,AAAA", "v2,abc", "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=", "0", "-1", "99999999999999999999", "", " ", "msg_x"),
  fc.integer().map(String)
)
/** Random headers: the real names with random values, random names, repeated values (arrays), any case. */
const headersArb = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...HEADER_NAMES), fc.constantFrom(...HEADER_NAMES.map((h) => h.toUpperCase())), fc.string({ maxLength: 20 })), fc.oneof(headerValue, fc.array(headerValue, { maxLength: 3 })), { maxKeys: 8 }),
  fc.constant({}),
  fc.constantFrom(null, undefined, 42, "x-hmac-signature", [] as unknown)
) as fc.Arbitrary<unknown>

/** Verifies that a promise rejects with one of the webhook errors only. */
const expectWebhookRejection = async (promise: Promise<unknown>, allowValid: boolean) => {
  try {
    await promise
    if (!allowValid) throw new Error("verify() accepted an input it should refuse")
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("verify() accepted")) throw error
    expect(error instanceof WebhookVerificationError || error instanceof WebhookPayloadError, `verify() rejected with ${String(error)}`).toBe(true)
  }
}

for (const scheme of ["hmac-sha256", "standard-webhooks"] as const) {
  describe(`fuzz: webhooks, ${scheme} (${RUNS} runs per property, seed ${SEED})`, () => {
    it("random bytes with random headers: 401, never a throw, never a handler call", async () => {
      const { verifier, router, handled } = makeRouter(scheme)
      await fc.assert(fc.asyncProperty(bodyArb, headersArb, async (body, headers) => {
        const result = await router.handle(body, headers as never)
        expect([400, 401], `status ${result.status} (${result.outcome})`).toContain(result.status)
        expect(result.status).toBe(401) // no valid signature can come out of random headers
        await expectWebhookRejection(verifier.verify(body, headers as never), false)
      }), params)
      expect(handled()).toBe(0)
    })

    it("signed random bytes (the signature is right, the body is not a notification): 400, no handler call", async () => {
      const { verifier, router, handled } = makeRouter(scheme)
      await fc.assert(fc.asyncProperty(bodyArb, async (raw) => {
        const text = typeof raw === "string" ? raw : new TextDecoder().decode(raw)
        const signed = await signWebhook(text, { secret: SECRETS[scheme], scheme })
        const expectValid = isTransfer(new TextEncoder().encode(signed.body))
        const result = await router.handle(signed.body, signed.headers)
        if (expectValid) expect(result.status).toBe(200)
        else {
          expect(result.status, `status ${result.status} (${result.outcome})`).toBe(400)
          await expectWebhookRejection(verifier.verify(signed.body, signed.headers), false)
        }
      }), params)
      expect(handled()).toBe(0)
    })

    it("a real notification truncated: with its original signature 401, re-signed 400; never a handler call", async () => {
      const { verifier, router, handled } = makeRouter(scheme)
      const full = await signWebhook(transfer, { secret: SECRETS[scheme], scheme })
      const bytes = new TextEncoder().encode(full.body)
      await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: bytes.length - 1 }), fc.boolean(), async (cut, asBytes) => {
        const truncated = bytes.slice(0, cut)
        const body = asBytes ? truncated : new TextDecoder().decode(truncated)
        const stale = await router.handle(body, full.headers)
        expect(stale.status, `cut at ${cut}: ${stale.outcome}`).toBe(401)
        await expectWebhookRejection(verifier.verify(body, full.headers), false)
        const resigned = await signWebhook(new TextDecoder().decode(truncated), { secret: SECRETS[scheme], scheme })
        const answer = await router.handle(resigned.body, resigned.headers)
        expect(answer.status, `re-signed cut at ${cut}: ${answer.outcome}`).toBe(400)
      }), params)
      expect(handled()).toBe(0)
      // ...and the whole notification is accepted and handled once, so the router is not simply refusing everything.
      expect((await router.handle(full.body, full.headers)).status).toBe(200)
      expect(handled()).toBe(1)
    })

    it("a real notification with one header corrupted or dropped, or one body byte flipped: 401, no handler call", async () => {
      const { router, handled } = makeRouter(scheme)
      const full = await signWebhook(transfer, { secret: SECRETS[scheme], scheme })
      const bytes = new TextEncoder().encode(full.body)
      const names = Object.keys(full.headers).filter((h) => h.startsWith("x-hmac") || h.startsWith("webhook-"))
      await fc.assert(fc.asyncProperty(
        fc.oneof(
          fc.record({ kind: fc.constant("header" as const), name: fc.constantFrom(...names), value: fc.option(headerValue, { nil: undefined }) }),
          fc.record({ kind: fc.constant("byte" as const), at: fc.nat({ max: bytes.length - 1 }), xor: fc.integer({ min: 1, max: 255 }) })
        ),
        async (change) => {
          let body: Uint8Array | string = full.body
          const headers: Record<string, string> = { ...full.headers }
          if (change.kind === "header") {
            if (change.value === undefined || change.value === headers[change.name]) delete headers[change.name]
            else headers[change.name] = change.value
          } else {
            const copy = bytes.slice()
            copy[change.at] = copy[change.at]! ^ change.xor
            body = copy
          }
          const result = await router.handle(body, headers)
          expect(result.status, JSON.stringify(change)).toBe(401)
        }
      ), params)
      expect(handled()).toBe(0)
    })
  })
}

/** docs/service-facts.md#webhook-resource: the schema of each known family's resource, and where it sits in `data`. */
const RESOURCES: Record<string, { readonly schema: Schema.Top; readonly key?: string }> = {
  payment: { schema: Payment, key: "payment" },
  enrollment: { schema: EnrollmentPaymentMethod, key: "payment_method" },
  subscription: { schema: SubscriptionNotification, key: "subscription" },
  payout: { schema: Payout },
  onboarding: { schema: BankingOnboarding },
  report: { schema: Report },
  split_transfer: { schema: SplitTransfer },
  "banking.transfer.incoming": { schema: IncomingTransfer }
}

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

/** Whether a correctly signed envelope must be refused (400): a known family whose resource does not decode. */
const brokenResource = (envelope: { type?: unknown; type_event: string; data?: unknown }): boolean => {
  const type = typeof envelope.type === "string" && envelope.type.length > 0 ? envelope.type : undefined
  const name = type !== undefined && !envelope.type_event.includes(".") ? `${type}.${envelope.type_event}` : envelope.type_event
  let family = webhookFamilyOf(name)
  if (family === "unknown" && type !== undefined) family = webhookFamilyOf(`${type}.`)
  if (family === "unknown") return false
  if (!isObject(envelope.data)) return true
  if (family === "banking") return false
  const { schema, key } = RESOURCES[family]!
  const resource = key === undefined ? envelope.data : envelope.data[key]
  return Result.isFailure(Schema.decodeUnknownResult(schema as Schema.Codec<unknown>)(resource))
}

const KNOWN_NAMES = [
  "payment.purchase", "payment.refund", "payment.chargeback", "subscription.create", "enrollment.enroll", "payout.payout",
  "onboarding.succeeded", "report.update", "split_transfer.succeeded", "split_transfer_reverse.failed",
  "banking.account.created", "banking.transfer.incoming.completed", "banking.entity.updated"
]
const validResources: Record<string, unknown> = {
  payment: { payment: { id: "p1", status: "SUCCEEDED", sub_status: "APPROVED", amount: { value: 1, currency: "USD" } } },
  subscription: { subscription: { code: "s1", status: "ACTIVE" } },
  enrollment: { payment_method: { vaulted_token: "vt" } },
  payout: { id: "po1" },
  onboarding: { id: "onb_1", status: "PENDING" },
  report: { id: "r1", status: "SUCCEEDED" },
  split_transfer: { transfer_id: "st1" },
  banking: { id: "acct_1" },
  "banking.transfer.incoming": transfer
}

const envelopeArb = fc
  .record(
    {
      type: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("payment", "subscription", "report", "loyalty"), fc.anything()),
      type_event: fc.oneof(fc.constantFrom(...KNOWN_NAMES), fc.string({ minLength: 1, maxLength: 40 }), fc.stringMatching(/^[a-z_]{1,12}(\.[a-z_]{1,12}){1,3}$/)),
      account_id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      retry: fc.oneof(fc.nat(), fc.string({ maxLength: 3 }), fc.constant(null)),
      version: fc.oneof(fc.constant(2), fc.constant("2"), fc.anything()),
      data: fc.oneof(
        fc.constantFrom(...Object.values(validResources)),
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.constantFrom("payment", "subscription", "payment_method", "id", "status", "updated_at"), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
      )
    },
    { requiredKeys: ["type_event"] }
  )
  .map((e) => JSON.parse(JSON.stringify(e)) as { type?: unknown; type_event: string; data?: unknown })

for (const scheme of ["hmac-sha256", "standard-webhooks"] as const) {
  describe(`fuzz: envelopes, ${scheme} (${RUNS} runs, seed ${SEED})`, () => {
    it("arbitrary type / type_event / data, correctly signed: 200 and handled, or 400 only when a known resource is broken", async () => {
      const verifier = createWebhookVerifier({ secrets: [SECRETS[scheme]], scheme, maxAgeSeconds: false })
      let handled = 0
      const router = createWebhookRouter({ verifier }).on("*", () => void handled++)
      await fc.assert(fc.asyncProperty(envelopeArb, async (envelope) => {
        const signed = await signWebhook(envelope, { secret: SECRETS[scheme], scheme })
        const before = handled
        const result = await router.handle(signed.body, signed.headers)
        if (brokenResource(envelope)) {
          expect(result.status, `${envelope.type_event}: ${result.outcome} ${result.body.error ?? ""}`).toBe(400)
          expect(handled).toBe(before)
        } else {
          expect(result.status, `${envelope.type_event}: ${result.outcome} ${result.body.error ?? ""}`).toBe(200)
          expect(["handled", "duplicate"]).toContain(result.outcome)
        }
      }), params)
    })
  })
}
