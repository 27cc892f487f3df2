/**
 * Compiles an effect/Schema AST into the source of a plain JavaScript guard: a function that
 * answers `true` exactly when `Schema.decodeUnknown` would succeed AND return a value deep-equal
 * to its input (so the caller may use the input as is) — or, for an open request body
 * (`openObjects`), when the decode succeeds: its unknown keys are the caller's, sent as given.
 *
 * Answering `false` is always safe: the caller then runs the full Effect decode, which either
 * succeeds (and its result is used) or explains the failure. So the guard may be stricter than the
 * decode, never looser. What the compiler cannot prove refuses to compile: an encoding (a
 * transformation would make the decoded value differ from the input), a `oneOf` union, an index
 * signature other than `Record<string, unknown>`, and — unless checks may be bound at run time —
 * a check without a known representation. The build then fails (test/guards/drift.test.ts) and
 * someone teaches the compiler the new node, instead of a guard silently drifting from its schema.
 *
 * Bound checks (request schemas): a custom `makeFilter` cannot be compiled, so the guard calls the
 * live filter instead (`k3(x)`); the generated module lists where each one sits in the schema
 * (a path of steps from the root), and src/guards/bind.ts finds it there at run time.
 */
import { createHash } from "node:crypto"
import type * as SchemaAST from "effect/SchemaAST"

import type { Path } from "../../src/guards/bind"
import { CHECK_ANNOTATION } from "../../src/schema/request-checks"
import { annotationOf, WIRE_ALIASES_ANNOTATION } from "../../src/schema/annotations"

export class GuardCompileError extends Error {
  constructor(root: string, path: Path, reason: string) {
    const where = path.map((s) => (s[0] === "p" ? `.${s[1]}` : s[0] === "u" ? `|${s[1]}` : s[0] === "e" ? `[${s[1]}]` : s[0] === "r" ? "[]" : ""))
    super(`cannot compile a guard at ${root}${where.join("")}: ${reason}`)
  }
}

export interface CompileOptions {
  /** Emit TypeScript (`v: any`) or plain JavaScript. Default TypeScript. */
  readonly typescript?: boolean
  /** Call custom checks through bound functions instead of refusing them (request schemas). */
  readonly bindChecks?: boolean
  /** Call named checks (src/schema/request-checks.ts) as `checks.<name>(...args)`, through `passes`. */
  readonly namedChecks?: boolean
  /** Require plain objects (prototype Object.prototype or null): for caller input that is not JSON.parse output. */
  readonly plainObjects?: boolean
  /**
   * Open objects (request bodies): unknown keys pass, since the input itself is what is sent
   * (src/api/engine/check.ts). A key the schema names as an alias of a wire name answers false: the
   * full check renames it (src/schema/open-request.ts).
   */
  readonly openObjects?: boolean
}

/** The result: the source of every function, the root guard of each input, and the checks to bind. */
export interface CompiledGuards {
  readonly source: string
  readonly roots: ReadonlyArray<{ readonly name: string; readonly fn: string }>
  /** Bound check `k<i>` is the filter at `path` below the schema named `root`. */
  readonly bound: ReadonlyArray<{ readonly root: string; readonly path: Path }>
}

type Check = SchemaAST.Check<any>

interface Emitter {
  readonly options: CompileOptions
  readonly root: string
  constant(code: string): string
  fn(ast: SchemaAST.AST, path: Path): string
  bound(filter: Check, path: Path): string
}

const json = (value: unknown) => JSON.stringify(value)
const isUnknown = (ast: SchemaAST.AST) => (ast._tag === "Unknown" || ast._tag === "Any") && !ast.checks && !ast.encoding
const refuse = (emit: Emitter, path: Path, reason: string): never => {
  throw new GuardCompileError(emit.root, path, reason)
}

