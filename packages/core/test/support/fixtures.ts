/** Valid request bodies and spec-shaped response bodies shared by the client tests. */
export const ids = {
  payment: "0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11",
  transaction: "5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b",
  session: "9f8e7d6c-5b4a-4321-8fed-cba987654321",
  account: "11111111-2222-4333-8444-555555555555",
  subscription: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
  report: "c0ffee00-1234-4abc-9def-0123456789ab",
  user: "0a0b0c0d-1e1f-4a2b-8c3d-4e5f6a7b8c9d"
}

export const createPaymentBody = {
  account_id: ids.account,
  description: "Order #1042",
  country: "CO" as const,
  merchant_order_id: "order-1042",
  amount: { currency: "COP", value: 26.9 },
  checkout: { session: ids.session },
  payment_method: { token: "tok_visa", detail: { card: { capture: true } } }
}

export const createSubscriptionBody = {
  name: "Gold plan",
  merchant_reference: "plan-gold",
  account_id: ids.account,
  country: "US",
  amount: { currency: "USD", value: 9.99 },
  frequency: { type: "MONTH" as const, value: 1 },
  customer_payer: { id: "cus_123" },
  payment_method: { type: "CARD" as const, vaulted_token: "vt_123" }
}

export const createReportBody = {
  type: "PAYMENTS" as const,
  start_date: "2024-05-01T00:00:00Z",
  end_date: "2024-05-31T23:59:59Z"
}

export const onboardingBody = {
  account_id: ids.account,
  service_connection_id: "conn_1",
  onboarding_type: "PREVIOUSLY_ONBOARDED" as const
}

const amount = { value: 26.9, currency: "COP", captured: 26.9, refunded: 0 }
export const paymentResponse = {
  id: ids.payment,
  status: "SUCCEEDED",
  sub_status: "APPROVED",
  account_id: ids.account,
  description: "Order #1042",
  country: "CO",
  merchant_order_id: "order-1042",
  created_at: "2024-05-01T10:00:00.123456Z",
  updated_at: "2024-05-01T10:00:00.123456Z",
  amount,
  transactions: { id: ids.transaction, type: "PURCHASE", status: "SUCCEEDED", category: "CARD", amount: 26.9 }
}

export const subscriptionResponse = { id: ids.subscription, status: "ACTIVE", name: "Gold plan" }
export const reportResponse = {
  id: ids.report,
  type: "PAYMENTS",
  status: "IN_PROCESS",
  created_at: "2024-05-02 13:05:11.123456 +0000 UTC",
  expires_at: ""
}
export const onboardingResponse = { id: "onb_123", entity_id: "ent_123", status: "PENDING", onboarding_type: "PREVIOUSLY_ONBOARDED" }
export const recipientResponse = { id: "rcp_1", first_name: "Ana", national_entity: "INDIVIDUAL" }
export const tokenResponse = { access_token: "eyJhbGciOi.x.y", token_type: "Bearer", expires_in: 86400 }
export const cancelOrRefundResponse = {
  id: ids.transaction,
  type: "REFUND",
  status: "SUCCEEDED",
  amount: { value: 26.9, currency: "COP", captured: 26.9, refunded: 26.9 },
  payment: { id: ids.payment, status: "REFUNDED", sub_status: "REFUNDED", amount }
}
export const checkoutMethodsResponse = [
  { name: "Visa ****4242", type: "CARD", category: "CARD", vaulted_token: "vt_1", preferred: true },
  { name: "Bank transfer", type: "BANK_TRANSFER", category: "BANK_TRANSFER", vaulted_token: null }
]

// Second round: capture, customers, checkout sessions, stored payment methods, lists.
export const moreIds = {
  customer: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  paymentMethod: "pm_7f8e9d",
  captureTransaction: "6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f"
}

export const captureResponse = {
  id: moreIds.captureTransaction,
  type: "CAPTURE",
  status: "SUCCEEDED",
  amount: 10,
  merchant_reference: "cap-1",
  payment: { ...paymentResponse, sub_status: "PARTIALLY_CAPTURED", amount: { ...amount, captured: 10 } }
}
export const cancelResponse = {
  id: moreIds.captureTransaction,
  type: "CANCEL",
  status: "SUCCEEDED",
  amount: 26.9,
  payment: { ...paymentResponse, status: "CANCELED", sub_status: "CANCELED" }
}

export const createCustomerBody = {
  merchant_customer_id: "cust-1042",
  first_name: "Ana",
  email: "ana@example.com",
  country: "CO",
  billing_address: { address_line_1: "Calle 1", building_number_1: "12", country: "CO" },
  metadata: [{ key: "tier", value: "gold" }]
}
export const customerResponse = {
  id: moreIds.customer,
  ...createCustomerBody,
  shipping_address: null,
  created_at: "2024-05-01T10:00:00Z",
  updated_at: "2024-05-01T10:00:00Z"
}

export const createSessionBody = {
  account_id: ids.account,
  merchant_order_id: "order-1042",
  payment_description: "Order #1042",
  country: "CO",
  customer_id: moreIds.customer,
  amount: { currency: "COP", value: 26.9 },
  workflow: "SDK_CHECKOUT" as const
}
export const createdSessionResponse = { checkout_session: ids.session, ...createSessionBody, created_at: "2024-05-01T10:00:00Z" }
export const sessionResponse = { id: ids.session, used: false, ...createSessionBody }

export const enrollBody = { account_id: ids.account, type: "CARD", token: "tok_one_time", country: "CO" }
export const enrolledResponse = { id: moreIds.paymentMethod, vaulted_token: "vt_abc", type: "CARD", status: "ENROLLED" }
