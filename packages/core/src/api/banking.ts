/** The `banking` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { BankingOnboarding } from "../schema/banking"
import { CreateOnboardingParams } from "../schema/banking-params"
import { NonEmptyString } from "../schema/fields"
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createOnboarding = endpoint({
  operation: "banking.createOnboarding",
  description: "Onboards an entity with a banking provider.",
  method: "POST",
  path: "/banking/entities/{entity_id}/onboardings",
  pathParams: { entity_id: NonEmptyString },
  body: CreateOnboardingParams,
  response: BankingOnboarding,
  successStatus: 201 // docs/service-facts.md#banking-onboarding
})

export const retrieveOnboarding = endpoint({
  operation: "banking.retrieveOnboarding",
  description: "Retrieves an entity's banking onboarding.",
  method: "GET",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: BankingOnboarding
})

export const cancelBankingOnboarding = endpoint({
  operation: "banking.cancelOnboarding",
  description: "`banking.cancelOnboarding` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}/cancel",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false
})

export const cancelBankingTransfer = endpoint({
  operation: "banking.transfers.cancel",
  description: "`banking.transfers.cancel` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/accounts/{account_id}/transfers/{transfer_id}/cancel",
  pathParams: { account_id: NonEmptyString, transfer_id: NonEmptyString },
  response: ReferenceObject,
  idempotent: false
})

export const closeBankingAccount = endpoint({
  operation: "banking.accounts.close",
  description: "`banking.accounts.close` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "DELETE",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  response: Schema.Unknown
})

export const createBankingAccount = endpoint({
  operation: "banking.accounts.create",
  description: "`banking.accounts.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/accounts",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const createBankingEntity = endpoint({
  operation: "banking.entities.create",
  description: "`banking.entities.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/entities",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const createBankingTransfer = endpoint({
  operation: "banking.transfers.create",
  description: "`banking.transfers.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/banking/transfers",
  body: OpaqueObject,
  response: ReferenceObject,
  successStatus: 201
})

export const retrieveBankingAccount = endpoint({
  operation: "banking.accounts.retrieve",
  description: "`banking.accounts.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  response: ReferenceObject
})

export const retrieveBankingEntity = endpoint({
  operation: "banking.entities.retrieve",
  description: "`banking.entities.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/banking/entities/{entity_id}",
  pathParams: { entity_id: NonEmptyString },
  response: ReferenceObject
})

export const retrieveBankingTransfer = endpoint({
  operation: "banking.transfers.retrieve",
  description: "`banking.transfers.retrieve` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/banking/accounts/{account_id}/transfers/{transfer_id}",
  pathParams: { account_id: NonEmptyString, transfer_id: NonEmptyString },
  response: ReferenceObject
})

export const updateBankingAccount = endpoint({
  operation: "banking.accounts.update",
  description: "`banking.accounts.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})

export const updateBankingEntity = endpoint({
  operation: "banking.entities.update",
  description: "`banking.entities.update` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/banking/entities/{entity_id}",
  pathParams: { entity_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})

export const updateBankingOnboarding = endpoint({
  operation: "banking.updateOnboarding",
  description: "`banking.updateOnboarding` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "PATCH",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: OpaqueObject,
  response: ReferenceObject
})
