/** Whitelabel user authentication (docs/service-facts.md#whitelabel-auth): errors are `{ code, message }`. */
import { api } from "@payrail/core/api"
import { rejectWithMessage } from "../foundation/errors"
import { authenticateWhitelabelUser } from "../state/organizations"
import { type GroupTable, handler } from "./route"

export const organizationHandlers = {
  "organizations.authenticate": handler(api.organizations.authenticate, {
    invalid: (messages) => rejectWithMessage(400, "INVALID_PARAMETERS", messages.join("; ")),
    handle: async (ctx) => authenticateWhitelabelUser(ctx.env, ctx.merchant, ctx.body.user_id, await ctx.settings.signingKey)
  })
} satisfies GroupTable<"organizations">
