/**
 * The tool of one declared operation: its definition (name, description, schemas, annotations)
 * and its call (card data was refused before: src/server.ts). A money-moving tool
 * answers a confirmation request first and executes only with a valid handle for the same
 * arguments, under the idempotency key derived from that handle; any other idempotent write
 * sends a key derived from its arguments, so a repeated call replays instead of applying twice.
 */
import { idempotencyKeyFor, type PayrailClient } from "@payrail/core"
import { canonicalJson, type Confirmations, REFUSALS } from "../confirmation"
import { checkPathParams, decodeBody, type EndpointDeclaration } from "../declarations"
import { groupsOf, hintsOf, isRead, movesMoney, toolNameOf } from "./classify"
import { invokeDeclaration, type ToolArguments } from "./invoke"
import type { OpenApiParts } from "./json-schema"
import { answerResult, clientAnswerResult, errorResult, thrownResult, type ToolResult } from "./results"
import { toolSchemasOf } from "./schemas"
import { summaryOf } from "./summary"
import type { Tool } from "./tool"

/** What every operation tool shares. */
export interface OperationContext {
  readonly client: PayrailClient
  readonly confirmations: Confirmations
  /** True against the service, false against the embedded fake. */
  readonly onService: boolean
  /** Makes the derived keys of this server's run its own (a fresh run's repeats are new calls). */
  readonly runId: string
  readonly document: OpenApiParts
}

/** The checks core's client would make, run before a money-moving call is prepared. */
const inputIssues = (e: EndpointDeclaration, args: ToolArguments) => {
  const issues = [...checkPathParams(e, args)]
  if (e.body !== undefined) {
    const body = args.body === undefined && e.call?.optionalBody === true ? {} : args.body
    const decoded = decodeBody(e, body)
    if (!decoded.ok) issues.push(...decoded.issues.map((i) => ({ path: i.path === "" ? "body" : `body.${i.path}`, message: i.message })))
  }
  return issues
}

export const operationTool = (e: EndpointDeclaration, context: OperationContext): Tool => {
  const name = toolNameOf(e.operation)
  const moneyMoving = movesMoney(e)
  const schemas = toolSchemasOf(e, context.document, moneyMoving)
  const inflight = new Map<string, Promise<ToolResult>>()

  const execute = async (args: ToolArguments, idempotencyKey: string | undefined): Promise<ToolResult> => {
    try {
      const answer = await invokeDeclaration(context.client, e, args, idempotencyKey === undefined ? {} : { idempotencyKey })
      return clientAnswerResult(answer, schemas.answer)
    } catch (error) {
      return thrownResult(error)
    }
  }

  const known = new Set(Object.keys(schemas.inputSchema.properties as object))
  const call = async (raw: ToolArguments): Promise<ToolResult> => {
    // a misspelt argument would otherwise be dropped unseen (`paymentId` for `payment_id`)
    const unknown = Object.keys(raw).filter((key) => !known.has(key))
    if (unknown.length > 0) {
      const issues = unknown.map((path) => ({ path, message: `not an argument of ${name} (its arguments: ${[...known].join(", ") || "none"})` }))
      return errorResult({ tag: "RequestValidationError", message: `Invalid ${e.operation}: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`, issues })
    }
    const { confirmation, ...args } = raw
    if (!moneyMoving) {
      const key = e.idempotent ? idempotencyKeyFor("payrail-mcp", context.runId, name, canonicalJson(args)) : undefined
      return execute(args, key)
    }
    if (confirmation === undefined) {
      const issues = inputIssues(e, args)
      if (issues.length > 0) return errorResult({ tag: "RequestValidationError", message: `Invalid ${e.operation}: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`, issues })
      const prepared = context.confirmations.prepare(name, args)
      return answerResult({ status: "confirmation_required", summary: summaryOf(e, args), confirmation: prepared.confirmation, expires_at: prepared.expiresAt })
    }
    if (typeof confirmation !== "string") return errorResult({ tag: "ConfirmationRefused", code: "malformed", message: REFUSALS.malformed })
    const checked = context.confirmations.check(name, args, confirmation)
    if (!checked.ok) return errorResult({ tag: "ConfirmationRefused", code: checked.refusal, message: REFUSALS[checked.refusal] })
    // confirms of one handle arriving together share one call (later ones replay through the key)
    let running = inflight.get(checked.idempotencyKey)
    if (running === undefined) {
      running = executeOnce(args, checked.idempotencyKey, checked.expiresAt).finally(() => inflight.delete(checked.idempotencyKey))
      inflight.set(checked.idempotencyKey, running)
    }
    return running
  }

  // An operation the service takes without an idempotency key (a subscription's or a transfer's
  // cancel) cannot replay: its first answer is kept, while its handle is valid, and answered again.
  const answered = new Map<string, { readonly result: ToolResult; readonly until: number }>()
  const executeOnce = async (args: ToolArguments, key: string, until: number): Promise<ToolResult> => {
    if (e.idempotent) return execute(args, key)
    const now = context.confirmations.now()
    for (const [k, kept] of answered) if (kept.until <= now) answered.delete(k)
    const kept = answered.get(key)
    if (kept !== undefined) return kept.result
    const result = await execute(args, key)
    if (result.isError !== true) answered.set(key, { result, until })
    return result
  }

  return {
    name,
    groups: groupsOf(e.operation),
    write: !isRead(e),
    definition: {
      name,
      title: e.operation,
      description: moneyMoving
        ? `${e.description}\n\nMoves money: the first call only prepares it and answers a summary and a \`confirmation\`; call again with the same arguments and that \`confirmation\` to execute it once.`
        : e.description,
      inputSchema: schemas.inputSchema,
      ...(schemas.outputSchema === undefined ? {} : { outputSchema: schemas.outputSchema }),
      annotations: { title: e.operation, ...hintsOf(e, context.onService) }
    },
    call
  }
}
