/**
 * The client's `accountId` fills the `account_id` a call leaves out — in the query, the body or a
 * header — and the call's own value wins (src/api/engine/account.ts, stripe-node's default account).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { createPayrail, type PayrailClient, RequestValidationError } from "../../src"
import { routes } from "../../src/api/routes.generated"
import { createPaymentBody, paymentResponse } from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

const CLIENT_ACCOUNT = "7d1c2a1e-2222-4a5b-9c3d-123456789abc"
const CALL_ACCOUNT = "0f9c2a1e-1111-4a5b-9c3d-123456789abc"
let server: ScriptedServer
let payrail: PayrailClient
let withoutAccount: PayrailClient

beforeAll(async () => {
  server = await startScriptedServer()
  const base = { publicApiKey: "pk_test_1", privateSecretKey: "sk_test_secret_1", baseUrl: server.url, retryBackoff: { initialDelayMs: 1 } }
  payrail = createPayrail({ ...base, accountId: CLIENT_ACCOUNT })
  withoutAccount = createPayrail(base)
})
afterAll(async () => {
  await payrail.close()
  await withoutAccount.close()
  await server.close()
})
beforeEach(() => server.reset())

const { account_id: _, ...paymentWithoutAccount } = createPaymentBody

describe("the client's accountId", () => {
  it("fills a query's account_id the service needs (webhookEndpoints.list answered 400 without it)", async () => {
    server.reply({ status: 200, body: [] })
    await payrail.webhookEndpoints.list()
    expect(server.requests[0]!.query.get("account_id")).toBe(CLIENT_ACCOUNT)
  })

  it("fills a body's required account_id", async () => {
    server.reply({ status: 201, body: paymentResponse })
    await payrail.payments.create(paymentWithoutAccount)
    expect((server.requests[0]!.body as Record<string, unknown>).account_id).toBe(CLIENT_ACCOUNT)
  })

  it("leaves the call's own account_id as it is, in the query and the body", async () => {
    server.reply({ status: 200, body: [] }, { status: 201, body: paymentResponse })
    await payrail.webhookEndpoints.list({ account_id: CALL_ACCOUNT })
    await payrail.payments.create({ ...paymentWithoutAccount, account_id: CALL_ACCOUNT })
    expect(server.requests[0]!.query.get("account_id")).toBe(CALL_ACCOUNT)
    expect((server.requests[1]!.body as Record<string, unknown>).account_id).toBe(CALL_ACCOUNT)
  })

  it("does not fill an optional account_id that means something when absent (a PCI proxy destination for the whole organization)", async () => {
    expect(routes.pciProxy.destinations.register.accountIdIn).toBeUndefined()
    server.reply({ status: 201, body: { id: "d-1", hostname: "api.example.com" } })
    await payrail.pciProxy.destinations.register({ hostname: "api.example.com" })
    expect(server.requests[0]!.body).toEqual({ hostname: "api.example.com" })
  })

  it("without one, a call that leaves out a required account_id fails before any I/O, naming it", async () => {
    const error = await withoutAccount.payments.create(paymentWithoutAccount).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestValidationError)
    expect((error as RequestValidationError).issues.map((i) => i.path)).toContain("account_id")
    expect(server.requests).toHaveLength(0)
  })

  it("without one, a webhook endpoint call the service never takes without an account fails before any I/O, naming account_id once", async () => {
    for (const call of [
      () => withoutAccount.webhookEndpoints.list(),
      () => withoutAccount.webhookEndpoints.list({ state: "ACTIVE" }),
      () => withoutAccount.webhookEndpoints.retrieve("wh_1"),
      () => withoutAccount.webhookEndpoints.delete("wh_1")
    ]) {
      const error = await call().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RequestValidationError)
      expect((error as RequestValidationError).issues.map((i) => i.path)).toEqual(["account_id"])
    }
    expect(server.requests).toHaveLength(0)
    // with one in the call, it is sent
    server.reply({ status: 200, body: [] })
    await withoutAccount.webhookEndpoints.list({ account_id: CALL_ACCOUNT })
    expect(server.requests[0]!.query.get("account_id")).toBe(CALL_ACCOUNT)
  })
})
