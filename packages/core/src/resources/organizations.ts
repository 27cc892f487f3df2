/** Organizations: whitelabel user authentication, which returns a bearer embed token. */
import type * as Effect from "effect/Effect"
import { routes as api } from "../api/routes.generated"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { AuthenticateParams, WhitelabelToken } from "../schema/auth"
import { type ClientContext, invoke } from "./invoke"

export interface OrganizationsApi {
  /** `POST /organizations/authenticate` → `{ access_token, token_type, expires_in }`. */
  readonly authenticate: (body: AuthenticateParams, options?: RequestOptions) => Effect.Effect<WhitelabelToken, PayrailApiError>
}

export const makeOrganizations = (context: ClientContext): OrganizationsApi => ({
  authenticate: (body, options) => invoke(context, api.organizations.authenticate, { body, options })
})
