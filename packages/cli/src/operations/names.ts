/**
 * Command names from operation names: `customers.paymentMethods.list` is
 * `payrail customers payment-methods list` (kebab-case words; the camelCase spelling is accepted too).
 */
import { type EndpointDeclaration, endpoints } from "../declarations"

/** `paymentMethods` → `payment-methods`. */
export const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
/** `payment-methods` → `paymentMethods`. */
export const camel = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The words of an operation's command. */
export const commandWords = (e: EndpointDeclaration): ReadonlyArray<string> => e.operation.split(".").map(kebab)

/** What the leading words of a command line name: an operation, a group (with what is below it), or nothing. */
export type Resolved =
  | { readonly kind: "operation"; readonly endpoint: EndpointDeclaration; readonly consumed: number }
  | { readonly kind: "group"; readonly path: ReadonlyArray<string>; readonly consumed: number }
  | { readonly kind: "none" }

/** Every operation below a group path (`[]` is the root). */
export const operationsUnder = (path: ReadonlyArray<string>): ReadonlyArray<EndpointDeclaration> =>
  endpoints.filter((e) => {
    const parts = e.operation.split(".")
    return parts.length > path.length && path.every((p, i) => parts[i] === p)
  })

/** Reads the command words at the start of `words` (stops at the first word that names nothing deeper). */
export const resolveCommand = (words: ReadonlyArray<string>): Resolved => {
  const path: Array<string> = []
  for (const word of words) {
    if (word.startsWith("-")) break
    const next = [...path, camel(word)]
    const exact = endpoints.find((e) => e.operation === next.join("."))
    // a group and an operation may share a name (`checkout.sessions` is a group, `checkout.paymentMethods` an operation)
    if (exact !== undefined && operationsUnder(next).length === 0) return { kind: "operation", endpoint: exact, consumed: next.length }
    if (operationsUnder(next).length === 0) break
    path.push(next[next.length - 1]!)
  }
  return path.length === 0 ? { kind: "none" } : { kind: "group", path, consumed: path.length }
}

/** The top-level groups, in the declarations' order. */
export const topGroups = (): ReadonlyArray<string> => [...new Set(endpoints.map((e) => e.operation.split(".")[0]!))]
