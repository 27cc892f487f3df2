/**
 * Schema failures as `{ path, message }` pairs with readable paths — shared by request
 * validation, response decoding and webhook payloads. No Effect runtime import, so the
 * webhook route stays small.
 */
import type * as SchemaIssue from "effect/SchemaIssue"
import { makeFormatterStandardSchemaV1 } from "effect/SchemaIssue"
import type { Issue } from "../errors"

const toStandard = makeFormatterStandardSchemaV1()

/** `["documentation", 0, "type"]` → `documentation[0].type`. */
export const formatPath = (path: ReadonlyArray<unknown>): string =>
  path.reduce<string>((acc, segment) => {
    const key = typeof segment === "object" && segment !== null ? (segment as { key: unknown }).key : segment
    if (typeof key === "number") return `${acc}[${key}]`
    // an empty key would print like the root: quote it
    if (key === "") return `${acc}[""]`
    return acc.length === 0 ? String(key) : `${acc}.${String(key)}`
  }, "")

/**
 * The first failing check of each path: `"abc"` or `NaN` as an amount is one problem ("Expected
 * a finite number"), not three (finite, ≥ 0, multiple of 0.0001). Paths keep their first order.
 */
export const firstIssuePerPath = (issues: ReadonlyArray<Issue>): Array<Issue> => {
  const seen = new Set<string>()
  return issues.filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true)))
}

/** Every failing path of a Schema failure, each with its first failing check. */
export const issuesOf = (issue: SchemaIssue.Issue): Array<Issue> =>
  firstIssuePerPath(toStandard(issue).issues.map((i) => ({ path: formatPath(i.path ?? []), message: i.message })))
