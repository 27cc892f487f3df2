/**
 * Compiles an effect/Schema AST into the source of a plain JavaScript *explainer*: a function that
 * returns the issues `issuesOf` (src/schema/issues.ts) would report for the Effect decode of the
 * same input with `errors: "all"` — the same paths, the same messages, in the same order, the first
 * issue of each path only. So a bundle that checks a value with its generated guard (compile.ts)
 * can explain a failure without carrying effect/Schema or the schema values.
 *
 * It mirrors what effect's parser does for the nodes it knows (SchemaAST.ts, effect 4.1): an object
 * reports its properties in order (a missing required key is "Missing key"); an array its elements;
 * a union picks its candidates by the input's runtime type (a literal member only when equal to
 * the input), succeeds when one of them does, and otherwise reports every candidate's issues (none
 * → "Expected <the union>"); a leaf reports its type, else its first failing check. The message
 * texts are made by effect's own formatter at build time, from the real issue classes.
 *
 * What it cannot mirror it refuses (an ExplainCompileError, like the guard compiler's): encodings,
 * oneOf unions, discriminated unions (a member with a literal property or element: effect then
 * selects candidates by that key), tuples, checks on objects and arrays, check groups, checks
 * without a known representation, a literal with checks in a union, index signatures other than
 * Record<string, unknown>, an empty property name. A schema change that needs one of these fails
 * the build (test/guards/drift.test.ts) instead of the explainer drifting from the decode; the
 * differential test (test/guards/explain.test.ts) checks the rest on random mutations.
 */
import type * as SchemaAST from "effect/SchemaAST"
import * as SchemaIssue from "effect/SchemaIssue"
import { type CheckRow, literalsOf, membersOf, type Row, type UnionCase } from "../../src/guards/explain-table"
import { compactTable, encodeRows } from "./explain-compact"
import { guardTargets } from "../../src/api/engine/guard-targets"
import { webhookPayloadSchemas } from "../../src/guards/webhook-targets"

export class ExplainCompileError extends Error {
  constructor(root: string, path: ReadonlyArray<string>, reason: string) {
    super(`cannot compile an explainer at ${root}${path.join("")}: ${reason}`)
  }
}

/** The result: the source of every function and the root explainer of each input. */
export interface CompiledExplainers {
  readonly source: string
  readonly roots: ReadonlyArray<{ readonly name: string; readonly fn: string }>
  /** The table the source writes, for a test to walk without evaluating the source. */
  readonly table: { readonly messages: ReadonlyArray<string>; readonly rows: ReadonlyArray<Row> }
}

type AST = SchemaAST.AST
/** A row while building: the table's rows, and aliases (`[5, ref]`), resolved away at the end. */
type BuildRow = Row | readonly [5, number]
type Check = SchemaAST.Check<any>

const format = SchemaIssue.makeFormatterStandardSchemaV1()
/** The message effect's formatter gives `issue` at its own path. */
const messageOf = (issue: SchemaIssue.Issue): string => {
  const issues = format(issue).issues
  if (issues.length !== 1) throw new Error(`expected one formatted issue, got ${issues.length}`)
  return issues[0]!.message
}
const json = (value: unknown) => JSON.stringify(value)

