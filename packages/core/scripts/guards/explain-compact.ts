/**
 * Rewrites of a compiled explainer table (src/guards/explain-table.ts) that keep every issue and
 * every guard answer, then its encoding as source. The webhook table rides in every Workers
 * route, where its gzipped size is what counts (bench/ANALYSIS.md §3), so it carries no row or
 * message that a rewrite can spare:
 * - a union case with a candidate that accepts every value of the case's type accepts them itself
 *   (the union succeeds when any candidate does); a case whose only candidate is another union
 *   takes that union's candidates (its issues are the same candidates' issues, in order);
 * - `X | null` with X an object or array row referenced only there is X's row, flagged to accept
 *   null and carrying the union's message (what the union answers for any other type);
 * - equal rows are one row (after each rewrite, until none are equal), unreachable rows and
 *   unused messages go;
 * - an object's properties are one string (see `decodeRows`).
 * test/guards/explain.test.ts checks the result against the Effect decode on random mutations.
 */
import { type EncodedRow, literalsOf, membersOf, type Property, type Row, type UnionCase } from "../../src/guards/explain-table"

type Ref = number
/** effect's runtime types, as the table numbers them (explain-table.ts `typeOf`). */
const NULL = 0
const ARRAY = 4
const OBJECT = 5

const json = (value: unknown) => JSON.stringify(value)

/** An object or array row that also accepts null carries a 4th element (explain-table.ts `NullToo`). */
const nullToo = (row: Row) => row.length > 3
const objectRow = (message: number, properties: ReadonlyArray<Property>, orNull: boolean): Row =>
  orNull ? [2, message, properties, 1] : [2, message, properties]
const arrayRow = (message: number, element: Ref, orNull: boolean): Row => (orNull ? [3, message, element, 1] : [3, message, element])

const mapRefs = (row: Row, ref: (r: Ref) => Ref): Row => {
  switch (row[0]) {
    case 2:
      return objectRow(row[1], row[2].map((p): Property => (p.length === 3 ? [p[0], ref(p[1]), p[2]] : [p[0], ref(p[1])])), nullToo(row))
    case 3:
      return arrayRow(row[1], ref(row[2]), nullToo(row))
    case 4:
      return [4, row[1], row[2].map((c): UnionCase => {
        if (typeof c === "number") return c
        const literals = literalsOf(c)
        return literals.length === 0 ? membersOf(c).map(ref) : [literals, membersOf(c).map(ref)]
      })]
    default:
      return row
  }
}

const refsOf = (row: Row): ReadonlyArray<Ref> =>
  row[0] === 2 ? row[2].map((p) => p[1])
  : row[0] === 3 ? [row[2]]
  : row[0] === 4 ? row[2].flatMap((c) => (typeof c === "number" ? [] : membersOf(c)))
  : []

const messagesOf = (row: Row): ReadonlyArray<number> =>
  row[0] === 0 || row[0] === 1 ? [row[2], ...row.slice(3).map((check) => (check as readonly [number, number])[1])]
  : row[0] === 2 ? [row[1], ...row[2].flatMap((p) => (p.length === 3 ? [p[2]] : []))]
  : [row[1]]

interface Table {
  readonly rows: ReadonlyArray<Row>
  readonly roots: ReadonlyArray<Ref>
}

/** Keeps the rows `keep` says, renumbered; `target` says which kept row each row's references now point at. */
const renumber = (table: Table, keep: (i: number) => boolean, target: (i: number) => number = (i) => i): Table => {
  const index: Array<number> = []
  let kept = 0
  table.rows.forEach((_, i) => {
    if (keep(i)) index[i] = kept++
  })
  const ref = (r: Ref) => (r < 0 ? r : index[target(r)]!)
  return { rows: table.rows.filter((_, i) => keep(i)).map((row) => mapRefs(row, ref)), roots: table.roots.map(ref) }
}

/** Equal rows made one, repeated until no two are equal (rows differing only by equal targets become equal). */
const withoutDuplicates = (table: Table): Table => {
  for (let t = table; ;) {
    const first = new Map<string, number>()
    const same = t.rows.map((row, i) => {
      const key = json(row)
      if (!first.has(key)) first.set(key, i)
      return first.get(key)!
    })
    if (same.every((s, i) => s === i)) return t
    t = renumber(t, (i) => same[i] === i, (i) => same[i]!)
  }
}

const withoutUnreachable = (table: Table): Table => {
  const live = new Set<number>()
  const stack = [...table.roots]
  while (stack.length > 0) {
    const r = stack.pop()!
    if (r < 0 || live.has(r)) continue
    live.add(r)
    stack.push(...refsOf(table.rows[r]!))
  }
  return renumber(table, (i) => live.has(i))
}

/** True when row `ref` accepts every value of runtime type `type`. */
const acceptsEvery = (rows: ReadonlyArray<Row>, ref: Ref, type: number): boolean => {
  if (ref < 0) return true
  const row = rows[ref]!
  switch (row[0]) {
    case 0:
      return row[1] === type && row.length === 3
    case 2:
      return (type === OBJECT && row[2].length === 0) || (type === NULL && nullToo(row))
    case 3:
      return (type === ARRAY && row[2] < 0) || (type === NULL && nullToo(row))
    case 4:
      return row[2][type] === 1
    default:
      return false
  }
}

const simplifyCase = (rows: ReadonlyArray<Row>, c: UnionCase, type: number): UnionCase => {
  if (typeof c === "number") return c
  const members = membersOf(c)
  if (members.some((m) => acceptsEvery(rows, m, type))) return 1
  const only = literalsOf(c).length === 0 && members.length === 1 ? rows[members[0]!] : undefined
  if (only?.[0] === 4) {
    const inner = only[2][type]
    if (inner !== undefined && typeof inner !== "number" && membersOf(inner).length > 0) return inner
  }
  return c
}

