/**
 * fast-check arbitraries from the JSON Schemas of an OpenAPI 3.1 document: values valid per the
 * schema (the subset the Payrail document uses: `$ref`, `anyOf`/`oneOf`/`allOf`, `enum`, `const`,
 * `not`, the scalar types with their bounds, `pattern`, `format: date-time`, arrays, objects, and
 * an object's own `anyOf` / `not` of required sets, as a subscription's schedule or a webhook
 * endpoint's trigger states them).
 * Only the declared properties are generated (no unknown keys); strings are printable ASCII, so
 * JavaScript's and JSON Schema's lengths agree.
 */
import fc from "fast-check"

export type Json = Record<string, any>

const MAX_DEPTH = 6

export const resolver = (doc: Json) => {
  const resolve = (schema: Json): Json => {
    let s = schema
    while (typeof s.$ref === "string") {
      const path = (s.$ref as string).replace(/^#\//, "").split("/")
      const target = path.reduce<any>((node, key) => node?.[key], doc)
      if (target === undefined) throw new Error(`Unresolved $ref ${s.$ref}`)
      const { $ref: _, ...siblings } = s
      s = { ...target, ...siblings }
    }
    return s
  }
  /** `allOf` folded into the schema itself (properties and required merged; other keywords: the last one wins). */
  const flatten = (schema: Json): Json => {
    const s = resolve(schema)
    if (!Array.isArray(s.allOf)) return s
    const { allOf, ...rest } = s
    let out: Json = rest
    for (const part of allOf as Array<Json>) {
      const p = flatten(part)
      out = {
        ...p,
        ...out,
        properties: { ...p.properties, ...out.properties },
        required: [...new Set([...(p.required ?? []), ...(out.required ?? [])])]
      }
    }
    return out
  }
  return flatten
}

const dateTime = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true })
  .map((d) => d.toISOString())

/** Top-level alternatives of a RegExp source (`a|b(c|d)` → `a`, `b(c|d)`). */
const alternatives = (source: string): Array<string> => {
  const out: Array<string> = []
  let depth = 0
  let start = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === "\\") i++
    else if (c === "(" || c === "[") depth++
    else if (c === ")" || c === "]") depth--
    else if (c === "|" && depth === 0) {
      out.push(source.slice(start, i))
      start = i + 1
    }
  }
  out.push(source.slice(start))
  return out
}

/** Strings matching `source`; fast-check cannot generate from lookaheads, so such alternatives are left out. */
const matching = (source: string): fc.Arbitrary<string> => {
  try {
    const arb = fc.stringMatching(new RegExp(source))
    fc.sample(arb, 1)
    return arb
  } catch {
    const usable = alternatives(source).filter((a) => !/\(\?[=!<]/.test(a))
    if (usable.length === 0) throw new Error(`No generator for the pattern ${source}`)
    return fc.oneof(...usable.map((a) => fc.stringMatching(new RegExp(a))))
  }
}

const stringOf = (s: Json): fc.Arbitrary<string> => {
  const min = (s.minLength as number | undefined) ?? 0
  const max = Math.min((s.maxLength as number | undefined) ?? min + 24, min + 24)
  if (s.format === "date-time") return dateTime
  if (typeof s.pattern === "string") {
    const re = new RegExp(s.pattern)
    return matching(s.pattern).filter((v) => re.test(v)).filter((v) => v.length >= min && v.length <= ((s.maxLength as number | undefined) ?? Infinity) && !/[^\x20-\x7e]/.test(v))
  }
  return fc.string({ minLength: min, maxLength: max })
}

const numberOf = (s: Json, integer: boolean): fc.Arbitrary<number> => {
  const lo = (s.minimum as number | undefined) ?? (s.exclusiveMinimum !== undefined ? (s.exclusiveMinimum as number) + (integer ? 1 : 0.0001) : -1_000_000)
  const hi = Math.min((s.maximum as number | undefined) ?? 1_000_000, 1_000_000)
  if (integer) return fc.integer({ min: Math.ceil(lo), max: Math.max(Math.ceil(lo), Math.floor(hi)) })
  // four decimals at most: the amounts' precision (and any other number's)
  return fc.integer({ min: Math.ceil(lo * 10_000), max: Math.floor(hi * 10_000) }).map((n) => n / 10_000)
}

/**
 * Whether `value` meets a required set (`{ required, properties }` whose properties say only
 * `type: object | array` and `minItems`): the form an object's own `anyOf` / `not` takes.
 */
const meets = (value: unknown, set: Json): boolean => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  const object = value as Record<string, unknown>
  return ((set.required ?? []) as Array<string>).every((key) => {
    if (!(key in object)) return false
    const rule = (set.properties?.[key] ?? {}) as Json
    const v = object[key]
    if (rule.type === "object") return typeof v === "object" && v !== null && !Array.isArray(v)
    if (rule.type === "array") return Array.isArray(v) && v.length >= ((rule.minItems as number | undefined) ?? 0)
    return true
  })
}