// The checks whose filter answers a boolean (so the issue is an InvalidValue without annotations),
// as rows of src/guards/explain-table.ts: [code, message, ...parameters].
const checkRow = (check: Check, message: number): CheckRow | undefined => {
  const representation = check.annotations?.representation as { id?: unknown; payload?: any } | undefined
  const p = representation?.payload
  switch (representation?.id) {
    case "effect/schema/isPattern": {
      const flags = String(p.flags)
      if (flags.includes("g") || flags.includes("y")) return undefined
      return [0, message, String(p.source), flags]
    }
    case "effect/schema/isInt":
      return [1, message]
    case "effect/schema/isFinite":
      return [2, message]
    // Bounds: [3 (of the length) or 4 (of the number), message, min, max, min exclusive, max exclusive], null for
    // no bound (effect refuses an infinite one, which JSON would write null too).
    case "effect/schema/isMinLength":
      return [3, message, Number(p.minLength), null]
    case "effect/schema/isMaxLength":
      return [3, message, null, Number(p.maxLength)]
    case "effect/schema/isBetweenLength":
      return [3, message, Number(p.minimum), Number(p.maximum)]
    case "effect/schema/isGreaterThan":
      return [4, message, Number(p.exclusiveMinimum), null, 1]
    case "effect/schema/isGreaterThanOrEqualTo":
      return [4, message, Number(p.minimum), null]
    case "effect/schema/isLessThan":
      return [4, message, null, Number(p.exclusiveMaximum), 0, 1]
    case "effect/schema/isLessThanOrEqualTo":
      return [4, message, null, Number(p.maximum)]
    case "effect/schema/isBetween":
      return [4, message, Number(p.minimum), Number(p.maximum), p.exclusiveMinimum ? 1 : 0, p.exclusiveMaximum ? 1 : 0]
  }
  return undefined
}

/** effect's runtime types (SchemaAST getRuntimeType) that a JSON value can have. */
const RUNTIME_TYPES = ["null", "string", "number", "boolean", "array", "object"] as const
type RuntimeType = (typeof RUNTIME_TYPES)[number]
const ALL_TYPES: ReadonlyArray<RuntimeType> = RUNTIME_TYPES
/** The runtime types a union member is a candidate for (SchemaAST getCandidateTypes, JSON types only). */
const candidateTypes = (ast: AST): ReadonlyArray<RuntimeType> => {
  switch (ast._tag) {
    case "Null":
      return ["null"]
    case "String":
      return ["string"]
    case "Number":
      return ["number"]
    case "Boolean":
      return ["boolean"]
    case "Arrays":
      return ["array"]
    case "Objects":
      return ast.propertySignatures.length || ast.indexSignatures.length ? ["object"] : ["string", "number", "boolean", "object", "array"]
    case "Literal":
      return RUNTIME_TYPES.filter((t) => t === typeof ast.literal)
    case "Union":
      return RUNTIME_TYPES.filter((t) => ast.types.some((m) => candidateTypes(m).includes(t)))
    default:
      return ALL_TYPES // Unknown, Any, Suspend
  }
}

const isUnknown = (ast: AST) => (ast._tag === "Unknown" || ast._tag === "Any") && !ast.checks && !ast.encoding
const isOptional = (ast: AST) => ast.context?.isOptional === true

interface Emitter {
  readonly root: string
  message(text: string): number
  /** The row of `ast` (allocated before its body: a recursive schema refers to itself). */
  row(ast: AST, path: ReadonlyArray<string>): number
}

/** The reference to the row of `ast`: -1 when the node accepts every value. */
const refOf = (ast: AST, emit: Emitter, path: ReadonlyArray<string>): number => {
  if (ast.encoding) throw new ExplainCompileError(emit.root, path, "an encoding (transformation)")
  if (ast._tag === "Unknown" || ast._tag === "Any") {
    if (ast.checks) throw new ExplainCompileError(emit.root, path, "checks on unknown")
    return -1
  }
  return emit.row(ast, path)
}

const leafRow = (ast: AST, emit: Emitter, path: ReadonlyArray<string>): Row => {
  const refuse = (reason: string): never => {
    throw new ExplainCompileError(emit.root, path, reason)
  }
  if (ast._tag !== "String" && ast._tag !== "Number" && ast._tag !== "Boolean" && ast._tag !== "Null" && ast._tag !== "Literal") {
    return refuse(`an unsupported node ${ast._tag}`)
  }
  const checks = (ast.checks ?? []).map((check, i) => {
    if (check._tag === "FilterGroup") refuse("a check group")
    const message = emit.message(messageOf(new SchemaIssue.Filter(check as SchemaAST.Filter<any>, new SchemaIssue.InvalidValue(undefined))))
    return checkRow(check, message) ?? refuse(`an unknown check ${json((check.annotations?.representation as any)?.id ?? "?")} [${i}]`)
  })
  const message = emit.message(messageOf(new SchemaIssue.InvalidType(ast)))
  return ast._tag === "Literal"
    ? [1, ast.literal, message, ...checks]
    : [0, RUNTIME_TYPES.indexOf(ast._tag.toLowerCase() as RuntimeType), message, ...checks]
}

