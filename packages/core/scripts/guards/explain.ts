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
import { guardTargets } from "../../src/guards/registry"
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
}

type AST = SchemaAST.AST
type Check = SchemaAST.Check<any>

const format = SchemaIssue.makeFormatterStandardSchemaV1()
/** The message effect's formatter gives `issue` at its own path. */
const messageOf = (issue: SchemaIssue.Issue): string => {
  const issues = format(issue).issues
  if (issues.length !== 1) throw new Error(`expected one formatted issue, got ${issues.length}`)
  return issues[0]!.message
}
const json = (value: unknown) => JSON.stringify(value)

// The checks whose filter answers a boolean (so the issue is an InvalidValue without annotations)
// and whose test compiles to an expression, as in compile.ts.
const checkTest = (check: Check, v: string): string | undefined => {
  const representation = check.annotations?.representation as { id?: unknown; payload?: any } | undefined
  const p = representation?.payload
  switch (representation?.id) {
    case "effect/schema/isPattern": {
      const flags = String(p.flags)
      if (flags.includes("g") || flags.includes("y")) return undefined
      return `new RegExp(${json(p.source)}, ${json(flags)}).test(${v})`
    }
    case "effect/schema/isInt":
      return `Number.isSafeInteger(${v})`
    case "effect/schema/isFinite":
      return `Number.isFinite(${v})`
    case "effect/schema/isMinLength":
      return `${v}.length >= ${Number(p.minLength)}`
    case "effect/schema/isMaxLength":
      return `${v}.length <= ${Number(p.maxLength)}`
    case "effect/schema/isBetweenLength":
      return `(${v}.length >= ${Number(p.minimum)} && ${v}.length <= ${Number(p.maximum)})`
    case "effect/schema/isGreaterThan":
      return `${v} > ${Number(p.exclusiveMinimum)}`
    case "effect/schema/isGreaterThanOrEqualTo":
      return `${v} >= ${Number(p.minimum)}`
    case "effect/schema/isLessThan":
      return `${v} < ${Number(p.exclusiveMaximum)}`
    case "effect/schema/isLessThanOrEqualTo":
      return `${v} <= ${Number(p.maximum)}`
    case "effect/schema/isBetween":
      return `(${v} ${p.exclusiveMinimum ? ">" : ">="} ${Number(p.minimum)} && ${v} ${p.exclusiveMaximum ? "<" : "<="} ${Number(p.maximum)})`
  }
  return undefined
}

/** effect's runtime types (SchemaAST getRuntimeType) that a JSON value can have. */
const RUNTIME_TYPES = ["null", "string", "number", "boolean", "array", "object"] as const
type RuntimeType = (typeof RUNTIME_TYPES)[number]
const ALL_TYPES: ReadonlyArray<RuntimeType> = RUNTIME_TYPES
const runtimeTest: Record<RuntimeType, (v: string) => string> = {
  null: (v) => `${v} === null`,
  string: (v) => `typeof ${v} === "string"`,
  number: (v) => `typeof ${v} === "number"`,
  boolean: (v) => `typeof ${v} === "boolean"`,
  array: (v) => `Array.isArray(${v})`,
  object: (v) => `(typeof ${v} === "object" && ${v} !== null && !Array.isArray(${v}))`
}

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
  constant(code: string): string
  fn(ast: AST, path: ReadonlyArray<string>): string
}

/**
 * Statements that push the issues of the value `v` (an expression without side effects) at the
 * path `p` (an expression) into `o`. Empty when the node accepts every value.
 */
const explainNode = (ast: AST, emit: Emitter, path: ReadonlyArray<string>, v: string, p: string, o = "o"): string => {
  const refuse = (reason: string): never => {
    throw new ExplainCompileError(emit.root, path, reason)
  }
  if (ast.encoding) refuse("an encoding (transformation)")
  switch (ast._tag) {
    case "Unknown":
    case "Any":
      if (ast.checks) refuse("checks on unknown")
      return ""
    case "Objects":
    case "Arrays":
    case "Union":
    case "Suspend":
      return `${emit.fn(ast, path)}(${v}, ${p}, ${o})`
    case "String":
    case "Number":
    case "Boolean":
    case "Null":
    case "Literal": {
      const type = ast._tag === "Literal" ? `${v} === ${json(ast.literal)}` : runtimeTest[ast._tag.toLowerCase() as RuntimeType](v)
      const branches = [`if (!(${type})) ${o}.push({ path: ${p}, message: ${emit.constant(json(messageOf(new SchemaIssue.InvalidType(ast))))} })`]
      ;(ast.checks ?? []).forEach((check, i) => {
        if (check._tag === "FilterGroup") refuse("a check group")
        const test = checkTest(check, v) ?? refuse(`an unknown check ${json((check.annotations?.representation as any)?.id ?? "?")} [${i}]`)
        const message = messageOf(new SchemaIssue.Filter(check as SchemaAST.Filter<any>, new SchemaIssue.InvalidValue(undefined)))
        branches.push(`if (!(${test})) ${o}.push({ path: ${p}, message: ${emit.constant(json(message))} })`)
      })
      // The first failing test only: issuesOf keeps the first issue of a path.
      return branches.join("\n  else ")
    }
    default:
      return refuse(`an unsupported node ${ast._tag}`)
  }
}

