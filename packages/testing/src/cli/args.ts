/**
 * Command-line parsing of `payrail-fake` (kept apart from main.ts so it can be tested without
 * starting a server). Built on `node:util` `parseArgs`; every refusal is a `CliUsageError` whose
 * message is one line (the CLI prints it and exits 2).
 */
import { parseArgs as parseArgv, type ParseArgsConfig } from "node:util"
import { isLoopbackHost } from "../transports/bound-address"
import { DEFAULT_PRIVATE_SECRET_KEY } from "../fake"

/** What `payrail-fake [serve]` was asked to do. */
export interface CliOptions {
  readonly port: number
  readonly host: string
  readonly clock: "real" | "manual"
  readonly webhookUrl?: string
  readonly webhookSecret?: string
  readonly webhookScheme?: "hmac-sha256" | "standard-webhooks"
  /** The private key of the API and of the control endpoints (default `sk_test_payrail`). */
  readonly privateSecretKey?: string
  /** Extra host names the control endpoints answer to (e.g. a Docker service name). */
  readonly allowedHosts?: ReadonlyArray<string>
  /** Listen beyond this machine with the default keys all the same (`--trusted-network`). */
  readonly trustedNetwork?: true
  /** A saved state to start from (`fake.snapshot()` JSON, e.g. from `GET /_fake/state` or `--save`). */
  readonly state?: string
  /** A seed document to load at start (docs/fake.md), after `--state`. */
  readonly seed?: string
  /** Where to write the state on SIGTERM / SIGINT. */
  readonly save?: string
}

/** What `payrail-fake trigger` was asked to do. */
export interface TriggerCliOptions {
  /** The event; undefined with `--list`. */
  readonly event: string | undefined
  readonly list: boolean
  readonly id?: string
  /** `--set path=value`, values read as JSON when they are JSON (`12.5`, `true`, `"12"`), else as text. */
  readonly set: Readonly<Record<string, unknown>>
  /** The running fake's origin (`--url`, default http://127.0.0.1:4010). */
  readonly url: string
  readonly privateSecretKey: string
}

export type CliCommand =
  | { readonly command: "help"; readonly text: string }
  | { readonly command: "serve"; readonly options: CliOptions }
  | { readonly command: "trigger"; readonly options: TriggerCliOptions }

/** A bad command line: one line, exit code 2. */
export class CliUsageError extends Error {
  override readonly name = "CliUsageError"
}

export const USAGE = `payrail-fake: a stateful fake of the Payrail API over HTTP (not the real service).

Usage:
  payrail-fake [serve] [options]                 start the fake (the default command)
  payrail-fake trigger <event> [options]         make a running fake send a webhook notification
  payrail-fake trigger --list                    list the events it can send
  payrail-fake --help | payrail-fake trigger --help
  payrail-fake logs|events|clock|faults|reset|state …   drive a running fake (payrail-fake logs --help)

Options of serve:
  --port <n>                 port to listen on, 0 for any free one (default 4010)
  --host <address>           address to bind (default 127.0.0.1); any other warns loudly, and is
                             refused with the default keys unless --trusted-network
  --clock real|manual        real: the fake clock follows real time (reports complete, subscriptions
                             renew on their own); manual: it moves only through
                             POST /_fake/clock/advance or a trigger (default real)
  --webhook-url <url>        where notifications go (a bare origin gets /webhooks/payrail for events,
                             /v1/banking/transfers for incoming transfers); needs --webhook-secret
  --webhook-secret <secret>  the secret notifications are signed with
  --webhook-scheme <scheme>  hmac-sha256 (the service's, default) or standard-webhooks
  --private-secret-key <key> the API's and the control endpoints' private key (default ${DEFAULT_PRIVATE_SECRET_KEY})
  --allowed-host <name>      another host name the control endpoints answer to (repeat it, or
                             NAME,NAME), e.g. a Docker service name
  --trusted-network          allow a --host other machines reach with the published default keys
                             (every machine of the network is trusted)
  --state <file>             start from a saved state (GET /_fake/state, or --save)
  --seed <file>              load a seed document after --state (docs/fake.md)
  --save <file>              write the state there on SIGINT / SIGTERM
  -h, --help                 this text

Options of trigger:
  --id <id>                  the resource the event is about (a payment, subscription, report or
                             onboarding the fake holds); a made-up one when left out
  --set <path=value>         override a field of the resource as sent (repeatable; dotted paths;
                             values are JSON when they parse as JSON, else text)
  --url <url>                the running fake (default http://127.0.0.1:4010)
  --private-secret-key <key> its private key (default ${DEFAULT_PRIVATE_SECRET_KEY})
  --list                     print the events of the catalogue and exit
  Events that depend on time move the fake clock: subscription.cycle_executed and
  subscription.past_due (the renewal, declined) to the next cycle, subscription.close_to_renewal
  to 3 days before it, report.update to the report's completion, onboarding.succeeded to the end
  of its wait.

Examples:
  payrail-fake --port 4010 --clock manual --webhook-url http://localhost:3000 --webhook-secret whsec_test
  payrail-fake --host 0.0.0.0 --private-secret-key sk_mine --allowed-host payrail-fake
  payrail-fake --state fake-state.json --save fake-state.json
  payrail-fake trigger payment.chargeback --id <payment id> --set status=CHARGEBACK
  payrail-fake trigger subscription.past_due --id <subscription id>
  payrail-fake trigger enrollment.enroll --set card_data.brand=VISA --url http://127.0.0.1:4010

Control endpoints: GET /_fake lists them (send the private key in the private-secret-key header).
Dashboard: open /_fake/?key=<private key> in a browser (state, requests, deliveries, clock, faults).
Exit codes: 0 done, 1 the fake refused or could not be reached, 2 a bad command line or start.`

