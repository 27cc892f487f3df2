/**
 * The API's lists (lists.ts) and the small helpers over answers that the root entry exports
 * without effect/Schema.
 */

export * from "./lists"

/**
 * The payment's transactions as an array, whether the answer sent one object or an array (spec).
 * Typed structurally (no import of the payment schema): this module stays a leaf of the import graph.
 */
export const transactionsOf = <T extends object>(payment: {
  readonly transactions?: T | ReadonlyArray<T> | null | undefined
}): Array<T> => {
  const transactions = payment.transactions
  if (transactions === undefined || transactions === null) return []
  return Array.isArray(transactions) ? [...(transactions as ReadonlyArray<T>)] : [transactions as T]
}

/**
 * The event a transfer notification stands for, from its `status` (docs/service-facts.md#webhook-url):
 * `COMPLETED` → `banking.transfer.incoming.completed`.
 */
export const webhookEventOf = (transfer: { readonly status: string }): string =>
  `banking.transfer.incoming.${transfer.status.toLowerCase()}`
