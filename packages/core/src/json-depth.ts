/**
 * The deepest JSON Payrail sends or accepts. `JSON.stringify` recurses, and a value nested a few
 * thousand levels deep ends in a `RangeError` (the stack), not in a typed error; the service's
 * documents nest about ten levels. 1000 is the nesting limit common JSON parsers apply (Jackson's
 * default), so a body within it is one the service's parser can read.
 */
export const MAX_JSON_DEPTH = 1000

/**
 * The top-level key (or index) under which `value` nests deeper than {@link MAX_JSON_DEPTH}
 * (`""` when the value itself is an over-deep array), or `undefined` when it does not. Walks with
 * its own stack, never the call stack; each object is counted at the depth it is met.
 */
export const tooDeepUnder = (value: unknown, limit = MAX_JSON_DEPTH): string | undefined => {
  if (typeof value !== "object" || value === null) return undefined
  const stack: Array<{ readonly value: object; readonly depth: number; readonly top: string }> = [{ value, depth: 1, top: "" }]
  while (stack.length > 0) {
    const frame = stack.pop()!
    if (frame.depth > limit) return frame.top
    for (const key of Object.keys(frame.value)) {
      const child: unknown = (frame.value as Record<string, unknown>)[key]
      if (typeof child === "object" && child !== null) stack.push({ value: child, depth: frame.depth + 1, top: frame.depth === 1 ? key : frame.top })
    }
  }
  return undefined
}

/** The message of a value refused for its depth. */
export const tooDeepMessage = (limit = MAX_JSON_DEPTH): string => `Nested more than ${limit} levels deep (the most a JSON document may nest)`
