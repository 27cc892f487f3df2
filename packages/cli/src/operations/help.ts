/**
 * `--help` text at every level, generated from the declarations: the root lists the groups, a group
 * its commands, an operation its arguments, flags and body fields with their types and enum values
 * (from the JSON Schema of core's OpenAPI builder) and its description.
 */
import type { EndpointDeclaration } from "../declarations"
import { commandWords, kebab, operationsUnder, topGroups } from "./names"
import { type Json, operationSchema, typeText } from "./schema"

/** The flags every operation takes, after its own. */
export const COMMON_FLAGS = `Target:
  --fake                     the embedded fake of the API (no keys, nothing leaves this machine)
  --state <file>             with --fake: load the fake's state from <file> and save it back
  --base-url <url>           the API's base URL (default PAYRAIL_BASE_URL, else the sandbox)
  --live                     allow a live key or a production URL (real money)
  --account-id <uuid>        the account_id calls leave out (default PAYRAIL_ACCOUNT_ID)
Keys: PAYRAIL_PUBLIC_API_KEY and PAYRAIL_PRIVATE_SECRET_KEY.
Output: JSON on stdout (indented on a terminal); errors as one JSON line on stderr.
Exit codes: 0 ok, 2 usage or validation, 3 API error, 4 network, 5 authentication, 1 anything else.`

const firstSentence = (text: string): string => {
  const one = text.replace(/\s+/g, " ").trim()
  const end = one.search(/\.(\s|$)/)
  return end === -1 ? one : one.slice(0, end + 1)
}

const table = (rows: ReadonlyArray<readonly [string, string]>): string => {
  const width = Math.min(40, Math.max(0, ...rows.map(([a]) => a.length)))
  return rows.map(([a, b]) => `  ${a.padEnd(width)}  ${b}`.trimEnd()).join("\n")
}

export const ROOT_HELP = (): string => {
  const groups = topGroups().map((g) => [kebab(g), `${operationsUnder([g]).length} operation(s)`] as const)
  return `payrail: the Payrail API from the shell, and its webhooks on localhost.

Usage:
  payrail <group…> <method> [path params…] [-d field.path=value …] [--data @file.json|json] [flags]
  payrail <group> --help                      the commands of a group
  payrail <group…> <method> --help            an operation's arguments, flags and body fields
  payrail listen --forward-to <url> [--public-url <url> | --relay <url>] [--events a,b] [--fake]
  payrail events list | resend <id> | replay --since <duration>
  payrail trigger <event>                     make the fake send a notification
  payrail relay deploy                        deploy the relay Worker with wrangler

Groups:
${table(groups)}

${COMMON_FLAGS}

docs/cli.md in the repository says more.`
}

export const groupHelp = (path: ReadonlyArray<string>): string => {
  const below = operationsUnder(path)
  const rows = below.map((e) => [commandWords(e).slice(path.length).join(" "), firstSentence(e.description)] as const)
  return `payrail ${path.map(kebab).join(" ")}: ${below.length} command(s)

Usage: payrail ${path.map(kebab).join(" ")} <command> [arguments] [flags]   (--help on a command says more)

Commands:
${table(rows)}`
}

/** The fields of an object schema, dotted, to `depth` levels. */
const fieldRows = (schema: Json, deref: (s: Json) => Json, prefix: string, depth: number, out: Array<readonly [string, string]>): void => {
  const resolved = deref(schema)
  const members = ((resolved.anyOf ?? resolved.oneOf) as ReadonlyArray<Json> | undefined)?.map(deref).filter((m) => m.type !== "null")
  const objects = members === undefined ? [resolved] : members.filter((m) => m.properties !== undefined)
  for (const object of objects) {
    const required = new Set((object.required as ReadonlyArray<string> | undefined) ?? [])
    for (const [name, property] of Object.entries((object.properties as Record<string, Json> | undefined) ?? {})) {
      const path = `${prefix}${name}`
      if (out.some(([p]) => p.split(" ")[0] === path)) continue
      const description = typeof deref(property).description === "string" ? `  ${firstSentence(String(deref(property).description))}` : ""
      out.push([`${path}${required.has(name) ? " (required)" : ""}`, `${typeText(property, deref)}${description}`])
      if (depth > 1) fieldRows(property, deref, `${path}.`, depth - 1, out)
    }
  }
}

export const operationHelp = (e: EndpointDeclaration): string => {
  const { parameters, body, bodyRequired, deref } = operationSchema(e)
  const words = commandWords(e).join(" ")
  const pathParams = parameters.filter((p) => p.in === "path")
  const query = parameters.filter((p) => p.in === "query")
  const usage = [`payrail ${words}`, ...pathParams.map((p) => `<${p.name}>`), ...(body ? ["[--data @file.json|json]", "[-d field.path=value …]"] : []), "[flags]"].join(" ")
  const sections = [`${usage}\n\n${e.description}\n\n${e.method} ${e.path}${e.idempotent ? " · sends X-Idempotency-Key" : ""}${e.paging !== "none" ? ` · a list: pages are fetched up to --limit` : ""}`]
  if (pathParams.length > 0) sections.push(`Arguments:\n${table(pathParams.map((p) => [`<${p.name}>`, typeText(p.schema, deref)] as const))}`)
  const flags: Array<readonly [string, string]> = query.map((p) => [`--${p.name} <value>${p.required ? " (required)" : ""}`, typeText(p.schema, deref)] as const)
  if (body) {
    flags.push(["--data @file.json|json", `the whole body${bodyRequired ? " (required)" : ""}`])
    flags.push(["-d, --field <path=value>", "one body field (repeatable); path:=<json> for raw JSON"])
  }
  if (e.idempotent) flags.push(["--idempotency-key <key>", "the X-Idempotency-Key (default: a fresh UUID per call)"])
  if (e.paging !== "none") flags.push(["--limit <n>", "at most n items, from every page (default 100)"])
  if (flags.length > 0) sections.push(`Flags:\n${table(flags)}`)
  if (body) {
    const rows: Array<readonly [string, string]> = []
    fieldRows(body, deref, "", 3, rows)
    if (rows.length > 0) sections.push(`Body fields (for -d; dotted paths, enum values quoted):\n${table(rows)}`)
  }
  sections.push(COMMON_FLAGS)
  return sections.join("\n\n")
}

