/**
 * What a tool is, read off its declaration, never written per tool: its name, its group, its
 * annotations, and whether it moves money (and so must be prepared, then confirmed).
 */
import type { EndpointDeclaration } from "../declarations"

/** `payments.cancelOrRefund` → `payments_cancelOrRefund`. */
export const toolNameOf = (operation: string): string => operation.replaceAll(".", "_")

/** The operation's verb: its last segment (`cancelOrRefund`, `unenroll`). */
const verbOf = (operation: string): string => operation.slice(operation.lastIndexOf(".") + 1)

/** The operation's groups, outermost first: `customers.paymentMethods.list` → `customers`, `customers.paymentMethods`. */
export const groupsOf = (operation: string): ReadonlyArray<string> => {
  const parts = operation.split(".").slice(0, -1)
  return parts.map((_, i) => parts.slice(0, i + 1).join("."))
}

/** Whether the operation only reads: the method says (a GET). */
export const isRead = (e: Pick<EndpointDeclaration, "method">): boolean => e.method === "GET"

/** Verbs that undo or remove something: cancels, refunds, reversals, deletes, closes, unenrolls, removals. */
const DESTRUCTIVE_VERB = /^(cancel|refund|reverse|delete|close|unenroll|remove)/

/** Whether the operation destroys or undoes something (a DELETE, or a write whose verb says so). */
export const isDestructive = (e: Pick<EndpointDeclaration, "method" | "operation">): boolean =>
  e.method === "DELETE" || (!isRead(e) && DESTRUCTIVE_VERB.test(verbOf(e.operation)))

/**
 * The groups whose writes move money or change what a customer pays: payments, payouts, split
 * transfers, subscriptions and bank transfers. A write there whose verb creates, captures,
 * cancels, refunds, reverses, retries a charge or changes a plan moves money; so does any
 * transfer or transfer reversal (a recipient onboarding's `transfer`, `reverseTransfer`).
 */
const MONEY_GROUPS: ReadonlySet<string> = new Set(["payments", "payouts", "splitTransfers", "subscriptions", "banking.transfers"])
const MONEY_VERB = /^(create|authorize|capture|cancel|refund|reverse|changePlan|retry)/
const TRANSFER_VERB = /^(transfer|reverseTransfer)$/

/** Whether calling the operation moves money: then its tool prepares first and executes on confirmation. */
export const movesMoney = (e: Pick<EndpointDeclaration, "method" | "operation">): boolean => {
  if (isRead(e)) return false
  const verb = verbOf(e.operation)
  if (TRANSFER_VERB.test(verb)) return true
  const group = e.operation.slice(0, e.operation.lastIndexOf("."))
  return MONEY_GROUPS.has(group) && MONEY_VERB.test(verb)
}

/** MCP tool annotations (all four hints, always set). */
export interface ToolHints {
  readonly readOnlyHint: boolean
  readonly destructiveHint: boolean
  readonly idempotentHint: boolean
  readonly openWorldHint: boolean
}

/**
 * The annotations of an operation's tool: read-only for a GET, destructive as `isDestructive`
 * says, idempotent as the declaration is (it sends an idempotency key, and the server derives
 * that key so a repeated call replays), open-world when the tool reaches the service rather
 * than the embedded fake.
 */
export const hintsOf = (e: Pick<EndpointDeclaration, "method" | "operation" | "idempotent">, onService: boolean): ToolHints => ({
  readOnlyHint: isRead(e),
  destructiveHint: isDestructive(e),
  idempotentHint: e.idempotent,
  openWorldHint: onService
})
