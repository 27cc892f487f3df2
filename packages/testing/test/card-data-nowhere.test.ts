/**
 * Card data never leaves the fake in clear, wherever a request put it: not in answers, the state,
 * saved states, the request log, the dashboard's stream, nor the notifications sent out
 * (src/pipeline/card-free-body.ts, src/foundation/card-data.ts). Through the fake's real HTTP server
 * and a real webhook receiver.
 */
import { afterEach, describe, expect, it } from "vitest"
import { createFakePayrail, type FakePayrail, type FakeServer } from "../src/index"
import { ACCOUNT_ID, AUTH, paymentBody, T0 } from "./helpers"
import { startReceiver } from "./receiver"

// A card number and security codes no fixture of the fake uses, so any sight of them is a leak.
const PAN = "4000056655665556"
const SPACED_PAN = "4000 0566 5566 5556"
const CVV = "7319"
const CONTROL = { "private-secret-key": "sk_test_payrail" }

let fake: FakePayrail
let server: FakeServer | undefined
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined
afterEach(async () => {
  await server?.close()
  await receiver?.close()
  server = undefined
  receiver = undefined
})

const start = async () => {
  receiver = await startReceiver()
  fake = createFakePayrail({ now: T0, webhooks: { url: receiver.url, secret: "whsec_card_tests" } })
  server = await fake.listen()
  return server
}
let keys = 0
const call = async (method: string, path: string, body?: unknown, contentType = "application/json") => {
  const res = await fetch(`${server!.url}${path}`, {
    method,
    headers: { ...AUTH, "content-type": contentType, "x-idempotency-key": `card-${keys++}` },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) })
  })
  return { status: res.status, text: await res.text() }
}
const controlText = async (path: string) => (await fetch(`${server!.controlUrl}${path}`, { headers: CONTROL })).text()

