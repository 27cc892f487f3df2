/** What a generated guard is, and what a check answers: shared by the client's happy path and its slow path. */
import type { Issue } from "../errors"

/** A generated guard: true only for a value its schema decodes to itself. */
export type Guard = (input: unknown) => boolean

/** A check's outcome: the decoded value, or every issue with its path. */
export type Checked<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly issues: ReadonlyArray<Issue> }
