/**
 * The README's method table, rendered from the endpoint declarations (`src/api`), so the docs
 * cannot drift from the client. `pnpm gen` rewrites the block
 * between the markers in the root README and in this package's README; a test checks both.
 */
import { endpoints, type EndpointDeclaration } from "../src/api"
import { returnsOf } from "../src/api/engine/returns"
import { callText } from "../src/api/engine/signature"
import { loadTypeNames } from "./client/types"

export const START = "<!-- methods:start (generated from src/api by `pnpm gen`) -->"
export const END = "<!-- methods:end -->"

const PAGING: Record<EndpointDeclaration["paging"], string> = {
  "none": "",
  "page/size": "pages: `page`/`size`",
  "limit/offset": "pages: `limit`/`offset`",
  "page_number/page_size": "pages: `page_number`/`page_size`"
}

const notes = (e: EndpointDeclaration): string =>
  [
    e.idempotent ? "X-Idempotency-Key" : "",
    ...(e.headers ?? []).map((h) => `${h.name}${h.param ? ` (from \`${h.param}\`)` : ""}`),
    e.successStatus === 200 ? "" : String(e.successStatus),
    PAGING[e.paging]
  ].filter((n) => n.length > 0).join("; ")

/** `?merchant_order_id=` etc.: the query keys of the declared query schema (header params left out). */
const queryOf = (e: EndpointDeclaration): string => {
  const fields = (e.query as { readonly fields?: Record<string, unknown> } | undefined)?.fields ?? {}
  const inHeaders = new Set((e.headers ?? []).map((h) => h.param))
  const keys = Object.keys(fields).filter((k) => !inHeaders.has(k))
  return keys.length === 0 ? "" : `?${keys.map((k) => `${k}=`).join("&")}`
}

/** One row per declaration, in the declarations' order. */
export const renderTable = async (): Promise<string> => {
  const names = await loadTypeNames()
  const namer = (schema: unknown) => names.get(schema)?.[0]?.name
  return [
    "| method | HTTP | notes |",
    "|---|---|---|",
    ...endpoints.map((e) => `| \`${callText(e)}\` → \`${returnsOf(e, namer)}\` | ${e.method} ${e.path}${queryOf(e)} | ${notes(e)} |`)
  ].join("\n")
}

export const renderBlock = async (): Promise<string> => `${START}\n${await renderTable()}\n${END}`

/** `text` with its generated block replaced; throws if the markers are missing. */
export const withTable = async (text: string): Promise<string> => {
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start < 0 || end < start) throw new Error("README has no methods block (markers missing)")
  return text.slice(0, start) + (await renderBlock()) + text.slice(end + END.length)
}