const objectRow = (ast: SchemaAST.Objects, emit: Emitter, path: ReadonlyArray<string>): Row => {
  if (ast.checks) throw new ExplainCompileError(emit.root, path, "checks on an object")
  const rest = ast.indexSignatures
  const openRest = rest.length === 1 && rest[0]!.parameter._tag === "String" && !rest[0]!.parameter.checks && isUnknown(rest[0]!.type)
  if (rest.length > 0 && !openRest) throw new ExplainCompileError(emit.root, path, "an index signature other than Record<string, unknown>")
  const message = emit.message(messageOf(new SchemaIssue.InvalidType(ast)))
  const properties: Array<readonly [string, number] | readonly [string, number, number]> = []
  for (const property of ast.propertySignatures) {
    const name = property.name
    if (typeof name !== "string" || name === "") throw new ExplainCompileError(emit.root, path, "a property key that is not a non-empty string")
    const node = refOf(property.type, emit, [...path, `.${name}`])
    const missing = isOptional(property.type) ? -1 : emit.message(messageOf(new SchemaIssue.MissingKey(property.type.context?.annotations)))
    if (node >= 0 || missing >= 0) properties.push(missing >= 0 ? [name, node, missing] : [name, node])
  }
  return [2, message, properties]
}

const arrayRow = (ast: SchemaAST.Arrays, emit: Emitter, path: ReadonlyArray<string>): Row => {
  if (ast.checks) throw new ExplainCompileError(emit.root, path, "checks on an array")
  if (ast.elements.length > 0 || ast.rest.length !== 1) throw new ExplainCompileError(emit.root, path, "a tuple (only arrays of one rest element)")
  const message = emit.message(messageOf(new SchemaIssue.InvalidType(ast)))
  return [3, message, refOf(ast.rest[0]!, emit, [...path, "[]"])]
}

/** A literal property (or element) makes effect select union candidates by its value: not mirrored. */
const hasSentinel = (ast: AST): boolean =>
  (ast._tag === "Objects" && ast.propertySignatures.some((p) => !isOptional(p.type) && (p.type._tag === "Literal" || p.type._tag === "UniqueSymbol"))) ||
  (ast._tag === "Arrays" && ast.elements.some((e) => !isOptional(e) && (e._tag === "Literal" || e._tag === "UniqueSymbol"))) ||
  (ast._tag === "Union" && ast.types.length > 0 && ast.types.every(hasSentinel)) ||
  ast._tag === "Declaration"

/** An unchecked leaf of this runtime type: a candidate that accepts every value of the type. */
const acceptsAll = (ast: AST, type: RuntimeType) =>
  !ast.checks && !ast.encoding && (isUnknown(ast) || ast._tag.toLowerCase() === type)

