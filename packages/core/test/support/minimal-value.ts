/**
 * The smallest value a JSON Schema of the OpenAPI document accepts: required properties only,
 * the first enum member, the lower bounds. The stub-server cases derived from the declarations
 * (test/client/declared-cases.ts) send it, so a new endpoint needs no hand-written request.
 */
type Json = Record<string, any>

const UUID = "0f9c2a1e-1111-4a5b-9c3d-123456789abc"
// Candidates a `pattern` is tried with, in order (country and currency codes, ids, numbers).
const PATTERN_CANDIDATES = ["CO", "COP", "x", "X", "1", "abc", "ABC", "A1", UUID, "2025-01-01", "2025-01-01T00:00:00Z", "+5712345678", "12345678", "api.example.com"]

const STRING_FORMATS: Record<string, string> = {
  uuid: UUID,
  "date-time": "2025-01-01T00:00:00Z",
  date: "2025-01-01",
  email: "payer@example.com",
  uri: "https://example.com/x",
  url: "https://example.com/x"
}

export const minimalValue = (schema: Json | undefined, resolve: (ref: string) => Json): unknown => {
  if (schema === undefined) return {}
  if (schema.$ref !== undefined) return minimalValue(resolve(schema.$ref), resolve)
  if ("const" in schema) return schema.const
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v: unknown) => v !== null) ?? schema.enum[0]
  for (const key of ["anyOf", "oneOf"] as const) {
    if (Array.isArray(schema[key])) {
      const member = (schema[key] as Array<Json>).find((m) => m.type !== "null") ?? schema[key][0]
      return minimalValue(member, resolve)
    }
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...own } = schema
    return Object.assign({}, ...[own, ...(allOf as Array<Json>)].map((s) => minimalValue(s, resolve)))
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type
  switch (type) {
    case "string": {
      if (typeof schema.format === "string" && schema.format in STRING_FORMATS) return STRING_FORMATS[schema.format]
      const min = typeof schema.minLength === "number" ? schema.minLength : 1
      if (typeof schema.pattern === "string") {
        const re = new RegExp(schema.pattern, "u")
        return PATTERN_CANDIDATES.find((c) => re.test(c) && c.length >= min) ?? "x".repeat(min)
      }
      return "x".repeat(Math.max(min, 1))
    }
    case "integer":
    case "number": {
      const min = typeof schema.minimum === "number" ? schema.minimum : typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : 1
      return typeof schema.multipleOf === "number" ? Math.ceil(min / schema.multipleOf) * schema.multipleOf : min
    }
    case "boolean":
      return true
    case "array": {
      const n = typeof schema.minItems === "number" ? schema.minItems : 0
      return Array.from({ length: n }, () => minimalValue(schema.items, resolve))
    }
    case "null":
      return null
    default: {
      const out: Record<string, unknown> = {}
      for (const key of (schema.required as Array<string> | undefined) ?? []) out[key] = minimalValue(schema.properties?.[key], resolve)
      return out
    }
  }
}
