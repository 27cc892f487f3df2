/** Banking Connectivity onboarding: create and read back (spec endpoint 11, gap-facts #20). */
import { CreateOnboardingParams } from "@payrail/core"
import { rejectOnboarding } from "../errors"
import { createOnboarding, renderOnboarding, requireEntity, retrieveOnboarding } from "../state/banking"
import { decodeOrReject } from "../validate"
import { created, ok, type Route } from "./route"

/** spec: 400 VALIDATION_ERROR with field-specific messages, and `http_code` on onboarding errors. */
const validationError = (messages: Array<string>) => rejectOnboarding(400, "VALIDATION_ERROR", ...messages)

export const bankingRoutes: ReadonlyArray<Route> = [
  {
    name: "banking.createOnboarding",
    method: "POST",
    pattern: "/banking/entities/:entity_id/onboardings",
    idempotent: true,
    invalidBody: (message) => validationError([message]),
    handle: (ctx) => {
      const entityId = ctx.params.entity_id!
      requireEntity(ctx.env, ctx.merchant, entityId)
      const params = decodeOrReject(CreateOnboardingParams, ctx.body, validationError)
      return created(renderOnboarding(createOnboarding(ctx.env, ctx.merchant, entityId, params))) // gap-facts #20: 201
    }
  },
  {
    name: "banking.retrieveOnboarding",
    method: "GET",
    pattern: "/banking/entities/:entity_id/onboardings/:onboarding_id",
    handle: (ctx) =>
      ok(renderOnboarding(retrieveOnboarding(ctx.env, ctx.merchant, ctx.params.entity_id!, ctx.params.onboarding_id!)))
  }
]
