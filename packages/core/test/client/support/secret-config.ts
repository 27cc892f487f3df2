/**
 * What the client tests of checks, limits and printing share: a client config against the file's
 * scripted server, with a secret key that must never show, and everything a thrown value prints.
 */
import { inspect } from "node:util"
import type { PayrailConfig } from "../../../src"
import type { ScriptedServer } from "../../support/scripted-server"

export const SECRET = "sk_live_TOP_SECRET_5f3a9"

/** A client config for `server`, with fast backoff. */
export const configFor = (server: ScriptedServer, extra: Partial<PayrailConfig> = {}): PayrailConfig => ({
  publicApiKey: "pk",
  privateSecretKey: SECRET,
  baseUrl: server.url,
  retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 },
  ...extra
})

/** Everything an error shows: String(), inspect(), its message and stack. */
export const printed = (e: unknown) => [String(e), inspect(e, { depth: 5 }), e instanceof Error ? e.message + (e.stack ?? "") : ""].join("\n")
