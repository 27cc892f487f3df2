/** Banking Connectivity: an entity's onboarding, created and read back (docs/service-facts.md#banking-onboarding); its other moves, accounts, entities and transfers are not modelled. */
import { api } from "@payrail/core/api"
import { rejectOnboarding } from "../foundation/errors"
import { createOnboarding, renderOnboarding, requireEntity, retrieveOnboarding } from "../state/banking"
import { type GroupTable, handler, notModelled } from "./route"

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
  "banking.accounts.create": notModelled,
  "banking.accounts.retrieve": notModelled,
  "banking.accounts.update": notModelled,
  "banking.accounts.close": notModelled,
  "banking.entities.create": notModelled,
  "banking.entities.retrieve": notModelled,
  "banking.entities.update": notModelled,
  "banking.updateOnboarding": notModelled,
  "banking.cancelOnboarding": notModelled,
  "banking.transfers.create": notModelled,
  "banking.transfers.retrieve": notModelled,
  "banking.transfers.cancel": notModelled
} satisfies GroupTable<"banking">