const simplifiedUnions = (table: Table): Table => {
  let rows = table.rows
  for (let changed = true; changed;) {
    const before = json(rows)
    rows = rows.map((row) => (row[0] === 4 ? [4, row[1], row[2].map((c, type) => simplifyCase(rows, c, type))] : row))
    changed = json(rows) !== before
  }
  return { rows, roots: table.roots }
}

/** `X | null` folded into X's row, where the union is X's only referrer. */
const nullsFolded = (table: Table): Table => {
  const referrers = new Map<number, number>()
  for (const r of [...table.roots, ...table.rows.flatMap(refsOf)]) referrers.set(r, (referrers.get(r) ?? 0) + 1)
  const folded = new Set<number>()
  const rows = table.rows.map((row): Row => {
    if (row[0] !== 4 || row[2][NULL] !== 1) return row
    const others = row[2].map((c, type) => [c, type] as const).filter(([c, type]) => type !== NULL && c !== 0)
    if (others.length !== 1) return row
    const [c, type] = others[0]!
    if (typeof c === "number" || literalsOf(c).length > 0 || membersOf(c).length !== 1) return row
    const x = membersOf(c)[0]!
    const target = x < 0 ? undefined : table.rows[x]!
    if (target === undefined || referrers.get(x) !== 1 || folded.has(x) || nullToo(target)) return row
    if (!((type === OBJECT && target[0] === 2) || (type === ARRAY && target[0] === 3))) return row
    folded.add(x)
    return target[0] === 2 ? objectRow(row[1], target[2], true) : arrayRow(row[1], target[2], true)
  })
  return { rows, roots: table.roots }
}

/**
 * The rows reordered: the small rows (leaves, unions, arrays) first, the most referenced first,
 * then the objects in their order. The references most written get the shortest numbers, and like
 * rows sit together: less to gzip.
 */
const reordered = (table: Table): Table => {
  const referrers = table.rows.map(() => 0)
  for (const r of table.rows.flatMap(refsOf)) if (r >= 0) referrers[r]!++
  const isObject = (i: number) => (table.rows[i]![0] === 2 ? 1 : 0)
  const order = table.rows.map((_, i) => i).sort((a, b) => isObject(a) - isObject(b) || (isObject(a) ? 0 : referrers[b]! - referrers[a]!) || a - b)
  const index: Array<number> = []
  order.forEach((old, i) => {
    index[old] = i
  })
  const ref = (r: Ref) => (r < 0 ? r : index[r]!)
  return { rows: order.map((old) => mapRefs(table.rows[old]!, ref)), roots: table.roots.map(ref) }
}

/** The table after every rewrite above, and the messages it still uses (renumbered). */
export const compactTable = (
  table: Table,
  messages: ReadonlyArray<string>
): { readonly rows: ReadonlyArray<Row>; readonly roots: ReadonlyArray<Ref>; readonly messages: ReadonlyArray<string> } => {
  const t = reordered(withoutUnreachable(withoutDuplicates(nullsFolded(withoutDuplicates(simplifiedUnions(table))))))
  const uses = new Map<number, number>()
  for (const message of t.rows.flatMap(messagesOf)) uses.set(message, (uses.get(message) ?? 0) + 1)
  const used = [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || a - b)
  const index = new Map(used.map((m, i) => [m, i]))
  const m = (message: number) => index.get(message)!
  const rows = t.rows.map((row): Row => {
    switch (row[0]) {
      case 0:
      case 1:
        return [row[0], row[1] as number, m(row[2]), ...row.slice(3).map((check) => {
          const [code, message, ...parameters] = check as readonly [number, number, ...Array<string | number | boolean>]
          return [code, m(message), ...parameters] as const
        })] as Row
      case 2:
        return objectRow(m(row[1]), row[2].map((p): Property => (p.length === 3 ? [p[0], p[1], m(p[2])] : p)), nullToo(row))
      case 3:
        return arrayRow(m(row[1]), row[2], nullToo(row))
      case 4:
        return [4, m(row[1]), row[2]]
    }
  })
  return { rows, roots: t.roots, messages: used.map((i) => messages[i]!) }
}

const mostCommon = (values: ReadonlyArray<number>): number => {
  const counts = new Map<number, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].reduce((best, e) => (e[1] > best[1] ? e : best), [0, 0])[0]
}

/** A key the property string can carry: not empty, no separator. Any other keeps its object row an array. */
const writable = (key: string) => /^[^\s:!]+$/.test(key)

/** The rows as source: `decodeRows(rows, defaultRef, missing)` of explain-table.ts. */
export const encodeRows = (rows: ReadonlyArray<Row>): string => {
  const properties = rows.flatMap((row) => (row[0] === 2 ? row[2] : []))
  const defaultRef = mostCommon(properties.map((p) => p[1]))
  const missing = mostCommon(properties.flatMap((p) => (p.length === 3 ? [p[2]] : [])))
  const encoded = rows.map((row): EncodedRow => {
    if (row[0] !== 2 || row[2].length === 0 || !row[2].every((p) => writable(p[0]) && (p.length === 2 || p[2] === missing))) return row
    const text = row[2].map((p) => `${p[0]}${p[1] === defaultRef ? "" : `:${p[1]}`}${p.length === 3 ? "!" : ""}`).join(" ")
    return nullToo(row) ? [2, row[1], text, 1] : [2, row[1], text]
  })
  return `decodeRows(${json(encoded)}, ${defaultRef}, ${missing})`
}
