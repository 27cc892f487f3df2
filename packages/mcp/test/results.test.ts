/**
 * What a tool result may show: card data redacted as core redacts it, card-number-like digit runs
 * masked in error messages (ids left alone), and no stack or message of an unexpected failure.
 */
import { ConnectionError } from "@payrail/core"
import { describe, expect, it } from "vitest"
import { answerResult, errorResult, maskDigitRuns, thrownResult } from "../src/tools/results"

describe("tool results", () => {
  it("redacts card data in answers, text and structured content alike", () => {
    const result = answerResult({ payment_method: { detail: { card: { card_data: { number: "4507990000000010", security_code: "123" } } } } })
    const text = JSON.stringify(result)
    expect(text).not.toContain("4507990000000010")
    expect(text).not.toContain("\"123\"")
    expect(result.structuredContent).toEqual({ payment_method: { detail: { card: { card_data: { number: "450799******0010", security_code: "[REDACTED]" } } } } })
  })

  it("masks card-number-like runs of digits in error messages, not ids", () => {
    expect(maskDigitRuns("card 4111 1111 1111 1111 refused")).toBe("card ************1111 refused")
    expect(maskDigitRuns("card 4111-1111-1111-1111 refused")).toBe("card ************1111 refused")
    const id = "5e1d0c00-0000-4000-8000-000000000001"
    expect(maskDigitRuns(`payment ${id} not found`)).toBe(`payment ${id} not found`)
    expect(JSON.stringify(errorResult({ tag: "ApiError", message: "number 4507990000000010 is invalid" }))).not.toContain("4507990000000010")
  })

  it("reports an unexpected failure by its kind only", () => {
    const result = thrownResult(new Error("boom at /secret/path.ts:12 with sk_live_abc"))
    expect(result.isError).toBe(true)
    expect(JSON.stringify(result)).not.toMatch(/boom|secret|sk_live/)
    // a Payrail error keeps its typed fields
    const typed = thrownResult(new ConnectionError({ message: "connection refused", mayHaveReachedServer: false }))
    expect(JSON.parse(typed.content[0]!.text)).toMatchObject({ error: { tag: "ConnectionError", message: expect.stringContaining("connection refused") } })
  })
})
