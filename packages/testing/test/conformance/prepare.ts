/**
 * What an example needs to exist before the fake can answer it: the customer, card, checkout
 * session and entity it names (seeded under the example's own ids when it gives concrete ones),
 * and for the calls on a payment, a payment in the example's currency to call them on.
 */
import { type CreatePaymentParams, transactionsOf } from "@payrail/core"
import type { FakePayrail } from "../../src/index"
import { ACCOUNT_ID, paymentBody } from "../helpers"
import { fillBlanks, type Ids, stringAt } from "./corpus"

/** A concrete id the example gives (not a blank such as `{{customer_id}}`). */
const concrete = (body: unknown, ...paths: Array<string>) => {
  for (const path of paths) {
    const value = stringAt(body, path)
    if (value !== undefined && !/[{}<>]|^[A-Z_]+$/.test(value)) return value
  }
  return undefined
}

const COUNTRY_OF: Readonly<Record<string, string>> = { USD: "US", COP: "CO", CLP: "CL", BRL: "BR", ARS: "AR", MXN: "MX" }

export interface Prepared {
  readonly ids: Ids
  /** The example, blanks filled. */
  readonly body: unknown
  /** Path parameters, in the template's order. */
  readonly params: Record<string, string>
}

/** Seeds what `example` refers to and makes the resource its path names. */
export const prepare = async (fake: FakePayrail, operation: string, path: string, example: unknown): Promise<Prepared> => {
  const vaultedToken = concrete(example, "payment_method.vaulted_token")
  const customer = fake.seed.customer({
    ...(concrete(example, "customer_payer.id", "customer_payer.customer_id", "customer_id") === undefined
      ? {}
      : { id: concrete(example, "customer_payer.id", "customer_payer.customer_id", "customer_id")! }),
    ...(vaultedToken === undefined ? {} : { cards: [{ vaultedToken }] })
  })
  const sessionId = concrete(example, "checkout.session")
  const session = fake.seed.checkoutSession({ customerId: customer.id, ...(sessionId === undefined ? {} : { id: sessionId }) })
  const ids: Ids = {
    accountId: ACCOUNT_ID,
    customerId: customer.id,
    checkoutSession: session.id,
    vaultedToken: customer.vaultedToken,
    oneTimeToken: "tok_visa"
  }
  const body = fillBlanks(example, ids)
  const currency = stringAt(body, "amount.currency") ?? "USD"
  const pay = async (capture: boolean) => {
    const payrail = fake.client({ accountId: ACCOUNT_ID })
    try {
      const other = fake.seed.checkoutSession()
      const payment = await payrail.payments.create({
        ...paymentBody(other.id, {
          country: COUNTRY_OF[currency] ?? "US",
          amount: { currency, value: 100_000 },
          payment_method: { token: "tok_visa", ...(capture ? {} : { detail: { card: { capture: false } } }) }
        })
      } as CreatePaymentParams)
      return { payment_id: payment.id, transaction_id: transactionsOf(payment)[0]!.id! }
    } finally {
      await payrail.close()
    }
  }
  switch (operation) {
    case "payments.refund":
      return { ids, body, params: await pay(true) }
    case "payments.cancelOrRefund":
      return { ids, body, params: { payment_id: (await pay(true)).payment_id } }
    case "payments.capture":
    case "payments.cancel":
      return { ids, body, params: await pay(false) }
    case "customers.update":
    case "customers.paymentMethods.enroll":
      return { ids, body, params: { customer_id: customer.id } }
    case "checkout.sessions.update":
      return { ids, body, params: { checkout_session: session.id } }
    case "banking.createOnboarding":
      return { ids, body, params: { entity_id: fake.seed.entity().id } }
    default: {
      // a call on a payment gets a captured one; any other id names no resource (the body is checked first)
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
      const payment: Record<string, string> = names.includes("payment_id") ? await pay(true) : {}
      return { ids, body, params: Object.fromEntries(names.map((name, i) => [name, payment[name] ?? `5e1d0c00-0000-4000-8000-00000000010${i}`])) }
    }
  }
}