type Values = Record<string, string | boolean | Array<string> | undefined>

/** node's parseArgs, its refusals turned into one line naming the option. */
const parse = (argv: ReadonlyArray<string>, options: NonNullable<ParseArgsConfig["options"]>) => {
  try {
    return parseArgv({ args: [...argv], options, allowPositionals: true, strict: true })
  } catch (error) {
    const code = (error as { code?: string }).code
    const named = /'(-[^' ]+)/.exec((error as Error).message)?.[1]
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new CliUsageError(`unknown option ${named ?? ""}`.trim())
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
      throw new CliUsageError(/argument missing|ambiguous/.test((error as Error).message) ? `${named} needs a value` : `${named} takes no value`)
    }
    throw new CliUsageError((error as Error).message.split("\n")[0]!)
  }
}

const SERVE_OPTIONS = {
  port: { type: "string" },
  host: { type: "string" },
  clock: { type: "string" },
  "webhook-url": { type: "string" },
  "webhook-secret": { type: "string" },
  "webhook-scheme": { type: "string" },
  "private-secret-key": { type: "string" },
  "allowed-host": { type: "string", multiple: true },
  "trusted-network": { type: "boolean" },
  state: { type: "string" },
  seed: { type: "string" },
  save: { type: "string" },
  help: { type: "boolean", short: "h" }
} as const

const TRIGGER_OPTIONS = {
  id: { type: "string" },
  set: { type: "string", multiple: true },
  url: { type: "string" },
  "private-secret-key": { type: "string" },
  list: { type: "boolean" },
  help: { type: "boolean", short: "h" }
} as const

const checkKey = (key: string | undefined): void => {
  if (key !== undefined && !/^[\x21-\x7e]+$/.test(key)) throw new CliUsageError("--private-secret-key must be printable ASCII without spaces")
}

const serveOptions = (values: Values): CliOptions => {
  const text = (name: string) => values[name] as string | undefined
  const port = Number(text("port") ?? "4010")
  if (!/^\d+$/.test(text("port") ?? "4010") || port > 65_535) throw new CliUsageError(`--port must be 0 to 65535, got ${text("port")}`)
  const clock = text("clock") ?? "real"
  if (clock !== "real" && clock !== "manual") throw new CliUsageError(`--clock must be real or manual, got ${clock}`)
  const scheme = text("webhook-scheme")
  if (scheme !== undefined && scheme !== "hmac-sha256" && scheme !== "standard-webhooks") {
    throw new CliUsageError(`--webhook-scheme must be hmac-sha256 or standard-webhooks, got ${scheme}`)
  }
  const webhookUrl = text("webhook-url")
  if ((webhookUrl === undefined) !== (text("webhook-secret") === undefined)) throw new CliUsageError("--webhook-url and --webhook-secret go together")
  if (webhookUrl !== undefined && !URL.canParse(webhookUrl)) throw new CliUsageError(`--webhook-url must be a URL such as http://localhost:3000, got ${webhookUrl}`)
  const key = text("private-secret-key")
  checkKey(key)
  const allowedHosts = ((values["allowed-host"] as Array<string> | undefined) ?? []).flatMap((h) => h.split(",")).map((h) => h.trim()).filter(Boolean)
  return {
    port,
    host: text("host") ?? "127.0.0.1",
    clock,
    ...(webhookUrl !== undefined ? { webhookUrl, webhookSecret: text("webhook-secret")! } : {}),
    ...(scheme !== undefined ? { webhookScheme: scheme } : {}),
    ...(key !== undefined ? { privateSecretKey: key } : {}),
    ...(allowedHosts.length > 0 ? { allowedHosts } : {}),
    ...(values["trusted-network"] === true ? { trustedNetwork: true as const } : {}),
    ...(text("state") !== undefined ? { state: text("state")! } : {}),
    ...(text("seed") !== undefined ? { seed: text("seed")! } : {}),
    ...(text("save") !== undefined ? { save: text("save")! } : {})
  }
}

