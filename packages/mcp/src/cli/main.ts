/**
 * The `payrail-mcp` command: reads the flags and the environment, opens the fake or the service,
 * and serves the tools over stdio (default) or Streamable HTTP. Everything it says goes to stderr
 * (stdout is the protocol's on stdio) and never holds a key.
 */
import { randomBytes } from "node:crypto"
import { serveStdio } from "@modelcontextprotocol/server/stdio"
import { EnvironmentError, openEnvironment } from "../environment"
import { serveHttp } from "../http"
import { createPayrailMcp } from "../server"
import { SERVER_VERSION } from "../version"
import { parseCli, USAGE, UsageError } from "./options"

const say = (line: string) => process.stderr.write(`payrail-mcp: ${line}\n`)

const main = async (): Promise<void> => {
  const options = parseCli(process.argv.slice(2), process.env)
  if (options.help) return void process.stderr.write(`${USAGE}\n`)
  if (options.version) return void process.stdout.write(`${SERVER_VERSION}\n`)
  const environment = openEnvironment(process.env, { live: options.live })
  const mcp = environment.kind === "fake"
    ? createPayrailMcp({ fake: environment.fake, write: options.write, groups: options.groups })
    : createPayrailMcp({ client: environment.client, environment: environment.live ? "live" : "sandbox", write: options.write, groups: options.groups })
  say(`${mcp.tools.length} tools (${options.write ? "read and write" : "read-only; --write lists the others"}) on ${environment.kind === "fake" ? "the embedded fake (no PAYRAIL_* keys)" : environment.live ? "the LIVE service" : "the service's sandbox"}`)

  if (options.http === undefined) {
    const handle = serveStdio(() => mcp.server(), { onerror: (error) => say(error.message) })
    const stop = () => void handle.close().finally(() => process.exit(0))
    process.once("SIGINT", stop)
    process.once("SIGTERM", stop)
    return
  }
  const token = options.http.token === "generate" ? randomBytes(24).toString("base64url") : options.http.token
  const server = await serveHttp(mcp, { host: options.http.host, port: options.http.port, token, allowedOrigins: options.http.allowedOrigins })
  // the token is the operator's to hand to a client: printed only when this run made it up
  if (options.http.token === "generate") say(`bearer token: ${token}`)
  else say(token === undefined ? "no token required (--no-token)" : "bearer token: as given (--token or PAYRAIL_MCP_TOKEN)")
  say(`Streamable HTTP on ${server.url}`) // the last line: a supervisor may wait for it
  const stop = () => void server.close().finally(() => process.exit(0))
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    say(`${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
  say(error instanceof EnvironmentError || error instanceof Error ? error.message : String(error))
  process.exit(1)
})