const unionRow = (ast: SchemaAST.Union, emit: Emitter, path: ReadonlyArray<string>): Row => {
  const refuse = (reason: string): never => {
    throw new ExplainCompileError(emit.root, path, reason)
  }
  if (ast.options?.mode === "oneOf") refuse("a oneOf union")
  if (ast.checks) refuse("checks on a union")
  ast.types.forEach((member, i) => {
    if (member.encoding) refuse(`an encoding in member ${i}`)
    if (hasSentinel(member)) refuse(`a discriminated member ${i} (effect selects candidates by its literal key)`)
    if (member._tag === "Literal" && member.checks) refuse(`a literal with checks in member ${i}`)
    if (member._tag === "Never") refuse(`a never member ${i}`)
  })
  const expected = emit.message(messageOf(new SchemaIssue.AnyOf(ast, [])))
  const cases: Array<UnionCase> = RUNTIME_TYPES.map((type) => {
    const members = ast.types.map((m, i) => [m, i] as const).filter(([m]) => candidateTypes(m).includes(type))
    if (members.length === 0) return 0
    const literals = members.filter(([m]) => m._tag === "Literal").map(([m]) => (m as SchemaAST.Literal).literal)
    const others = members.filter(([m]) => m._tag !== "Literal")
    if (others.some(([m]) => acceptsAll(m, type))) return 1
    const refs = others.map(([m, i]) => refOf(m, emit, [...path, `|${i}`]))
    return literals.length === 0 ? refs : [literals, refs]
  })
  // Trailing types without candidates are left out: the interpreter reads them as "no candidate".
  while (cases.length > 0 && cases[cases.length - 1] === 0) cases.pop()
  return [4, expected, cases]
}

const rowOf = (ast: AST, emit: Emitter, path: ReadonlyArray<string>): BuildRow => {
  switch (ast._tag) {
    case "Objects":
      return objectRow(ast, emit, path)
    case "Arrays":
      return arrayRow(ast, emit, path)
    case "Union":
      return unionRow(ast, emit, path)
    case "Suspend":
      return [5, refOf(ast.thunk(), emit, [...path, "~"])]
    case "Unknown":
    case "Any":
      return [5, refOf(ast, emit, path)] // a root that accepts every value
    default:
      return leafRow(ast, emit, path)
  }
}

/**
 * Compiles the explainers of `schemas` (name → AST) into one module's source: the messages and
 * the rows of src/guards/explain-table.ts. Each root is named `e<row>`.
 */
export const compileExplainers = (schemas: ReadonlyArray<{ readonly name: string; readonly ast: AST }>): CompiledExplainers => {
  const messages: Array<string> = []
  const messageIndex = new Map<string, number>()
  const rows: Array<BuildRow> = []
  const rowIndex = new Map<AST, number>()
  const sameRow = new Map<string, number>()
  const roots: Array<{ name: string; fn: string }> = []
  for (const schema of schemas) {
    const emit: Emitter = {
      root: schema.name,
      message(text) {
        let index = messageIndex.get(text)
        if (index === undefined) {
          index = messages.push(text) - 1
          messageIndex.set(text, index)
        }
        return index
      },
      row(ast, path) {
        let index = rowIndex.get(ast)
        if (index === undefined) {
          index = rows.push([5, -1]) - 1
          rowIndex.set(ast, index)
          const row = rowOf(ast, emit, path)
          // The same shape written twice: the second row an alias of the first.
          const key = json(row)
          const same = sameRow.get(key)
          if (same !== undefined) rows[index] = [5, same]
          else {
            sameRow.set(key, index)
            rows[index] = row
          }
        }
        return index
      }
    }
    roots.push({ name: schema.name, fn: `e${emit.row(schema.ast, [])}` })
  }
  const table = withoutAliases(rows)
  const compact = compactTable({ rows: table.rows, roots: roots.map(({ fn }) => table.ref(Number(fn.slice(1)))) }, messages)
  const source = [
    `const messages: ReadonlyArray<string> = ${json(compact.messages)}`,
    `const rows = ${encodeRows(compact.rows)}`,
    "const explainer = explainers(messages, rows)"
  ].join("\n")
  return { source, roots: roots.map(({ name }, i) => ({ name, fn: `e${compact.roots[i]}` })), table: compact }
}

/**
 * The table without its alias rows (a suspended node, a shape written twice, a root that accepts
 * everything): every reference to an alias points at its target instead, and the rows are
 * renumbered. Fewer rows and no hop at run time; the bundle is what a Workers route pays for.
 */
