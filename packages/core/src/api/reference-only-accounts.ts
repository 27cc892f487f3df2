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
  description: "`banking.accounts.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/accounts",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrieveBankingAccount = endpoint({
  operation: "banking.accounts.retrieve",
  description: "`banking.accounts.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const updateBankingAccount = endpoint({
  operation: "banking.accounts.update",
  description: "`banking.accounts.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const closeBankingAccount = endpoint({
  operation: "banking.accounts.close",
  description: "`banking.accounts.close` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "DELETE",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "unknown"
})

export const createBankingEntity = endpoint({
  operation: "banking.entities.create",
  description: "`banking.entities.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/entities",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrieveBankingEntity = endpoint({
  operation: "banking.entities.retrieve",
  description: "`banking.entities.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/banking/entities/{entity_id}",
  pathParams: { entity_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const updateBankingEntity = endpoint({
  operation: "banking.entities.update",
  description: "`banking.entities.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/banking/entities/{entity_id}",
  pathParams: { entity_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const updateBankingOnboarding = endpoint({
  operation: "banking.updateOnboarding",
  description: "`banking.updateOnboarding` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const cancelBankingOnboarding = endpoint({
  operation: "banking.cancelOnboarding",
  description: "`banking.cancelOnboarding` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}/cancel",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const createBankingTransfer = endpoint({
  operation: "banking.transfers.create",
  description: "`banking.transfers.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/transfers",
  pathParams: {},
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrieveBankingTransfer = endpoint({
  operation: "banking.transfers.retrieve",
  description: "`banking.transfers.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/banking/accounts/{account_id}/transfers/{transfer_id}",
  pathParams: { account_id: NonEmptyString, transfer_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const cancelBankingTransfer = endpoint({
  operation: "banking.transfers.cancel",
  description: "`banking.transfers.cancel` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/accounts/{account_id}/transfers/{transfer_id}/cancel",
  pathParams: { account_id: NonEmptyString, transfer_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrieveRecipientTransfer = endpoint({
  operation: "recipients.transfers.retrieve",
  description: "`recipients.transfers.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/transfers/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const listRecipientTransfers = endpoint({
  operation: "recipients.transfers.list",
  description: "`recipients.transfers.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/recipients/{recipient_id}/transfers",
  pathParams: { recipient_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const listOnboardingTransfers = endpoint({
  operation: "recipients.onboardings.listTransfers",
  description: "`recipients.onboardings.listTransfers` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/onboardings/{onboarding_id}/transfers",
  pathParams: { onboarding_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})

export const transferOnboarding = endpoint({
  operation: "recipients.onboardings.transfer",
  description: "`recipients.onboardings.transfer` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/recipients/{recipient_id}/onboardings/{onboarding_id}/transfer",
  pathParams: { recipient_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const reverseOnboardingTransfer = endpoint({
  operation: "recipients.onboardings.reverseTransfer",
  description: "`recipients.onboardings.reverseTransfer` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/recipients/onboardings/reverse-transfer/{transfer_id}",
  pathParams: { transfer_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 201,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const updateSubscription = endpoint({
  operation: "subscriptions.update",
  description: "`subscriptions.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/subscriptions/{subscription_id}",
  pathParams: { subscription_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false,
  successStatus: 200,
  retry: "unsafe",
  paging: "none",
  returns: "ReferenceObject"
})

export const retrySubscription = endpoint({
  operation: "subscriptions.retry",
  description: "`subscriptions.retry` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/subscriptions/{subscription_id}/retry",
  pathParams: { subscription_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const changeSubscriptionPlan = endpoint({
  operation: "subscriptions.changePlan",
  description: "`subscriptions.changePlan` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/subscriptions/{subscription_id}/plan",
  pathParams: { subscription_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: true,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "ReferenceObject"
})

export const downloadReport = endpoint({
  operation: "reports.download",
  description: "`reports.download` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/reports/{report_id}/download",
  pathParams: { report_id: NonEmptyString },
  response: Schema.Unknown,
  idempotent: false,
  successStatus: 200,
  retry: "safe",
  paging: "none",
  returns: "unknown"
})
