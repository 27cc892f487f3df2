/**
 * A custom request rule as a schema check: `Schema.makeFilter` over the plain function of
 * src/schema/request-checks.ts, named (with its arguments) in an annotation so the generated
 * request guard calls the same function without effect/Schema.
 */
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"
import { CHECK_ANNOTATION, type RequestCheckName, requestChecks } from "./request-checks"

type Checks = typeof requestChecks

export const namedCheck = <K extends RequestCheckName>(
  name: K,
  ...args: Parameters<Checks[K]>
): SchemaAST.Filter<Parameters<ReturnType<Checks[K]>>[0]> => {
  const predicate = (requestChecks[name] as (...a: ReadonlyArray<unknown>) => (input: unknown) => Schema.FilterOutput)(...args)
  return Schema.makeFilter(predicate, { [CHECK_ANNOTATION]: { name, args } }) as SchemaAST.Filter<Parameters<ReturnType<Checks[K]>>[0]>
}
