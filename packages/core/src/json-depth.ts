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
 * its own stack, never the call stack. Kept short: the webhook route's bundle carries it.
 */
export const tooDeepUnder = (value: unknown, limit = MAX_JSON_DEPTH): string | undefined => {
  const stack: Array<[unknown, number, string]> = [[value, 0, ""]]
  while (stack.length > 0) {
    const [item, depth, top] = stack.pop()!
    if (typeof item !== "object" || item === null) continue
    if (depth === limit) return top
    for (const key of Object.keys(item)) stack.push([(item as Record<string, unknown>)[key], depth + 1, depth === 0 ? key : top])
  }
  return undefined
}

/** The message of a value refused for its depth. */
export const tooDeepMessage = (limit = MAX_JSON_DEPTH): string => `Nested more than ${limit} levels deep`
