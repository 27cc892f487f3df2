/**
 * A request body nested past the JSON depth limit is refused with a typed error naming the field
 * and the limit, before anything is sent (not a RangeError from `JSON.stringify`); a body at the
 * limit goes out unchanged. Through a real HTTP server that records what reached it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createPayrail, RequestValidationError } from "../../src"
import { MAX_JSON_DEPTH } from "../../src/json-depth"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

let server: ScriptedServer
beforeAll(async () => {
  server = await startScriptedServer()
})
afterAll(async () => {
  await server.close()
})

/** `{ a: { a: … { leaf: 1 } } }`, `levels` objects deep, built without recursion. */
const nested = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: 1 }
  for (let i = 1; i < levels; i++) value = { a: value }
  return value
}

const client = () => createPayrail({ publicApiKey: "pk", privateSecretKey: "sk_secret", baseUrl: server.url, organizationCode: "org_1", maxRetries: 0 })

describe("the JSON depth limit of request bodies", () => {
  it("refuses a field nested 5,000 deep with a RequestValidationError naming the field and the limit; nothing is sent", async () => {
    server.reset()
    const error = await client().customers.create({ merchant_customer_id: "c-1", metadata_extra: nested(5_000) } as never).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(RequestValidationError)
    expect((error as RequestValidationError).paths).toEqual(["metadata_extra"])
    expect((error as Error).message).toContain(`more than ${MAX_JSON_DEPTH} levels`)
    expect(server.requests).toHaveLength(0)
  })

  it("sends a body exactly at the limit (the body object is level 1)", async () => {
    server.reset()
    server.reply({ status: 200, body: { ...f.paymentResponse } })
    await client().customers.create({ merchant_customer_id: "c-1", metadata_extra: nested(MAX_JSON_DEPTH - 1) } as never).catch(() => undefined)
    expect(server.requests).toHaveLength(1)
    let depth = 0
    for (let v = server.requests[0]!.body as Record<string, unknown> | undefined; v !== undefined; v = (v.metadata_extra ?? v.a) as Record<string, unknown> | undefined) depth++
    expect(depth).toBe(MAX_JSON_DEPTH)
  })
})
