/**
 * Sellers, provider connections and routing through the real client, in-process and over the
 * fake's HTTP server (src/state/sellers.ts, connections.ts, provider-catalog.ts, routing.ts):
 * CRUD with the conflicts and not-founds, secrets kept out of answers and saved state, and the
 * routing rules deciding `routing.recommendations`.
 */
import { afterEach, describe, expect, it } from "vitest"
import { ACCOUNT_ID, caught, type Harness, inProcess, overHttp } from "../helpers"

const harnesses: Array<Harness> = []
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close()
})

const CONN_A = "6f1f7a4e-0000-4000-8000-00000000000a"
const CONN_B = "6f1f7a4e-0000-4000-8000-00000000000b"
const CONN_C = "6f1f7a4e-0000-4000-8000-00000000000c"

const sellerBody = (id = "store-1") => ({
  account_id: ACCOUNT_ID,
  merchant_seller_id: id,
  name: "Store One",
  country: "CO",
  payment_methods: [{ provider_id: "ADYEN", payment_method_type: "APPLE_PAY", wallet_details: { merchant_identity_password: "hunter2-secret" } }]
})

const step = (index: number, provider_id: string, connection_id: string) => ({ index, provider_id, connection_id })

const routingBody = () => ({
  account_id: ACCOUNT_ID,
  payment_method: "CARD",
  name: "cards",
  default_route: { steps: [step(1, "STRIPE", CONN_B)] },
  condition_sets: [
    // tried by sort_number: the BR set first though it is listed second
    { sort_number: 2, conditions: [{ condition_type: "AMOUNT", conditional: "GREATER_THAN", values: ["100"], currency: "USD" }], route: { steps: [step(1, "DLOCAL", CONN_C), step(2, "ADYEN", CONN_A)] } },
    { sort_number: 1, conditions: [{ condition_type: "COUNTRY", conditional: "ONE_OF", values: ["BR", "MX"] }], route: { steps: [step(1, "ADYEN", CONN_A), step(2, "STRIPE", CONN_B)] } }
  ]
})

const recommendation = (country: string, value: number, currency = "USD", type = "CARD") => ({
  account_id: ACCOUNT_ID,
  payment: { amount: { currency, value }, country, payment_method: { type } },
  candidates: [{ provider_id: "STRIPE" }, { provider_id: "ADYEN", merchant_connection_id: "adyen-main" }, { provider_id: "DLOCAL" }]
})