/** Values valid per `schema` (resolved against `doc`). */
export const arbitraryFor = (doc: Json) => {
  const flatten = resolver(doc)
  const arb = (schema: Json | boolean, depth: number): fc.Arbitrary<unknown> => {
    if (schema === true || (typeof schema === "object" && Object.keys(schema).length === 0)) return fc.jsonValue({ maxDepth: 1 })
    if (schema === false) throw new Error("A false schema has no values")
    const flat = flatten(schema)
    // an object's own anyOf is of required sets (not alternatives of the whole value): generated from the object, kept when one is met
    const sets = flat.properties !== undefined && Array.isArray(flat.anyOf) ? (flat.anyOf as Array<Json>) : undefined
    const { anyOf: _, ...withoutSets } = flat
    const s = sets === undefined ? flat : withoutSets
    let out = base(s, depth)
    if (sets !== undefined) out = out.filter((v) => sets.some((set) => meets(v, set)))
    if (s.not !== undefined) {
      const not = flatten(s.not)
      if (Array.isArray(not.enum)) out = out.filter((v) => !(not.enum as Array<unknown>).includes(v))
      else if (not.type === "null") out = out.filter((v) => v !== null)
      else if (Array.isArray(not.required)) out = out.filter((v) => !meets(v, not))
    }
    return out
  }
  const base = (s: Json, depth: number): fc.Arbitrary<unknown> => {
    if ("const" in s) return fc.constant(s.const)
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as Array<unknown>))
    const branches = (s.anyOf ?? s.oneOf) as Array<Json> | undefined
    if (branches !== undefined) {
      // deep in the tree, prefer the simplest branches (null) so generation ends
      const usable = depth > MAX_DEPTH ? branches.filter((b) => flatten(b).type === "null") : branches
      return fc.oneof(...(usable.length > 0 ? usable : branches).map((b) => arb(b, depth + 1)))
    }
    switch (s.type) {
      case "string":
        return stringOf(s)
      case "integer":
        return numberOf(s, true)
      case "number":
        return numberOf(s, false)
      case "boolean":
        return fc.boolean()
      case "null":
        return fc.constant(null)
      case "array": {
        const minLength = (s.minItems as number | undefined) ?? 0
        const maxLength = Math.min((s.maxItems as number | undefined) ?? 3, minLength + (depth > MAX_DEPTH ? 0 : 3))
        return fc.array(arb(s.items ?? true, depth + 1), { minLength, maxLength })
      }
      case "object":
      case undefined: {
        const properties = (s.properties ?? {}) as Record<string, Json>
        const required = new Set((s.required ?? []) as Array<string>)
        const names = Object.keys(properties).filter((n) => required.has(n) || depth <= MAX_DEPTH)
        if (names.length === 0) return s.type === "object" && s.additionalProperties !== false ? fc.constant({}) : fc.jsonValue({ maxDepth: 1 })
        const model = Object.fromEntries(names.map((n) => [n, arb(properties[n]!, depth + 1)]))
        return fc.record(model, { requiredKeys: names.filter((n) => required.has(n)) })
      }
      default:
        throw new Error(`No arbitrary for schema type ${JSON.stringify(s.type)}`)
    }
  }
  return (schema: Json) => arb(schema, 0)
}
