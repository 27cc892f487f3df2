/** The `organizations` group of the client: its endpoints, declared once. */
import { AuthenticateParams, WhitelabelToken } from "../schema/auth"
import { endpoint } from "./engine/endpoint"

export const authenticate = endpoint({
  operation: "organizations.authenticate",
  description: "Authenticates a whitelabel user: answers a bearer embed token `{ access_token, token_type, expires_in }`.",
  method: "POST",
  path: "/organizations/authenticate",
  body: AuthenticateParams,
  response: WhitelabelToken,
  idempotent: false
})
