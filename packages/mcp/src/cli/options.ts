/**
 * The `payrail-mcp` command line: flags and the `PAYRAIL_MCP_*` variables, read into options.
 * A bad flag is a `UsageError` naming it.
 */
import { parseArgs } from "node:util"

export const USAGE = `payrail-mcp — an MCP server for the Payrail payments API

Usage: payrail-mcp [--write] [--tools <group,...>] [--live] [--http [--port <n>] [--host <addr>] [--token <t> | --no-token] [--allowed-origin <host>...]]

  --write              list the tools that change anything too (or PAYRAIL_MCP_WRITE=1); default: read tools only
  --tools <groups>     only these groups' tools, comma-separated (payments,customers,fake,...)
  --live               allow keys that reach the live service (production); the sandbox needs no flag
  --http               serve Streamable HTTP at http://<host>:<port>/mcp instead of stdio
  --port <n>           HTTP port (default: any free port, printed on stderr)
  --host <addr>        HTTP address (default 127.0.0.1)
  --token <t>          the bearer token HTTP clients must send (or PAYRAIL_MCP_TOKEN); default: a new one, printed on stderr
  --no-token           accept HTTP requests without a token (loopback addresses only)
  --allowed-origin <h> a browser origin's hostname to allow besides localhost's (repeatable)

Without PAYRAIL_PUBLIC_API_KEY and PAYRAIL_PRIVATE_SECRET_KEY the server runs on an embedded fake.`

export class UsageError extends Error {
  override readonly name = "UsageError"
}

export interface CliOptions {
  readonly help: boolean
  readonly version: boolean
  readonly write: boolean
  readonly groups: ReadonlyArray<string> | undefined
  readonly live: boolean
  readonly http: { readonly host: string; readonly port: number; readonly token: string | undefined | "generate"; readonly allowedOrigins: ReadonlyArray<string> } | undefined
}

const LOOPBACK: ReadonlySet<string> = new Set(["127.0.0.1", "localhost", "::1"])

export const parseCli = (argv: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>): CliOptions => {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: "boolean", short: "h" },
        version: { type: "boolean" },
        write: { type: "boolean" },
        tools: { type: "string" },
        live: { type: "boolean" },
        http: { type: "boolean" },
        port: { type: "string" },
        host: { type: "string" },
        token: { type: "string" },
        "no-token": { type: "boolean" },
        "allowed-origin": { type: "string", multiple: true }
      }
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const httpOnly = ["port", "host", "token", "no-token", "allowed-origin"] as const
  if (parsed.http !== true) {
    const stray = httpOnly.find((name) => parsed[name] !== undefined)
    if (stray !== undefined) throw new UsageError(`--${stray} needs --http`)
  }
  const groups = parsed.tools?.split(",").map((g) => g.trim()).filter((g) => g !== "")
  if (groups !== undefined && groups.length === 0) throw new UsageError("--tools: name at least one group")
  let http: CliOptions["http"]
  if (parsed.http === true) {
    const port = parsed.port === undefined ? 0 : Number(parsed.port)
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port: a port number from 0 to 65535, not "${parsed.port}"`)
    const host = parsed.host ?? "127.0.0.1"
    const given = parsed.token ?? (env.PAYRAIL_MCP_TOKEN || undefined)
    if (parsed["no-token"] === true && parsed.token !== undefined) throw new UsageError("--token and --no-token contradict each other")
    if (parsed["no-token"] === true && !LOOPBACK.has(host)) throw new UsageError(`--no-token is allowed on loopback addresses only, not on ${host}`)
    http = { host, port, token: parsed["no-token"] === true ? undefined : given ?? "generate", allowedOrigins: parsed["allowed-origin"] ?? [] }
  }
  return {
    help: parsed.help === true,
    version: parsed.version === true,
    write: parsed.write === true || env.PAYRAIL_MCP_WRITE === "1" || env.PAYRAIL_MCP_WRITE === "true",
    groups,
    live: parsed.live === true,
    http
  }
}
