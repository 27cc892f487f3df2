/**
 * `payrail trigger <event>`: makes a running fake (`--base-url`, else `PAYRAIL_BASE_URL`, e.g. the
 * one `payrail listen --fake` prints) send a notification of the catalogue, through its control
 * endpoint `POST /_fake/trigger`. The real service has no such thing: a non-loopback URL is refused.
 */
import { CliUsageError, EXIT } from "../exit-codes"
import { json, type Output } from "../output"
import { parseLine } from "../operations/run"

export const TRIGGER_HELP = `payrail trigger <event> [--id <resource id>] [--set path=value …] [--base-url <fake url>]

Makes a running fake send a webhook notification (payment.purchase, subscription.past_due, …),
to its configured receiver and to every endpoint registered for it (payrail listen). The fake is
--base-url, else PAYRAIL_BASE_URL (payrail listen --fake prints it); its key is
PAYRAIL_PRIVATE_SECRET_KEY, else the fake's default. --set values are JSON when they parse as JSON.`

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  id: { type: "string" },
  set: { type: "string", multiple: true },
  "base-url": { type: "string" }
} as const

const DEFAULT_FAKE_KEY = "sk_test_payrail"

export const run = async (args: ReadonlyArray<string>, output: Output): Promise<number> => {
  const { values, positionals } = parseLine(args, OPTIONS)
  if (values.help === true) {
    output.out(TRIGGER_HELP)
    return EXIT.ok
  }
  if (positionals.length !== 1) throw new CliUsageError("trigger takes one event, e.g. payrail trigger payment.purchase")
  const url = values["base-url"] ?? process.env.PAYRAIL_BASE_URL
  if (url === undefined || !URL.canParse(url)) throw new CliUsageError("trigger needs the fake's URL: --base-url <url> (payrail listen --fake prints it)")
  if (!["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname)) {
    throw new CliUsageError(`trigger is for the fake on this machine; ${new URL(url).host} is not one (the service sends its own notifications)`)
  }
  const set: Record<string, unknown> = {}
  for (const pair of values.set ?? []) {
    const eq = pair.indexOf("=")
    if (eq <= 0) throw new CliUsageError(`--set takes path=value, got ${pair}`)
    const text = pair.slice(eq + 1)
    try {
      set[pair.slice(0, eq)] = JSON.parse(text)
    } catch {
      set[pair.slice(0, eq)] = text
    }
  }
  const response = await fetch(`${new URL(url).origin}/_fake/trigger`, {
    method: "POST",
    headers: { "content-type": "application/json", "private-secret-key": process.env.PAYRAIL_PRIVATE_SECRET_KEY ?? DEFAULT_FAKE_KEY },
    body: JSON.stringify({ event: positionals[0], ...(values.id !== undefined ? { id: values.id } : {}), set })
  }).catch((error: unknown) => {
    throw Object.assign(new Error(`no fake answers at ${new URL(url).origin} (${String((error as { cause?: { code?: string } }).cause?.code ?? error)})`), { _tag: "ConnectionError" })
  })
  const body = (await response.json().catch(() => ({}))) as { messages?: ReadonlyArray<string> }
  if (!response.ok) {
    throw Object.assign(new Error(body.messages?.[0] ?? `HTTP ${response.status}`), { _tag: "ApiError", status: response.status, code: "TRIGGER_REFUSED" })
  }
  output.out(json(body, output.pretty))
  return EXIT.ok
}
