/** The `banking` group of the client: its endpoints, declared once. */
import { BankingOnboarding } from "../schema/banking"
import { BankingAccount } from "../schema/banking-account"
import { CreateBankingAccountParams, UpdateBankingAccountParams } from "../schema/banking-account-params"
import { BankingEntity } from "../schema/banking-entity"
import { CreateBankingEntityParams, UpdateBankingEntityParams } from "../schema/banking-entity-params"
import { CreateOnboardingParams, UpdateBankingOnboardingParams } from "../schema/banking-params"
import { BankingTransfer, CancelledBankingTransfer } from "../schema/banking-transfer"
import { CreateBankingTransferParams } from "../schema/banking-transfer-params"
import { NonEmptyString } from "../schema/fields"
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
  description: "Cancels an entity's banking onboarding.",
  method: "POST",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}/cancel",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  response: BankingOnboarding,
  idempotent: false
})

export const cancelBankingTransfer = endpoint({
  operation: "banking.transfers.cancel",
  description: "Cancels a banking transfer.",
  method: "POST",
  path: "/banking/accounts/{account_id}/transfers/{transfer_id}/cancel",
  pathParams: { account_id: NonEmptyString, transfer_id: NonEmptyString },
  response: CancelledBankingTransfer,
  idempotent: false
})

export const closeBankingAccount = endpoint({
  operation: "banking.accounts.close",
  description: "Closes a banking account.",
  method: "DELETE",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  response: BankingAccount
})

export const createBankingAccount = endpoint({
  operation: "banking.accounts.create",
  description: "Creates a banking account.",
  method: "POST",
  path: "/banking/accounts",
  body: CreateBankingAccountParams,
  response: BankingAccount,
  successStatus: 201
})

export const createBankingEntity = endpoint({
  operation: "banking.entities.create",
  description: "Creates a banking entity.",
  method: "POST",
  path: "/banking/entities",
  body: CreateBankingEntityParams,
  response: BankingEntity,
  successStatus: 201
})

export const createBankingTransfer = endpoint({
  operation: "banking.transfers.create",
  description: "Creates a banking transfer.",
  method: "POST",
  path: "/banking/transfers",
  body: CreateBankingTransferParams,
  response: BankingTransfer,
  successStatus: 202
})

export const retrieveBankingAccount = endpoint({
  operation: "banking.accounts.retrieve",
  description: "Retrieves a banking account.",
  method: "GET",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  response: BankingAccount
})

export const retrieveBankingEntity = endpoint({
  operation: "banking.entities.retrieve",
  description: "Retrieves a banking entity.",
  method: "GET",
  path: "/banking/entities/{entity_id}",
  pathParams: { entity_id: NonEmptyString },
  response: BankingEntity
})

export const retrieveBankingTransfer = endpoint({
  operation: "banking.transfers.retrieve",
  description: "Retrieves a banking transfer.",
  method: "GET",
  path: "/banking/accounts/{account_id}/transfers/{transfer_id}",
  pathParams: { account_id: NonEmptyString, transfer_id: NonEmptyString },
  response: BankingTransfer
})

export const updateBankingAccount = endpoint({
  operation: "banking.accounts.update",
  description: "Updates a banking account.",
  method: "PATCH",
  path: "/banking/accounts/{account_id}",
  pathParams: { account_id: NonEmptyString },
  body: UpdateBankingAccountParams,
  response: BankingAccount
})

export const updateBankingEntity = endpoint({
  operation: "banking.entities.update",
  description: "Updates a banking entity.",
  method: "PATCH",
  path: "/banking/entities/{entity_id}",
  pathParams: { entity_id: NonEmptyString },
  body: UpdateBankingEntityParams,
  response: BankingEntity
})

export const updateBankingOnboarding = endpoint({
  operation: "banking.updateOnboarding",
  description: "Updates an entity's banking onboarding.",
  method: "PATCH",
  path: "/banking/entities/{entity_id}/onboardings/{onboarding_id}",
  pathParams: { entity_id: NonEmptyString, onboarding_id: NonEmptyString },
  body: UpdateBankingOnboardingParams,
  response: BankingOnboarding
})
