/**
 * Whitelabel user authentication (docs/service-facts.md#whitelabel-auth, docs/service-facts.md#whitelabel-auth):
 * `POST /organizations/authenticate`.
 */
import * as Schema from "effect/Schema"
import { Maybe, OpenEnum, Resource, Uuid } from "./shared"

/** The embed token returned for a whitelabel user (spec "Whitelabel authentication result"). */
export const WhitelabelToken = Resource({
  access_token: Schema.String, // spec: a JWT embed token
  token_type: Maybe(OpenEnum(["Bearer"])),
  expires_in: Maybe(Schema.Int) // spec: integer, 86400 in the response seen (seconds)
})
export type WhitelabelToken = typeof WhitelabelToken.Type

/** Body of `POST /organizations/authenticate` (docs/service-facts.md#whitelabel-auth): the whitelabel user's UUID. */
export const AuthenticateParams = Schema.Struct({
  user_id: Uuid // spec: UUID of the whitelabel user
})
export type AuthenticateParams = typeof AuthenticateParams.Type