for (const make of [inProcess, overHttp]) {
  const open = async () => {
    const h = await make()
    harnesses.push(h)
    return { h, payrail: h.client({ accountId: ACCOUNT_ID }) }
  }

  describe(`sellers, connections, routing (${make === inProcess ? "in-process" : "over HTTP"})`, () => {
    it("sellers: create, 409 on a repeated merchant_seller_id, PUT replaces, delete then 404; wallet secrets kept nowhere", async () => {
      const { h, payrail } = await open()
      const seller = await payrail.sellers.create(sellerBody())
      expect(seller).toMatchObject({ merchant_seller_id: "store-1", name: "Store One", country: "CO" })
      expect(seller.seller_id).toMatch(/[0-9a-f-]{36}/)
      expect(JSON.stringify(seller)).not.toContain("hunter2")
      expect(JSON.stringify(h.fake.snapshot())).not.toContain("hunter2")
      expect(await caught(() => payrail.sellers.create(sellerBody()))).toMatchObject({ status: 409, code: "SELLER_ALREADY_EXISTS" })
      const replaced = await payrail.sellers.update("store-1", { account_id: ACCOUNT_ID, name: "Store Uno" })
      expect(replaced).toMatchObject({ seller_id: seller.seller_id, merchant_seller_id: "store-1", name: "Store Uno" })
      expect(replaced.country).toBeUndefined() // PUT: what is not sent is gone
      expect((await payrail.sellers.retrieve("store-1")).name).toBe("Store Uno")
      await payrail.sellers.delete("store-1")
      expect(await caught(() => payrail.sellers.retrieve("store-1"))).toMatchObject({ status: 404, code: "SELLER_NOT_FOUND" })
      expect(await caught(() => payrail.sellers.delete("store-1"))).toMatchObject({ status: 404, code: "SELLER_NOT_FOUND" })
      expect((await payrail.sellers.create(sellerBody())).seller_id).not.toBe(seller.seller_id) // the id is free again
    })

    it("connections: checked against the catalogue, secrets masked, 409 on a repeated merchant_connection_id, 404s", async () => {
      const { h, payrail } = await open()
      const catalog = await payrail.connections.providerCatalog("STRIPE")
      expect(catalog.payment_method_type).toContain("CARD")
      expect(catalog.params?.find((p) => p.param_id === "secret_key")).toMatchObject({ secret: true, optional: false })
      expect(await caught(() => payrail.connections.providerCatalog("NOPE"))).toMatchObject({ status: 404, code: "PROVIDER_NOT_FOUND" })
      const body = {
        account_id: ACCOUNT_ID, merchant_connection_id: "stripe-main", provider_id: "STRIPE", flow_type: "DIRECT", payment_methods: ["CARD"],
        params: [{ param_id: "publishable_key", value: "pk_live_visible" }, { param_id: "secret_key", value: "sk_live_topsecret" }]
      }
      const connection = await payrail.connections.create(body)
      expect(connection).toMatchObject({ merchant_connection_id: "stripe-main", provider_id: "STRIPE", status: "ACTIVE" })
      expect(connection.params).toEqual([{ param_id: "publishable_key", value: "pk_live_visible" }, { param_id: "secret_key", value: "********" }])
      expect(JSON.stringify(h.fake.snapshot())).not.toContain("sk_live_topsecret")
      expect((await payrail.connections.retrieve(connection.connection_id)).merchant_connection_id).toBe("stripe-main")
      expect(await caught(() => payrail.connections.create(body))).toMatchObject({ status: 409, code: "CONNECTION_ALREADY_EXISTS" })
      const missing = await caught(() => payrail.connections.create({ ...body, merchant_connection_id: "x", payment_methods: ["PIX"], params: [{ param_id: "publishable_key", value: "p" }] }))
      expect(missing).toMatchObject({ status: 400, code: "INVALID_REQUEST" })
      expect(JSON.stringify(missing)).toContain("payment_methods[0]")
      expect(JSON.stringify(missing)).toContain("secret_key is required")
      expect(await caught(() => payrail.connections.retrieve("00000000-0000-4000-8000-000000000000"))).toMatchObject({ status: 404, code: "CONNECTION_NOT_FOUND" })
    })

    it("routing: create, one per payment method (409), list, update replaces, 404; rules decide recommendations", async () => {
      const { payrail } = await open()
      const routing = await payrail.routing.create(routingBody())
      expect(routing).toMatchObject({ account_id: ACCOUNT_ID, payment_method: "CARD", name: "cards" })
      expect(routing.warnings).toHaveLength(3) // none of the three connections exists
      expect(await caught(() => payrail.routing.create(routingBody()))).toMatchObject({ status: 409, code: "ROUTING_ALREADY_EXISTS" })
      expect((await payrail.routing.list({ account_id: ACCOUNT_ID })).map((r) => r.id)).toEqual([routing.id])
      expect(await payrail.routing.list({ account_id: ACCOUNT_ID, payment_method: "PIX" })).toEqual([])

      const ranked = async (country: string, value: number, currency?: string) => {
        const answer = await payrail.routing.recommendations(recommendation(country, value, currency))
        expect(answer.recommended?.provider_id).toBe(answer.ranking?.[0]?.provider_id)
        return answer.ranking?.map((r) => r.provider_id)
      }
      // BR matches sort_number 1 (ADYEN, STRIPE) even at an amount the sort_number 2 set also takes
      expect(await ranked("BR", 500)).toEqual(["ADYEN", "STRIPE", "DLOCAL"])
      // CO over 100 USD: the AMOUNT set (DLOCAL, ADYEN)
      expect(await ranked("CO", 100.01)).toEqual(["DLOCAL", "ADYEN", "STRIPE"])
      // exactly 100 is not greater than 100, and another currency never matches: the default route
      expect(await ranked("CO", 100)).toEqual(["STRIPE", "ADYEN", "DLOCAL"])
      expect(await ranked("CO", 500, "EUR")).toEqual(["STRIPE", "ADYEN", "DLOCAL"])
      const answer = await payrail.routing.recommendations(recommendation("BR", 1))
      expect(answer).toMatchObject({ decision_source: "INSUFFICIENT_DATA", recommended: { provider_id: "ADYEN", merchant_connection_id: "adyen-main" } })
      // no routing for the method: the candidates in the order sent
      expect((await payrail.routing.recommendations(recommendation("BR", 1, "USD", "PIX"))).ranking?.map((r) => r.provider_id)).toEqual(["STRIPE", "ADYEN", "DLOCAL"])

      const updated = await payrail.routing.update(routing.id, { name: "cards v2", default_route: { steps: [step(1, "DLOCAL", CONN_C)] } })
      expect(updated).toMatchObject({ id: routing.id, name: "cards v2", payment_method: "CARD" })
      expect(updated.condition_sets).toBeUndefined()
      expect(await ranked("BR", 500)).toEqual(["DLOCAL", "STRIPE", "ADYEN"])
      expect((await payrail.routing.retrieve(routing.id)).name).toBe("cards v2")
      expect(await caught(() => payrail.routing.retrieve("00000000-0000-4000-8000-000000000000"))).toMatchObject({ status: 404, code: "ROUTING_NOT_FOUND" })
    })

    it("a routing step naming an existing connection has no warning", async () => {
      const { payrail } = await open()
      const connection = await payrail.connections.create({
        account_id: ACCOUNT_ID, merchant_connection_id: "paypal", provider_id: "PAYPAL", flow_type: "REDIRECT", payment_methods: ["PAYPAL"],
        params: [{ param_id: "client_id", value: "c" }, { param_id: "client_secret", value: "s" }]
      })
      const routing = await payrail.routing.create({
        account_id: ACCOUNT_ID, payment_method: "PAYPAL", name: "pp", default_route: { steps: [step(1, "PAYPAL", connection.connection_id)] }
      })
      expect(routing.warnings).toEqual([])
    })
  })
}
