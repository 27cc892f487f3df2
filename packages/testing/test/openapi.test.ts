/**
 * The fake and core's OpenAPI document agree: `GET /openapi.json` serves it, and every answer
 * of a flow through every kind of operation validates (ajv, JSON Schema 2020-12) against the
 * document's schema for that operation and status — so the fake, the client and the document
 * cannot drift apart.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { type EndpointDeclaration, openApiDocument } from "@payrail/core/api"
import { matchEndpoint } from "@payrail/core/internal"
import { WEBHOOK_EVENT_CATALOGUE, webhookFamilyOf } from "@payrail/core/webhooks"
import Ajv2020 from "ajv/dist/2020"
import { describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail } from "../src/index"
import { AUTH, authorizeBody, oneStepOnboardingBody, paymentBody, reportBody, subscriptionBody, T0 } from "./helpers"

type Json = Record<string, any>
const doc = openApiDocument() as Json

// The whole document under one id, so `#/components/...` refs resolve inside it.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
ajv.addSchema({ $id: "payrail", components: doc.components }, "payrail")
const refInDoc = (ref: string) => `payrail${ref}`

const responseSchema = (endpoint: EndpointDeclaration, status: number): string | undefined => {
  let response = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.responses?.[String(status)] as Json | undefined
  if (response?.$ref) response = doc.components.responses[String(response.$ref).split("/").at(-1)!]
  const schema = response?.content?.["application/json"]?.schema as Json | undefined
  return schema?.$ref as string | undefined
}

/** Every answer of the fake, checked against the document. */
const checked = async (fake: FakePayrail, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fake.fetch(`${fake.baseUrl}${path}`, {
    method,
    headers: { ...AUTH, "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await response.text()
  const value = text === "" ? undefined : JSON.parse(text)
  const matched = matchEndpoint(method, path.split("?")[0]!)
  expect(matched.endpoint, `${method} ${path} is declared`).toBeDefined()
  const ref = responseSchema(matched.endpoint!, response.status)
  expect(ref, `${method} ${path} → ${response.status} is in the document`).toBeDefined()
  const validate = ajv.getSchema(refInDoc(ref!))!
  const ok = validate(value)
  expect(ok, `${method} ${path} → ${response.status}: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 400)}`).toBe(true)
  return { status: response.status, body: value }
}

describe("GET /openapi.json", () => {
  it("serves core's document next to /v1, listing the fake first under servers", async () => {
    const fake = createFakePayrail()
    const server = await fake.listen()
    try {
      const response = await fetch(server.url.replace(/\/v1$/, "/openapi.json"))
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toContain("application/json")
      const served = await response.json()
      expect(served.servers[0].url).toBe(server.url)
      // the same paths: the fake models every operation, so none lists a 501 (test/document-agrees.test.ts)
      const with501 = (Object.values(served.paths) as Array<Record<string, { responses?: Record<string, unknown> }>>).flatMap((item) =>
        Object.values(item).filter((op) => op.responses?.["501"] !== undefined)
      )
      expect(with501).toEqual([])
      expect(served.paths).toEqual(doc.paths)
      expect(served.webhooks).toEqual(doc.webhooks)
    } finally {
      await server.close()
    }
  })
})

describe("the fake's answers validate against the document", () => {
  it("through payments, subscriptions, reports, banking, recipients, checkout, organizations and errors", async () => {
    const fake = createFakePayrail({ now: T0 })
    const customer = fake.seed.customer()
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    const entity = fake.seed.entity()
    const recipient = fake.seed.recipient()
    const user = fake.seed.whitelabelUser()
    const key = (k: string) => ({ "x-idempotency-key": k })

    await checked(fake, "GET", `/checkout/sessions/${session.id}/payment-methods`)
    await checked(fake, "POST", "/organizations/authenticate", { user_id: user.id })
    const purchase = (await checked(fake, "POST", "/payments", paymentBody(session.id), key("c-1"))).body
    await checked(fake, "GET", `/payments/${purchase.id}?transactions_history=true`)
    await checked(fake, "POST", `/payments/${purchase.id}/transactions/${purchase.transactions.id}/refund`, { amount: { currency: "USD", value: 5 } }, key("c-2"))
    const authorized = (await checked(fake, "POST", "/payments", authorizeBody(session.id), key("c-3"))).body
    await checked(fake, "POST", `/payments/${authorized.id}/cancel-or-refund`, {}, key("c-4"))
    const sub = (await checked(fake, "POST", "/subscriptions", subscriptionBody(customer), key("c-5"))).body
    await checked(fake, "POST", `/subscriptions/${sub.id}/pause`)
    await checked(fake, "POST", `/subscriptions/${sub.id}/resume`)
    await checked(fake, "GET", `/subscriptions/${sub.id}`)
    await checked(fake, "POST", `/subscriptions/${sub.id}/cancel`)
    const report = (await checked(fake, "POST", "/reports", reportBody(), { "x-organization-code": "org_1" })).body
    await fake.clock.advance(60_000)
    await checked(fake, "GET", `/reports/${report.id}`)
    const onboarding = (await checked(fake, "POST", `/banking/entities/${entity.id}/onboardings`, oneStepOnboardingBody(), key("c-6"))).body
    await checked(fake, "GET", `/banking/entities/${entity.id}/onboardings/${onboarding.id}`)
    await checked(fake, "POST", `/recipients/${recipient.id}/onboardings/${recipient.onboardingId}/unblock`)

    // Error answers: { code, messages } under the operation's error statuses.
    expect((await checked(fake, "POST", `/recipients/${recipient.id}/onboardings/${recipient.onboardingId}/unblock`)).status).toBe(409)
    expect((await checked(fake, "GET", `/payments/${purchase.id}`, undefined, { "private-secret-key": "wrong" })).status).toBe(401)
    expect((await checked(fake, "POST", "/payments", { ...paymentBody(session.id), country: "XX" }, key("c-7"))).status).toBe(400)
    expect((await checked(fake, "POST", "/organizations/authenticate", { user_id: "00000000-0000-4000-8000-000000000000" })).status).toBe(401)
  })
})

describe("the fake's notifications validate against the document's webhooks", () => {
  it("an envelope of every family of the catalogue, and the incoming transfer", async () => {
    const server = createServer((_req, res) => res.writeHead(200).end("{}"))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
    try {
      const fake = createFakePayrail({ now: T0, webhooks: { url: `http://127.0.0.1:${port}`, eventsUrl: `http://127.0.0.1:${port}/events`, secret: "s3cret" } })
      const session = fake.seed.checkoutSession({ customerId: fake.seed.customer().id })
      await checked(fake, "POST", "/payments", paymentBody(session.id), { "x-idempotency-key": "w-1" })
      await fake.webhooks.settled()
      for (const [family, names] of Object.entries(WEBHOOK_EVENT_CATALOGUE)) {
        if (family === "banking.transfer.incoming") await fake.webhooks.incomingTransfer()
        else await fake.webhooks.send(names[0]!)
      }
      const bodies: Array<readonly [string, unknown]> = [
        ...fake.webhooks.events.map((e) => [webhookFamilyOf(e.type_event), e] as const),
        ...fake.webhooks.sent.map((t) => ["banking.transfer.incoming", t] as const)
      ]
      expect(new Set(bodies.map(([family]) => family))).toEqual(new Set(Object.keys(WEBHOOK_EVENT_CATALOGUE)))
      expect(fake.webhooks.events.some((e) => e.type_event === "payment.purchase" && e.data.payment !== undefined)).toBe(true)
      for (const [family, body] of bodies) {
        const ref = doc.webhooks[family]?.post?.requestBody?.content?.["application/json"]?.schema?.$ref as string | undefined
        expect(ref, `${family} is under webhooks`).toBeDefined()
        const validate = ajv.getSchema(refInDoc(ref!))!
        expect(validate(body), `${family}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 400)}`).toBe(true)
        // Not a blank check: a number where the envelope's `type_event` (or the transfer's `status`) is a string fails.
        expect(validate({ ...(body as object), type_event: 7, status: 7 })).toBe(false)
      }
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
