/**
 * One valid client call per declared operation, with fixed ids: what the response corpus sends
 * so that the reference's answer comes back through the client's own decoding.
 */
import type { PayrailClient } from "@payrail/core"
import { ACCOUNT_ID, oneStepOnboardingBody, paymentBody, reportBody, subscriptionBody } from "../helpers"

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
  "recipients.unblockOnboarding": (p) => p.recipients.unblockOnboarding(ID, OTHER)
}
