/**
 * `payrail listen --forward-to <url>`: the service's webhooks on localhost. Registers a temporary
 * endpoint (`payrail-listen-<host>-<fingerprint>-<random>`) through the Webhooks API, receives its
 * deliveries (directly, through the user's tunnel `--public-url`, or through the relay `--relay`),
 * verifies, journals and forwards each to the app signed with the app's own secret, and deletes the
 * endpoint on Ctrl-C / SIGTERM. Endpoints an earlier run left behind are deleted at start.
 * With `--fake` the embedded fake is served on 127.0.0.1 and plays the service.
 */
import type { PayrailClient, WebhookScheme } from "@payrail/core"
import type { FakePayrail } from "@payrail/testing"
import { CliUsageError } from "../exit-codes"
import { type Output, printError } from "../output"
import { parseLine } from "../operations/run"
import { openTarget, TARGET_OPTIONS, targetFlagsOf } from "../target"
import { deleteEndpoint, registerEndpoint, removeStaleEndpoints } from "../listen/endpoints"
import { selectedEvents, triggersFor } from "../listen/events-filter"
import { defaultJournalFile, loadIdentity } from "../listen/identity"
import { Journal } from "../listen/journal"
import { makeListener } from "../listen/listener"
import { startReceiver } from "../listen/receiver"
import { connectRelay, relayEndpointUrl } from "../listen/relay-client"

export const LISTEN_HELP = `payrail listen --forward-to <url> [--public-url <url> | --relay <url>] [--events a,b] [flags]

Registers a temporary webhook endpoint (name payrail-listen-<host>-…), receives its deliveries,
verifies each with the endpoint's secret, journals it (card data redacted) and forwards it to your
app signed with YOUR app's webhook secret, so its own verification runs unchanged. Ctrl-C deletes
the endpoint; endpoints a crashed earlier run left are deleted at the next start.

Flags:
  --forward-to <url>         your app's webhook route (required)
  --forward-secret <secret>  your app's webhook secret (default PAYRAIL_WEBHOOK_SECRET)
  --forward-scheme <scheme>  hmac-sha256 (default) or standard-webhooks, as your app verifies
  --relay <url>              receive through your Payrail relay (payrail relay deploy): nothing
                             is lost while the listener is down, it is handed over on reconnect
  --public-url <url>         receive through your own tunnel to --port (e.g. https://x.ngrok.app)
  --port <n>                 port of the local receiver (default any free one)
  --events <a,b>             only these events (payment.purchase, subscription.*); default all
  --journal <file>           the journal (default ~/.payrail/journal.jsonl; its key beside it)
  --fake                     serve the embedded fake on 127.0.0.1 and listen to it
Without --relay or --public-url the service must reach 127.0.0.1: the fake, or a local --base-url.`

const LISTEN_OPTIONS = {
  ...TARGET_OPTIONS,
  help: { type: "boolean", short: "h" },
  "forward-to": { type: "string" },
  "forward-secret": { type: "string" },
  "forward-scheme": { type: "string" },
  relay: { type: "string" },
  "public-url": { type: "string" },
  port: { type: "string" },
  events: { type: "string" },
  journal: { type: "string" }
} as const

const isLoopback = (url: string): boolean => ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname)

