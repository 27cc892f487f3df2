/** Banking Connectivity onboarding: create and read back (docs/service-facts.md#banking-onboarding, docs/service-facts.md#banking-onboarding). */
import { api } from "@payrail/core/api"
import { rejectOnboarding } from "../foundation/errors"
import { createOnboarding, renderOnboarding, requireEntity, retrieveOnboarding } from "../state/banking"
import { handler } from "./route"

/** spec: 400 VALIDATION_ERROR with field-specific messages, and `http_code` on onboarding errors. */
const validationError = (messages: Array<string>) => rejectOnboarding(400, "VALIDATION_ERROR", ...messages)

export const bankingHandlers = [
  handler(api.banking.createOnboarding, {
    invalid: validationError,
    handle: (ctx) => {
      requireEntity(ctx.env, ctx.merchant, ctx.params.entity_id)
      return renderOnboarding(createOnboarding(ctx.env, ctx.merchant, ctx.params.entity_id, ctx.body)) // docs/service-facts.md#banking-onboarding: 201
    }
  }),
  handler(api.banking.retrieveOnboarding, {
    handle: (ctx) => renderOnboarding(retrieveOnboarding(ctx.env, ctx.merchant, ctx.params.entity_id, ctx.params.onboarding_id))
  })
]
