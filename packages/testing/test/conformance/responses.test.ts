/**
 * The service reference's response examples, for every endpoint Payrail declares, served by a
 * stub to the client's own call: each success answer is decoded (the generated guard, else the
 * tolerant decode) and returned; each error answer becomes the typed error of its status and code.
 * The error bodies also decode with the error body schema.
 */
import { createPayrail, type PayrailClient } from "@payrail/core"
import { endpoints } from "@payrail/core/api"
import { ErrorBody } from "@payrail/core/internal"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ACCOUNT_ID, AUTH } from "../helpers"
import { CALLS, callFor } from "./calls"
import { responseCases } from "./corpus"
import { startWireStub, type WireStub } from "./wire"

const decodes = (schema: Schema.Top & { readonly DecodingServices: never }, body: unknown) => {
  const result = Schema.decodeUnknownResult(schema)(body, { errors: "all" })
  return Result.isSuccess(result) ? "decodes" : String(result.failure)
}

/**
 * A few examples are written as text rather than JSON: the body's text on the wire. Text that is
 * JSON is decoded as the client would read it; empty text or text that is not JSON is no body.
 */
const bodyOf = (example: unknown): { readonly json: unknown } | "no body" => {
  if (typeof example !== "string") return { json: example }
  try {
    return { json: JSON.parse(example) }
  } catch {
    return "no body"
  }
}

/** The examples that show no JSON body, with why (checked to be exactly these). */
const NO_BODY: Readonly<Record<string, string>> = {
  "payments.create › payments/create-payment.json › Wallet - Direct (201)": "the example is empty",
  "payments.create › payments/create-payment.json › Wallet - Direct 1 (201)": "the example is empty",
  "reports.retrieve › reports/retrieve-a-report.json › Unauthorized (401)": "the example is empty",
  "payments.retrieve › payments/retrieve-payment-by-id.json › Wallet (200)": "the example is text with an invalid JSON escape",
  "installmentPlans.delete › installments/delete-installments-plan-by-id.json › Response (200)": "the example is the text \"HTTP 201 Created\"",
  "payments.notifyFulfillment › payments/notify-fulfillments.json › Accepted (202)": "the example is empty",
  "plans.create › plans/create-plan.json › Result (400)": "the example is text that is not JSON"
}

/** Error answers whose example carries no error `code` (an empty object, or a resource): only their status is typed. */
const NO_CODE: Readonly<Record<string, string>> = {
  "currencyConversion.retrieve › conversion-rate/get-conversion-rate.json › Result (400)": "an empty object",
  "installmentPlans.retrieve › installments/get-installments-plan.json › Result (400)": "an empty object",
  "installmentPlans.update › installments/update-plan.json › Result (400)": "an empty object",
  "payments.reverseSplitTransfer › recipients-for-marketplace/request-a-transfer.json › Transfer Error (400)": "the transfer, in status ERROR",
  "recipients.create › recipients-for-marketplace/create-recipient-1.json › Transfer Error (400)": "a transfer, in status ERROR",
  "recipients.onboardings.create › recipients-for-marketplace/create-onboarding.json › Transfer Error (400)": "a transfer, in status ERROR"
}

const hasCode = (json: unknown) => typeof (json as { code?: unknown } | null)?.code === "string"

describe("the reference's response examples", () => {
  const all = responseCases()

  it("show a JSON body, except the listed ones", () => {
    expect(all.filter((c) => bodyOf(c.example.body) === "no body").map((c) => c.title).sort()).toEqual(Object.keys(NO_BODY).sort())
  })

  it("carry an error code in every error answer, except the listed ones", () => {
    const errors = all.filter((c) => c.example.status >= 300 && NO_BODY[c.title] === undefined)
    expect(errors.filter((c) => !hasCode((bodyOf(c.example.body) as { json: unknown }).json)).map((c) => c.title).sort()).toEqual(
      Object.keys(NO_CODE).sort()
    )
  })

  it("are there for most endpoints", () => {
    expect(new Set(all.map((c) => c.operation)).size).toBeGreaterThanOrEqual(120)
  })

  let stub: WireStub
  let payrail: PayrailClient
  beforeAll(async () => {
    stub = await startWireStub()
    payrail = createPayrail({
      publicApiKey: AUTH["public-api-key"],
      privateSecretKey: AUTH["private-secret-key"],
      baseUrl: stub.url,
      accountId: ACCOUNT_ID,
      organizationCode: "org_corpus",
      maxRetries: 0
    })
  })
  afterAll(async () => {
    await payrail.close()
    await stub.close()
  })

  it("has its written-out calls for declared operations only", () => {
    const declared = new Set(endpoints.map((e) => e.operation))
    for (const operation of Object.keys(CALLS)) expect(declared.has(operation), operation).toBe(true)
  })

  for (const c of all.filter((c) => NO_BODY[c.title] === undefined)) {
    const success = c.example.status >= 200 && c.example.status < 300
    it(`${c.title}: ${success ? "returned by the client" : "the client's typed error"}`, async () => {
      const { json } = bodyOf(c.example.body) as { json: unknown }
      stub.reply(c.example.status, json)
      const outcome = await Promise.resolve(callFor(c.operation)(payrail)).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error })
      )
      if (success) {
        expect(outcome.ok ? "returned" : String(outcome.error)).toBe("returned")
        // the answer's own resource comes back, not an empty or stripped one
        const answer = json as { id?: unknown; payment?: { id?: unknown } }
        const id = answer.id ?? answer.payment?.id
        if (typeof id === "string" && outcome.ok) expect(outcome.value).toMatchObject({ id })
        return
      }
      expect(outcome.ok).toBe(false)
      if (NO_CODE[c.title] !== undefined) {
        expect(outcome).toMatchObject({ error: { status: c.example.status } })
        return
      }
      expect(decodes(ErrorBody, json)).toBe("decodes")
      expect(outcome).toMatchObject({ error: { status: c.example.status, code: (json as { code: string }).code } })
    })
  }
})
