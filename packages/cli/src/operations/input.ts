/**
 * A command's input: `--data @file.json` or `--data '{…}'` for the whole body, then each
 * `-d field.path=value` on top of it. A value is read by the type the body schema gives its path
 * (`amount.value=5000` is the number 5000, `capture=false` the boolean); where the schema cannot
 * tell, it is text, and `path:=<json>` sends raw JSON. Query flags are read by their schema alike.
 */
import { readFileSync } from "node:fs"
import { CliUsageError } from "../exit-codes"
import { type Json, schemaAt, typesOf } from "./schema"

/** Reads `--data`: `@file.json`, `-` (stdin is not read: say so), or inline JSON. */
export const readData = (data: string): unknown => {
  let text = data
  if (data.startsWith("@")) {
    const file = data.slice(1)
    try {
      text = readFileSync(file, "utf8")
    } catch (error) {
      throw new CliUsageError(`--data ${data}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
    }
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new CliUsageError(`--data ${data.startsWith("@") ? data : "<inline>"}: not JSON (${(error as Error).message})`)
  }
}

/** One text value read as the schemas at its path say. */
export const typedValue = (text: string, schemas: ReadonlyArray<Json>, flag: string): unknown => {
  const types = typesOf(schemas)
  if (types.size === 0) return text
  if (text === "null" && types.has("null")) return null
  if ((types.has("number") || types.has("integer")) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) {
    // a money value may also be decimal text (`DecimalText`): a number is what the user means either way
    return Number(text)
  }
  if (types.has("boolean") && (text === "true" || text === "false")) return text === "true"
  if ((types.has("object") || types.has("array")) && /^[[{]/.test(text)) {
    try {
      return JSON.parse(text)
    } catch (error) {
      throw new CliUsageError(`${flag}: not JSON (${(error as Error).message})`)
    }
  }
  if (types.has("string")) return text
  const expected = [...types].join(" or ")
  throw new CliUsageError(`${flag}: expected ${expected}, got ${JSON.stringify(text)}`)
}

const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"])

/** Sets `value` at `path` in `target`, creating objects (or arrays, for number segments) on the way. */
const setPath = (target: Record<string, unknown>, path: ReadonlyArray<string>, value: unknown, flag: string): void => {
  let node: Record<string, unknown> = target
  path.forEach((segment, i) => {
    if (segment === "" || FORBIDDEN.has(segment)) throw new CliUsageError(`${flag}: "${path.join(".")}" is not a field path`)
    if (i === path.length - 1) {
      node[segment] = value
      return
    }
    const existing = node[segment]
    if (typeof existing !== "object" || existing === null) node[segment] = /^\d+$/.test(path[i + 1]!) ? [] : {}
    node = node[segment] as Record<string, unknown>
  })
}

/** The body from `--data` and the `-d` pairs; undefined when neither was given. */
export const buildBody = (data: string | undefined, pairs: ReadonlyArray<string>, schema: Json | undefined, deref: (s: Json) => Json): unknown => {
  if (data === undefined && pairs.length === 0) return undefined
  if (schema === undefined) throw new CliUsageError(`this operation takes no body: drop --data and -d`)
  const base = data === undefined ? {} : readData(data)
  if (pairs.length === 0) return base
  if (typeof base !== "object" || base === null || Array.isArray(base)) throw new CliUsageError("-d sets fields of an object body: --data must be a JSON object")
  const body = structuredClone(base) as Record<string, unknown>
  for (const pair of pairs) {
    const raw = /^([^=:]+):=(.*)$/s.exec(pair)
    const plain = /^([^=]+)=(.*)$/s.exec(pair)
    if (raw === null && plain === null) throw new CliUsageError(`-d takes field.path=value (or field.path:=<json>), got ${JSON.stringify(pair)}`)
    const [, pathText, valueText] = (raw ?? plain)!
    const path = pathText!.split(".")
    const flag = `-d ${pathText}`
    let value: unknown
    if (raw !== null) {
      try {
        value = JSON.parse(valueText!)
      } catch (error) {
        throw new CliUsageError(`${flag}:= takes JSON (${(error as Error).message})`)
      }
    } else value = typedValue(valueText!, schemaAt(schema, path, deref), flag)
    setPath(body, path, value, flag)
  }
  return body
}
