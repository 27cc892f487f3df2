/**
 * Prepare, then confirm: the handle a money-moving tool's first call answers. It is minted and
 * HMAC-SHA256-signed by this server with a secret made when the server starts (never sent, never
 * written), bound to the tool and to its exact arguments (canonical JSON, keys sorted), and
 * expires. The idempotency key of the execution is derived from the handle, so every confirm of
 * one handle sends the same key: the service (or the fake) executes it once and replays that
 * answer to every repeat.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { idempotencyKeyFor } from "@payrail/core"

/** How long a handle stays valid unless told otherwise: long enough for a person to read the summary. */
export const DEFAULT_CONFIRMATION_TTL_MS = 10 * 60_000

/** JSON with every object's keys sorted, so equal arguments give equal text whatever their order. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "object" && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.keys(item).sort().map((k) => [k, (item as Record<string, unknown>)[k]]))
      : item)

const digest = (text: string) => createHash("sha256").update(text).digest("base64url")

/** Why a handle is refused. */
export type Refusal = "malformed" | "forged" | "other_tool" | "other_arguments" | "expired"

/** What a refusal tells the model, and what to do instead. */
export const REFUSALS: Readonly<Record<Refusal, string>> = {
  malformed: "The confirmation is not a handle this server minted. Call the tool without `confirmation` to prepare it.",
  forged: "The confirmation's signature does not match: it was not minted by this server (or not by this run of it). Call the tool without `confirmation` to prepare it again.",
  other_tool: "The confirmation was minted for another tool. Call this tool without `confirmation` to prepare it.",
  other_arguments: "The confirmation was minted for other arguments: a confirmed call must repeat the prepared arguments exactly. Call the tool without `confirmation` to prepare these arguments.",
  expired: "The confirmation has expired. Call the tool without `confirmation` to prepare it again."
}

/** A minted handle. */
export interface Prepared {
  readonly confirmation: string
  readonly expiresAt: string
}

/** A handle checked against the call that presents it. */
export type Checked = { readonly ok: true; readonly idempotencyKey: string; readonly expiresAt: number } | { readonly ok: false; readonly refusal: Refusal }

/** Mints and checks handles with one secret; `now` is the clock expiry is read on. */
export const makeConfirmations = (options: { readonly now: () => number; readonly ttlMs?: number | undefined; readonly secret?: Uint8Array | undefined }) => {
  const secret = options.secret ?? randomBytes(32)
  const ttlMs = options.ttlMs ?? DEFAULT_CONFIRMATION_TTL_MS
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest()

  const prepare = (tool: string, args: unknown): Prepared => {
    const expires = options.now() + ttlMs
    const claims = { v: 1, t: tool, a: digest(canonicalJson(args)), e: expires, n: randomBytes(12).toString("base64url") }
    const payload = Buffer.from(JSON.stringify(claims)).toString("base64url")
    return { confirmation: `${payload}.${sign(payload).toString("base64url")}`, expiresAt: new Date(expires).toISOString() }
  }

  const check = (tool: string, args: unknown, confirmation: string): Checked => {
    const [payload, signature, ...rest] = confirmation.split(".")
    if (payload === undefined || signature === undefined || rest.length > 0 || payload === "") return { ok: false, refusal: "malformed" }
    const given = Buffer.from(signature, "base64url")
    const expected = sign(payload)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, refusal: "forged" }
    let claims: { readonly t?: unknown; readonly a?: unknown; readonly e?: unknown }
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof claims
    } catch {
      return { ok: false, refusal: "malformed" }
    }
    if (claims.t !== tool) return { ok: false, refusal: "other_tool" }
    if (claims.a !== digest(canonicalJson(args))) return { ok: false, refusal: "other_arguments" }
    if (typeof claims.e !== "number" || options.now() >= claims.e) return { ok: false, refusal: "expired" }
    return { ok: true, idempotencyKey: idempotencyKeyFor("payrail-mcp", "confirmation", confirmation), expiresAt: claims.e }
  }

  return { prepare, check, now: options.now }
}

export type Confirmations = ReturnType<typeof makeConfirmations>
