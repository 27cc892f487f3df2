/**
 * The human-readable summary of a prepared money-moving call: what happens (the declaration's
 * description, method and filled path), the amount and currency, the customer and the other
 * resources named, so a person can say yes or no before anything is sent.
 */
import type { EndpointDeclaration } from "../declarations"
import type { ToolArguments } from "./invoke"

type Record_ = Readonly<Record<string, unknown>>
const isRecord = (value: unknown): value is Record_ => typeof value === "object" && value !== null && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === "string" || typeof value === "number" ? String(value) : undefined)

/** `{ value, currency }` amounts anywhere in the body's first two levels, by where they are. */
const amountsOf = (body: unknown): ReadonlyArray<string> => {
  if (!isRecord(body)) return []
  const found: Array<string> = []
  const visit = (node: Record_, path: string, depth: number) => {
    for (const [key, value] of Object.entries(node)) {
      if (!isRecord(value)) continue
      const at = path === "" ? key : `${path}.${key}`
      const amount = text(value.value)
      if (/amount/i.test(key) && amount !== undefined) found.push(`${at}: ${amount}${text(value.currency) ? ` ${text(value.currency)}` : ""}`)
      else if (depth < 2) visit(value, at, depth + 1)
    }
  }
  visit(body, "", 0)
  return found
}

const CUSTOMER_FIELDS = ["customer_id", "merchant_customer_id", "id", "email"] as const

/** The customer the body names (`customer_payer`, `customer`), by its id or email. */
const customerOf = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined
  for (const holder of [body.customer_payer, body.customer, body]) {
    if (!isRecord(holder)) continue
    for (const field of CUSTOMER_FIELDS) {
      const value = text(holder[field])
      if (value !== undefined && (holder !== body || field !== "id")) return `${field} ${value}`
    }
  }
  return undefined
}

export const summaryOf = (e: EndpointDeclaration, args: ToolArguments): string => {
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => text(args[name]) ?? `{${name}}`)
  const lines = [`${e.operation}: ${e.description}`, `Request: ${e.method} ${path}`]
  const amounts = amountsOf(args.body)
  lines.push(amounts.length > 0 ? `Amount: ${amounts.join("; ")}` : "Amount: not given (the service's rule applies, e.g. the full amount)")
  const customer = customerOf(args.body)
  if (customer !== undefined) lines.push(`Customer: ${customer}`)
  const reference = isRecord(args.body) ? text(args.body.merchant_order_id) ?? text(args.body.merchant_reference) : undefined
  if (reference !== undefined) lines.push(`Merchant reference: ${reference}`)
  lines.push("Nothing has been sent. To execute it once, call the same tool with the same arguments and this `confirmation`.")
  return lines.join("\n")
}
