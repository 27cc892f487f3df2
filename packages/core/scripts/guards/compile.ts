/**
 * Compiles an effect/Schema AST into the source of a plain JavaScript guard: a function that
 * answers `true` exactly when `Schema.decodeUnknown` would succeed on a JSON value AND return a
 * value deep-equal to its input (so the caller may return the parsed JSON as is).
 *
 * Answering `false` is always safe: the caller then runs the full Effect decode, which either
 * succeeds (and its result is used) or explains the failure. So the guard may be stricter than the
 * decode (a struct without a rest signature that has excess keys: the decode would strip them), but
 * never looser. Anything the compiler does not know for certain refuses to compile: an encoding (a
 * transformation would make the decoded value differ from the input), a check without a known
 * representation, a `oneOf` union. The build then fails and someone teaches the compiler the new
 * node, instead of a guard silently drifting from the schema.
 */
import type * as SchemaAST from "effect/SchemaAST"

export class GuardCompileError extends Error {
  constructor(path: ReadonlyArray<string>, reason: string) {
    super(`cannot compile a guard at ${path.length === 0 ? "<root>" : path.join(".")}: ${reason}`)
  }
}

type Check = SchemaAST.Check<any>

interface Emitter {
  /** Declares a module-level constant (a RegExp, a literal set) and returns its name. */
  constant(code: string): string
  /** Returns the name of the function guarding `ast`, compiling it once. */
  fn(ast: SchemaAST.AST, path: ReadonlyArray<string>): string
}

/** The result: the source of every function, and the name of the root guard of each input. */
export interface CompiledGuards {
  readonly source: string
  readonly roots: ReadonlyArray<{ readonly name: string; readonly fn: string }>
}

const json = (value: unknown) => JSON.stringify(value)

/** One known check → a boolean expression over `v` (already known to be of the node's type). */
const checkExpression = (check: Check, emit: Emitter, path: ReadonlyArray<string>, v: string): string => {
  if (check._tag === "FilterGroup") return check.checks.map((c) => `(${checkExpression(c, emit, path, v)})`).join(" && ")
  const representation = check.annotations?.representation as { id?: unknown; payload?: any } | undefined
  const id = representation?.id
  const p = representation?.payload
  switch (id) {
    case "effect/schema/isPattern": {
      const flags = String(p.flags)
      if (flags.includes("g") || flags.includes("y")) throw new GuardCompileError(path, `stateful RegExp flags "${flags}"`)
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
    default:
      throw new GuardCompileError(path, `unknown check ${id === undefined ? `"${String(check.annotations?.expected ?? "?")}"` : String(id)}`)
  }
}

/** A node that accepts string literals only (a literal, or a union of them), without checks. */
const onlyStringLiterals = (ast: SchemaAST.AST): boolean =>
  !ast.checks && !ast.encoding &&
  ((ast._tag === "Literal" && typeof ast.literal === "string") || (ast._tag === "Union" && ast.types.every(onlyStringLiterals)))

const INLINE = new Set(["String", "Number", "Boolean", "Null", "Unknown", "Any", "Literal", "Union"])
/** A union member: leaves and unions inline, objects and arrays through their own function. */
const memberExpression = (ast: SchemaAST.AST, emit: Emitter, path: ReadonlyArray<string>, v: string): string =>
  INLINE.has(ast._tag) ? nodeExpression(ast, emit, path, v) : `${emit.fn(ast, path)}(${v})`

/** The type test of one node as an expression over `v`, without its checks. */
const typeExpression = (ast: SchemaAST.AST, emit: Emitter, path: ReadonlyArray<string>, v: string): string => {
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
      if (ast.options?.mode === "oneOf") throw new GuardCompileError(path, "oneOf union")
      // A union of literals only: one Set lookup instead of a chain of comparisons.
      if (ast.types.length > 3 && ast.types.every((t) => t._tag === "Literal" && !t.checks && !t.encoding)) {
        const set = emit.constant(`new Set(${json(ast.types.map((t) => (t as SchemaAST.Literal).literal))})`)
        return `${set}.has(${v})`
      }
      // An unchecked string member subsumes every string literal member (the open enums of responses).
      const anyString = ast.types.some((t) => t._tag === "String" && !t.checks && !t.encoding)
      const members = anyString ? ast.types.filter((t) => !onlyStringLiterals(t)) : ast.types
      return members.map((member, i) => `(${memberExpression(member, emit, [...path, `|${i}`], v)})`).join(" || ")
    }
    case "Objects":
    case "Arrays":
    case "Suspend":
      return `${emit.fn(ast, path)}(${v})`
    default:
      throw new GuardCompileError(path, `unsupported node ${ast._tag}`)
  }
}

