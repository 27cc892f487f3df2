/** Organizations: whitelabel user authentication, which returns a bearer embed token. */
import type * as Effect from "effect/Effect"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import { AuthenticateParams, WhitelabelToken } from "../schema/auth"
import { call } from "./call"

export interface OrganizationsApi {
  /** `POST /organizations/authenticate` → `{ access_token, token_type, expires_in }`. */
  readonly authenticate: (body: AuthenticateParams, options?: RequestOptions) => Effect.Effect<WhitelabelToken, PayrailApiError>
}

export const makeOrganizations = (send: Send): OrganizationsApi => ({
  authenticate: (body, options) =>
    call(send, {
      operation: "organizations.authenticate",
      method: "POST",
      path: "/organizations/authenticate",
      body: { schema: AuthenticateParams, input: body },
      retry: "unsafe",
      response: WhitelabelToken
    }, options)
})
