/**
 * Banking, recipient-transfer, subscription and report operations of the service's reference the SDK declares and types loosely (an open JSON object in,
 * the answer as sent out) without a model of their resources yet. The fake answers each with 501
 * NOT_MODELLED until a test scripts an answer (`fake.stub(operation, answer)`, docs/fake-stubs.md).
 */
import * as Schema from "effect/Schema"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./endpoint"

export const createBankingAccount = endpoint({
  operation: "banking.accounts.create",
  method: "POST",
  path: "/banking/accounts",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "banking.accounts.create(body, opts?)", returns: "ReferenceObject" }
})

export const retrieveBankingAccount = endpoint({
  operation: "banking.accounts.retrieve",
  method: "GET",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "banking.accounts.retrieve(accountId, opts?)", returns: "ReferenceObject" }
})

export const updateBankingAccount = endpoint({
  operation: "banking.accounts.update",
  method: "PATCH",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "banking.accounts.update(accountId, body, opts?)", returns: "ReferenceObject" }
})

export const closeBankingAccount = endpoint({
  operation: "banking.accounts.close",
  method: "DELETE",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "banking.accounts.close(accountId, opts?)", returns: "unknown" }
})

export const createBankingEntity = endpoint({
  operation: "banking.entities.create",
  method: "POST",
  path: "/banking/entities",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "banking.entities.create(body, opts?)", returns: "ReferenceObject" }
})

export const retrieveBankingEntity = endpoint({
  operation: "banking.entities.retrieve",
  method: "GET",
  path: "/banking/entities/{entity_id}",
  pathParams: { entity_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "banking.entities.retrieve(entityId, opts?)", returns: "ReferenceObject" }
})

export const updateBankingEntity = endpoint({
  operation: "banking.entities.update",
  method: "PATCH",
  path: "/banking/entities/{entity_id}",
  pathParams: { entity_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "banking.entities.update(entityId, body, opts?)", returns: "ReferenceObject" }
})

export const updateBankingOnboarding = endpoint({
  operation: "banking.updateOnboarding",
  method: "PATCH",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "banking.updateOnboarding(entityId, onboardingId, body, opts?)", returns: "ReferenceObject" }
})

export const cancelBankingOnboarding = endpoint({
  operation: "banking.cancelOnboarding",
  method: "POST",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}/cancel",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "banking.cancelOnboarding(entityId, onboardingId, opts?)", returns: "ReferenceObject" }
})

export const createBankingTransfer = endpoint({
  operation: "banking.transfers.create",
  method: "POST",
  path: "/banking/transfers",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "banking.transfers.create(body, opts?)", returns: "ReferenceObject" }
})

export const retrieveBankingTransfer = endpoint({
  operation: "banking.transfers.retrieve",
  method: "GET",
  path: "/banking/accounts/{account_id}/transfers/{transfer_id}",
  pathParams: { account_id: NonEmptyString, transfer_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "banking.transfers.retrieve(accountId, transferId, opts?)", returns: "ReferenceObject" }
})

export const cancelBankingTransfer = endpoint({
  operation: "banking.transfers.cancel",
  method: "POST",
  path: "/banking/accounts/{account_id}/transfers/{transfer_id}/cancel",
  pathParams: { account_id: NonEmptyString, transfer_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "banking.transfers.cancel(accountId, transferId, opts?)", returns: "ReferenceObject" }
})

export const retrieveRecipientTransfer = endpoint({
  operation: "recipients.transfers.retrieve",
  method: "GET",
  path: "/transfers/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.transfers.retrieve(transferId, opts?)", returns: "ReferenceObject" }
})

export const listRecipientTransfers = endpoint({
  operation: "recipients.transfers.list",
  method: "GET",
  path: "/recipients/{recipient_id}/transfers",
  pathParams: { recipient_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.transfers.list(recipientId, opts?)", returns: "unknown" }
})

export const listOnboardingTransfers = endpoint({
  operation: "recipients.onboardings.listTransfers",
  method: "GET",
  path: "/onboardings/{onboarding_id}/transfers",
  pathParams: { onboarding_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.onboardings.listTransfers(onboardingId, opts?)", returns: "unknown" }
})

export const transferOnboarding = endpoint({
  operation: "recipients.onboardings.transfer",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/transfer",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.onboardings.transfer(recipientId, onboardingId, body, opts?)", returns: "ReferenceObject" }
})

export const reverseOnboardingTransfer = endpoint({
  operation: "recipients.onboardings.reverseTransfer",
  method: "POST",
  path: "/recipients/onboardings/reverse-transfer/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  doc: { call: "recipients.onboardings.reverseTransfer(transferId, body, opts?)", returns: "ReferenceObject" }
})

export const updateSubscription = endpoint({
  operation: "subscriptions.update",
  method: "PATCH",
  path: "/subscriptions/{subscription_id}",
  pathParams: { subscription_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  doc: { call: "subscriptions.update(subscriptionId, body, opts?)", returns: "ReferenceObject" }
})

export const retrySubscription = endpoint({
  operation: "subscriptions.retry",
  method: "POST",
  path: "/subscriptions/{subscription_id}/retry",
  pathParams: { subscription_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "subscriptions.retry(subscriptionId, body, opts?)", returns: "ReferenceObject" }
})

export const changeSubscriptionPlan = endpoint({
  operation: "subscriptions.changePlan",
  method: "POST",
  path: "/subscriptions/{subscription_id}/plan",
  pathParams: { subscription_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "subscriptions.changePlan(subscriptionId, body, opts?)", returns: "ReferenceObject" }
})

export const downloadReport = endpoint({
  operation: "reports.download",
  method: "GET",
  path: "/reports/{report_id}/download",
  pathParams: { report_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  doc: { call: "reports.download(reportId, opts?)", returns: "unknown" }
})
