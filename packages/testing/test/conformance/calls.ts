/**
 * One valid client call per declared operation, with fixed ids: what the response corpus sends
 * so that the reference's answer comes back through the client's own decoding. Written out for
 * the seed's operations and for those the reference gives no usable request example; every other
 * operation is called with its first accepted request example (`callFor`).
 */
import type { PayrailClient } from "@payrail/core"
import { endpointByOperation } from "@payrail/core/api"
import { argumentsOf } from "@payrail/core/internal"
import { ACCOUNT_ID, oneStepOnboardingBody, paymentBody, reportBody, subscriptionBody } from "../helpers"
import { fillBlanks, type Ids, requestCases } from "./corpus"
import { EXCEPTIONS } from "./exceptions"

const ID = "5e1d0c00-0000-4000-8000-000000000001"
const OTHER = "5e1d0c00-0000-4000-8000-000000000002"
const usd = { currency: "USD", value: 10 }
const customer = { id: ID, vaultedToken: OTHER }

export const CALLS: Readonly<Record<string, (payrail: PayrailClient) => PromiseLike<unknown>>> = {
  "checkout.paymentMethods": (p) => p.checkout.paymentMethods(ID),
  "checkout.sessions.create": (p) =>
    p.checkout.sessions.create({
      account_id: ACCOUNT_ID, merchant_order_id: "order-1", payment_description: "Order 1", country: "US", amount: usd
    }),
  "checkout.sessions.retrieve": (p) => p.checkout.sessions.retrieve(ID),
  "checkout.sessions.update": (p) => p.checkout.sessions.update(ID, { payment_description: "Order 1" }),
  "organizations.authenticate": (p) => p.organizations.authenticate({ user_id: ID }),
  "payments.create": (p) => p.payments.create(paymentBody(ID)),
  "payments.retrieve": (p) => p.payments.retrieve(ID),
  "payments.refund": (p) => p.payments.refund(ID, OTHER),
  "payments.cancelOrRefund": (p) => p.payments.cancelOrRefund(ID),
  "payments.capture": (p) => p.payments.capture(ID, OTHER, { merchant_reference: "capture-1" }),
  "payments.cancel": (p) => p.payments.cancel(ID, OTHER, { merchant_reference: "cancel-1" }),
  "payments.listByMerchantOrderId": (p) => p.payments.listByMerchantOrderId("order-1"),
  "customers.create": (p) => p.customers.create({ merchant_customer_id: "customer-1" }),
  "customers.retrieve": (p) => p.customers.retrieve(ID),
  "customers.update": (p) => p.customers.update(ID, { first_name: "Ada" }),
  "customers.retrieveByMerchantCustomerId": (p) => p.customers.retrieveByMerchantCustomerId("customer-1"),
  "customers.delete": (p) => p.customers.delete(ID),
  "customers.paymentMethods.enroll": (p) => p.customers.paymentMethods.enroll(ID, { account_id: ACCOUNT_ID, type: "CARD", country: "US" }),
  "customers.paymentMethods.list": (p) => p.customers.paymentMethods.list(ID),
  "customers.paymentMethods.retrieve": (p) => p.customers.paymentMethods.retrieve(ID, OTHER),
  "customers.paymentMethods.unenroll": (p) => p.customers.paymentMethods.unenroll(ID, OTHER),
  "subscriptions.create": (p) => p.subscriptions.create(subscriptionBody(customer)),
  "subscriptions.retrieve": (p) => p.subscriptions.retrieve(ID),
  "subscriptions.pause": (p) => p.subscriptions.pause(ID),
  "subscriptions.resume": (p) => p.subscriptions.resume(ID),
  "subscriptions.cancel": (p) => p.subscriptions.cancel(ID),
  "subscriptions.list": (p) => p.subscriptions.list(),
  "subscriptions.listPayments": (p) => p.subscriptions.listPayments(ID),
  "reports.create": (p) => p.reports.create(reportBody()),
  "reports.retrieve": (p) => p.reports.retrieve(ID),
  "reports.list": (p) => p.reports.list(),
  "banking.createOnboarding": (p) => p.banking.createOnboarding("ent_1", oneStepOnboardingBody()),
  "banking.retrieveOnboarding": (p) => p.banking.retrieveOnboarding("ent_1", "onb_1"),
  "recipients.onboardings.unblock": (p) => p.recipients.onboardings.unblock(ID, OTHER)
}

/** A valid body for the operations whose required body the reference shows no accepted request example of. */
const BODIES: Readonly<Record<string, unknown>> = {
  "payments.reverseSplitTransfer": { amount: usd, recipient_id: OTHER },
  "payments.updateDispute": {
    account_id: ACCOUNT_ID,
    evidence: [{ file_name: "receipt.pdf", content_type: "application/pdf", content_category: "RECEIPT", content: "JVBERi0xLjQK" }]
  },
  "splitTransfers.create": { account_id: ACCOUNT_ID, recipient_id: OTHER, provider_id: "PROVIDER", amount: usd },
  // the reference shows no request example for a plan change: its one required field
  "subscriptions.changePlan": { plan_id: OTHER }
}
/** A query for the operations whose query has a required field. */
const QUERIES: Readonly<Record<string, unknown>> = { "installmentPlans.list": { account_id: ACCOUNT_ID } }

const IDS: Ids = { accountId: ACCOUNT_ID, customerId: ID, checkoutSession: ID, vaultedToken: OTHER, oneTimeToken: OTHER }

/**
 * The call of `operation`: its written-out one, else the client method called with fixed path
 * ids, its first request example the corpus accepts (blanks filled; none when it has none) and a
 * fixed text for a query argument.
 */
export const callFor = (operation: string): ((payrail: PayrailClient) => PromiseLike<unknown>) => {
  const written = CALLS[operation]
  if (written !== undefined) return written
  const endpoint = endpointByOperation(operation)
  if (endpoint === undefined) throw new Error(`not a declared operation: ${operation}`)
  const example = requestCases().find((c) => c.operation === operation && EXCEPTIONS[c.title] === undefined)?.example
  return (payrail) => {
    const method = operation.split(".").reduce<any>((at, key) => at[key], payrail) as (...args: Array<unknown>) => PromiseLike<unknown>
    const args: Array<unknown> = []
    for (const arg of argumentsOf(endpoint)) {
      if (arg.role === "path") args.push(ID)
      else if (arg.role === "body") args.push(example === undefined ? (BODIES[operation] ?? (arg.optional ? undefined : {})) : fillBlanks(example.body, IDS))
      else if (arg.role === "queryField") args.push("reference-1")
      else if (arg.role === "query") args.push(QUERIES[operation])
    }
    return method(...args)
  }
}