/** One check → a boolean expression over `v` (already known to be of the node's type). */
const checkExpression = (check: Check, emit: Emitter, path: Path, v: string): string => {
  if (check._tag === "FilterGroup") {
    return check.checks.map((c, j) => `(${checkExpression(c, emit, [...path, ["g", j]], v)})`).join(" && ")
  }
  const representation = check.annotations?.representation as { id?: unknown; payload?: any } | undefined
  const p = representation?.payload
  switch (representation?.id) {
    case "effect/schema/isPattern": {
      const flags = String(p.flags)
      if (flags.includes("g") || flags.includes("y")) break // stateful: bound, or refused
      return `${emit.constant(`new RegExp(${json(p.source)}, ${json(flags)})`)}.test(${v})`
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
      return `${v}.length >= ${Number(p.minimum)} && ${v}.length <= ${Number(p.maximum)}`
    case "effect/schema/isGreaterThan":
      return `${v} > ${Number(p.exclusiveMinimum)}`
    case "effect/schema/isGreaterThanOrEqualTo":
      return `${v} >= ${Number(p.minimum)}`
    case "effect/schema/isLessThan":
      return `${v} < ${Number(p.exclusiveMaximum)}`
    case "effect/schema/isLessThanOrEqualTo":
      return `${v} <= ${Number(p.maximum)}`
    case "effect/schema/isBetween":
      return `${v} ${p.exclusiveMinimum ? ">" : ">="} ${Number(p.minimum)} && ${v} ${p.exclusiveMaximum ? "<" : "<="} ${Number(p.maximum)}`
  }
  // A rule of src/schema/request-checks.ts: the guard calls the same plain function by name.
  const named = check.annotations?.[CHECK_ANNOTATION] as { name: string; args: ReadonlyArray<unknown> } | undefined
  if (named !== undefined && emit.options.namedChecks) return `passes(${emit.constant(`checks.${named.name}(${named.args.map(json).join(", ")})`)}(${v}))`
  if (emit.options.bindChecks) return `${emit.bound(check, path)}(${v})`
  return refuse(emit, path, `unknown check ${json(representation?.id ?? check.annotations?.expected ?? "?")}`)
}

/** A node that accepts string literals only (a literal, or a union of them), without checks. */
const onlyStringLiterals = (ast: SchemaAST.AST): boolean =>
  !ast.checks && !ast.encoding &&
  ((ast._tag === "Literal" && typeof ast.literal === "string") || (ast._tag === "Union" && ast.types.every(onlyStringLiterals)))

/** The type test of one node as an expression over `v`, without its checks; objects and arrays get a function. */
const typeExpression = (ast: SchemaAST.AST, emit: Emitter, path: Path, v: string): string => {
  switch (ast._tag) {
    case "String":
      return `typeof ${v} === "string"`
    case "Number":
      return `typeof ${v} === "number"`
    case "Boolean":
      return `typeof ${v} === "boolean"`
    case "Null":
      return `${v} === null`
    case "Unknown":
    case "Any":
      return "true"
    case "Literal":
      return `${v} === ${json(ast.literal)}`
    case "Union": {
      if (ast.options?.mode === "oneOf") return refuse(emit, path, "a oneOf union")
      // A union of literals only: one Set lookup instead of a chain of comparisons.
      if (ast.types.length > 3 && ast.types.every((t) => t._tag === "Literal" && !t.checks && !t.encoding)) {
        return `${emit.constant(`new Set(${json(ast.types.map((t) => (t as SchemaAST.Literal).literal))})`)}.has(${v})`
      }
      // An unchecked string member subsumes every string-literal member (the open enums of responses).
      const anyString = ast.types.some((t) => t._tag === "String" && !t.checks && !t.encoding)
      return ast.types
        .map((member, i) => (anyString && onlyStringLiterals(member) ? undefined : `(${nodeExpression(member, emit, [...path, ["u", i]], v)})`))
        .filter((e) => e !== undefined)
        .join(" || ")
    }
    case "Objects":
    case "Arrays":
    case "Suspend":
      return `${emit.fn(ast, path)}(${v})`
    default:
      return refuse(emit, path, `an unsupported node ${ast._tag}`)
  }
}

const checksOf = (ast: SchemaAST.AST, emit: Emitter, path: Path, v: string) =>
  (ast.checks ?? []).map((c, i) => `(${checkExpression(c, emit, [...path, ["c", i]], v)})`)

const nodeExpression = (ast: SchemaAST.AST, emit: Emitter, path: Path, v: string): string => {
  if (ast.encoding) refuse(emit, path, "an encoding (transformation): the decoded value would differ from the input")
  const type = typeExpression(ast, emit, path, v)
  // Objects and arrays run their own checks inside their function.
  if (ast._tag === "Objects" || ast._tag === "Arrays") return type
  const checks = checksOf(ast, emit, path, v)
  return checks.length === 0 ? type : `(${type}) && ${checks.join(" && ")}`
}

const objectBody = (ast: SchemaAST.Objects, emit: Emitter, path: Path): Array<string> => {
  const lines = [`if (typeof v !== "object" || v === null || Array.isArray(v)) return false`]
  if (emit.options.plainObjects) lines.push("const proto = Object.getPrototypeOf(v)", "if (proto !== Object.prototype && proto !== null) return false")
  const rest = ast.indexSignatures
  const openRest = rest.length === 1 && rest[0]!.parameter._tag === "String" && !rest[0]!.parameter.checks && isUnknown(rest[0]!.type)
  if (rest.length > 0 && !openRest) refuse(emit, path, "an index signature other than Record<string, unknown>")
  const aliases = annotationOf(ast, WIRE_ALIASES_ANNOTATION) as Readonly<Record<string, string>> | undefined
  if (aliases !== undefined && !emit.options.openObjects) refuse(emit, path, "wire aliases outside an open request")
  for (const alias of Object.keys(aliases ?? {})) lines.push(`if (Object.hasOwn(v, ${json(alias)})) return false`)
  const countKeys = !openRest && !emit.options.openObjects
  if (countKeys) lines.push("let known = 0")
  if (ast.propertySignatures.length > 0) lines.push("let x")
  for (const property of ast.propertySignatures) {
    if (typeof property.name !== "string") refuse(emit, path, "a non-string property key")
    const name = property.name as string
    const key = json(name)
    const test = nodeExpression(property.type, emit, [...path, ["p", name]], "x")
    // effect takes a property as present when `key in input` (own or inherited), `__proto__` only when own.
    const present = name === "__proto__" ? `Object.hasOwn(v, ${key})` : `${key} in v`
    const required = property.type.context?.isOptional === true ? "" : " else return false"
    lines.push(`if (${present}) { x = v[${key}]; if (!(${test})) return false${countKeys ? "; known++" : ""} }${required}`)
  }
  // Without a rest signature the decode drops unknown keys (or, strict, refuses them): either way not
  // the input — unless the input itself is what is used (open requests).
  if (countKeys) lines.push("if (Object.keys(v).length !== known) return false")
  return lines
}

const arrayBody = (ast: SchemaAST.Arrays, emit: Emitter, path: Path): Array<string> => {
  if (ast.rest.length > 1) refuse(emit, path, "elements after a rest element")
  const lines = ["if (!Array.isArray(v)) return false"]
  const required = ast.elements.filter((e) => e.context?.isOptional !== true).length
  if (ast.rest.length === 0) lines.push(`if (v.length < ${required} || v.length > ${ast.elements.length}) return false`)
  else if (required > 0) lines.push(`if (v.length < ${required}) return false`)
  ast.elements.forEach((element, i) => {
    lines.push(`if (v.length > ${i}) { const x = v[${i}]; if (!(${nodeExpression(element, emit, [...path, ["e", i]], "x")})) return false }`)
  })
  const restType = ast.rest[0]
  if (restType !== undefined && !isUnknown(restType)) {
    const test = nodeExpression(restType, emit, [...path, ["r"]], "x")
    lines.push(`for (let i = ${ast.elements.length}; i < v.length; i++) { const x = v[i]; if (!(${test})) return false }`)
  }
  return lines
}

/** The body of the function over `v` that guards an object, array or suspended node. */
const functionBody = (ast: SchemaAST.AST, emit: Emitter, path: Path): string => {
  if (ast.encoding) refuse(emit, path, "an encoding (transformation): the decoded value would differ from the input")
  if (ast._tag === "Suspend") return `return ${nodeExpression(ast.thunk(), emit, [...path, ["s"]], "v")}`
  if (ast._tag !== "Objects" && ast._tag !== "Arrays") return `return ${nodeExpression(ast, emit, path, "v")}` // a root leaf or union
  const lines = ast._tag === "Objects" ? objectBody(ast, emit, path) : arrayBody(ast, emit, path)
  const checks = checksOf(ast, emit, path, "v")
  lines.push(checks.length === 0 ? "return true" : `return ${checks.join(" && ")}`)
  return lines.join("\n  ")
}

/** Compiles the guards of `schemas` (name → AST) into one module's source. */
export const compileGuards = (
  schemas: ReadonlyArray<{ readonly name: string; readonly ast: SchemaAST.AST }>,
  options: CompileOptions = {}
): CompiledGuards => {
  const signature = options.typescript === false ? "(v)" : "(v: any): boolean"
  const constants: Array<string> = []
  const constantNames = new Map<string, string>()
  const functions: Array<string> = []
  const names = new Map<SchemaAST.AST, string>()
  const bodies = new Map<string, string>()
  const boundNames = new Map<Check, string>()
  const bound: Array<{ root: string; path: Path }> = []
  const roots: Array<{ name: string; fn: string }> = []
  for (const schema of schemas) {
    const emit: Emitter = {
      options,
      root: schema.name,
      constant(code) {
        let name = constantNames.get(code)
        if (name === undefined) {
          name = `c${constantNames.size}`
          constantNames.set(code, name)
          constants.push(`const ${name} = ${code}`)
        }
        return name
      },
      fn(ast, path) {
        let name = names.get(ast)
        if (name === undefined) {
          name = `g${names.size}`
          names.set(ast, name) // before compiling the body: a recursive schema refers to itself
          const body = functionBody(ast, emit, path)
          // Many schemas share a shape (the same struct written twice): one function, the other name an alias.
          const same = bodies.get(body)
          if (same !== undefined && !new RegExp(`\\b${name}\\b`).test(body)) functions.push(`const ${name} = ${same}`)
          else {
            bodies.set(body, name)
            functions.push(`function ${name}${signature} {\n  ${body}\n}`)
          }
        }
        return name
      },
      bound(filter, path) {
        // A shared filter (one AmountValue in many places) is bound once, where it is first met.
        let name = boundNames.get(filter)
        if (name === undefined) {
          name = `k${bound.length}`
          boundNames.set(filter, name)
          bound.push({ root: schema.name, path })
        }
        return name
      }
    }
    roots.push({ name: schema.name, fn: emit.fn(schema.ast, []) })
  }
  return stableNames({ constants, functions, roots, bound })
}

const hash = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 10)

