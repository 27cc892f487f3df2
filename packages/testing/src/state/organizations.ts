/**
 * Whitelabel user authentication (docs/service-facts.md#whitelabel-auth, docs/service-facts.md#whitelabel-auth): a seeded user gets a
 * JWT embed token (HS256, signed with a key private to this fake) valid for 86 400 s.
 */
import { rejectWithMessage } from "../foundation/errors"
import { type Env, own } from "./env"

/** spec: `expires_in` 86400 in the response seen (seconds). */
export const TOKEN_TTL_SECONDS = 86_400

const base64url = (bytes: Uint8Array): string => {
  let text = ""
  for (const b of bytes) text += String.fromCharCode(b)
  // Stryker disable next-line Regex: btoa output contains '=' only as the trailing padding, so /=+/ (first run of '=') and /=+$/ remove the same characters.
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}
const encodeJson = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)))

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
  const header = encodeJson({ alg: "HS256", typ: "JWT" })
  const payload = encodeJson({ sub: userId, iss: "payrail-fake", aud: "embed", iat, exp: iat + TOKEN_TTL_SECONDS })
  const signature = new Uint8Array(
    await crypto.subtle.sign("HMAC", signingKey, new TextEncoder().encode(`${header}.${payload}`))
  )
  return { access_token: `${header}.${payload}.${base64url(signature)}`, token_type: "Bearer", expires_in: TOKEN_TTL_SECONDS }
}

/** A fresh HS256 key for one fake. */
export const makeSigningKey = (): Promise<CryptoKey> =>
  crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]) as Promise<CryptoKey>
