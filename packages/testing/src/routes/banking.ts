/**
 * Banking Connectivity (docs/fake.md#banking): entities, their onboardings, the accounts opened
 * for a SUCCEEDED onboarding, and the transfers between them with balances.
 */
import { api } from "@payrail/core/api"
import { rejectOnboarding } from "../foundation/errors"
import { closeBankingAccount, createBankingAccount, findBankingAccount, renderBankingAccount, updateBankingAccount } from "../state/banking-accounts"
import { createBankingEntity, renderBankingEntity, retrieveBankingEntity, updateBankingEntity } from "../state/banking-entities"
import { cancelBankingTransfer, createBankingTransfer, renderBankingTransfer, retrieveBankingTransfer } from "../state/banking-transfers"
import { cancelOnboarding, createOnboarding, renderOnboarding, requireEntity, retrieveOnboarding, updateOnboarding } from "../state/banking"
import { type GroupTable, handler } from "./route"

/** spec: 400 VALIDATION_ERROR with field-specific messages, and `http_code` on onboarding errors. */
const validationError = (messages: Array<string>) => rejectOnboarding(400, "VALIDATION_ERROR", ...messages)

export const bankingHandlers = {
  "banking.createOnboarding": handler(api.banking.createOnboarding, {
    invalid: validationError,
    handle: (ctx) => {
      requireEntity(ctx.env, ctx.merchant, ctx.params.entity_id)
      return renderOnboarding(createOnboarding(ctx.env, ctx.merchant, ctx.params.entity_id, ctx.body)) // docs/service-facts.md#banking-onboarding: 201
    }
  }),
  "banking.retrieveOnboarding": handler(api.banking.retrieveOnboarding, {
    handle: (ctx) => renderOnboarding(retrieveOnboarding(ctx.env, ctx.merchant, ctx.params.entity_id, ctx.params.onboarding_id))
  }),
  "banking.updateOnboarding": handler(api.banking.updateOnboarding, {
    invalid: validationError,
    handle: (ctx) => renderOnboarding(updateOnboarding(ctx.env, ctx.merchant, ctx.params.entity_id, ctx.params.onboarding_id))
  }),
  "banking.cancelOnboarding": handler(api.banking.cancelOnboarding, {
    handle: (ctx) => renderOnboarding(cancelOnboarding(ctx.env, ctx.merchant, ctx.params.entity_id, ctx.params.onboarding_id))
  }),
  "banking.entities.create": handler(api.banking.entities.create, {
    invalid: validationError,
    handle: (ctx) => renderBankingEntity(createBankingEntity(ctx.env, ctx.merchant, ctx.body))
  }),
  "banking.entities.retrieve": handler(api.banking.entities.retrieve, {
    handle: (ctx) => renderBankingEntity(retrieveBankingEntity(ctx.env, ctx.merchant, ctx.params.entity_id))
  }),
  "banking.entities.update": handler(api.banking.entities.update, {
    invalid: validationError,
    handle: (ctx) => renderBankingEntity(updateBankingEntity(ctx.env, ctx.merchant, ctx.params.entity_id, ctx.body))
  }),
  "banking.accounts.create": handler(api.banking.accounts.create, {
    invalid: validationError,
    handle: (ctx) => renderBankingAccount(createBankingAccount(ctx.env, ctx.merchant, ctx.body))
  }),
  "banking.accounts.retrieve": handler(api.banking.accounts.retrieve, {
    handle: (ctx) => renderBankingAccount(findBankingAccount(ctx.env, ctx.merchant, ctx.params.account_id))
  }),
  "banking.accounts.update": handler(api.banking.accounts.update, {
    invalid: validationError,
    handle: (ctx) => renderBankingAccount(updateBankingAccount(ctx.env, ctx.merchant, ctx.params.account_id, ctx.body))
  }),
  "banking.accounts.close": handler(api.banking.accounts.close, {
    handle: (ctx) => renderBankingAccount(closeBankingAccount(ctx.env, ctx.merchant, ctx.params.account_id))
  }),
  "banking.transfers.create": handler(api.banking.transfers.create, {
    invalid: validationError,
    handle: (ctx) => renderBankingTransfer(createBankingTransfer(ctx.env, ctx.merchant, ctx.body))
  }),
  "banking.transfers.retrieve": handler(api.banking.transfers.retrieve, {
    handle: (ctx) => renderBankingTransfer(retrieveBankingTransfer(ctx.env, ctx.merchant, ctx.params.account_id, ctx.params.transfer_id))
  }),
  "banking.transfers.cancel": handler(api.banking.transfers.cancel, {
    handle: (ctx) => renderBankingTransfer(cancelBankingTransfer(ctx.env, ctx.merchant, ctx.params.account_id, ctx.params.transfer_id))
  })
} satisfies GroupTable<"banking">
