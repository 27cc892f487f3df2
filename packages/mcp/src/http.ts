/**
 * Streamable HTTP: the SDK's handler (`createMcpHandler`: the current revision per request, 2025
 * clients served statelessly) behind three checks, in order: the `Host` header (DNS rebinding),
 * the `Origin` header (a web page must not drive the server), and a bearer token. Bound to
 * 127.0.0.1 unless told otherwise; the endpoint is `/mcp`.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { timingSafeEqual } from "node:crypto"
import { createMcpHandler, localhostAllowedHostnames, localhostAllowedOrigins } from "@modelcontextprotocol/server"
import { hostHeaderValidation, originValidation, toNodeHandler } from "@modelcontextprotocol/node"
import type { PayrailMcp } from "./server"

/** Options of `serveHttp`. */
export interface HttpOptions {
  /** Default 127.0.0.1. Another address serves the network: give a token. */
  readonly host?: string | undefined
  /** Default 0: any free port. */
  readonly port?: number | undefined
  /** The bearer token every request must carry (`Authorization: Bearer <token>`); undefined accepts requests without one. */
  readonly token?: string | undefined
  /** Origin hostnames allowed besides localhost's (a browser-based client's). */
  readonly allowedOrigins?: ReadonlyArray<string> | undefined
}

/** A running Streamable HTTP server. */
export interface HttpServer {
  /** `http://127.0.0.1:<port>/mcp` */
  readonly url: string
  close(): Promise<void>
}

export const MCP_PATH = "/mcp"
const KEEP_ALIVE_MS = 120_000

const LOOPBACK: ReadonlySet<string> = new Set(["127.0.0.1", "localhost", "::1"])

const jsonRpcError = (status: number, message: string, headers: Record<string, string> = {}) => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null })
})

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const serveHttp = async (mcp: PayrailMcp, options: HttpOptions = {}): Promise<HttpServer> => {
  const host = options.host ?? "127.0.0.1"
  const hostname = host.includes(":") ? `[${host}]` : host
  const handler = createMcpHandler(() => mcp.server(), { onerror: (error) => console.error(`payrail-mcp: ${error.message}`) })
  const serve = toNodeHandler(handler, { onerror: (error) => console.error(`payrail-mcp: ${error.message}`) })
  const checkHost = hostHeaderValidation(LOOPBACK.has(host) ? localhostAllowedHostnames() : [...localhostAllowedHostnames(), hostname])
  const checkOrigin = originValidation([...localhostAllowedOrigins(), ...(options.allowedOrigins ?? [])])
  const token = options.token

  const server = createServer((req, res) => {
    const refuse = (answer: ReturnType<typeof jsonRpcError>) => {
      res.writeHead(answer.status, answer.headers).end(answer.body)
    }
    if (new URL(req.url ?? "/", "http://localhost").pathname !== MCP_PATH) return refuse(jsonRpcError(404, `Not found: the MCP endpoint is ${MCP_PATH}`))
    if (!checkHost(req, res) || !checkOrigin(req, res)) return
    if (token !== undefined) {
      const authorization = req.headers.authorization ?? ""
      const given = authorization.startsWith("Bearer ") ? authorization.slice("Bearer ".length) : ""
      if (!sameSecret(given, token)) {
        return refuse(jsonRpcError(401, "Unauthorized: send Authorization: Bearer <token> (the token payrail-mcp printed, or PAYRAIL_MCP_TOKEN)", { "www-authenticate": "Bearer" }))
      }
    }
    // IncomingMessage is the adapter's request shape (`method`/`url` optional there only under exactOptionalPropertyTypes)
    serve(req as Parameters<typeof serve>[0], res).catch((error: unknown) => {
      console.error(`payrail-mcp: ${error instanceof Error ? error.message : "request failed"}`)
      if (!res.headersSent) refuse(jsonRpcError(500, "Internal error"))
    })
  })
  // An agent's client may go quiet for seconds between calls (it compiles every tool's output schema
  // after listing them): an idle connection kept for 2 minutes is not closed under a request it is about to send.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${hostname}:${port}${MCP_PATH}`,
    close: async () => {
      await handler.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}
