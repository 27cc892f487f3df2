/**
 * The interpreter of the generated explainer tables (scripts/guards/explain.ts): a schema's shape
 * as compact rows of numbers and strings, walked at run time, so each family costs its table, not
 * a function per node. It reports what the generated code would: the issues `issuesOf` gives for
 * the Effect decode (errors "all"), in order, the first of each path; test/guards/explain.test.ts
 * checks that on random mutations. The same rows also give each schema's guard (`validators`): true
 * exactly when the explainer would report nothing (the explainer walks only what the guard refuses).
 * The row layouts are the contract with the generator, which rewrites a table only in ways that
 * keep every issue (scripts/guards/explain-compact.ts).
 */
import type { Issue } from "../errors"

/** A node reference: a row of the table, or -1 for a node that accepts every value. */
type Ref = number
/** [code, message, ...parameters]: see `passes`. */
export type CheckRow = readonly [number, number, ...Array<string | number | null>]
/**
 * One union case per runtime type: 0 no candidate, 1 a candidate accepts every value, else the
 * candidates ([literals that succeed, other candidates] when there are literals).
 */
export type UnionCase = 0 | 1 | ReadonlyArray<Ref> | readonly [ReadonlyArray<unknown>, ReadonlyArray<Ref>]
/** An object's property: [key, node] when optional, [key, node, missing-key message] when required. */
export type Property = readonly [string, Ref] | readonly [string, Ref, number]
export type Row =
  | readonly [0, number, number, ...Array<CheckRow>] // leaf of a runtime type: [0, type, message, ...checks]
  | readonly [1, unknown, number, ...Array<CheckRow>] // literal: [1, literal, message, ...checks]
  | readonly [2, number, ReadonlyArray<Property>, NullToo?] // object: [2, message, properties]
  | readonly [3, number, Ref, NullToo?] // array: [3, message, element]
  | readonly [4, number, ReadonlyArray<UnionCase>] // union: [4, "Expected …" message, case per runtime type]
/**
 * 1 on an object or array row that also accepts null: the union `X | null` folded into X's row,
 * with the union's message (the same issues: null passes, another type is the union's message).
 */
type NullToo = 1
/** A row as generated: an object's properties may be one string (see {@link decodeRows}). */
export type EncodedRow = Row | readonly [2, number, string, NullToo?]

/**
 * The rows of a generated table. An object's properties come as one string, `key`, `key:ref` or
 * either with a trailing `!` (required), separated by spaces: `ref` defaults to `defaultRef` and
 * a missing required key reports `missing`. JSON arrays of pairs weighed a third of the Workers
 * route's table in gzip; the generator keeps the array form for no property, or a key it cannot write so.
 */
export const decodeRows = (rows: ReadonlyArray<EncodedRow>, defaultRef: Ref, missing: number): ReadonlyArray<Row> =>
  rows.map((row) => {
    if (row[0] !== 2 || typeof row[2] !== "string") return row as Row
    const properties = row[2].split(" ").map((p): Property => {
      const required = p.endsWith("!")
      const [key, ref] = (required ? p.slice(0, -1) : p).split(":") as [string, string?]
      const node = ref === undefined ? defaultRef : +ref
      return required ? [key, node, missing] : [key, node]
    })
    return row[3] ? [2, row[1], properties, 1] : [2, row[1], properties]
  })

const NO_LITERALS: ReadonlyArray<unknown> = []
type Candidates = Exclude<UnionCase, number>
/** The literals of a union case that is not 0 or 1 (none in its short form, a list of refs). */
export const literalsOf = (c: Candidates): ReadonlyArray<unknown> => (Array.isArray(c[0]) ? c[0] : NO_LITERALS)
/** The other candidates of a union case that is not 0 or 1. */
export const membersOf = (c: Candidates): ReadonlyArray<Ref> => (Array.isArray(c[0]) ? (c[1] as ReadonlyArray<Ref>) : (c as ReadonlyArray<Ref>))

/** effect's runtime type of a JSON value (SchemaAST getRuntimeType): null, string, number, boolean, array, object. */
const typeOf = (v: unknown): number =>
  v === null ? 0 : typeof v === "string" ? 1 : typeof v === "number" ? 2 : typeof v === "boolean" ? 3 : Array.isArray(v) ? 4 : typeof v === "object" ? 5 : -1

/** One RegExp per pattern row, made on first use. */
const patterns = new WeakMap<CheckRow, RegExp>()
const pattern = (c: CheckRow): RegExp => {
  let r = patterns.get(c)
  if (r === undefined) patterns.set(c, (r = new RegExp(c[2] as string, c[3] as string)))
  return r
}

const passes = (c: CheckRow, v: any): boolean => {
  switch (c[0]) {
    case 0: return pattern(c).test(v)
    case 1: return Number.isSafeInteger(v)
    case 2: return Number.isFinite(v)
  }
  // 3: a length's bounds, 4: a number's: [code, message, min, max, min exclusive, max exclusive], null for
  // no bound (effect refuses an infinite one). effect orders NaN below every number (Order.Number).
  const n = c[0] === 3 ? v.length : Number.isNaN(v) ? -Infinity : v
  const min = c[2] as number | null
  const max = c[3] as number | null
  return (min === null || (c[4] ? n > min : n >= min)) && (max === null || (c[5] ? n < max : n <= max))
}

