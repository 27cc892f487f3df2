/**
 * `{ checkout: undefined }` is allowed by the TypeScript types (optional keys) and means "not
 * sent" — `JSON.stringify` drops it too. Request schemas see an explicit `undefined` as a value
 * of the wrong type, so request input is cleaned of such keys before it is validated.
 */

/** A plain object (its prototype Object.prototype or null): what JSON.parse makes and a request body is. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * `input` without the object keys whose value is `undefined`, at any depth (plain objects and
 * arrays are walked; anything else is kept as is). Returns `input` itself when nothing is dropped,
 * and never walks the same object twice (a cycle is left for the schema to refuse).
 */
export const withoutUndefinedKeys = (input: unknown): unknown => withoutKeysHolding(undefined, input, new WeakSet(), 0)

// Deeper than any request body of the API: below it a value is left as it is (and the schema judges
// it), so a hostile 200,000-deep array cannot exhaust the stack.
const MAX_DEPTH = 64

/** `value` without the object keys holding `dropped` (undefined or null), at any depth; `value` itself when none. */
const withoutKeysHolding = (dropped: undefined | null, value: unknown, seen: WeakSet<object>, depth: number): unknown => {
  if (depth > MAX_DEPTH) return value
  if (Array.isArray(value)) {
    if (seen.has(value)) return value
    seen.add(value)
    let copy: Array<unknown> | undefined
    for (let i = 0; i < value.length; i++) {
      const item = withoutKeysHolding(dropped, value[i], seen, depth + 1)
      if (item !== value[i]) (copy ??= value.slice())[i] = item
    }
    return copy ?? value
  }
  if (!isPlainObject(value) || seen.has(value)) return value
  seen.add(value)
  const keys = Object.keys(value)
  // The copy is made only from the first key that changes (the usual body has none): copying
  // every object and throwing the copy away was ≈ 6 µs per payment body (bench/ANALYSIS.md).
  let out: Record<string, unknown> | undefined
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const item = value[key]
    const cleaned = item === dropped ? dropped : withoutKeysHolding(dropped, item, seen, depth + 1)
    if (out === undefined) {
      if (cleaned === item && item !== dropped) continue
      out = {}
      for (let j = 0; j < i; j++) setOwn(out, keys[j]!, value[keys[j]!])
    }
    if (item !== dropped) setOwn(out, key, cleaned)
  }
  return out ?? value
}

// a data property even for an own `__proto__` key: the copy never gets another prototype
const setOwn = (target: Record<string, unknown>, key: string, value: unknown): void => {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

/** `T` with `null` taken out of every property type, at any depth (what `withoutNullKeys` returns). */
export type WithoutNulls<T> = T extends string | number | boolean | bigint | symbol | undefined ? T // `string & {}` too
  : T extends ReadonlyArray<infer E> ? ReadonlyArray<WithoutNulls<E>>
  : T extends object ? { readonly [K in keyof T]: WithoutNulls<Exclude<T[K], null>> }
  : T

/**
 * `input` without the object keys whose value is `null`, at any depth (array items are kept, a
 * `null` item included). An optional request field sent as `null` means "not given" (the client
 * sends it as is); code that acts on a checked body — the fake's state machines — reads it this
 * way. Returns `input` itself when nothing is dropped.
 */
export const withoutNullKeys = <T>(input: T): WithoutNulls<T> => withoutKeysHolding(null, input, new WeakSet(), 0) as WithoutNulls<T>