const withoutAliases = (rows: ReadonlyArray<BuildRow>): { rows: ReadonlyArray<Row>; ref: (ref: number) => number } => {
  const target = (ref: number): number => {
    let r = ref
    for (let row = rows[r]; r >= 0 && row![0] === 5; row = rows[r]) r = row![1]
    return r
  }
  const index: Array<number> = []
  let kept = 0
  rows.forEach((row, i) => {
    if (row[0] !== 5) index[i] = kept++
  })
  const ref = (r: number): number => {
    const t = target(r)
    return t < 0 ? t : index[t]!
  }
  const out: Array<Row> = []
  for (const row of rows) {
    switch (row[0]) {
      case 5:
        continue
      case 2:
        out.push([2, row[1], row[2].map((p) => (p.length === 3 ? [p[0], ref(p[1]), p[2]] : [p[0], ref(p[1])]))])
        continue
      case 3:
        out.push([3, row[1], ref(row[2])])
        continue
      case 4:
        out.push([4, row[1], row[2].map((c) => {
          if (typeof c === "number") return c
          const literals = literalsOf(c)
          return literals.length === 0 ? membersOf(c).map(ref) : [literals, membersOf(c).map(ref)]
        })])
        continue
      default:
        out.push(row)
    }
  }
  return { rows: out, ref }
}

const HEADER = ["// Generated by scripts/gen-guards.ts (scripts/guards/explain.ts). Do not edit: run `pnpm gen`."]

/**
 * The module of explainers for `schemas`, exported as `exportName` (name → explainer); with
 * `guardsName`, also the guards walking the same rows (name → guard), so one table serves both.
 */
export const renderExplainers = (exportName: string, schemas: Record<string, { readonly ast: AST }>, guardsName?: string): string => {
  const { source, roots } = compileExplainers(Object.entries(schemas).map(([name, schema]) => ({ name, ast: schema.ast })))
  // The roots on one line, beside the rows they point into: a new schema renumbers rows, and the
  // diff shows that as the table's two lines, not a line per schema.
  const rootsLine = `const roots = ${json(Object.fromEntries(roots.map((r) => [r.name, Number(r.fn.slice(1))])))} as const`
  const table = (name: string, fn: string) => [`export const ${name} = byName(roots, ${fn})`]
  return [
    ...HEADER,
    ...(guardsName === undefined
      ? ["// Each explainer returns the issues `issuesOf` reports for the Effect decode of its schema (errors: \"all\"),", "// by walking the rows below (src/guards/explain-table.ts).", "/* eslint-disable */", "import { byName, decodeRows, explainers } from \"./explain-table\""]
      : [
          "// Each guard answers true only for a value its schema decodes to itself, and each explainer returns the",
          "// issues `issuesOf` reports for the Effect decode (errors: \"all\"): both walk the rows below (src/guards/explain-table.ts).",
          "/* eslint-disable */",
          "import { byName, decodeRows, explainers, validators } from \"./explain-table\""
        ]),
    "",
    source,
    rootsLine,
    ...(guardsName === undefined ? [] : ["const guard = validators(rows)", "", ...table(guardsName, "guard")]),
    "",
    ...table(exportName, "explainer"),
    ""
  ].join("\n")
}

/**
 * Webhook payload guards and explainers, keyed by family (webhooks/payload.ts): one table for both,
 * not a compiled guard, because the webhook entry runs on Workers, where its size is what counts
 * (a guard walking the table costs well under a microsecond for a transfer; bench/RESULTS.md).
 */
export const renderWebhookTable = (): string => renderExplainers("webhookExplainers", webhookPayloadSchemas, "webhookGuards")

/** Response explainers, keyed like the response guards: for a client that explains without effect/Schema. */
export const renderResponseExplainers = (): string => renderExplainers("responseExplainers", guardTargets().responses)
