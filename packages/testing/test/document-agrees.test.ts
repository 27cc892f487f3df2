/**
 * The document the fake serves (`/openapi.json`) states what the fake enforces, and lists every
 * status it answers: a required header may not be empty, onboarding block / cancel and the other
 * conflicts are 409, and no operation is left at 501. Over its real HTTP server.
 */
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { ACCOUNT_ID, AUTH, reportBody, T0 } from "./helpers"

let fake: FakePayrail
let server: FakeServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})
const start = async () => {
  fake = createFakePayrail({ now: T0 })
  server = await fake.listen()
}
let keys = 0
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server!.url}${path}`, {
    method,
    headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": `doc-${keys++}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await res.text()
  return { status: res.status, body: text === "" ? undefined : JSON.parse(text) }
}
const served = async () => (await (await fetch(server!.url.replace(/\/v1$/, "/openapi.json"))).json()) as any
const operation = (document: any, id: string) => {
  for (const item of Object.values(document.paths) as Array<Record<string, any>>) {
    for (const op of Object.values(item)) if (op?.operationId === id) return op
  }
  throw new Error(`no operation ${id}`)
}

describe("11. the document and the fake agree", () => {
  it("an empty X-Organization-Code is refused, and the document says minLength 1", async () => {
    await start()
    const { status, body } = await call("POST", "/reports", reportBody(), { "x-organization-code": "" })
    expect(status).toBe(400)
    expect(body.messages).toContain("X-Organization-Code: header is required")
    const header = operation(await served(), "reports.create").parameters.find((p: any) => p.name.toLowerCase() === "x-organization-code")
    expect(header).toMatchObject({ in: "header", required: true, schema: { type: "string", minLength: 1 } })
    expect(new RegExp(header.schema.pattern).test(" ")).toBe(false)
  })

  it("blocking a blocked onboarding is 409, cancelling a cancelled one too, and the document lists 409 for both", async () => {
    await start()
    const recipient = await call("POST", "/recipients", {
      account_id: ACCOUNT_ID, merchant_recipient_id: "seller-doc", national_entity: "INDIVIDUAL", first_name: "Seller", last_name: "Doc", country: "CO"
    })
    const at = `/recipients/${recipient.body.id}/onboardings`
    const onboarding = await call("POST", at, { account_id: ACCOUNT_ID, type: "TWO_STEP_ONBOARDING", workflow: "DIRECT", provider: { id: "STRIPE", connection_id: "conn-1" } })
    expect(onboarding.status).toBeLessThan(300)
    const id = onboarding.body.id as string
    expect((await call("POST", `${at}/${id}/block`, {})).status).toBe(200)
    expect((await call("POST", `${at}/${id}/block`, {})).status).toBe(409)
    expect((await call("POST", `${at}/${id}/cancel`)).status).toBeLessThan(300)
    expect((await call("POST", `${at}/${id}/cancel`)).status).toBe(409)
    const document = await served()
    for (const id of ["recipients.onboardings.block", "recipients.onboardings.cancel", "recipients.onboardings.unblock", "recipients.delete", "webhookEndpoints.create", "webhookEndpoints.update"]) {
      expect(Object.keys(operation(document, id).responses), id).toContain("409")
    }
  })

  it("the served document lists no 501: the fake models every operation (customer sessions too)", async () => {
    await start()
    const { status, body } = await call("POST", "/customers/sessions", { customer_id: "c" })
    expect(status).not.toBe(501)
    expect(body.code).not.toBe("NOT_MODELLED")
    const document = await served()
    expect(Object.keys(operation(document, "customerSessions.create").responses)).not.toContain("501")
    expect(Object.keys(operation(document, "payments.create").responses)).not.toContain("501")
  })
})
