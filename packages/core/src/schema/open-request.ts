/**
 * Requests are open (docs/errors-and-retries.md, "What the client refuses"): the schema checks the
 * fields it knows, and what is sent is the caller's input itself — unknown keys at any depth, in
 * their order, `null` where given. Two things read the schema beside the decode, both here:
 * - the spec's placeholder names (`service_connection_id`) are renamed to the service's before
 *   the check and the send (`withWireNames`);
 * - the value lists the spec closes are not enforced by the client (the service may grow them),
 *   but the fake answers as the service does and enforces them (`closedListIssues`).
 *
 * - what the fake stores reads a value as the service does: a money value sent as decimal text is
 *   its number, an optional id sent as `""` is not sent (`asStored`).
 *
 * Only the AST is read, and a hostile input cannot make a walk deeper than the schema itself.
 */
import * as SchemaAST from "effect/SchemaAST"
import type { Issue } from "../errors"
import { annotationOf, CLOSED_LIST_ANNOTATION, EMPTY_AS_ABSENT_ANNOTATION, MONEY_ANNOTATION, WIRE_ALIASES_ANNOTATION } from "./annotations"
import { formatPath } from "./issues"
import type { DecimalText } from "./shared"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** `target[key] = value` that stays a data property even for `__proto__` (no prototype is ever set). */
export const setOwn = (target: Record<string, unknown>, key: string, value: unknown): void => {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

type Visit = (ast: SchemaAST.AST, value: unknown, path: ReadonlyArray<PropertyKey>) => unknown

/** Per annotation key: whether a schema node or anything below it carries that annotation. */
const holders = new Map<string, WeakMap<SchemaAST.AST, boolean>>()

/**
 * Whether `ast` or a node below it carries the annotation `key`: a walk skips the subtrees that
 * carry none (a payment body walked whole was ≈ 7 µs per check on the fake's create path;
 * bench/ANALYSIS.md). A node with an encoding is always walked.
 */
const holds = (ast: SchemaAST.AST, key: string): boolean => {
  let memo = holders.get(key)
  if (memo === undefined) holders.set(key, (memo = new WeakMap()))
  const known = memo.get(ast)
  if (known !== undefined) return known
  // A recursive schema reaches itself again while being looked at: assumed to hold meanwhile, so
  // a node is at worst walked in vain, never skipped wrongly.
  memo.set(ast, true)
  const children: ReadonlyArray<SchemaAST.AST> | undefined =
    ast.encoding !== undefined ? undefined
    : ast._tag === "Suspend" ? [ast.thunk()]
    : ast._tag === "Union" ? ast.types
    : ast._tag === "Objects" ? ast.propertySignatures.map((p) => p.type)
    : ast._tag === "Arrays" ? [...ast.elements, ...ast.rest]
    : []
  const result = children === undefined || annotationOf(ast, key) !== undefined || children.some((child) => holds(child, key))
  memo.set(ast, result)
  return result
}

/** The annotation (or annotations) a walk's `visit` acts on: a string, or one array kept for the walk's lifetime (memo key). */
type Keys = string | ReadonlyArray<string>

const holdsAny = (ast: SchemaAST.AST, key: Keys): boolean => {
  if (typeof key === "string") return holds(ast, key)
  for (let i = 0; i < key.length; i++) if (holds(ast, key[i]!)) return true
  return false
}

/** Per `Keys`: the properties of an object node whose type carries one of them, in declaration order. */
const heldProperties = new Map<Keys, WeakMap<SchemaAST.AST, ReadonlyArray<SchemaAST.PropertySignature>>>()

/**
 * The properties of `ast` (an `Objects` node) a walk for `key` visits: the others are never
 * walked, so neither is a path built for them (a payment body's walk built one per declared
 * property, ≈ 10 KB of garbage per create on the fake; bench/ANALYSIS.md).
 */
const propertiesHolding = (ast: SchemaAST.Objects, key: Keys): ReadonlyArray<SchemaAST.PropertySignature> => {
  let memo = heldProperties.get(key)
  if (memo === undefined) heldProperties.set(key, (memo = new WeakMap()))
  let found = memo.get(ast)
  if (found === undefined) {
    found = ast.propertySignatures.filter((p) => typeof p.name === "string" && holdsAny(p.type, key))
    memo.set(ast, found)
  }
  return found
}

/**
 * Walks `value` along `ast` and lets `visit` replace each visited value (return it unchanged to
 * keep it), skipping the subtrees where no node carries `key` (the annotation `visit` acts on).
 * Objects follow their declared properties, arrays their elements, unions every member
 * of the value's kind. Returns `value` itself when nothing was replaced.
 */
const walk = (ast: SchemaAST.AST, value: unknown, path: ReadonlyArray<PropertyKey>, visit: Visit, key: Keys): unknown => {
  if (!holdsAny(ast, key)) return value
  // a transformation (the onboarding's documentation items): the input is its encoded side, then the decoded side's shape
  // (each link's `to` is the schema one step nearer the input; the last is the input's own)
  if (ast.encoding === undefined) return walkType(ast, visit(ast, value, path), path, visit, key)
  const encoded = ast.encoding[ast.encoding.length - 1]!.to
  return walkType(SchemaAST.toType(ast), walk(encoded, value, path, visit, key), path, visit, key)
}

const walkType = (ast: SchemaAST.AST, visited: unknown, path: ReadonlyArray<PropertyKey>, visit: Visit, key: Keys): unknown => {
  switch (ast._tag) {
    case "Suspend":
      return walk(ast.thunk(), visited, path, visit, key)
    case "Union": {
      let current = visited
      for (const member of ast.types) current = walk(member, current, path, visit, key)
      return current
    }
    case "Objects": {
      if (!isRecord(visited)) return visited
      let copy: Record<string, unknown> | undefined
      // Only the properties whose type carries `key` (an encoded one always does): the rest are kept as they are.
      for (const property of propertiesHolding(ast, key)) {
        const name = property.name
        if (typeof name !== "string" || !Object.hasOwn(visited, name)) continue
        const child = walk(property.type, visited[name], [...path, name], visit, key)
        if (child !== visited[name]) setOwn((copy ??= copyOf(visited)), name, child)
      }
      return copy ?? visited
    }
    case "Arrays": {
      if (!Array.isArray(visited)) return visited
      let copy: Array<unknown> | undefined
      for (let i = 0; i < visited.length; i++) {
        const element = ast.elements[i] ?? ast.rest[0]
        if (element === undefined) continue
        const item = visited[i]
        if (!holdsAny(element, key)) continue
        const child = walk(element, item, [...path, i], visit, key)
        if (child !== item) (copy ??= visited.slice())[i] = child
      }
      return copy ?? visited
    }
    default:
      return visited
  }
}

/** A shallow copy keeping every own key (and its order), `__proto__` included. */
const copyOf = (value: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) setOwn(out, key, value[key])
  return out
}

