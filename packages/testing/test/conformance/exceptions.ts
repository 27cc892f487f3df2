/**
 * Reference examples that break a rule the reference itself states, with the rule and the field
 * the client and the fake name when they refuse it. Keyed by the corpus title
 * (`operation › file › example name`).
 */
export interface Exception {
  /** The field path both name. */
  readonly path: string
  /** The rule the reference states that the example breaks. */
  readonly reason: string
}

export const EXCEPTIONS: Readonly<Record<string, Exception>> = {}
