/**
 * An `AnswerCheck` for a schema, as the generated routes build one: the schema's guard first, the
 * full tolerant decode (with every issue) only when the guard rejects.
 */
import * as Result from "effect/Result"
import type * as Schema from "effect/Schema"
import type { AnswerCheck } from "../../src/http/transport"
import { decoderFor, guardFor } from "../../src/api/engine/validate"
import { issuesOf } from "../../src/schema/issues"

export const answerCheck = <A>(schema: Schema.Top & { readonly Type: A }): AnswerCheck<A> => {
  const guard = guardFor(schema as never)
  const decode = decoderFor(schema as never)
  return {
    guard,
    explain: async (json) => {
      const decoded = decode(json, { errors: "all" })
      return Result.isSuccess(decoded)
        ? { ok: true, value: decoded.success as A }
        : { ok: false, issues: issuesOf(decoded.failure.issue) }
    }
  }
}
