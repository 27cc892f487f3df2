/**
 * Request validation with core's own request schemas (the fake never restates a rule):
 * strict decoding, every issue reported, unknown keys refused — the same options the
 * client uses before sending, so the fake and the SDK agree on what is valid.
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { type Rejection, unrecorded } from "./errors"

const toStandard = SchemaIssue.makeFormatterStandardSchemaV1()

/** `["documentation", 0, "type"]` → `documentation[0].type`. */
const formatPath = (path: ReadonlyArray<unknown>): string =>
  path.reduce<string>((acc, raw) => {
    const key = typeof raw === "object" && raw !== null && "key" in raw ? (raw as { key: unknown }).key : raw
    if (typeof key === "number") return `${acc}[${key}]`
    const name = String(key)
    return acc.length === 0 ? name : `${acc}.${name}`
  }, "")

/**
 * One line per offending path, its first failing check only (as core reports it):
 * `amount.value: Expected a value greater than or equal to 0`.
 */
export const describeIssues = (issue: SchemaIssue.Issue): Array<string> => {
  const seen = new Set<string>()
  return toStandard(issue).issues.flatMap((i) => {
    const path = formatPath(i.path ?? [])
    if (seen.has(path)) return []
    seen.add(path)
    return [path.length > 0 ? `${path}: ${i.message}` : i.message]
  })
}

const strict = { errors: "all", onExcessProperty: "error" } as const

/** Decodes `input` with a core request schema, or throws the rejection built from the issue lines. */
export const decodeOrReject = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  input: unknown,
  onFailure: (messages: Array<string>) => Rejection
): S["Type"] => {
  const result = Schema.decodeUnknownResult(schema)(input, strict)
  if (Result.isSuccess(result)) return result.success
  throw unrecorded(onFailure(describeIssues(result.failure.issue)))
}

/** spec: "A value called UUID is a 36-character string" (8-4-4-4-12 hex). */
export const isUuid = (s: string): boolean =>
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(s)