/**
 * Renames the positional `c<i>` constants and `g<i>` functions after their content (a hash of the
 * code, and for a function of the names it calls), and orders them by name: adding a schema adds
 * its own lines and renames nothing else. A function in a cycle hashes its recursive calls as `rec`.
 * Two functions of the same content become one.
 */
const stableNames = (compiled: {
  readonly constants: ReadonlyArray<string>
  readonly functions: ReadonlyArray<string>
  readonly roots: ReadonlyArray<{ readonly name: string; readonly fn: string }>
  readonly bound: ReadonlyArray<{ readonly root: string; readonly path: Path }>
}): CompiledGuards => {
  const constantName = new Map<string, string>()
  const constantCode = new Map<string, string>()
  for (const line of compiled.constants) {
    const [, name, code] = /^const (c\d+) = ([\s\S]*)$/.exec(line)!
    constantName.set(name!, `c_${hash(code!)}`)
    constantCode.set(`c_${hash(code!)}`, code!)
  }
  const withConstants = (text: string) => text.replace(/\bc\d+\b/g, (c) => constantName.get(c) ?? c)
  const bodies = new Map<string, string>() // g<i> → its text after `function g<i>` (or `= g<j>` for an alias)
  for (const line of compiled.functions) {
    const alias = /^const (g\d+) = (g\d+)$/.exec(line)
    if (alias !== null) bodies.set(alias[1]!, `=${alias[2]!}`)
    else {
      const [, name, rest] = /^function (g\d+)([\s\S]*)$/.exec(line)!
      bodies.set(name!, withConstants(rest!))
    }
  }
  const finalName = new Map<string, string>()
  const inProgress = new Set<string>()
  const nameOf = (g: string): string => {
    const done = finalName.get(g)
    if (done !== undefined) return done
    if (inProgress.has(g)) return "rec"
    const body = bodies.get(g)!
    if (body.startsWith("=")) {
      const target = nameOf(body.slice(1))
      finalName.set(g, target)
      return target
    }
    inProgress.add(g)
    const named = body.replace(/\bg\d+\b/g, (ref) => (ref === g ? "self" : nameOf(ref)))
    inProgress.delete(g)
    const name = `g_${hash(named)}`
    finalName.set(g, name)
    return name
  }
  const output = new Map<string, string>()
  for (const [g, body] of bodies) {
    const name = nameOf(g)
    if (body.startsWith("=") || output.has(name)) continue
    output.set(name, `function ${name}${body.replace(/\bg\d+\b/g, (ref) => nameOf(ref))}`)
  }
  const byName = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return {
    source: [...byName(constantCode).map(([name, code]) => `const ${name} = ${code}`), ...byName(output).map(([, text]) => text)].join("\n"),
    roots: compiled.roots.map((r) => ({ name: r.name, fn: nameOf(r.fn) })),
    bound: compiled.bound
  }
}
