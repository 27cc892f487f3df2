/** Every declaration as a list, in the order of the `api` tree (the README's order), and the lookup by operation. */
import type { EndpointDeclaration } from "./engine/endpoint"
import { api } from "./tree.generated"

const flatten = (node: object): Array<EndpointDeclaration> =>
  Object.values(node).flatMap((child: object) => ("operation" in child ? [child as EndpointDeclaration] : flatten(child)))

/** Every declaration, in the order of `api` (the README's order). */
export const endpoints: ReadonlyArray<EndpointDeclaration> = flatten(api)

/**
 * Every declared operation name (`"payments.capture" | "customers.paymentMethods.list" | ...`), read
 * from the `api` tree's type: a new declaration adds its name here, so a table keyed by `Operation`
 * (the fake's handlers) fails to compile until it has an entry for it. Aliases (`call.aliases`) are not names here.
 */
export type Operation = OperationsOf<typeof api>
/** The operation names below a node of the `api` tree. */
export type OperationsOf<T> = T extends { readonly operation: infer O extends string } ? O : { readonly [K in keyof T]: OperationsOf<T[K]> }[keyof T]

/** The declaration of an operation name (`"payments.capture"`). */
export const endpointByOperation = (operation: string): EndpointDeclaration | undefined =>
  endpoints.find((e) => e.operation === operation)


