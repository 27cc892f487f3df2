/**
 * What `payrail-mcp` lists, through the official MCP client over stdio: read tools only by default,
 * every tool with --write, narrowed by --tools; every tool's annotations as its declaration says.
 */
import { endpoints } from "@payrail/core/api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Client } from "@modelcontextprotocol/client"
import { stdioClient } from "./helpers"

const FAKE_TOOLS = ["fake_clock_advance", "fake_trigger", "webhook_events_recent"]
const toolName = (operation: string) => operation.split(".").join("_")

/** The operations whose tools must prepare, then confirm (docs/mcp.md, "Money"), written out by hand. */
const MONEY_MOVING = [
  "payments.create", "payments.capture", "payments.cancel", "payments.refund", "payments.cancelOrRefund",
  "payments.cancelOrRefundTransaction", "payments.reverseSplitTransfer",
  "payouts.create",
  "splitTransfers.create", "splitTransfers.reverse", "recipients.onboardings.transfer", "recipients.onboardings.reverseTransfer",
  "subscriptions.create", "subscriptions.cancel", "subscriptions.changePlan", "subscriptions.retry",
  "banking.transfers.create", "banking.transfers.cancel"
].sort()

/** The write operations that cancel, refund, reverse, delete, close, unenroll or remove, written out by hand. */
const DESTRUCTIVE = [
  "payments.cancel", "payments.refund", "payments.cancelOrRefund", "payments.cancelOrRefundTransaction", "payments.reverseSplitTransfer",
  "customers.delete", "customers.paymentMethods.unenroll", "subscriptions.cancel", "banking.accounts.close", "banking.cancelOnboarding",
  "banking.transfers.cancel", "recipients.onboardings.cancel", "recipients.onboardings.reverseTransfer", "recipients.delete",
  "installmentPlans.delete", "splitTransfers.reverse", "paymentLinks.cancel", "paymentMethods.unenroll", "plans.cancel",
  "paymentMethodDomains.delete", "pciProxy.destinations.remove", "sellers.delete", "webhookEndpoints.delete"
].sort()

describe("listing over stdio", () => {
  let readOnly: Client
  let write: Client
  beforeAll(async () => {
    ;[readOnly, write] = await Promise.all([stdioClient(), stdioClient(["--write"])])
  })
  afterAll(async () => {
    await Promise.all([readOnly?.close(), write?.close()])
  })

  it("lists only the read tools by default, and says it runs on the fake", async () => {
    const { tools } = await readOnly.listTools()
    const expected = [...endpoints.filter((e) => e.method === "GET").map((e) => toolName(e.operation)), "webhook_events_recent"].sort()
    expect(tools.map((t) => t.name).sort()).toEqual(expected)
    expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true)
    expect(readOnly.getInstructions()).toMatch(/embedded fake/)
    expect(readOnly.getInstructions()).toMatch(/Read-only/)
  })

  it("lists every operation and the fake's tools with --write", async () => {
    const { tools } = await write.listTools()
    expect(tools.map((t) => t.name).sort()).toEqual([...endpoints.map((e) => toolName(e.operation)), ...FAKE_TOOLS].sort())
  })

  it("annotates every tool as its declaration says (all of them)", async () => {
    const { tools } = await write.listTools()
    const byName = new Map(tools.map((t) => [t.name, t]))
    for (const e of endpoints) {
      const tool = byName.get(toolName(e.operation))!
      expect({ name: tool.name, ...tool.annotations }).toEqual({
        name: toolName(e.operation),
        title: e.operation,
        readOnlyHint: e.method === "GET",
        destructiveHint: e.method === "DELETE" || DESTRUCTIVE.includes(e.operation),
        idempotentHint: e.idempotent,
        openWorldHint: false
      })
    }
    const moneyMoving = tools.filter((t) => "confirmation" in ((t.inputSchema.properties ?? {}) as object)).map((t) => t.title).sort()
    expect(moneyMoving).toEqual(MONEY_MOVING)
    // the written-out list names only declared operations, so a renamed one fails here
    for (const operation of [...MONEY_MOVING, ...DESTRUCTIVE]) expect(endpoints.some((e) => e.operation === operation)).toBe(true)
  })

  it("offers no card data in any input schema", async () => {
    const { tools } = await write.listTools()
    for (const tool of tools) {
      const text = JSON.stringify(tool.inputSchema)
      for (const key of ["card_data", "token_data", "security_code", "cryptogram", "\"cvv\"", "\"cvc\""]) expect(text, `${tool.name}: ${key}`).not.toContain(key)
    }
  })

  it("narrows by group with --tools", async () => {
    const client = await stdioClient(["--write", "--tools", "payments,fake"])
    try {
      const names = (await client.listTools()).tools.map((t) => t.name).sort()
      expect(names).toEqual([...endpoints.filter((e) => e.operation.startsWith("payments.")).map((e) => toolName(e.operation)), ...FAKE_TOOLS].sort())
    } finally {
      await client.close()
    }
  })
})