/** The first `event: state` of the dashboard's stream, read from the real server. */
const dashboardState = async (): Promise<string> => {
  const res = await fetch(`${server!.controlUrl}/events`, { headers: CONTROL })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let text = ""
  // bounded: the first state event arrives with the connection
  for (let i = 0; i < 10_000 && !/event: state\ndata: .*\n\n/.test(text); i++) {
    const { value, done } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  await reader.cancel()
  return text
}

/** Every place the fake could show a value: none holds the number (spaced or not) or the security code. */
const expectNowhere = async (answers: ReadonlyArray<string>) => {
  await fake.webhooks.settled()
  const places: Record<string, string> = {
    answers: answers.join("\n"),
    state: JSON.stringify(fake.state),
    savedState: JSON.stringify(fake.snapshot()),
    savedOverHttp: await controlText("/state"),
    requestLog: await controlText("/requests"),
    dashboard: await dashboardState(),
    notifications: receiver!.received.map((r) => r.body).join("\n"),
    events: JSON.stringify(fake.webhooks.events)
  }
  for (const [place, text] of Object.entries(places)) {
    expect(text, place).not.toContain(PAN)
    expect(text.replace(/\s/g, ""), place).not.toContain(PAN) // spaced, in a text body
    expect(text, place).not.toContain(CVV)
  }
}

const card = { number: PAN, security_code: CVV, holder_name: "Jane Roe", expiration_month: 12, expiration_year: 2030 }

describe("1. card data in open fields is kept, answered and notified redacted", () => {
  it("customer_payer.card_data and additional_data.*.card_data of a payment", async () => {
    await start()
    const session = fake.seed.checkoutSession()
    const created = await call("POST", "/payments", paymentBody(session.id, {
      customer_payer: { first_name: "Jane", card_data: card },
      additional_data: { airline: { card_data: card, legs: [{ card_data: { number: PAN, cvv: CVV } }] } }
    }))
    expect(created.status).toBe(201)
    const id = JSON.parse(created.text).id as string
    // the masked number is still shown where the card was
    expect(JSON.parse(created.text).customer_payer.card_data).toMatchObject({ number: "400005******5556", security_code: "[REDACTED]", holder_name: "Jane Roe" })
    const retrieved = await call("GET", `/payments/${id}`)
    expect(receiver!.received.length).toBeGreaterThan(0)
    await expectNowhere([created.text, retrieved.text])
  })

  it("a card_data the six open operations carry as an unknown field", async () => {
    await start()
    const answers: Array<string> = []
    const customer = await call("POST", "/customers", { merchant_customer_id: "cus-card", first_name: "Jane", email: "jane@example.com", card_data: card })
    expect(customer.status).toBe(201)
    const customerId = JSON.parse(customer.text).id as string
    answers.push(customer.text, (await call("PATCH", `/customers/${customerId}`, { card_data: card })).text)
    answers.push((await call("GET", `/customers/${customerId}`)).text)
    for (const [path, body] of [
      ["/checkout/sessions", { account_id: ACCOUNT_ID, merchant_order_id: "o-1", payment_description: "Order one", country: "US", amount: { currency: "USD", value: 10 }, card_data: card }],
      ["/recipients", { account_id: ACCOUNT_ID, merchant_recipient_id: "r-1", national_entity: "INDIVIDUAL", first_name: "S", last_name: "O", country: "CO", card_data: card }],
      ["/three-d-secure/setups", {
        account_id: ACCOUNT_ID, type: "MERCHANT_PROVIDED", card_data: card,
        browser_info: { user_agent: "Mozilla/5.0", accept_header: "text/html", color_depth: "24", screen_height: "1080", screen_width: "1920", language: "en-US" }
      }],
      ["/installments-plans", {
        name: "plan-card", account_id: [ACCOUNT_ID], merchant_reference: "plan-card", installments_plan: [{ installment: 3, rate: 1 }],
        country_code: "CO", amount: { currency: "COP", min_value: 0, max_value: 1000 }, card_data: card
      }]
    ] as const) {
      const answer = await call("POST", path, body)
      expect(answer.status, `${path}: ${answer.text}`).toBeLessThan(300)
      answers.push(answer.text)
    }
    await expectNowhere(answers)
  })

  it("the card a payment is made with is read (its test-card outcome) and kept masked", async () => {
    await start()
    const session = fake.seed.checkoutSession()
    const created = await call("POST", "/payments", paymentBody(session.id, {
      payment_method: { type: "CARD", detail: { card: { card_data: { ...card, number: "4507990000000002" }, cvv: CVV } } }
    }))
    expect(created.status).toBe(201)
    const body = JSON.parse(created.text)
    expect(body.payment_method.payment_method_detail.card.card_data).toMatchObject({ iin: "450799", lfd: "0002", security_code_length: 4 })
    await expectNowhere([created.text])
  })
})

describe("2. the idempotency fingerprint is taken over the redacted body", () => {
  it("a saved state's fingerprint matches the redacted body's, not the card's; a retry with the same card replays", async () => {
    await start()
    const session = fake.seed.checkoutSession()
    const body = paymentBody(session.id, { customer_payer: { card_data: card } })
    const send = (b: unknown) => fetch(`${server!.url}/payments`, {
      method: "POST", headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": "same-key" }, body: JSON.stringify(b)
    })
    const first = await send(body)
    expect(first.status).toBe(201)
    const saved = fake.snapshot().idempotency as ReadonlyArray<{ key: string; fingerprint: number }>
    const fingerprint = saved.find((r) => r.key === "same-key")!.fingerprint
    // the same request with another security code (and another middle of the number): the fingerprint cannot tell them apart
    const restored = createFakePayrail({ now: T0 })
    restored.restore(fake.snapshot())
    const other = paymentBody(session.id, { customer_payer: { card_data: { ...card, number: "4000051234565556", security_code: "1111" } } })
    const otherAnswer = await restored.fetch(new Request("http://fake/v1/payments", {
      method: "POST", headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": "same-key" }, body: JSON.stringify(other)
    }))
    expect(otherAnswer.headers.get("idempotent-replayed")).toBe("true")
    // a card whose masked form differs is another request
    const different = await send(paymentBody(session.id, { customer_payer: { card_data: { ...card, number: "4111111111111111" } } }))
    expect(different.status).toBe(400)
    expect(((await different.json()) as { code: string }).code).toBe("IDEMPOTENCY_DUPLICATED")
    expect(typeof fingerprint).toBe("number")
    const replay = await send(body)
    expect(replay.headers.get("idempotent-replayed")).toBe("true")
  })
})

describe("3. masking gaps: letter case, arrays under card keys, text bodies", () => {
  it("Card_Data, CVV, Security_Code and card_data arrays are masked in the answer, state, log and stream", async () => {
    await start()
    const session = fake.seed.checkoutSession()
    const created = await call("POST", "/payments", paymentBody(session.id, {
      customer_payer: { Card_Data: { Number: PAN, Security_Code: CVV }, CVV },
      additional_data: { cards: { card_data: [{ number: PAN, cvc: CVV }, PAN] } }
    }))
    expect(created.status).toBe(201)
    await expectNowhere([created.text])
  })

  it("a text body has spaced and dashed card numbers masked and its security codes redacted", async () => {
    await start()
    const text = `number=${SPACED_PAN}&other=4000-0566-5566-5556&cvv=${CVV}&{"security_code": "${CVV}", "id": 12345678901`
    expect((await call("POST", "/payments", text, "text/plain")).status).toBe(400)
    const logged = fake.requests.at(-1)!.body
    expect(logged).toBe('number=400005******5556&other=400005******5556&cvv=[REDACTED]&{"security_code": "[REDACTED]", "id": 12345678901')
    await expectNowhere([])
  })
})