const objectBody = (ast: SchemaAST.Objects, emit: Emitter, path: ReadonlyArray<string>): string => {
  if (ast.checks) throw new ExplainCompileError(emit.root, path, "checks on an object")
  const rest = ast.indexSignatures
  const openRest = rest.length === 1 && rest[0]!.parameter._tag === "String" && !rest[0]!.parameter.checks && isUnknown(rest[0]!.type)
  if (rest.length > 0 && !openRest) throw new ExplainCompileError(emit.root, path, "an index signature other than Record<string, unknown>")
  const lines = [
    `if (typeof v !== "object" || v === null || Array.isArray(v)) return void o.push({ path: p, message: ${emit.constant(json(messageOf(new SchemaIssue.InvalidType(ast))))} })`
  ]
  for (const property of ast.propertySignatures) {
    const name = property.name
    if (typeof name !== "string" || name === "") throw new ExplainCompileError(emit.root, path, "a property key that is not a non-empty string")
    const key = json(name)
    const at = `at(p, ${key})`
    const inner = explainNode(property.type, emit, [...path, `.${name}`], "x", at)
    // effect takes a property as present when `key in input` (own or inherited), `__proto__` only when own.
    const present = name === "__proto__" ? `Object.hasOwn(v, ${key})` : `${key} in v`
    const missing = isOptional(property.type)
      ? ""
      : ` else o.push({ path: ${at}, message: ${emit.constant(json(messageOf(new SchemaIssue.MissingKey(property.type.context?.annotations))))} })`
    if (inner === "" && missing === "") continue
    lines.push(`if (${present}) { ${inner === "" ? "" : `const x = v[${key}]\n  ${inner}`} }${missing}`)
  }
  return lines.join("\n  ")
}