/** `formatPath` of src/schema/issues.ts, one key at a time (keys are never empty). */
const at = (p: string, key: string): string => (p === "" ? key : `${p}.${key}`)

/**
 * The walk of the guards: true exactly when the explainer would report no issue, stopping at the
 * first failure, with no path or message built.
 */
const validOf = (rows: ReadonlyArray<Row>) => {
  // Indexed loops and no allocation: this runs on every webhook (the explainer only on a refusal).
  const valid = (ref: Ref, v: any): boolean => {
    if (ref < 0) return true
    const row = rows[ref]!
    switch (row[0]) {
      case 0:
      case 1: {
        if (row[0] === 0 ? typeOf(v) !== row[1] : v !== row[1]) return false
        for (let i = 3; i < row.length; i++) if (!passes(row[i] as CheckRow, v)) return false
        return true
      }
      case 2: {
        if (typeof v !== "object" || v === null || Array.isArray(v)) return v === null && row[3] === 1
        const properties = row[2]
        for (let i = 0; i < properties.length; i++) {
          const property = properties[i]!
          const key = property[0]
          // One lookup when the key is there (a JSON value is never undefined), `in` only when it is not.
          // effect takes a property as present when `key in input` (own or inherited), `__proto__` only when own.
          const x = v[key]
          if (key === "__proto__" ? Object.hasOwn(v, key) : x !== undefined || key in v) {
            if (!valid(property[1], x)) return false
          } else if (property.length === 3) return false
        }
        return true
      }
      case 3: {
        if (!Array.isArray(v)) return v === null && row[3] === 1
        if (row[2] >= 0) for (let i = 0; i < v.length; i++) if (!valid(row[2], v[i])) return false
        return true
      }
      case 4: {
        // A literal candidate is selected only when equal to the input, and then it succeeds; the
        // union succeeds when one candidate does.
        const c = row[2][typeOf(v)]
        if (c === 1) return true
        if (!c) return false
        if (literalsOf(c).includes(v)) return true
        const members = membersOf(c)
        for (let i = 0; i < members.length; i++) if (valid(members[i]!, v)) return true
        return false
      }
    }
  }
  return valid
}

/** The guard of each root row of `rows`. */
export const validators = (rows: ReadonlyArray<Row>) => {
  const valid = validOf(rows)
  return (root: Ref) => (value: unknown): boolean => valid(root, value)
}

/** The explainer of each root row of `rows` (messages by index in `messages`). */
export const explainers = (messages: ReadonlyArray<string>, rows: ReadonlyArray<Row>) => {
  const valid = validOf(rows)
  // Only a failing node is walked, and each one reports at least one issue: so a failing union's
  // candidates all fail (each reports its issues, in order), and a passing subtree costs one guard.
  const walk = (ref: Ref, v: any, p: string, o: Array<Issue>): void => {
    if (valid(ref, v)) return
    const row = rows[ref]!
    const issue = (message: number) => void o.push({ path: p, message: messages[message]! })
    switch (row[0]) {
      case 0:
      case 1: {
        if (row[0] === 0 ? typeOf(v) === row[1] : v === row[1]) {
          // The first failing check only: issuesOf keeps the first issue of a path.
          for (let i = 3; i < row.length; i++) if (!passes(row[i] as CheckRow, v)) return issue((row[i] as CheckRow)[1])
        }
        return issue(row[2])
      }
      case 2: {
        if (typeOf(v) !== 5) return issue(row[1])
        for (const [key, node, missing] of row[2]) {
          if (key === "__proto__" ? Object.hasOwn(v, key) : key in v) walk(node, v[key], at(p, key), o)
          else if (missing !== undefined) o.push({ path: at(p, key), message: messages[missing]! })
        }
        return
      }
      case 3: {
        if (!Array.isArray(v)) return issue(row[1])
        for (let i = 0; i < v.length; i++) walk(row[2], v[i], `${p}[${i}]`, o)
        return
      }
      case 4: {
        const c = row[2][typeOf(v)]
        const members = typeof c === "object" ? membersOf(c) : []
        if (members.length === 0) return issue(row[1])
        for (const member of members) walk(member, v, p, o)
      }
    }
  }
  /** The explainer of `root`; `path` names where the value sits (issue paths start with it). */
  return (root: Ref) => (value: unknown, path = ""): Array<Issue> => {
    const o: Array<Issue> = []
    walk(root, value, path, o)
    const seen = new Set<string>()
    return o.filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true)))
  }
}

/** One function per name, each made from the name's root row (`roots` as the generated tables write them). */
export const byName = <const R extends Readonly<Record<string, Ref>>, F>(roots: R, make: (root: Ref) => F): { readonly [K in keyof R]: F } =>
  Object.fromEntries(Object.entries(roots).map(([name, root]) => [name, make(root)])) as { readonly [K in keyof R]: F }
