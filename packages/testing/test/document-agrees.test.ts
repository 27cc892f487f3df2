/**
 * The document the fake serves (`/openapi.json`) states what the fake enforces, and lists every
 * status it answers: a required header may not be empty, a webhook endpoint's account is required
 * and it needs a trigger, a subscription needs `frequency` or `billing_date` and a listed
 * `payment_method.type`, onboarding block / cancel and the other conflicts are 409, and no
 * operation is left at 501. Over its real HTTP server; the document's schemas are applied with ajv.
 */
import Ajv2020 from "ajv/dist/2020"
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { ACCOUNT_ID, AUTH, reportBody, subscriptionBody, T0 } from "./helpers"

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
/** Whether `value` is a valid request body of operation `id` by the served document's schema. */
const bodyValidator = (document: any, id: string) => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false })
  ajv.addSchema({ $id: "doc", components: document.components })
  const ref = operation(document, id).requestBody.content["application/json"].schema.$ref as string
  const validate = ajv.getSchema(`doc${ref}`)!
  return (value: unknown) => validate(value) as boolean
}
const TRIGGER_LISTS = ["payment_triggers", "enrollment_triggers", "report_triggers", "subscription_triggers", "onboarding_triggers"]

describe("11. the document and the fake agree", () => {
  it("an empty X-Organization-Code is refused, and the document says minLength 1", async () => {
    await start()
    const { status, body } = await call("POST", "/reports", reportBody(), { "x-organization-code": "" })
    expect(status).toBe(400)
    expect(body.messages).toContain("X-Organization-Code: header is required")
    const header = operation(await served(), "reports.create").parameters.find((p: any) => p.name.toLowerCase() === "x-organization-code")
    expect(header).toMatchObject({ in: "header", required: true, schema: { type: "string", minLength: 1 } })
    expect(new RegExp(header.schema.pattern).test(" ")).toBe(false)
    // x-account-code too, where it is required (the subscriptions list)
    const list = await call("GET", "/subscriptions", undefined, { "x-account-code": "" })
    expect(list.status).toBe(400)
    expect(list.body.messages).toContain("x-account-code: header is required")
    const account = operation(await served(), "subscriptions.list").parameters.find((p: any) => p.name === "x-account-code")
    expect(account).toMatchObject({ in: "header", required: true, schema: { type: "string", minLength: 1 } })
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

  it("a webhook endpoint's account_id is required on retrieve, list and delete: refused without it, and the document says required", async () => {
    await start()
    const created = await call("POST", "/webhooks", { account_id: ACCOUNT_ID, name: "doc", url: "https://merchant.example/hooks", payment_triggers: ["PURCHASE"] })
    expect(created.status).toBe(201)
    for (const [method, path] of [["GET", "/webhooks"], ["GET", `/webhooks/${created.body.id}`], ["DELETE", `/webhooks/${created.body.id}`]] as const) {
      const { status, body } = await call(method, path)
      expect(status, `${method} ${path}`).toBe(400)
      expect(body.code).toBe("WEBHOOK_INVALID_REQUEST")
      expect(body.messages.join("\n")).toContain("account_id")
    }
    // still there: the refused delete deleted nothing
    expect((await call("GET", `/webhooks/${created.body.id}?account_id=${ACCOUNT_ID}`)).status).toBe(200)
    const document = await served()
    for (const id of ["webhookEndpoints.list", "webhookEndpoints.retrieve", "webhookEndpoints.delete"]) {
      expect(operation(document, id).parameters.find((p: any) => p.name === "account_id"), id).toMatchObject({ in: "query", required: true })
    }
  })

  it("a webhook endpoint needs one trigger: refused with the service's shape naming the trigger lists, and the document says so", async () => {
    await start()
    const base = { account_id: ACCOUNT_ID, name: "doc", url: "https://merchant.example/hooks" }
    const valid = bodyValidator(await served(), "webhookEndpoints.create")
    for (const body of [base, { ...base, payment_triggers: [] }, { ...base, payment_triggers: [], report_triggers: null }]) {
      const answer = await call("POST", "/webhooks", body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.code).toBe("WEBHOOK_INVALID_REQUEST")
      for (const list of TRIGGER_LISTS) expect(answer.body.messages.join("\n")).toContain(`${list}: at least one trigger is required`)
      expect(valid(body), JSON.stringify(body)).toBe(false)
    }
    const one = { ...base, payment_triggers: [], subscription_triggers: ["CREATE"] }
    expect(valid(one)).toBe(true)
    expect((await call("POST", "/webhooks", one)).status).toBe(201)
    // nothing was kept of the refused ones
    expect((await call("GET", `/webhooks?account_id=${ACCOUNT_ID}`)).body).toHaveLength(1)
  })

  it("a subscription needs frequency or billing_date, not both: a 400 naming both fields, and the document's anyOf / not say so", async () => {
    await start()
    const customer = fake.seed.customer()
    const { frequency: _, ...unscheduled } = subscriptionBody(customer)
    const valid = bodyValidator(await served(), "subscriptions.create")
    const cases: Array<[unknown, string]> = [
      [unscheduled, "one of frequency or billing_date is required"],
      [{ ...unscheduled, frequency: null, billing_date: null }, "one of frequency or billing_date is required"],
      [{ ...unscheduled, frequency: { type: "MONTH", value: 1 }, billing_date: { type: "PREPAID" } }, "frequency and billing_date are mutually exclusive: send only one"]
    ]
    for (const [body, message] of cases) {
      const answer = await call("POST", "/subscriptions", body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      const text = answer.body.messages.join("\n")
      expect(text).toContain(`frequency: ${message}`)
      expect(text).toContain(`billing_date: ${message}`)
      expect(valid(body), JSON.stringify(body)).toBe(false)
    }
    const byDate = { ...unscheduled, billing_date: { type: "PREPAID" } }
    expect(valid(byDate)).toBe(true)
    expect(valid(subscriptionBody(customer))).toBe(true)
    expect((await call("POST", "/subscriptions", byDate)).status).toBeLessThan(300)
  })

  it("a subscription's payment_method.type is the reference's closed list: other values refused on create and update, the document's enum", async () => {
    await start()
    const customer = fake.seed.customer()
    const body = subscriptionBody(customer)
    const refused = await call("POST", "/subscriptions", { ...body, payment_method: { ...body.payment_method, type: "PIX" } })
    expect(refused.status).toBe(400)
    expect(refused.body.messages.join("\n")).toContain("payment_method.type")
    const created = await call("POST", "/subscriptions", body)
    expect(created.status).toBeLessThan(300)
    const update = await call("PATCH", `/subscriptions/${created.body.id}`, { payment_method: { type: "NU_PAY" } })
    expect(update.status).toBe(400)
    expect(update.body.messages.join("\n")).toContain("payment_method.type")
    const document = await served()
    expect(document.components.schemas.SubscriptionPaymentMethodParams.properties.type).toEqual({ type: "string", enum: ["CARD", "PAYPAL_ENROLLMENT"] })
    expect(bodyValidator(document, "subscriptions.create")({ ...body, payment_method: { ...body.payment_method, type: "PIX" } })).toBe(false)
    expect(bodyValidator(document, "subscriptions.update")({ payment_method: { type: "NU_PAY" } })).toBe(false)
    expect(bodyValidator(document, "subscriptions.update")({ payment_method: { type: "PAYPAL_ENROLLMENT" } })).toBe(true)
  })
})