const arrayBody = (ast: SchemaAST.Arrays, emit: Emitter, path: ReadonlyArray<string>): string => {
  if (ast.checks) throw new ExplainCompileError(emit.root, path, "checks on an array")
  if (ast.elements.length > 0 || ast.rest.length !== 1) throw new ExplainCompileError(emit.root, path, "a tuple (only arrays of one rest element)")
  const lines = [`if (!Array.isArray(v)) return void o.push({ path: p, message: ${emit.constant(json(messageOf(new SchemaIssue.InvalidType(ast))))} })`]
  const inner = explainNode(ast.rest[0]!, emit, [...path, "[]"], "x", "p + \"[\" + i + \"]\"")
  if (inner !== "") lines.push(`for (let i = 0; i < v.length; i++) { const x = v[i]\n  ${inner} }`)
  return lines.join("\n  ")
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

const unionBody = (ast: SchemaAST.Union, emit: Emitter, path: ReadonlyArray<string>): string => {
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
  const expected = `o.push({ path: p, message: ${emit.constant(json(messageOf(new SchemaIssue.AnyOf(ast, []))))} })`
  const cases: Array<string> = []
  for (const type of RUNTIME_TYPES) {
    const members = ast.types.map((m, i) => [m, i] as const).filter(([m]) => candidateTypes(m).includes(type))
    if (members.length === 0) continue
    const literals = members.filter(([m]) => m._tag === "Literal").map(([m]) => (m as SchemaAST.Literal).literal)
    const others = members.filter(([m]) => m._tag !== "Literal")
    const test = runtimeTest[type]("v")
    // A literal candidate is selected only when equal to the input, and then it succeeds.
    const literalHit = literals.length === 0 ? "" : literals.length > 3
      ? `if (${emit.constant(`new Set(${json(literals)})`)}.has(v)) return\n  `
      : `if (${literals.map((l) => `v === ${json(l)}`).join(" || ")}) return\n  `
    let body: string
    if (others.some(([m]) => acceptsAll(m, type))) body = "return"
    else if (others.length === 0) body = `${literalHit}return void ${expected}`
    else if (others.length === 1) body = `${literalHit}${explainNode(others[0]![0], emit, [...path, `|${others[0]![1]}`], "v", "p")}\n  return`
    else {
      // Several candidates: the union succeeds when one does; else every candidate's issues, in order.
      const tries = others.map(([m, i]) => `${explainNode(m, emit, [...path, `|${i}`], "v", "p", "a")}\n  if (a.length === n) return\n  n = a.length`)
      body = `${literalHit}{ const a: Array<Issue> = []; let n = 0\n  ${tries.join("\n  ")}\n  for (const i of a) o.push(i)\n  return }`
    }
    cases.push(`if (${test}) { ${body} }`)
  }
  return [...cases, expected].join("\n  ")
}

const functionBody = (ast: AST, emit: Emitter, path: ReadonlyArray<string>): string => {
  switch (ast._tag) {
    case "Objects":
      return objectBody(ast, emit, path)
    case "Arrays":
      return arrayBody(ast, emit, path)
    case "Union":
      return unionBody(ast, emit, path)
    case "Suspend":
      return explainNode(ast.thunk(), emit, [...path, "~"], "v", "p")
    default:
      return explainNode(ast, emit, path, "v", "p")
  }
}

/** Compiles the explainers of `schemas` (name → AST) into one module's source (TypeScript). */
export const compileExplainers = (schemas: ReadonlyArray<{ readonly name: string; readonly ast: AST }>): CompiledExplainers => {
  const constants: Array<string> = []
  const constantNames = new Map<string, string>()
  const functions: Array<string> = []
  const names = new Map<AST, string>()
  const bodies = new Map<string, string>()
  const roots: Array<{ name: string; fn: string }> = []
  for (const schema of schemas) {
    const emit: Emitter = {
      root: schema.name,
      constant(code) {
        let name = constantNames.get(code)
        if (name === undefined) {
          name = `m${constantNames.size}`
          constantNames.set(code, name)
          constants.push(`const ${name} = ${code}`)
        }
        return name
      },
      fn(ast, path) {
        let name = names.get(ast)
        if (name === undefined) {
          name = `e${names.size}`
          names.set(ast, name) // before compiling the body: a recursive schema refers to itself
          const body = functionBody(ast, emit, path)
          // The same shape written twice: one function, the other name an alias.
          const same = bodies.get(body)
          if (same !== undefined && !new RegExp(`\\b${name}\\b`).test(body)) functions.push(`const ${name} = ${same}`)
          else {
            bodies.set(body, name)
            functions.push(`function ${name}(v: any, p: string, o: Array<Issue>): void {\n  ${body}\n}`)
          }
        }
        return name
      }
    }
    const ast = schema.ast
    const fn = ast._tag === "Objects" || ast._tag === "Arrays" || ast._tag === "Union" || ast._tag === "Suspend"
      ? emit.fn(ast, [])
      : emit.fn({ _tag: "Suspend", thunk: () => ast, encoding: undefined, checks: undefined } as unknown as AST, [])
    roots.push({ name: schema.name, fn })
  }
  return { source: [...constants, ...functions].join("\n"), roots }
}

const HEADER = [
  "// Generated by scripts/gen-guards.ts (scripts/guards/explain.ts). Do not edit: run `pnpm --filter @payrail/core gen:guards`.",
  "// Each explainer returns the issues `issuesOf` reports for the Effect decode of its schema (errors: \"all\").",
  "/* eslint-disable */",
  "import type { Issue } from \"../errors\"",
  "",
  "/** `formatPath` of src/schema/issues.ts, one key at a time (keys are never empty). */",
  "const at = (p: string, key: string): string => (p === \"\" ? key : `${p}.${key}`)",
  "/** The first issue of each path, in order (issuesOf's firstIssuePerPath). */",
  "const run = (explain: (v: unknown, p: string, o: Array<Issue>) => void) => (value: unknown): Array<Issue> => {",
  "  const o: Array<Issue> = []",
  "  explain(value, \"\", o)",
  "  const seen = new Set<string>()",
  "  return o.filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true)))",
  "}"
]

/** The module of explainers for `schemas`, exported as `exportName` (name → explainer). */
export const renderExplainers = (exportName: string, schemas: Record<string, { readonly ast: AST }>): string => {
  const { source, roots } = compileExplainers(Object.entries(schemas).map(([name, schema]) => ({ name, ast: schema.ast })))
  return [
    ...HEADER,
    source,
    "",
    `export const ${exportName} = {`,
    ...roots.map(({ name, fn }) => `  ${json(name)}: run(${fn}),`),
    "} as const",
    ""
  ].join("\n")
}

/** Webhook payload explainers, keyed by family (webhooks/payload.ts explains a guard's refusal with them). */
export const renderWebhookExplainers = (): string => renderExplainers("webhookExplainers", webhookPayloadSchemas)

/** Response explainers, keyed like the response guards: for a client that explains without effect/Schema. */
export const renderResponseExplainers = (): string => renderExplainers("responseExplainers", guardTargets().responses)