export const run = async (args: ReadonlyArray<string>, output: Output): Promise<number> => {
  const { values, positionals } = parseLine(args, LISTEN_OPTIONS)
  if (values.help === true) {
    output.out(LISTEN_HELP)
    return 0
  }
  if (positionals.length > 0) throw new CliUsageError(`listen takes no arguments, got ${positionals.join(" ")}`)
  const forwardTo = values["forward-to"]
  if (forwardTo === undefined || !URL.canParse(forwardTo)) throw new CliUsageError("--forward-to <url> is needed, e.g. --forward-to http://localhost:3000/webhooks")
  const forwardSecret = values["forward-secret"] ?? process.env.PAYRAIL_WEBHOOK_SECRET
  if (!forwardSecret) throw new CliUsageError("--forward-secret (or PAYRAIL_WEBHOOK_SECRET) is needed: your app's webhook secret, to sign what is forwarded")
  const scheme = (values["forward-scheme"] ?? "hmac-sha256") as WebhookScheme
  if (scheme !== "hmac-sha256" && scheme !== "standard-webhooks") throw new CliUsageError(`--forward-scheme must be hmac-sha256 or standard-webhooks, got ${scheme}`)
  if (values.relay !== undefined && values["public-url"] !== undefined) throw new CliUsageError("--relay and --public-url are two ways in: pass one")
  for (const flag of ["relay", "public-url"] as const) {
    if (values[flag] !== undefined && !URL.canParse(values[flag])) throw new CliUsageError(`--${flag} must be a URL, got ${values[flag]}`)
  }
  const port = values.port === undefined ? 0 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new CliUsageError(`--port must be 0 to 65535, got ${values.port}`)
  const events = new Set(selectedEvents(values.events))
  const triggers = triggersFor([...events])

  const flags = targetFlagsOf(values)
  // --fake here serves the fake over HTTP, so its deliveries reach the receiver and `payrail trigger` reaches it
  let fake: FakePayrail | undefined
  let client: PayrailClient
  let accountId: string | undefined
  let closeTarget: () => Promise<void>
  let baseUrl: string
  if (flags.fake === true) {
    // openTarget loads --state, and writes it back on close
    const target = await openTarget(flags)
    fake = target.fake!
    const server = await fake.listen()
    output.out(`Fake (not the real service) on ${server.url}: payrail trigger <event> --base-url ${server.url}`)
    client = target.client
    accountId = target.accountId
    baseUrl = server.url
    closeTarget = async () => {
      await server.close()
      await target.close()
    }
  } else {
    const target = await openTarget(flags)
    client = target.client
    accountId = target.accountId
    baseUrl = target.baseUrl
    closeTarget = () => target.close()
  }
  if (accountId === undefined) {
    await closeTarget()
    throw new CliUsageError("the endpoint belongs to an account: pass --account-id or set PAYRAIL_ACCOUNT_ID")
  }
  if (values.relay === undefined && values["public-url"] === undefined && fake === undefined && !isLoopback(baseUrl)) {
    await closeTarget()
    throw new CliUsageError(`${new URL(baseUrl).host} cannot reach this machine: pass --relay <your relay> (payrail relay deploy) or --public-url <your tunnel>`)
  }

  const journalFile = values.journal ?? defaultJournalFile()
  const identity = loadIdentity(journalFile)
  const journal = new Journal(journalFile)
  const listener = makeListener({
    identity,
    journal,
    app: { url: forwardTo, secret: forwardSecret, scheme, timeoutMs: 10_000 },
    events,
    print: output.out,
    warn: (line) => output.err(`payrail listen: ${line}`)
  })

  const closers: Array<() => Promise<void>> = []
  let urlOf: (name: string) => string
  if (values.relay !== undefined) {
    const relay = connectRelay({
      relayUrl: values.relay,
      identity,
      listener,
      warn: (line) => output.err(`payrail listen: ${line}`),
      ...(process.env.PAYRAIL_RELAY_HEARTBEAT_MS ? { heartbeatMs: Number(process.env.PAYRAIL_RELAY_HEARTBEAT_MS) } : {})
    })
    closers.push(relay.close)
    try {
      await relay.ready
    } catch (error) {
      await closeTarget()
      throw new CliUsageError((error as Error).message)
    }
    output.out(`Connected to the relay ${new URL(values.relay).origin} (what it held while this listener was away comes first)`)
    urlOf = (name) => relayEndpointUrl(values.relay!, identity, name)
  } else {
    const receiver = await startReceiver(listener, port)
    closers.push(receiver.close)
    const base = values["public-url"]?.replace(/\/+$/, "") ?? receiver.origin
    urlOf = (name) => `${base}/${encodeURIComponent(name)}`
  }

  let registered: Awaited<ReturnType<typeof registerEndpoint>>
  try {
    for (const stale of await removeStaleEndpoints(client, identity, accountId, undefined)) {
      output.out(`Removed endpoint ${stale.name} (${stale.id}) that an earlier run left behind`)
    }
    registered = await registerEndpoint(client, identity, accountId, urlOf, triggers)
  } catch (error) {
    for (const close of closers) await close()
    await closeTarget()
    throw error
  }

  let stopping: Promise<number> | undefined
  const stop = (): Promise<number> => {
    stopping ??= (async () => {
      let code = 0
      try {
        await deleteEndpoint(client, accountId, registered.id)
        output.out(`Deleted endpoint ${registered.name} (${registered.id})`)
      } catch (error) {
        code = printError(output, error)
      }
      for (const close of closers) await close()
      await listener.drained()
      await closeTarget()
      return code
    })()
    return stopping
  }
  // The handlers are in place before the ready line: whoever waits for it may signal at once.
  const done = new Promise<number>((resolve) => {
    const onSignal = () => void stop().then(resolve)
    process.once("SIGINT", onSignal)
    process.once("SIGTERM", onSignal)
  })
  output.out(`Ready: endpoint ${registered.name} (${registered.id}) → ${forwardTo}  [${events.size} event(s); Ctrl-C deletes the endpoint]`)
  return done
}
