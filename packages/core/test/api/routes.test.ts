/**
 * The generated routes (src/api/routes.generated.ts) are the declarations of src/api as the
 * client runs them: the committed file is what the generator writes today, each route carries
 * its declaration's data, and its path-parameter and query guards agree with the schemas (the
 * client sends a guarded query as `String(value)` per key: the schema's encoder must agree).
 */
import { readFileSync } from "node:fs"
import { isDeepStrictEqual } from "node:util"
import * as Arbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { renderRoutes } from "../../scripts/guards/routes"
import { endpoints } from "../../src/api"
import type { Route } from "../../src/api/engine/route"
import { routes } from "../../src/api/routes.generated"

const flatten = (node: object): Array<Route> =>
  Object.values(node).flatMap((child: object) => ("operation" in child ? [child as Route] : flatten(child)))
const byOperation = new Map(flatten(routes).map((r) => [r.operation, r]))

it("src/api/routes.generated.ts is up to date with the declarations", () => {
  const committed = readFileSync(new URL("../../src/api/routes.generated.ts", import.meta.url), "utf8")
  expect(committed === renderRoutes(), "src/api/routes.generated.ts is stale: run `pnpm gen`").toBe(true)
})

describe.each(endpoints.map((d) => [d.operation, d] as const))("%s", (operation, declaration) => {
  const route = byOperation.get(operation)!

  it("carries its declaration's data", () => {
    expect(route).toBeDefined()
    expect({
      method: route.method, path: route.path, idempotent: route.idempotent, retry: route.retry, paging: route.paging,
      unwrap: route.unwrap, headers: route.headers, params: Object.keys(route.pathParams), hasBody: route.body !== undefined,
      hasQuery: route.query !== undefined
    }).toEqual({
      method: declaration.method, path: declaration.path, idempotent: declaration.idempotent, retry: declaration.retry,
      paging: declaration.paging, unwrap: declaration.unwrap, headers: declaration.headers, params: Object.keys(declaration.pathParams),
      hasBody: declaration.body !== undefined, hasQuery: declaration.query !== undefined
    })
  })

  it("path-parameter guards agree with the schemas", () => {
    for (const [name, schema] of Object.entries(declaration.pathParams)) {
      const is = Schema.is(schema)
      const samples = [...Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as any), { count: 20, seed: 1 })), "x", "", "abc", "0b4d6e9c-1c1e-4a3e-9d7e-2f3c4b5a6d7e", "0B4D6E9C-1C1E-4A3E-9D7E-2F3C4B5A6D7Z", 5, null]
      for (const value of samples) expect([name, value, route.pathParams[name]!(value)]).toEqual([name, value, is(value)])
    }
  })

  it.runIf(declaration.query !== undefined)("a guarded query encodes as String(value) per key, as the schema's encoder does", () => {
    const query = declaration.query!
    const encode = Schema.encodeUnknownResult(query as any)
    const typed = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(Schema.toType(query) as any), { count: 40, seed: 2 })) as Array<Record<string, unknown>>
    const probes = [...typed, {}, { extra: "x" }, ...Object.keys(typed[0] ?? {}).map((k) => ({ [k]: 1.5 })), ...route.query!.keys.map((k) => ({ [k]: "" }))]
    let accepted = 0
    for (const value of probes) {
      const encoded = encode(value, { errors: "all", onExcessProperty: "error" })
      if (!route.query!.guard(value)) continue
      accepted++
      const sent = Object.fromEntries(route.query!.keys.filter((k) => k in value).map((k) => [k, String(value[k])]))
      // same keys, values and key order as the encoder's output
      expect(Result.isSuccess(encoded) && isDeepStrictEqual(Object.entries(encoded.success as object), Object.entries(sent)), JSON.stringify(value)).toBe(true)
    }
    expect(accepted).toBeGreaterThan(typed.length / 2)
  })
})
