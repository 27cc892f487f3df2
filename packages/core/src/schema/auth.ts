/**
 * Whitelabel user authentication (docs/service-facts.md#whitelabel-auth, docs/service-facts.md#whitelabel-auth):
 * `POST /organizations/authenticate`.
 */
import * as Schema from "effect/Schema"
import { Maybe, OpenEnum, Resource, Uuid, type Named } from "./shared"

const whitelabelToken = Resource({
  access_token: Schema.String, // spec: a JWT embed token
  token_type: Maybe(OpenEnum(["Bearer"])),
  expires_in: Maybe(Schema.Int) // spec: integer, 86400 in the response seen (seconds)
})
/** The schema of `WhitelabelToken`, by name (see `Named`). */
export interface WhitelabelTokenSchema extends Named<typeof whitelabelToken> {}
/** The embed token returned for a whitelabel user (spec "Whitelabel authentication result"). */
export const WhitelabelToken: WhitelabelTokenSchema = whitelabelToken
export type WhitelabelToken = typeof WhitelabelToken.Type

const authenticateParams = Schema.Struct({
  user_id: Uuid // spec: UUID of the whitelabel user
})
/** The schema of `AuthenticateParams`, by name (see `Named`). */
export interface AuthenticateParamsSchema extends Named<typeof authenticateParams> {}
/** Body of `POST /organizations/authenticate` (docs/service-facts.md#whitelabel-auth): the whitelabel user's UUID. */
export const AuthenticateParams: AuthenticateParamsSchema = authenticateParams
export type AuthenticateParams = typeof AuthenticateParams.Type
