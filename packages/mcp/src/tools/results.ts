/**
 * Tool results. An answer is its structured content plus the same JSON as text, card data
 * redacted as core's errors are (`redactCardData`). A failure is an `isError` result naming the
 * typed error (tag, code, message, status, request id, the bad paths of a validation error):
 * never a stack, a key or a card number.
 */
import { PayrailError, redactCardData } from "@payrail/core"

/** Runs of 13 to 19 digits (spaces or dashes between them) standing alone in text (not inside an id): what a card number looks like. */
const DIGIT_RUN = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g

/** Text with every run of digits as long as a card number masked to its last four digits (errors from the service echo input). */
export const maskDigitRuns = (text: string): string =>
  text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, "")
    return `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`
  })

/** How the client's answer becomes the tool's structured answer (src/tools/schemas.ts describes each). */
export type AnswerShape = "object" | "result" | "page" | "none"

/** The result of `tools/call` (the MCP type, as far as this server fills it). */
export interface ToolResult {
  [key: string]: unknown
  readonly content: Array<{ readonly type: "text"; readonly text: string }>
  readonly structuredContent?: Record<string, unknown>
  readonly isError?: boolean
}

/** A JSON value without `undefined` (dropped as JSON drops it), card data redacted. */
const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(redactCardData(value)) ?? "null"))

/** A structured answer and its text. */
export const answerResult = (structured: Record<string, unknown>): ToolResult => {
  const content = plain(structured) as Record<string, unknown>
  return { content: [{ type: "text", text: JSON.stringify(content, null, 2) }], structuredContent: content }
}

/** The client's answer as the tool's structured answer (`AnswerShape`, src/tools/schemas.ts). */
export const clientAnswerResult = (answer: unknown, shape: AnswerShape): ToolResult => {
  switch (shape) {
    case "none":
      return { content: [{ type: "text", text: "Done: the service answered with no content." }] }
    case "result":
      return answerResult({ result: answer ?? null })
    case "page": {
      const page = answer as { readonly data: unknown; readonly hasMore: boolean; readonly total?: unknown; readonly nextParams?: unknown }
      return answerResult({ data: page.data, hasMore: page.hasMore, total: page.total, nextParams: page.nextParams })
    }
    case "object":
      return answerResult(answer as Record<string, unknown>)
  }
}

/** What an `isError` result carries. */
export interface ToolError {
  readonly tag: string
  readonly message: string
  readonly code?: string | undefined
  readonly status?: number | undefined
  readonly request_id?: string | undefined
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: string }> | undefined
}

export const errorResult = (error: ToolError): ToolResult => {
  const body = plain({ error: { ...error, message: maskDigitRuns(error.message) } }) as Record<string, unknown>
  return { content: [{ type: "text", text: JSON.stringify(body, null, 2) }], isError: true }
}

/** A thrown error as a result: a Payrail error by its fields, anything else by its kind only (no stack, no text that could hold input). */
export const thrownResult = (error: unknown): ToolResult => {
  if (error instanceof PayrailError) {
    const fields = error as PayrailError & { readonly code?: string; readonly status?: number; readonly requestId?: string; readonly issues?: ToolError["issues"] }
    return errorResult({
      tag: error._tag,
      message: error.message,
      code: fields.code,
      status: fields.status,
      request_id: fields.requestId,
      issues: fields.issues?.map((i) => ({ path: i.path, message: maskDigitRuns(i.message) }))
    })
  }
  // the log is the operator's (stderr): the kind and where, never the message (it may hold input)
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).slice(0, 5).join("\n") : ""
  console.error(`payrail-mcp: a tool failed: ${error instanceof Error ? error.name : typeof error}${frames === "" ? "" : `\n${frames}`}`)
  return errorResult({ tag: "InternalError", message: "The server failed to run the tool (its log on stderr says why)." })
}
