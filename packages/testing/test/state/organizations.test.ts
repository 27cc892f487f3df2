/**
 * Whitelabel tokens (src/state/organizations.ts): the signature over header and payload (and its
 * base64url), the token's claims and encoding, the refusal of an unknown user.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { ACCOUNT_ID, caught, FAST_RETRIES, T0 } from "../helpers"

const setup = (now = T0) => {
  const fake = createFakePayrail({ now })
  return { fake, payrail: fake.client({ ...FAST_RETRIES, accountId: ACCOUNT_ID }) }
}

/** A client without a default account id (`accountId`). */
const setupWithoutAccountId = () => {
  const fake = createFakePayrail({ now: T0 })
  return { fake, payrail: fake.client(FAST_RETRIES) }
}

describe("whitelabel token signature", () => {
  it("signs header.payload: tokens at different times differ in signature, each 32 bytes in unpadded base64url", async () => {
    const { fake, payrail } = setup()
    const user = fake.seed.whitelabelUser()
    const signatures: Array<string> = []
    for (let i = 0; i < 40; i++) {
      const token = await payrail.organizations.authenticate({ user_id: user.id })
      const signature = token.access_token.split(".")[2]!
      expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(signature, "base64url")).toHaveLength(32)
      signatures.push(signature)
      await fake.clock.advance(1_000)
    }
    expect(new Set(signatures).size).toBe(40)
    await payrail.close()
  })
})

describe("whitelabel tokens", () => {
  it("carry issuer, audience, issue time from the fake clock and a day's lifetime, in unpadded base64url", async () => {
    const { fake, payrail } = setupWithoutAccountId()
    const user = fake.seed.whitelabelUser()
    const token = await payrail.organizations.authenticate({ user_id: user.id })
    const [header, payload, signature] = token.access_token.split(".")
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" })
    const decoded = JSON.parse(Buffer.from(payload!, "base64url").toString())
    expect(decoded).toEqual({ sub: user.id, iss: "payrail-fake", aud: "embed", iat: Date.parse(T0) / 1000, exp: Date.parse(T0) / 1000 + 86_400 })
    for (const part of [header, payload, signature]) expect(part).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(Buffer.from(signature!, "base64url")).toHaveLength(32)
    await payrail.close()
  })

  it("an unknown user's error says it cannot be authenticated", async () => {
    const { payrail } = setupWithoutAccountId()
    const error = await caught(() => payrail.organizations.authenticate({ user_id: "3f0e6f4a-0000-4000-8000-000000000000" }))
    expect(error).toMatchObject({ status: 401, code: "LOGIN_FAILED" })
    expect(JSON.stringify(error)).toContain("The user cannot be authenticated")
    await payrail.close()
  })
})