const nodeExpression = (ast: SchemaAST.AST, emit: Emitter, path: ReadonlyArray<string>, v: string): string => {
  if (ast.encoding) throw new GuardCompileError(path, "an encoding (transformation): the decoded value would differ from the input")
  const type = typeExpression(ast, emit, path, v)
  const checks = (ast.checks ?? []).map((c) => checkExpression(c, emit, path, v))
  return checks.length === 0 ? type : `(${type}) && ${checks.map((c) => `(${c})`).join(" && ")}`
}

/** The body of a function over `v` for a composite node. */
const functionBody = (ast: SchemaAST.AST, emit: Emitter, path: ReadonlyArray<string>): string => {
  if (ast.encoding) throw new GuardCompileError(path, "an encoding (transformation): the decoded value would differ from the input")
  const lines: Array<string> = []
  const checks = (ast.checks ?? []).map((c) => checkExpression(c, emit, path, "v"))
  const finish = () => {
    lines.push(checks.length === 0 ? "return true" : `return ${checks.map((c) => `(${c})`).join(" && ")}`)
    return lines.join("\n  ")
  }
  switch (ast._tag) {
    case "Objects": {
      lines.push(`if (typeof v !== "object" || v === null || Array.isArray(v)) return false`)
      const rest = ast.indexSignatures
      const openRest = rest.length === 1 && rest[0]!.parameter._tag === "String" && !rest[0]!.parameter.checks &&
        (rest[0]!.type._tag === "Unknown" || rest[0]!.type._tag === "Any") && !rest[0]!.type.checks
      if (rest.length > 0 && !openRest) throw new GuardCompileError(path, "an index signature other than Record<string, unknown>")
      if (!openRest) lines.push("let known = 0")
      if (ast.propertySignatures.length > 0) lines.push("let x")
      for (const property of ast.propertySignatures) {
        if (typeof property.name !== "string") throw new GuardCompileError(path, "a non-string property key")
        const key = json(property.name)
        const optional = property.type.context?.isOptional === true
        const test = nodeExpression(property.type, emit, [...path, property.name], "x")
        // effect reads a property present when `key in input` (own or inherited); JSON has only own keys.
        const present = property.name === "__proto__" ? `Object.hasOwn(v, ${key})` : `${key} in v`
        lines.push(`if (${present}) { x = v[${key}]; if (!(${test})) return false${openRest ? "" : "; known++"} }${optional ? "" : " else return false"}`)
      }
      // Without a rest signature the decode strips unknown keys: then the input is not the output.
      if (!openRest) lines.push("if (Object.keys(v).length !== known) return false")
      return finish()
    }
    case "Arrays": {
      if (ast.rest.length > 1) throw new GuardCompileError(path, "elements after a rest element")
      lines.push("if (!Array.isArray(v)) return false")
      const required = ast.elements.filter((e) => e.context?.isOptional !== true).length
      if (ast.rest.length === 0) lines.push(`if (v.length < ${required} || v.length > ${ast.elements.length}) return false`)
      else if (required > 0) lines.push(`if (v.length < ${required}) return false`)
      ast.elements.forEach((element, i) => {
        const test = nodeExpression(element, emit, [...path, `[${i}]`], "x")
        lines.push(`if (v.length > ${i}) { const x = v[${i}]; if (!(${test})) return false }`)
      })
      if (ast.rest.length === 1 && !((ast.rest[0]!._tag === "Unknown" || ast.rest[0]!._tag === "Any") && !ast.rest[0]!.checks)) {
        const test = nodeExpression(ast.rest[0]!, emit, [...path, "[]"], "x")
        lines.push(`for (let i = ${ast.elements.length}; i < v.length; i++) { const x = v[i]; if (!(${test})) return false }`)
      }
      return finish()
    }
    case "Suspend":
      lines.push(`return ${nodeExpression(ast.thunk(), emit, path, "v")}`)
      return lines.join("\n  ")
    default:
      lines.push(`return ${nodeExpression(ast, emit, path, "v")}`)
      return lines.join("\n  ")
  }
}

/** Compiles the guards of `schemas` (name → AST) into one module's source. */
export const compileGuards = (
  schemas: ReadonlyArray<{ readonly name: string; readonly ast: SchemaAST.AST }>,
  options: { readonly typescript?: boolean } = {}
): CompiledGuards => {
  const signature = options.typescript === false ? "(v)" : "(v: any): boolean"
  const constants: Array<string> = []
  const constantNames = new Map<string, string>()
  const functions: Array<string> = []
  const names = new Map<SchemaAST.AST, string>()
  const emit: Emitter = {
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
        functions.push(`function ${name}${signature} {\n  ${functionBody(ast, emit, path)}\n}`)
      }
      return name
    }
  }
  const roots = schemas.map(({ name, ast }) => ({ name, fn: emit.fn(ast, [name]) }))
  return { source: [...constants, ...functions].join("\n"), roots }
}
