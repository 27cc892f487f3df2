/**
 * Whitelabel user authentication (docs/service-facts.md#whitelabel-auth, docs/service-facts.md#whitelabel-auth): a seeded user gets a
 * JWT embed token (HS256, signed with a key private to this fake) valid for 86 400 s. Signed by
 * `jose` (Web Crypto underneath: Node, Bun, Deno, Workers and browsers alike).
 */
import { generateSecret, SignJWT } from "jose"
import { rejectWithMessage } from "../foundation/errors"
import { type Env, own } from "./env"

/** spec: `expires_in` 86400 in the response seen (seconds). */
export const TOKEN_TTL_SECONDS = 86_400

/** POST /organizations/authenticate. */
export const authenticateWhitelabelUser = async (
  env: Env,
  merchant: string,
  userId: string,
  signingKey: CryptoKey
) => {
  if (own(env.store.whitelabelUsers, userId, merchant) === undefined) {
    throw rejectWithMessage(401, "LOGIN_FAILED", "The user cannot be authenticated")
  }
  const iat = Math.floor(env.clock.now() / 1000)
  // Claims in this order (sub, iss, aud, iat, exp), times from the fake clock, never the wall clock.
  const accessToken = await new SignJWT()
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer("payrail-fake")
    .setAudience("embed")
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(signingKey)
  return { access_token: accessToken, token_type: "Bearer", expires_in: TOKEN_TTL_SECONDS }
}

/** A fresh HS256 key for one fake. */
export const makeSigningKey = (): Promise<CryptoKey> => generateSecret("HS256") as Promise<CryptoKey>
