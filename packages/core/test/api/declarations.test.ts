import { describe, expect, expectTypeOf, it } from "vitest"
import * as Schema from "effect/Schema"
import { api, endpoints, type BodyOf } from "../../src/api"
import { checkPathParams, endpoint, NoContent, decodeBody, decodeQuery, fillPath, matchEndpoint } from "../../src/internal"
import type { CapturePaymentParams } from "../../src"

const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe("endpoint declarations", () => {
  it("name each operation once, and each method + path once", () => {
    const operations = endpoints.map((e) => e.operation)
    expect(new Set(operations).size).toBe(operations.length)
    const routes = endpoints.map((e) => `${e.method} ${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it("declare a schema for exactly the placeholders of their path, all snake_case", () => {
    for (const e of endpoints) {
      expect(Object.keys(e.pathParams).sort(), e.operation).toEqual(placeholders(e.path))
      for (const name of placeholders(e.path)) expect(name, e.operation).toMatch(/^[a-z]+(_[a-z]+)*$/)
    }
  })

  it("are matched back from a filled path, the literal segment winning over a parameter", () => {
    for (const e of endpoints) {
      const params = Object.fromEntries(placeholders(e.path).map((n) => [n, `x y/${n}`]))
      const found = matchEndpoint(e.method, fillPath(e.path, params))
      expect(found.endpoint?.operation, e.operation).toBe(e.operation)
      if (found.endpoint) expect(found.params).toEqual(params)
    }
    expect(matchEndpoint("GET", "/reports/list").endpoint?.operation).toBe("reports.list")
    expect(matchEndpoint("GET", "/reports/abc").endpoint?.operation).toBe("reports.retrieve")
    expect(matchEndpoint("GET", "/reports/%E0%A4%A").endpoint).toBeUndefined()
    expect(matchEndpoint("GET", "/nowhere").endpoint).toBeUndefined()
    const wrongMethod = matchEndpoint("PUT", "/customers/c1")
    expect(wrongMethod.endpoint).toBeUndefined()
    if (!wrongMethod.endpoint) expect([...wrongMethod.allowed].sort()).toEqual(["DELETE", "GET", "PATCH"])
    // the method in any case; a placeholder's segment decoded; a literal compared as sent
    expect(matchEndpoint("get", "/customers/a%20b")).toEqual({ endpoint: api.customers.retrieve, params: { customer_id: "a b" } })
    expect(matchEndpoint("GET", "/%63ustomers/c1").endpoint).toBeUndefined()
    expect(matchEndpoint("GET", "//customers//c1//")).toEqual({ endpoint: api.customers.retrieve, params: { customer_id: "c1" } })
    expect(matchEndpoint("GET", "/customers/c1/extra").endpoint).toBeUndefined()
  })

  it("check path parameters, bodies and queries, naming every bad path", () => {
    expect(checkPathParams(api.payments.refund, { payment_id: "nope", transaction_id: ".." }).map((i) => i.path)).toEqual([
      "payment_id",
      "transaction_id"
    ])
    const body = decodeBody(api.payments.capture, { amount: { currency: "usd", value: -1 }, extra: 1 })
    expect(body.ok).toBe(false)
    if (!body.ok) {
      // an unknown key is not an issue: bodies are open (docs/errors-and-retries.md)
      expect(body.issues.map((i) => i.path).sort()).toEqual(["amount.currency", "amount.value", "merchant_reference"])
    }
    const query = decodeQuery(api.subscriptions.list, { page: "2", size: "100" })
    expect(query).toEqual({ ok: true, value: { page: 2, size: 100 } })
    expect(decodeQuery(api.subscriptions.list, { size: "101" }).ok).toBe(false)
    expect(decodeQuery(api.subscriptions.listPayments, { limit: "10", offset: "15" }).ok).toBe(false)
  })

  it("keep exact types, and a path placeholder without a schema does not compile", () => {
    const declare = () =>
      endpoint({
        operation: "x.y",
        description: "A test endpoint.",
        method: "GET",
        path: "/x/{x_id}",
        // @ts-expect-error x_id has no schema
        pathParams: {},
        response: Schema.Unknown,
        idempotent: false
      })
    void declare // checked by the compiler only
    expectTypeOf<BodyOf<typeof api.payments.capture>>().toEqualTypeOf<CapturePaymentParams>()
    expectTypeOf(api.customers.delete.method).toEqualTypeOf<"DELETE">()
    expectTypeOf(api.subscriptions.pause.operation).toEqualTypeOf<"subscriptions.pause">()
  })

  it("fill what a declaration leaves out from its method", () => {
    const base = { description: "A test endpoint.", path: "/x", response: Schema.Unknown } as const
    const post = endpoint({ ...base, operation: "x.create", method: "POST" })
    expect([post.idempotent, post.retry, post.successStatus, post.paging]).toEqual([true, "safe", 200, "none"])
    const get = endpoint({ ...base, operation: "x.get", method: "GET" })
    expect([get.idempotent, get.retry, get.successStatus, get.paging]).toEqual([false, "safe", 200, "none"])
    const patch = endpoint({ ...base, operation: "x.update", method: "PATCH" })
    expect([patch.idempotent, patch.retry]).toEqual([false, "unsafe"])
    const keyedPatch = endpoint({ ...base, operation: "x.keyed", method: "PATCH", idempotent: true })
    expect(keyedPatch.retry).toBe("safe")
    const unkeyedPost = endpoint({ ...base, operation: "x.unkeyed", method: "POST", idempotent: false, successStatus: 201 })
    expect([unkeyedPost.retry, unkeyedPost.successStatus]).toEqual(["unsafe", 201])
    expect(endpoint({ operation: "x.remove", description: "Removes.", method: "DELETE", path: "/x" }).response).toBe(NoContent)
    expect(endpoint({ operation: "x.plain", description: "Plain.", method: "GET", path: "/x", response: Schema.Unknown }).pathParams).toEqual({})
  })
})
