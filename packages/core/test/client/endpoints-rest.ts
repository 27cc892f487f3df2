/** Hand-written stub-server cases with exact answers, for operations the fake models (read by endpoints.test.ts). */
import type { PayrailClient } from "../../src"
import * as f from "../support/fixtures"
import type { RestCase } from "./rest-case"

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
  }
]
