/**
 * The fake's handler table (src/routes/table.ts): one entry per operation core declares — its
 * handler or `notModelled` — checked by the compiler (the `@ts-expect-error` lines below fail
 * `typecheck` if a table without an operation, or with a handler under another name, compiled)
 * and here at run time.
 */
import { readdirSync } from "node:fs"
import { api, endpointByOperation, endpoints, type Operation } from "@payrail/core/api"
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../src/index"
import { Rejection } from "../src/foundation/errors"
import { makeStore } from "../src/foundation/store"
import { notModelledHandler } from "../src/routes/not-modelled"
import { type HandlerTable, notModelled } from "../src/routes/route"
import { handlerByOperation, handlerTable, notModelledOperations } from "../src/routes/table"

const declared = endpoints.map((e) => e.operation)

/** Every group table a routes module exports (`paymentHandlers`, ...), by module file. */
const groupTables = async (): Promise<Array<[string, Record<string, unknown>]>> => {
  const dir = new URL("../src/routes/", import.meta.url)
  const tables: Array<[string, Record<string, unknown>]> = []
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "table.ts")) {
    const module = (await import(new URL(file, dir).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) if (name.endsWith("Handlers")) tables.push([file, value as Record<string, unknown>])
  }
  return tables
}

describe("the fake's handler table", () => {
  it("has one entry per declared operation, and none for an operation core does not declare", () => {
    expect(new Set(declared).size).toBe(declared.length)
    expect(Object.keys(handlerTable).sort()).toEqual([...declared].sort())
    expect([...handlerByOperation.keys()].sort()).toEqual([...declared].sort())
  })

  it("takes each entry from exactly one routes module, the one of its client group", async () => {
    const tables = await groupTables()
    const seen = new Map<string, Array<string>>()
    for (const [file, table] of tables) for (const operation of Object.keys(table)) seen.set(operation, [...(seen.get(operation) ?? []), file])
    for (const operation of declared) expect(seen.get(operation), operation).toHaveLength(1)
    expect(seen.get("payouts.create")).toEqual(["payouts.ts"])
    expect(seen.get("installmentPlans.create")).toEqual(["installment-plans.ts"])
    expect(seen.get("splitTransfers.reverse")).toEqual(["split-transfers.ts"])
    expect(seen.get("payments.dispute")).toEqual(["payments.ts"])
    expect(seen.get("meters.create")).toEqual(["meters.ts"])
    expect(seen.get("issuers.list")).toEqual(["issuers.ts"])
  })

  it("files each handler under its own operation, holding the declaration itself (not a copy of its path or rules)", () => {
    for (const operation of declared) {
      const entry = (handlerTable as HandlerTable)[operation as Operation]
      const handler = handlerByOperation.get(operation)
      expect(handler?.endpoint, operation).toBe(endpointByOperation(operation))
      if (entry !== notModelled) expect(handler, operation).toBe(entry)
    }
    expect(handlerByOperation.get("payments.capture")?.endpoint).toBe(api.payments.capture)
  })

  it("lists as not modelled exactly the entries that say so", () => {
    const marked = declared.filter((operation) => (handlerTable as HandlerTable)[operation as Operation] === notModelled)
    expect([...notModelledOperations].sort()).toEqual(marked.sort())
    // every operation the SDK declares is modelled today; a new one may be marked `notModelled`
    expect(notModelledOperations).toEqual([])
  })

  it("is checked by the compiler: a missing operation, a handler under another name or an undeclared name does not compile", () => {
    const { "meters.create": _omitted, ...withoutOne } = handlerTable
    // @ts-expect-error a declared operation without an entry ("Property '"meters.create"' is missing")
    const missing = withoutOne satisfies HandlerTable
    // @ts-expect-error payments.retrieve's handler filed under payments.create
    const misfiled = { ...handlerTable, "payments.create": handlerTable["payments.retrieve"] } satisfies HandlerTable
    // @ts-expect-error an entry for an operation core does not declare
    const undeclared = { ...handlerTable, "payments.teleport": notModelled } satisfies HandlerTable
    const complete = handlerTable satisfies HandlerTable
    expect(Object.keys(missing)).toHaveLength(declared.length - 1)
    expect(Object.keys(misfiled)).toHaveLength(declared.length)
    expect(Object.keys(undeclared)).toHaveLength(declared.length + 1)
    expect(complete).toBe(handlerTable)
  })

  it("types fake.stub by the declared operations", () => {
    const fake = createFakePayrail()
    // a declared operation the fake models is refused at run time (stubs are for `notModelled` ones)
    expect(() => fake.stub("issuers.list", { body: [] })).toThrow(/modelled by the fake/)
    // @ts-expect-error not an operation name (a typo of plans.create)
    expect(() => fake.stub("plan.create", { body: {} })).toThrow(/not a declared operation/)
    // @ts-expect-error an alias is a client name, not an operation
    expect(() => fake.stub("recipients.unblockOnboarding", { body: {} })).toThrow(/not a declared operation/)
  })

  it("answers a not-modelled operation 501 naming it and fake.stub, or the answer a test scripted", () => {
    const store = makeStore()
    const notModelled = notModelledHandler(api.issuers.list)
    const ctx = { env: { store }, params: {}, query: {}, body: undefined } as unknown as Parameters<typeof notModelled.handle>[0]
    let refusal: unknown
    try {
      notModelled.handle(ctx)
    } catch (e) {
      refusal = e
    }
    expect(refusal).toBeInstanceOf(Rejection)
    expect((refusal as Rejection).status).toBe(501)
    expect((refusal as Rejection).body).toMatchObject({ code: "NOT_MODELLED" })
    expect(JSON.stringify((refusal as Rejection).body)).toContain('fake.stub(\\"issuers.list\\"')
    store.stubs.set("issuers.list", { status: 200, body: { issuers: [] } })
    expect(notModelled.handle(ctx)).toEqual({ issuers: [] })
    store.stubs.set("issuers.list", { status: 404, body: { code: "NOT_FOUND" } })
    expect(() => notModelled.handle(ctx)).toThrow(Rejection)
  })
})
