/** Stub-server cases of the operations added with the rest of the merchant API (read by endpoints.test.ts). */
import type { PayrailClient } from "../../src"
import * as f from "../support/fixtures"

/** One case: the call, the scripted reply, and the request it must send. */
export interface RestCase {
  readonly name: string
  readonly run: () => Promise<unknown>
  readonly reply: { status: number; body: unknown }
  readonly method: "GET" | "POST" | "PATCH" | "DELETE"
  readonly path: string
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly idempotent: boolean
  readonly expected?: unknown
}

/** The client method of an operation name (the reference-only ones are typed loosely). */
const at = (client: PayrailClient, operation: string) =>
  operation.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], client) as (...args: ReadonlyArray<unknown>) => Promise<unknown>

export const restCases = (payrail: PayrailClient): Array<RestCase> => [
  {
    name: "paymentLinks.create",
    run: () => payrail.paymentLinks.create({"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "country": "CO", "amount": {"currency": "COP", "value": 5000}, "payment_method_types": ["CARD"], "description": "Link for order 7", "availability": {"finish_at": "2030-01-01T00:00:00Z"}}),
    reply: { status: 200, body: {"id": "lnk-1", "status": "CREATED", "checkout_url": "https://checkout.example/payment?session=s1"} },
    method: "POST",
    path: "/payment-links",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "country": "CO", "amount": {"currency": "COP", "value": 5000}, "payment_method_types": ["CARD"], "description": "Link for order 7", "availability": {"finish_at": "2030-01-01T00:00:00Z"}},
    idempotent: true
  },
  {
    name: "paymentLinks.retrieve",
    run: () => payrail.paymentLinks.retrieve("lnk-1"),
    reply: { status: 200, body: {"id": "lnk-1", "status": "CREATED", "checkout_url": "https://checkout.example/payment?session=s1"} },
    method: "GET",
    path: "/payment-links/lnk-1",
    idempotent: false
  },
  {
    name: "paymentLinks.cancel (no body: {} is sent)",
    run: () => payrail.paymentLinks.cancel("lnk-1"),
    reply: { status: 200, body: {"id": "lnk-1", "status": "CREATED", "checkout_url": "https://checkout.example/payment?session=s1"} },
    method: "POST",
    path: "/payment-links/lnk-1/cancel",
    body: {},
    idempotent: true
  },
  {
    name: "payouts.create",
    run: () => payrail.payouts.create({"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "merchant_reference": "payout-0001", "country": "BR", "purpose": "PROVIDER_SERVICES", "amount": {"currency": "BRL", "value": 100}, "beneficiary": {"merchant_beneficiary_id": "seller-1", "country": "BR"}, "withdrawal_method": {"type": "PIX_PAYOUT", "provider_id": "ASTROPAY"}}),
    reply: { status: 201, body: {"id": "po-1", "status": "PENDING", "merchant_reference": "payout-0001"} },
    method: "POST",
    path: "/payouts",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "merchant_reference": "payout-0001", "country": "BR", "purpose": "PROVIDER_SERVICES", "amount": {"currency": "BRL", "value": 100}, "beneficiary": {"merchant_beneficiary_id": "seller-1", "country": "BR"}, "withdrawal_method": {"type": "PIX_PAYOUT", "provider_id": "ASTROPAY"}},
    idempotent: true
  },
  {
    name: "payouts.retrieve",
    run: () => payrail.payouts.retrieve("po-1"),
    reply: { status: 200, body: {"id": "po-1", "status": "PENDING", "merchant_reference": "payout-0001"} },
    method: "GET",
    path: "/payouts/po-1",
    idempotent: false
  },
  {
    name: "payouts.listByMerchantReference",
    run: () => payrail.payouts.listByMerchantReference("payout-0001"),
    reply: { status: 200, body: [{"id": "po-1", "status": "PENDING", "merchant_reference": "payout-0001"}] },
    method: "GET",
    path: "/payouts",
    query: {"merchant_reference": "payout-0001"},
    idempotent: false
  },
  {
    name: "recipients.create",
    run: () => payrail.recipients.create({"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "merchant_recipient_id": "seller-1", "national_entity": "INDIVIDUAL", "first_name": "Ana", "last_name": "Lima", "country": "CO"}),
    reply: { status: 201, body: {"id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "first_name": "Ana", "national_entity": "INDIVIDUAL"} },
    method: "POST",
    path: "/recipients",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "merchant_recipient_id": "seller-1", "national_entity": "INDIVIDUAL", "first_name": "Ana", "last_name": "Lima", "country": "CO"},
    idempotent: false
  },
  {
    name: "recipients.retrieve",
    run: () => payrail.recipients.retrieve("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c"),
    reply: { status: 200, body: {"id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "first_name": "Ana", "national_entity": "INDIVIDUAL"} },
    method: "GET",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c",
    idempotent: false
  },
  {
    name: "recipients.update",
    run: () => payrail.recipients.update("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", { email: "ana@example.com" }),
    reply: { status: 200, body: {"id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "first_name": "Ana", "national_entity": "INDIVIDUAL"} },
    method: "PATCH",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c",
    body: {"email": "ana@example.com"},
    idempotent: false
  },
  {
    name: "recipients.delete",
    run: () => payrail.recipients.delete("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c"),
    reply: { status: 204, body: null },
    method: "DELETE",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c",
    idempotent: false,
    expected: undefined
  },
  {
    name: "recipients.list",
    run: () => payrail.recipients.list({ limit: 1, offset: 0, country: "CO" }),
    reply: { status: 200, body: {"data": [{"id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "first_name": "Ana", "national_entity": "INDIVIDUAL"}], "pagination": {"total": 1, "limit": 1, "offset": 0, "has_more": false}} },
    method: "GET",
    path: "/recipients",
    query: {"limit": "1", "offset": "0", "country": "CO"},
    idempotent: false,
    expected: { data: [{"id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "first_name": "Ana", "national_entity": "INDIVIDUAL"}], hasMore: false, total: 1, nextParams: undefined }
  },
  {
    name: "recipients.onboardings.create",
    run: () => payrail.recipients.onboardings.create("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "type": "PREVIOUSLY_ONBOARDED", "workflow": "DIRECT", "provider": {"id": "STRIPE", "connection_id": "conn-1"}}),
    reply: { status: 201, body: {"id": "onb-1", "status": "SUCCEEDED"} },
    method: "POST",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c/onboardings",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "type": "PREVIOUSLY_ONBOARDED", "workflow": "DIRECT", "provider": {"id": "STRIPE", "connection_id": "conn-1"}},
    idempotent: true
  },
  {
    name: "recipients.onboardings.retrieve",
    run: () => payrail.recipients.onboardings.retrieve("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "onb-1"),
    reply: { status: 200, body: {"id": "onb-1", "status": "SUCCEEDED"} },
    method: "GET",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c/onboardings/onb-1",
    idempotent: false
  },
  {
    name: "recipients.onboardings.update",
    run: () => payrail.recipients.onboardings.update("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "onb-1", { callback_url: "https://merchant.example/onb" }),
    reply: { status: 200, body: {"id": "onb-1", "status": "SUCCEEDED"} },
    method: "PATCH",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c/onboardings/onb-1",
    body: {"callback_url": "https://merchant.example/onb"},
    idempotent: false
  },
  {
    name: "recipients.onboardings.block",
    run: () => payrail.recipients.onboardings.block("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "onb-1"),
    reply: { status: 200, body: {"id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "first_name": "Ana", "national_entity": "INDIVIDUAL"} },
    method: "POST",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c/onboardings/onb-1/block",
    body: {},
    idempotent: false
  },
  {
    name: "recipients.onboardings.unblock",
    run: () => payrail.recipients.onboardings.unblock("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "onb-1"),
    reply: { status: 200, body: {"id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "first_name": "Ana", "national_entity": "INDIVIDUAL"} },
    method: "POST",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c/onboardings/onb-1/unblock",
    idempotent: false
  },
  {
    name: "recipients.onboardings.cancel",
    run: () => payrail.recipients.onboardings.cancel("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "onb-1"),
    reply: { status: 200, body: {"id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "first_name": "Ana", "national_entity": "INDIVIDUAL"} },
    method: "POST",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c/onboardings/onb-1/cancel",
    idempotent: false
  },
  {
    name: "recipients.onboardings.continue",
    run: () => payrail.recipients.onboardings.continue("7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "onb-1", { workflow: "DIRECT" }),
    reply: { status: 201, body: {"id": "onb-1", "status": "SUCCEEDED"} },
    method: "POST",
    path: "/recipients/7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c/onboardings/onb-1/continue",
    body: {"workflow": "DIRECT"},
    idempotent: true
  },
  {
    name: "splitTransfers.create",
    run: () => payrail.splitTransfers.create({"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "recipient_id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "provider_id": "STRIPE", "amount": {"currency": "USD", "value": 100}}),
    reply: { status: 201, body: {"id": "xfer-1", "status": "SUCCEEDED", "recipient_id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c"} },
    method: "POST",
    path: "/split-marketplace/transfers",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "recipient_id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c", "provider_id": "STRIPE", "amount": {"currency": "USD", "value": 100}},
    idempotent: true
  },
  {
    name: "splitTransfers.retrieve",
    run: () => payrail.splitTransfers.retrieve("xfer-1"),
    reply: { status: 200, body: {"id": "xfer-1", "status": "SUCCEEDED", "recipient_id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c"} },
    method: "GET",
    path: "/split-marketplace/transfers/xfer-1",
    idempotent: false
  },
  {
    name: "splitTransfers.reverse (no body: {} is sent)",
    run: () => payrail.splitTransfers.reverse("xfer-1"),
    reply: { status: 200, body: {"id": "xfer-1", "status": "SUCCEEDED", "recipient_id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c"} },
    method: "POST",
    path: "/split-marketplace/transfers/xfer-1/reverse",
    body: {},
    idempotent: true
  },
  {
    name: "payments.reverseSplitTransfer",
    run: () => payrail.payments.reverseSplitTransfer("0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11", "5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b", { amount: { currency: "USD", value: 10 } }),
    reply: { status: 201, body: {"id": "xfer-1", "status": "SUCCEEDED", "recipient_id": "7d3f9a2b-1c4e-4f5a-8b6c-9d0e1f2a3b4c"} },
    method: "POST",
    path: "/payments/0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11/transactions/5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b/split-marketplace/transfer-reversal",
    body: {"amount": {"currency": "USD", "value": 10}},
    idempotent: true
  },
  {
    name: "payments.cancelOrRefundTransaction",
    run: () => payrail.payments.cancelOrRefundTransaction("0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11", "5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b", { reason: "REQUESTED_BY_CUSTOMER" }),
    reply: { status: 201, body: f.cancelOrRefundResponse },
    method: "POST",
    path: "/payments/0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11/transactions/5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b/cancel-or-refund",
    body: {"reason": "REQUESTED_BY_CUSTOMER"},
    idempotent: true
  },
  {
    name: "payments.notifyFulfillment",
    run: () => payrail.payments.notifyFulfillment("0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11", {"status": "COMPLETED", "fulfillments": [{"id": "f-1", "type": "STANDARD", "status": "COMPLETED"}]}),
    reply: { status: 202, body: {} },
    method: "POST",
    path: "/payments/0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11/fulfillments",
    body: {"status": "COMPLETED", "fulfillments": [{"id": "f-1", "type": "STANDARD", "status": "COMPLETED"}]},
    idempotent: true,
    expected: undefined
  },
  {
    name: "payments.dispute",
    run: () => payrail.payments.dispute("0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11", "5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b", {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "evidence": [{"file_name": "receipt.pdf", "content_type": "application/pdf", "content_category": "RECEIPT", "content": "JVBERi0xLjQK"}]}),
    reply: { status: 200, body: { ...f.paymentResponse, status: "IN_DISPUTE" } },
    method: "POST",
    path: "/payments/0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11/transactions/5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b/dispute",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "evidence": [{"file_name": "receipt.pdf", "content_type": "application/pdf", "content_category": "RECEIPT", "content": "JVBERi0xLjQK"}]},
    idempotent: true
  },
  {
    name: "payments.updateDispute",
    run: () => payrail.payments.updateDispute("0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11", "5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b", {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "evidence": [{"file_name": "receipt.pdf", "content_type": "application/pdf", "content_category": "RECEIPT", "content": "JVBERi0xLjQK"}]}),
    reply: { status: 200, body: { ...f.paymentResponse, status: "IN_DISPUTE" } },
    method: "PATCH",
    path: "/payments/0d1e7c4c-6a6c-4b0e-9a43-3c8f1f0d2a11/transactions/5b9f1c2e-8d7a-4e6b-9c3d-2a1f0e9d8c7b/dispute",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "evidence": [{"file_name": "receipt.pdf", "content_type": "application/pdf", "content_category": "RECEIPT", "content": "JVBERi0xLjQK"}]},
    idempotent: true
  },
  {
    name: "webhookEndpoints.create",
    run: () => payrail.webhookEndpoints.create({"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "name": "payments listener", "url": "https://merchant.example/hooks", "hmac_client_secret": "hmac-secret-1", "payment_triggers": ["PURCHASE"]}),
    reply: { status: 201, body: {"id": "wh-1", "state": "ACTIVE", "hmac_client_secret": "***"} },
    method: "POST",
    path: "/webhooks",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "name": "payments listener", "url": "https://merchant.example/hooks", "hmac_client_secret": "hmac-secret-1", "payment_triggers": ["PURCHASE"]},
    idempotent: false
  },
  {
    name: "webhookEndpoints.retrieve",
    run: () => payrail.webhookEndpoints.retrieve("wh-1", { account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc" }),
    reply: { status: 200, body: {"id": "wh-1", "state": "ACTIVE", "hmac_client_secret": "***"} },
    method: "GET",
    path: "/webhooks/wh-1",
    query: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc"},
    idempotent: false
  },
  {
    name: "webhookEndpoints.list",
    run: () => payrail.webhookEndpoints.list({ account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc", state: "ACTIVE" }),
    reply: { status: 200, body: [{"id": "wh-1", "state": "ACTIVE", "hmac_client_secret": "***"}] },
    method: "GET",
    path: "/webhooks",
    query: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "state": "ACTIVE"},
    idempotent: false
  },
  {
    name: "webhookEndpoints.update",
    run: () => payrail.webhookEndpoints.update("wh-1", { account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc", state: "INACTIVE" }),
    reply: { status: 200, body: {"id": "wh-1", "state": "ACTIVE", "hmac_client_secret": "***"} },
    method: "PATCH",
    path: "/webhooks/wh-1",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "state": "INACTIVE"},
    idempotent: false
  },
  {
    name: "webhookEndpoints.delete",
    run: () => payrail.webhookEndpoints.delete("wh-1", { account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc" }),
    reply: { status: 200, body: {"id": "wh-1", "state": "ACTIVE", "hmac_client_secret": "***"} },
    method: "DELETE",
    path: "/webhooks/wh-1",
    query: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc"},
    idempotent: false
  },
  {
    name: "installmentPlans.create",
    run: () => payrail.installmentPlans.create({"name": "plan 3-6", "account_id": ["0f9c2a1e-1111-4a5b-9c3d-123456789abc"], "merchant_reference": "plan-1", "installments_plan": [{"installment": 3}, {"installment": 6}], "amount": {"currency": "USD", "min_value": 10, "max_value": 1000}}),
    reply: { status: 200, body: {"id": "plan-1", "name": "plan 3-6"} },
    method: "POST",
    path: "/installments-plans",
    body: {"name": "plan 3-6", "account_id": ["0f9c2a1e-1111-4a5b-9c3d-123456789abc"], "merchant_reference": "plan-1", "installments_plan": [{"installment": 3}, {"installment": 6}], "amount": {"currency": "USD", "min_value": 10, "max_value": 1000}},
    idempotent: false
  },
  {
    name: "installmentPlans.retrieve",
    run: () => payrail.installmentPlans.retrieve("plan-1"),
    reply: { status: 200, body: {"id": "plan-1", "name": "plan 3-6"} },
    method: "GET",
    path: "/installments-plans/plan-1",
    idempotent: false
  },
  {
    name: "installmentPlans.list",
    run: () => payrail.installmentPlans.list({ account_id: "0f9c2a1e-1111-4a5b-9c3d-123456789abc", currency: "USD" }),
    reply: { status: 200, body: [{"id": "plan-1", "name": "plan 3-6"}] },
    method: "GET",
    path: "/installments-plans",
    query: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "currency": "USD"},
    idempotent: false
  },
  {
    name: "installmentPlans.update",
    run: () => payrail.installmentPlans.update("plan-1", { name: "plan 3-6-9" }),
    reply: { status: 200, body: {"id": "plan-1", "name": "plan 3-6"} },
    method: "PATCH",
    path: "/installments-plans/plan-1",
    body: {"name": "plan 3-6-9"},
    idempotent: false
  },
  {
    name: "installmentPlans.delete",
    run: () => payrail.installmentPlans.delete("plan-1"),
    reply: { status: 200, body: {"id": "plan-1", "name": "plan 3-6"} },
    method: "DELETE",
    path: "/installments-plans/plan-1",
    idempotent: false,
    expected: undefined
  },
  {
    name: "threeDSecure.createSetup",
    run: () => payrail.threeDSecure.createSetup({"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "type": "MERCHANT_PROVIDED", "browser_info": {"user_agent": "Mozilla/5.0", "accept_header": "text/html", "color_depth": "24", "screen_height": "1080", "screen_width": "1920", "language": "en-US"}}),
    reply: { status: 201, body: {"three_d_secure_setup_id": "tds-1"} },
    method: "POST",
    path: "/three-d-secure/setups",
    body: {"account_id": "0f9c2a1e-1111-4a5b-9c3d-123456789abc", "type": "MERCHANT_PROVIDED", "browser_info": {"user_agent": "Mozilla/5.0", "accept_header": "text/html", "color_depth": "24", "screen_height": "1080", "screen_width": "1920", "language": "en-US"}},
    idempotent: true
  },
  {
    name: "customerSessions.paymentMethods.enroll",
    run: () => at(payrail, "customerSessions.paymentMethods.enroll")("customer_session-1", { any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/customers/sessions/customer_session-1/payment-methods",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "customerSessions.paymentMethods.list",
    run: () => at(payrail, "customerSessions.paymentMethods.list")("customer_session-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/checkout/customers/sessions/customer_session-1/payment-methods",
    idempotent: false
  },
  {
    name: "customerSessions.create",
    run: () => at(payrail, "customerSessions.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/customers/sessions",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "paymentMethods.retrieve",
    run: () => at(payrail, "paymentMethods.retrieve")("payment_method_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/payment-methods/payment_method_id-1",
    idempotent: false
  },
  {
    name: "paymentMethods.unenroll",
    run: () => at(payrail, "paymentMethods.unenroll")("payment_method_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/customers/payment-methods/payment_method_id-1/unenroll",
    idempotent: false
  },
  {
    name: "paymentMethods.reassign",
    run: () => at(payrail, "paymentMethods.reassign")("payment_method_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/payment-methods/payment_method_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "paymentMethods.registerForAccountUpdater",
    run: () => at(payrail, "paymentMethods.registerForAccountUpdater")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/payment-methods/account-updater",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "plans.create",
    run: () => at(payrail, "plans.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/plans",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "plans.list",
    run: () => at(payrail, "plans.list")(),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/plans",
    idempotent: false
  },
  {
    name: "plans.retrieve",
    run: () => at(payrail, "plans.retrieve")("plan_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/plans/plan_id-1",
    idempotent: false
  },
  {
    name: "plans.cancel",
    run: () => at(payrail, "plans.cancel")("plan_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/plans/plan_id-1/status",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "issuers.list",
    run: () => at(payrail, "issuers.list")(),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/issuers",
    idempotent: false
  },
  {
    name: "currencyConversion.retrieve",
    run: () => at(payrail, "currencyConversion.retrieve")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/currency-conversion",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "tokens.create",
    run: () => at(payrail, "tokens.create")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/tokens",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "checkout.sessions.createToken",
    run: () => at(payrail, "checkout.sessions.createToken")("checkout_session-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/checkout/sessions/checkout_session-1/token",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "networkTokens.createCryptogram",
    run: () => at(payrail, "networkTokens.createCryptogram")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/network-tokens/cryptograms",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "installmentPlans.apmInstallments",
    run: () => at(payrail, "installmentPlans.apmInstallments")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/apm-installments",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "banking.accounts.create",
    run: () => at(payrail, "banking.accounts.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/banking/accounts",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "banking.accounts.retrieve",
    run: () => at(payrail, "banking.accounts.retrieve")("account_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/banking/accounts/account_id-1",
    idempotent: false
  },
  {
    name: "banking.accounts.update",
    run: () => at(payrail, "banking.accounts.update")("account_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/banking/accounts/account_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "banking.accounts.close",
    run: () => at(payrail, "banking.accounts.close")("account_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "DELETE",
    path: "/banking/accounts/account_id-1",
    idempotent: false
  },
  {
    name: "banking.entities.create",
    run: () => at(payrail, "banking.entities.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/banking/entities",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "banking.entities.retrieve",
    run: () => at(payrail, "banking.entities.retrieve")("entity_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/banking/entities/entity_id-1",
    idempotent: false
  },
  {
    name: "banking.entities.update",
    run: () => at(payrail, "banking.entities.update")("entity_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/banking/entities/entity_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "banking.updateOnboarding",
    run: () => at(payrail, "banking.updateOnboarding")("entity_id-1", "onboarding_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/banking/entities/entity_id-1/onboardings/onboarding_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "banking.cancelOnboarding",
    run: () => at(payrail, "banking.cancelOnboarding")("entity_id-1", "onboarding_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/banking/entities/entity_id-1/onboardings/onboarding_id-1/cancel",
    idempotent: false
  },
  {
    name: "banking.transfers.create",
    run: () => at(payrail, "banking.transfers.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/banking/transfers",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "banking.transfers.retrieve",
    run: () => at(payrail, "banking.transfers.retrieve")("account_id-1", "transfer_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/banking/accounts/account_id-1/transfers/transfer_id-1",
    idempotent: false
  },
  {
    name: "banking.transfers.cancel",
    run: () => at(payrail, "banking.transfers.cancel")("account_id-1", "transfer_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/banking/accounts/account_id-1/transfers/transfer_id-1/cancel",
    idempotent: false
  },
  {
    name: "recipients.transfers.retrieve",
    run: () => at(payrail, "recipients.transfers.retrieve")("transfer_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/transfers/transfer_id-1",
    idempotent: false
  },
  {
    name: "recipients.transfers.list",
    run: () => at(payrail, "recipients.transfers.list")("recipient_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/recipients/recipient_id-1/transfers",
    idempotent: false
  },
  {
    name: "recipients.onboardings.listTransfers",
    run: () => at(payrail, "recipients.onboardings.listTransfers")("onboarding_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/onboardings/onboarding_id-1/transfers",
    idempotent: false
  },
  {
    name: "recipients.onboardings.transfer",
    run: () => at(payrail, "recipients.onboardings.transfer")("recipient_id-1", "onboarding_id-1", { any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/recipients/recipient_id-1/onboardings/onboarding_id-1/transfer",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "recipients.onboardings.reverseTransfer",
    run: () => at(payrail, "recipients.onboardings.reverseTransfer")("transfer_id-1", { any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/recipients/onboardings/reverse-transfer/transfer_id-1",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "subscriptions.update",
    run: () => at(payrail, "subscriptions.update")("subscription_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/subscriptions/subscription_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "subscriptions.retry",
    run: () => at(payrail, "subscriptions.retry")("subscription_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/subscriptions/subscription_id-1/retry",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "subscriptions.changePlan",
    run: () => at(payrail, "subscriptions.changePlan")("subscription_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/subscriptions/subscription_id-1/plan",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "reports.download",
    run: () => at(payrail, "reports.download")("report_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/reports/report_id-1/download",
    idempotent: false
  },
  {
    name: "preDebitNotifications.create",
    run: () => at(payrail, "preDebitNotifications.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/predebit-notify",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "preDebitNotifications.retrieve",
    run: () => at(payrail, "preDebitNotifications.retrieve")("pre_debit_notification_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/predebit-notify/pre_debit_notification_id-1",
    idempotent: false
  },
  {
    name: "preDebitNotifications.listByMerchantReference",
    run: () => at(payrail, "preDebitNotifications.listByMerchantReference")(),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/predebit-notify",
    idempotent: false
  },
  {
    name: "reporting.transactions",
    run: () => at(payrail, "reporting.transactions")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/reporting/transactions",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "paymentMethodDomains.register",
    run: () => at(payrail, "paymentMethodDomains.register")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/payment-methods/domains",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "paymentMethodDomains.retrieve",
    run: () => at(payrail, "paymentMethodDomains.retrieve")("domain_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/payment-method-domains/domain_id-1",
    idempotent: false
  },
  {
    name: "paymentMethodDomains.delete",
    run: () => at(payrail, "paymentMethodDomains.delete")("domain_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/payment-method-domains/domain_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "meters.create",
    run: () => at(payrail, "meters.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/subscriptions/meters",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "meters.list",
    run: () => at(payrail, "meters.list")(),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/subscriptions/meters",
    idempotent: false
  },
  {
    name: "meters.retrieve",
    run: () => at(payrail, "meters.retrieve")("meter_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/subscriptions/meters/meter_id-1",
    idempotent: false
  },
  {
    name: "meters.update",
    run: () => at(payrail, "meters.update")("meter_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/subscriptions/meters/meter_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "meters.reportUsage",
    run: () => at(payrail, "meters.reportUsage")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/subscriptions/meters/events",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "meters.attachToPlan",
    run: () => at(payrail, "meters.attachToPlan")("plan_id-1", { any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/subscriptions/plans/plan_id-1/meters",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "meters.listOfPlan",
    run: () => at(payrail, "meters.listOfPlan")("plan_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/subscriptions/plans/plan_id-1/meters",
    idempotent: false
  },
  {
    name: "meters.updateOfPlan",
    run: () => at(payrail, "meters.updateOfPlan")("plan_id-1", "meter_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/subscriptions/plans/plan_id-1/meters/meter_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "connections.create",
    run: () => at(payrail, "connections.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/connections",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "connections.retrieve",
    run: () => at(payrail, "connections.retrieve")("connection_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/connections/connection_id-1",
    idempotent: false
  },
  {
    name: "connections.providerCatalog",
    run: () => at(payrail, "connections.providerCatalog")("provider_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/connections/catalog/provider_id-1",
    idempotent: false
  },
  {
    name: "routing.create",
    run: () => at(payrail, "routing.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/routing",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "routing.list",
    run: () => at(payrail, "routing.list")(),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/routing",
    idempotent: false
  },
  {
    name: "routing.retrieve",
    run: () => at(payrail, "routing.retrieve")("routing_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/routing/routing_id-1",
    idempotent: false
  },
  {
    name: "routing.update",
    run: () => at(payrail, "routing.update")("routing_id-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/routing/routing_id-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "routing.recommendations",
    run: () => at(payrail, "routing.recommendations")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/routing/recommendations",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "pciProxy.forward",
    run: () => at(payrail, "pciProxy.forward")({ any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/pci-proxy/forward",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "pciProxy.destinations.list",
    run: () => at(payrail, "pciProxy.destinations.list")(),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/pci-proxy/destinations",
    idempotent: false
  },
  {
    name: "pciProxy.destinations.register",
    run: () => at(payrail, "pciProxy.destinations.register")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/pci-proxy/destinations",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "pciProxy.destinations.remove",
    run: () => at(payrail, "pciProxy.destinations.remove")("destination_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "DELETE",
    path: "/pci-proxy/destinations/destination_id-1",
    idempotent: false
  },
  {
    name: "pciProxy.destinations.enable",
    run: () => at(payrail, "pciProxy.destinations.enable")("destination_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/pci-proxy/destinations/destination_id-1/enable",
    idempotent: false
  },
  {
    name: "pciProxy.destinations.disable",
    run: () => at(payrail, "pciProxy.destinations.disable")("destination_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "POST",
    path: "/pci-proxy/destinations/destination_id-1/disable",
    idempotent: false
  },
  {
    name: "checkouts.create",
    run: () => at(payrail, "checkouts.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/checkouts",
    body: {"any_field": "as sent"},
    idempotent: true
  },
  {
    name: "checkouts.list",
    run: () => at(payrail, "checkouts.list")(),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/checkouts",
    idempotent: false
  },
  {
    name: "checkouts.retrieve",
    run: () => at(payrail, "checkouts.retrieve")("checkout_code-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/checkouts/checkout_code-1",
    idempotent: false
  },
  {
    name: "checkouts.updateLifecycle",
    run: () => at(payrail, "checkouts.updateLifecycle")("checkout_code-1", { any_field: "as sent" }),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "PATCH",
    path: "/checkouts/checkout_code-1",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "sellers.create",
    run: () => at(payrail, "sellers.create")({ any_field: "as sent" }),
    reply: { status: 201, body: {"id": "x-1"} },
    method: "POST",
    path: "/sellers",
    body: {"any_field": "as sent"},
    idempotent: false
  },
  {
    name: "sellers.retrieve",
    run: () => at(payrail, "sellers.retrieve")("merchant_seller_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "GET",
    path: "/sellers/merchant_seller_id-1",
    idempotent: false
  },
  {
    name: "sellers.delete",
    run: () => at(payrail, "sellers.delete")("merchant_seller_id-1"),
    reply: { status: 200, body: {"id": "x-1"} },
    method: "DELETE",
    path: "/sellers/merchant_seller_id-1",
    idempotent: false
  }
]