/** `path=value` → [path, value]; the value is JSON when it parses as JSON, else the text. */
export const parseSet = (pair: string): readonly [string, unknown] => {
  const eq = pair.indexOf("=")
  if (eq <= 0) throw new CliUsageError(`--set takes path=value (e.g. --set amount.value=12.5), got ${pair}`)
  const text = pair.slice(eq + 1)
  try {
    return [pair.slice(0, eq), JSON.parse(text)]
  } catch {
    return [pair.slice(0, eq), text]
  }
}

const triggerOptions = (values: Values, positionals: ReadonlyArray<string>): TriggerCliOptions => {
  const list = values.list === true
  if (positionals.length > 1) throw new CliUsageError(`trigger takes one event, got ${positionals.join(" ")}`)
  const event = positionals[0]
  if (event === undefined && !list) throw new CliUsageError("trigger needs an event, e.g. payrail-fake trigger payment.capture (--list lists them)")
  const url = (values.url as string | undefined) ?? "http://127.0.0.1:4010"
  if (!URL.canParse(url)) throw new CliUsageError(`--url must be the fake's URL such as http://127.0.0.1:4010, got ${url}`)
  const key = values["private-secret-key"] as string | undefined
  checkKey(key)
  const set = Object.fromEntries(((values.set as Array<string> | undefined) ?? []).map(parseSet))
  return {
    event,
    list,
    ...(values.id !== undefined ? { id: values.id as string } : {}),
    set,
    url,
    privateSecretKey: key ?? DEFAULT_PRIVATE_SECRET_KEY
  }
}

/** Parses argv (without node and the script). Throws `CliUsageError` (one line) on bad input. */
export const parseCommand = (argv: ReadonlyArray<string>): CliCommand => {
  const [first, ...rest] = argv
  if (first === "trigger") {
    const { values, positionals } = parse(rest, TRIGGER_OPTIONS)
    if (values.help === true) return { command: "help", text: USAGE }
    return { command: "trigger", options: triggerOptions(values as Values, positionals) }
  }
  const { values, positionals } = parse(first === "serve" ? rest : argv, SERVE_OPTIONS)
  if (values.help === true) return { command: "help", text: USAGE }
  if (positionals.length > 0) throw new CliUsageError(`unknown command ${positionals[0]} (commands: serve, trigger)`)
  return { command: "serve", options: serveOptions(values as Values) }
}

/**
 * The loud warning printed (to stderr) when the fake listens beyond this machine: anyone who can
 * reach it can use the API and its control endpoints with the private key, and the default one is
 * public. Undefined on a loopback address.
 */
export const exposureWarning = (options: CliOptions): string | undefined => {
  if (isLoopbackHost(options.host)) return undefined
  const key = options.privateSecretKey ?? DEFAULT_PRIVATE_SECRET_KEY
  const bar = "!".repeat(78)
  return [
    bar,
    `!! WARNING: payrail-fake listens on ${options.host}, which OTHER MACHINES can reach.`,
    "!! Anyone who can connect and knows the private key can create payments, reset the fake,",
    "!! read its state and redirect its signed webhooks (the control endpoints).",
    key === DEFAULT_PRIVATE_SECRET_KEY
      ? `!! The private key is the published default (${DEFAULT_PRIVATE_SECRET_KEY}): pass --private-secret-key.`
      : "!! Keep the private key you chose to yourself.",
    "!! Bind --host 127.0.0.1 unless another machine or container really needs it.",
    bar
  ].join("\n")
}
