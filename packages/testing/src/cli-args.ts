/** Command-line parsing of `payrail-fake` (kept apart from cli.ts so it can be tested without starting a server). */
import { isLoopbackHost } from "./bound-address"
import { DEFAULT_PRIVATE_SECRET_KEY } from "./fake"

/** What the CLI was asked to do. */
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
  /** A saved state to start from (`fake.snapshot()` JSON, e.g. from `GET /_fake/state` or `--save`). */
  readonly state?: string
  /** A seed document to load at start (docs/fake.md), after `--state`. */
  readonly seed?: string
  /** Where to write the state on SIGTERM / SIGINT. */
  readonly save?: string
}

export const USAGE = `Usage: payrail-fake [--port 4010] [--host 127.0.0.1] [--clock real|manual]
                    [--webhook-url URL --webhook-secret SECRET [--webhook-scheme hmac-sha256|standard-webhooks]]
                    [--private-secret-key KEY] [--allowed-host NAME[,NAME...]]
                    [--state state.json] [--seed seed.json] [--save state.json]`

/** Parses argv (without node and the script). Throws with a message on bad input. */
export const parseArgs = (argv: ReadonlyArray<string>): CliOptions | "help" => {
  const values: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === "--help" || arg === "-h") return "help"
    const [name, inline] = arg.startsWith("--") ? arg.slice(2).split("=", 2) : [undefined, undefined]
    if (name === undefined || !["port", "host", "clock", "webhook-url", "webhook-secret", "webhook-scheme", "private-secret-key", "allowed-host", "state", "seed", "save"].includes(name)) {
      throw new Error(`Unknown argument: ${arg}`)
    }
    const value = inline ?? argv[++i]
    if (value === undefined) throw new Error(`--${name} needs a value`)
    values[name] = value
  }
  const port = Number(values.port ?? "4010")
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be 0 to 65535, got ${values.port}`)
  const clock = values.clock ?? "real"
  if (clock !== "real" && clock !== "manual") throw new Error(`--clock must be real or manual, got ${clock}`)
  const scheme = values["webhook-scheme"]
  if (scheme !== undefined && scheme !== "hmac-sha256" && scheme !== "standard-webhooks") {
    throw new Error(`--webhook-scheme must be hmac-sha256 or standard-webhooks, got ${scheme}`)
  }
  if ((values["webhook-url"] === undefined) !== (values["webhook-secret"] === undefined)) {
    throw new Error("--webhook-url and --webhook-secret go together")
  }
  const key = values["private-secret-key"]
  if (key !== undefined && !/^[\x21-\x7e]+$/.test(key)) throw new Error("--private-secret-key must be printable ASCII without spaces")
  const allowedHosts = values["allowed-host"]?.split(",").map((h) => h.trim()).filter(Boolean)
  return {
    port,
    host: values.host ?? "127.0.0.1",
    clock,
    ...(values["webhook-url"] !== undefined ? { webhookUrl: values["webhook-url"], webhookSecret: values["webhook-secret"]! } : {}),
    ...(scheme !== undefined ? { webhookScheme: scheme } : {}),
    ...(key !== undefined ? { privateSecretKey: key } : {}),
    ...(allowedHosts !== undefined && allowedHosts.length > 0 ? { allowedHosts } : {}),
    ...(values.state !== undefined ? { state: values.state } : {}),
    ...(values.seed !== undefined ? { seed: values.seed } : {}),
    ...(values.save !== undefined ? { save: values.save } : {})
  }
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
