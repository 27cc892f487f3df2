/**
 * `payrail events list | resend <id> | replay --since <duration>`: the listener's journal. A resend
 * or replay forwards the journaled notification (card data redacted, as journaled) to the app
 * again, signed with the app's secret, and records the outcome; the service is not asked for
 * anything (its API has no list of past notifications).
 */
import type { WebhookScheme } from "@payrail/core"
import { CliUsageError, EXIT } from "../exit-codes"
import { json, type Output } from "../output"
import { parseLine } from "../operations/run"
import { parseDuration } from "../listen/duration"
import { eventLine, forward } from "../listen/forward"
import { defaultJournalFile } from "../listen/identity"
import { Journal, type JournalEntry } from "../listen/journal"

export const EVENTS_HELP = `payrail events list [--status received|forwarded|failed] [--limit n] [--bodies]
payrail events resend <id> [--forward-to <url>] [--forward-secret <secret>]
payrail events replay --since <duration> [--forward-to <url>] [--forward-secret <secret>]

The journal of payrail listen (--journal <file>, default ~/.payrail/journal.jsonl). resend and
replay forward journaled notifications to the app again (by default where they went before),
signed with its secret (--forward-secret or PAYRAIL_WEBHOOK_SECRET); durations: 90s, 15m, 1h, 2d.
Exit codes: 0 every forward answered 2xx, 3 the app answered an error, 4 it could not be reached.`

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  journal: { type: "string" },
  status: { type: "string" },
  limit: { type: "string" },
  bodies: { type: "boolean" },
  since: { type: "string" },
  "forward-to": { type: "string" },
  "forward-secret": { type: "string" },
  "forward-scheme": { type: "string" }
} as const

export const run = async (args: ReadonlyArray<string>, output: Output): Promise<number> => {
  const { values, positionals } = parseLine(args, OPTIONS)
  const [action, ...rest] = positionals
  if (values.help === true || action === undefined) {
    output.out(EVENTS_HELP)
    return action === undefined && values.help !== true ? EXIT.usage : EXIT.ok
  }
  const journal = new Journal(values.journal ?? defaultJournalFile())
  if (action === "list") {
    if (rest.length > 0) throw new CliUsageError(`events list takes no arguments, got ${rest.join(" ")}`)
    const limit = values.limit === undefined ? undefined : Number(values.limit)
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new CliUsageError(`--limit must be a whole number ≥ 1, got ${values.limit}`)
    let entries = journal.list().filter((e) => values.status === undefined || e.status === values.status)
    if (limit !== undefined) entries = entries.slice(-limit)
    output.out(json(entries.map(({ body, digest: _digest, ...rest }) => (values.bodies === true ? { ...rest, body } : rest)), output.pretty))
    return EXIT.ok
  }
  let chosen: ReadonlyArray<JournalEntry>
  if (action === "resend") {
    if (rest.length !== 1) throw new CliUsageError("events resend takes one journal id (payrail events list shows them)")
    const entry = journal.get(rest[0]!)
    if (entry === undefined) throw new CliUsageError(`no journal entry ${rest[0]} in ${journal.file}`)
    chosen = [entry]
  } else if (action === "replay") {
    const since = values.since === undefined ? undefined : parseDuration(values.since)
    if (since === undefined) throw new CliUsageError(`events replay needs --since <duration> such as 1h or 30m${values.since ? `, got ${values.since}` : ""}`)
    const from = Date.now() - since
    chosen = journal.list().filter((e) => Date.parse(e.received_at) >= from)
  } else throw new CliUsageError(`unknown events command ${action} (list, resend, replay)`)

  const secret = values["forward-secret"] ?? process.env.PAYRAIL_WEBHOOK_SECRET
  if (!secret) throw new CliUsageError("--forward-secret (or PAYRAIL_WEBHOOK_SECRET) is needed: your app's webhook secret")
  const scheme = (values["forward-scheme"] ?? "hmac-sha256") as WebhookScheme
  if (scheme !== "hmac-sha256" && scheme !== "standard-webhooks") throw new CliUsageError(`--forward-scheme must be hmac-sha256 or standard-webhooks, got ${scheme}`)
  let code: number = EXIT.ok
  for (const entry of chosen) {
    const url = values["forward-to"] ?? entry.forwarded_to
    if (url === undefined) throw new CliUsageError(`${entry.id} was never forwarded: pass --forward-to <url>`)
    const outcome = await forward({ url, secret, scheme, timeoutMs: 10_000 }, JSON.stringify(entry.body))
    journal.update(entry.id, {
      status: outcome.ok ? "forwarded" : "failed",
      forwarded_to: url,
      app_status: outcome.status,
      latency_ms: outcome.latencyMs,
      attempts: entry.attempts + 1,
      ...(outcome.error !== undefined ? { error: outcome.error } : {})
    })
    output.out(eventLine(new Date(), entry.type_event, entry.id, outcome))
    if (!outcome.ok) code = Math.max(code, outcome.status === null ? EXIT.network : EXIT.api)
  }
  if (chosen.length === 0) output.err(`payrail events: nothing in ${journal.file} ${action === "replay" ? `since ${values.since}` : ""}`.trim())
  return code
}