/**
 * `input` with the spec's placeholder names replaced by the service's, where the schema names an
 * alias (`payrail/wireAliases`): the key keeps its place; a value under both names keeps the
 * service's. Returns `input` itself when there is nothing to rename.
 */
export const withWireNames = (ast: SchemaAST.AST, input: unknown): unknown =>
  walk(ast, input, [], (node, value) => {
    const aliases = annotationOf(node, WIRE_ALIASES_ANNOTATION) as Readonly<Record<string, string>> | undefined
    if (aliases === undefined || !isRecord(value)) return value
    if (!Object.keys(aliases).some((alias) => Object.hasOwn(value, alias))) return value
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) {
      const wire = Object.hasOwn(aliases, key) ? aliases[key]! : undefined
      if (wire === undefined) setOwn(out, key, value[key])
      else if (!Object.hasOwn(value, wire)) setOwn(out, wire, value[key])
    }
    return out
  }, WIRE_ALIASES_ANNOTATION)

/** The spec's names the schema accepts for a service field (`service_connection_id` → `yuno_connection_id`). */
export const hasWireAliases = (ast: SchemaAST.AST): boolean =>
  annotationOf(ast, WIRE_ALIASES_ANNOTATION) !== undefined

/**
 * Every value of `input` outside a list the spec closes (a payment's country, a refund reason...),
 * each named by its path: the client sends such values (the service may grow its lists); the fake
 * answers them as the spec says the service does. Values of the wrong type are the decode's business.
 */
export const closedListIssues = (ast: SchemaAST.AST, input: unknown): Array<Issue> => {
  const issues = new Map<string, Issue>()
  walk(ast, input, [], (node, value, path) => {
    const list = annotationOf(node, CLOSED_LIST_ANNOTATION) as ReadonlyArray<string> | undefined
    if (list !== undefined && typeof value === "string" && !list.includes(value)) {
      const at = formatPath(path)
      issues.set(at, { path: at, message: `Expected one of ${list.map((v) => JSON.stringify(v)).join(", ")}` })
    }
    return value
  }, CLOSED_LIST_ANNOTATION)
  return [...issues.values()]
}

/**
 * `T` as `asStored` returns it: every money value a number (`DecimalText` read as its number; a
 * literal that happens to be numeric text, such as a 3DS version `"2.0"`, stays as it is).
 */
export type Stored<T> = T extends DecimalText ? (DecimalText extends T ? number : T)
  : T extends string | number | boolean | bigint | symbol | null | undefined ? T
  : T extends ReadonlyArray<infer E> ? ReadonlyArray<Stored<E>>
  : T extends object ? { readonly [K in keyof T]: Stored<T[K]> }
  : T

/** What `asStored` acts on: one array for the module's lifetime (the walk's memo key). */
const STORED_KEYS: ReadonlyArray<string> = [MONEY_ANNOTATION, EMPTY_AS_ABSENT_ANNOTATION]

/**
 * A checked body as the service reads it, for code that acts on it (the fake's state): a money
 * value sent as decimal text (`"20000"`) becomes its number, and an optional id the service reads
 * as not sent when empty (`EmptyOr`) becomes `null` when it is `""`. Run it on a body `decodeBody`
 * accepted; returns `input` itself when nothing changes.
 */
export const asStored = (ast: SchemaAST.AST, input: unknown): unknown =>
  walk(ast, input, [], (node, value) => {
    if (typeof value !== "string") return value
    // only decimal text: a union may hold a money value beside free text (a tip amount)
    if (annotationOf(node, MONEY_ANNOTATION) === true && /^\d+(\.\d+)?$/.test(value)) return Number(value)
    if (value === "" && annotationOf(node, EMPTY_AS_ABSENT_ANNOTATION) === true) return null
    return value
  }, STORED_KEYS)
