/**
 * A scripted tour of Payrail against the embedded fake (no keys, no network):
 * the fake serves the API on 127.0.0.1, the Promise client talks to it over real HTTP.
 * With PAYRAIL_BASE_URL and keys set, the same script talks to that service instead.
 */
import { ApiError, createPayrail } from "@payrail/core"
import { createFakePayrail, DEFAULT_PRIVATE_SECRET_KEY, DEFAULT_PUBLIC_API_KEY } from "@payrail/testing"

const useReal = Boolean(process.env.PAYRAIL_BASE_URL && process.env.PAYRAIL_PRIVATE_SECRET_KEY)
const fake = useReal ? undefined : createFakePayrail()
const server = fake ? await fake.listen() : undefined
const payrail = createPayrail({
  publicApiKey: useReal ? process.env.PAYRAIL_PUBLIC_API_KEY ?? "" : DEFAULT_PUBLIC_API_KEY,
  privateSecretKey: useReal ? process.env.PAYRAIL_PRIVATE_SECRET_KEY ?? "" : DEFAULT_PRIVATE_SECRET_KEY,
  baseUrl: server?.url ?? process.env.PAYRAIL_BASE_URL,
  organizationCode: "org_example"
})
console.log(`Payrail example — API at ${server?.url ?? process.env.PAYRAIL_BASE_URL}${fake ? " (embedded fake)" : ""}`)

const account = "11111111-2222-4333-8444-555555555555"
const customer = fake?.seed.customer()
const session = fake?.seed.checkoutSession(customer ? { customerId: customer.id } : {})
const order = (n: number, value: number, capture: boolean) => ({
  account_id: account,
  description: `Example order ${n}`,
  country: "US" as const,
  merchant_order_id: `example-${n}`,
  amount: { currency: "USD", value },
  checkout: { session: session?.id ?? "" },
  payment_method: { token: "tok_example", detail: { card: { capture } } }
})

try {
  if (session) {
    const methods = await payrail.checkout.paymentMethods(session.id)
    console.log("checkout methods:", methods.map((m) => `${m.type}${m.vaulted_token ? " (vaulted)" : ""}`).join(", "))
  }

  const authorized = await payrail.payments.create(order(1, 40, false))
  console.log("authorize →", authorized.status, authorized.sub_status)
  const canceled = await payrail.payments.cancelOrRefund(authorized.id)
  console.log("cancel-or-refund →", canceled.payment?.status, canceled.payment?.sub_status)

  const purchase = await payrail.payments.create(order(2, 30.3, true))
  const transaction = Array.isArray(purchase.transactions) ? purchase.transactions[0] : purchase.transactions
  console.log("purchase →", purchase.status, purchase.sub_status)
  const partial = await payrail.payments.refund(purchase.id, String(transaction?.id), { amount: { currency: "USD", value: 10.1 } })
  console.log("partial refund of 10.1 →", partial.status, partial.sub_status, "refunded", partial.amount.refunded)
  const full = await payrail.payments.refund(purchase.id, String(transaction?.id))
  console.log("refund of the rest →", full.status, full.sub_status, "refunded", full.amount.refunded)
  await payrail.payments.refund(purchase.id, String(transaction?.id)).catch((e: unknown) => {
    if (e instanceof ApiError) console.log("refund again →", e._tag, e.status, e.code)
    else throw e
  })

  if (customer) {
    const subscription = await payrail.subscriptions.create({
      name: "Example plan",
      merchant_reference: "example-plan",
      account_id: account,
      country: "US",
      amount: { currency: "USD", value: 9.99 },
      frequency: { type: "MONTH", value: 1 },
      customer_payer: { id: customer.id },
      payment_method: { type: "CARD", vaulted_token: customer.vaultedToken }
    })
    const paused = await payrail.subscriptions.pause(subscription.id)
    const resumed = await payrail.subscriptions.resume(subscription.id)
    const canceledSub = await payrail.subscriptions.cancel(subscription.id)
    console.log("subscription →", subscription.status, "→", paused.status, "→", resumed.status, "→", canceledSub.status)
  }

  const report = await payrail.reports.create({ type: "PAYMENTS", start_date: "2024-05-01T00:00:00Z", end_date: "2024-05-31T23:59:59Z" })
  await fake?.clock.advance(120_000)
  const ready = await payrail.reports.retrieve(report.id)
  console.log("report →", report.status, "→", ready.status, `(${ready.created_at})`)
} finally {
  await payrail.close()
  await server?.close()
}
