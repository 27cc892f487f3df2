/** Whitelabel user authentication (spec endpoint 2): errors are `{ code, message }`. */
import { rejectWithMessage } from "../errors"
import { authenticateWhitelabelUser, parseAuthenticateBody } from "../state/organizations"
import { ok, type Route } from "./route"

export const organizationRoutes: ReadonlyArray<Route> = [
  {
    name: "organizations.authenticate",
    method: "POST",
    pattern: "/organizations/authenticate",
    invalidBody: (message) => rejectWithMessage(400, "INVALID_PARAMETERS", message),
    handle: async (ctx) => {
      const userId = parseAuthenticateBody(ctx.body)
      return ok(await authenticateWhitelabelUser(ctx.env, ctx.merchant, userId, await ctx.settings.signingKey))
    }
  }
]
