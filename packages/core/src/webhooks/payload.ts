/**
 * From a verified body to an `IncomingTransfer`: UTF-8, JSON, then the schema. Every
 * failure is a `WebhookPayloadError` naming the offending paths.
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { WebhookPayloadError } from "../errors"
import { issuesOf } from "../schema/issues"
import { IncomingTransfer } from "../schema/transfer"

const decodeTransfer = Schema.decodeUnknownResult(IncomingTransfer)
const utf8Strict = new TextDecoder("utf-8", { fatal: true })

/** Parses and validates a notification body whose signature was already checked. */
export const parseTransfer = (body: Uint8Array): IncomingTransfer => {
  let text: string
  try {
    text = utf8Strict.decode(body)
  } catch {
    throw new WebhookPayloadError({ message: "The webhook body is not valid UTF-8" })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new WebhookPayloadError({
      message: `The webhook body is not JSON (${e instanceof Error ? e.message : String(e)})`
    })
  }
  const result = decodeTransfer(json, { errors: "all" })
  if (Result.isSuccess(result)) return result.success
  throw new WebhookPayloadError({
    message: "The webhook body is not a valid incoming transfer notification",
    issues: issuesOf(result.failure.issue)
  })
}
