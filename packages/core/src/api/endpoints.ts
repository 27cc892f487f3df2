/** Every declaration as a list, in the order of the `api` tree (the README's order), and the lookup by operation. */
import type { EndpointDeclaration } from "./engine/endpoint"
import { api } from "./tree.generated"

const flatten = (node: object): Array<EndpointDeclaration> =>
  Object.values(node).flatMap((child: object) => ("operation" in child ? [child as EndpointDeclaration] : flatten(child)))

/** Every declaration, in the order of `api` (the README's order). */
export const endpoints: ReadonlyArray<EndpointDeclaration> = flatten(api)

/** The declaration of an operation name (`"payments.capture"`). */
export const endpointByOperation = (operation: string): EndpointDeclaration | undefined =>
  endpoints.find((e) => e.operation === operation)


/** The declarations below a node of the `api` tree, as a union. */
type DeclarationsOf<N> = N extends EndpointDeclaration ? N : { readonly [K in keyof N]: DeclarationsOf<N[K]> }[keyof N]

/** Every declared operation name (`"payments.capture"`): the keys of the fake's handler table. */
export type Operation = DeclarationsOf<typeof api>["operation"]
