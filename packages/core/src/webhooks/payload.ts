/**
 * From a verified body to an `IncomingTransfer`: UTF-8, JSON, then the schema. Every
 * failure is a `WebhookPayloadError` naming the offending paths.
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { type Issue, WebhookPayloadError } from "../errors"
import { IncomingTransfer } from "../schema/transfer"

const toStandard = SchemaIssue.makeFormatterStandardSchemaV1()
const decodeTransfer = Schema.decodeUnknownResult(IncomingTransfer)
const utf8Strict = new TextDecoder("utf-8", { fatal: true })

/** `["amount", "value"]` → `amount.value`; `["items", 0]` → `items[0]`. */
const formatPath = (path: ReadonlyArray<unknown>): string =>
  path.reduce<string>((acc, segment) => {
    const key = typeof segment === "object" && segment !== null ? (segment as { key: unknown }).key : segment
    if (typeof key === "number") return `${acc}[${key}]`
    return acc.length === 0 ? String(key) : `${acc}.${String(key)}`
  }, "")

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
  const issues: Array<Issue> = toStandard(result.failure.issue).issues.map((i) => ({
    path: formatPath(i.path ?? []),
    message: i.message
  }))
  throw new WebhookPayloadError({ message: "The webhook body is not a valid incoming transfer notification", issues })
}
