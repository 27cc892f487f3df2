/**
 * A tool's JSON Schemas, cut out of the OpenAPI document core builds from the declarations
 * (`openApiDocument()`, src/api/engine/openapi.ts in @payrail/core): the same compiled schemas the
 * published `openapi.json` has, with each tool's `#/components/schemas/*` references copied into
 * its own `$defs`, since an MCP tool schema must stand alone.
 */
export type Json = Record<string, unknown>

const COMPONENT = "#/components/schemas/"

/** The OpenAPI document's parts a tool needs. */
export interface OpenApiParts {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Json>>>>
  readonly components: { readonly schemas: Readonly<Record<string, Json>> }
}

const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Copies of schemas whose component references point into one shared `$defs`: each component a
 * schema reaches is copied once (transitively), through `edit` (which may drop properties).
 */
export class SchemaScope {
  readonly defs: Record<string, Json> = {}
  constructor(
    private readonly components: Readonly<Record<string, Json>>,
    private readonly edit: (schema: Json) => Json = (schema) => schema
  ) {}

  /** `schema` with its references rewritten to `#/$defs/<name>`, every referenced component copied. */
  local(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map((item) => this.local(item))
    if (!isRecord(schema)) return schema
    const copy: Json = {}
    for (const [key, value] of Object.entries(schema)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith(COMPONENT)) {
        const name = value.slice(COMPONENT.length)
        if (!(name in this.defs)) {
          this.defs[name] = {} // placeholder first: components may refer to themselves
          this.defs[name] = this.local(this.components[name] ?? {}) as Json
        }
        copy.$ref = `#/$defs/${name}`
      } else copy[key] = this.local(value)
    }
    return this.edit(copy)
  }

  /** The schema a reference points at (followed through `$defs`), else the schema itself. */
  resolve(schema: unknown): Json {
    let current = isRecord(schema) ? schema : {}
    for (let hops = 0; hops < 32 && typeof current.$ref === "string" && current.$ref.startsWith("#/$defs/"); hops++) {
      current = this.defs[current.$ref.slice("#/$defs/".length)] ?? {}
    }
    return current
  }

  /** Whether a value of `schema` is always a JSON object (so it can be a tool's structured answer as is). */
  isObject(schema: unknown): boolean {
    return this.resolve(schema).type === "object"
  }

  /** `{ ...root, $defs }` when any component was copied. */
  withDefs(root: Json): Json {
    return Object.keys(this.defs).length === 0 ? root : { ...root, $defs: this.defs }
  }
}
