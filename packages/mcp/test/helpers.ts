/**
 * What the tests share: the official MCP client over the real `payrail-mcp` (spawned: src/cli/main.ts
 * under tsx, as the built bin runs it) or over Streamable HTTP, a JSON Schema validator, and the
 * bodies a payment on the fake needs.
 */
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client"
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio"
import Ajv2020 from "ajv/dist/2020"

export const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url))
export const MAIN = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url))
const TSX = fileURLToPath(new URL("../node_modules/tsx/dist/esm/index.mjs", import.meta.url))

/** The command line that runs `payrail-mcp` from source. */
export const payrailMcpCommand = (args: ReadonlyArray<string>) => ({ command: process.execPath, args: ["--import", TSX, MAIN, ...args] })

/** The environment of a spawned server: no PAYRAIL_* keys (the fake) unless given. */
export const serverEnv = (extra: Record<string, string> = {}): Record<string, string> => {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !key.startsWith("PAYRAIL_")) env[key] = value
  return { ...env, ...extra }
}

/** An MCP client connected over stdio to a spawned `payrail-mcp`. */
export const stdioClient = async (args: ReadonlyArray<string> = [], env: Record<string, string> = {}) => {
  const client = new Client({ name: "payrail-mcp-test", version: "1.0.0" })
  const { command, args: argv } = payrailMcpCommand(args)
  await client.connect(new StdioClientTransport({ command, args: argv, env: serverEnv(env), stderr: "pipe", cwd: PACKAGE_DIR }))
  return client
}

/** An MCP client over Streamable HTTP. */
export const httpClient = async (url: string, token: string | undefined) => {
  const client = new Client({ name: "payrail-mcp-test", version: "1.0.0" })
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` }
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }))
  return client
}

/**
 * Spawns `payrail-mcp --http ...` and resolves with its URL once it says where it listens
 * (readiness by its own line on stderr, not by waiting).
 */
export const spawnHttpServer = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  new Promise<{ url: string; token: string | undefined; stop: () => Promise<void>; stderr: () => string }>((resolve, reject) => {
    const { command, args: argv } = payrailMcpCommand(["--http", ...args])
    const child = spawn(command, argv, { env: serverEnv(env), cwd: PACKAGE_DIR, stdio: ["ignore", "ignore", "pipe"] })
    let text = ""
    const exited = new Promise<void>((done) => child.once("exit", () => done()))
    const stop = async () => {
      child.kill("SIGTERM")
      await exited
    }
    child.stderr.setEncoding("utf8")
    child.stderr.on("data", (chunk: string) => {
      text += chunk
      // the URL line is the last the server says before serving (src/cli/main.ts)
      const url = /Streamable HTTP on (\S+)\n/.exec(text)?.[1]
      if (url !== undefined) resolve({ url, token: /bearer token: ([\w-]{20,})\n/.exec(text)?.[1], stop, stderr: () => text })
    })
    child.once("exit", (code) => reject(new Error(`payrail-mcp exited (${code}) before listening:\n${text}`)))
  })

/** A JSON Schema 2020-12 validator (MCP's default dialect). */
export const makeValidator = () => new Ajv2020({ strict: false, allErrors: true })

/** The merchant account the fake's payments are made for. */
export const ACCOUNT_ID = "0f9c2a1e-1111-4a5b-9c3d-123456789abc"

export const sessionBody = (order: string) => ({
  account_id: ACCOUNT_ID,
  merchant_order_id: order,
  payment_description: `Order ${order}`,
  country: "US",
  amount: { currency: "USD", value: 26.9 }
})

export const paymentBody = (session: string, order: string) => ({
  account_id: ACCOUNT_ID,
  description: `Order ${order}`,
  country: "US",
  merchant_order_id: order,
  amount: { currency: "USD", value: 26.9 },
  checkout: { session },
  payment_method: { token: "tok_visa" }
})

/** The structured content of a tool result, failing loudly on an error result. */
export const structured = (result: unknown): Record<string, unknown> => {
  const r = result as { isError?: boolean; structuredContent?: Record<string, unknown>; content?: Array<{ text?: string }> }
  if (r.isError === true || r.structuredContent === undefined) throw new Error(`expected an answer, got ${JSON.stringify(r)}`)
  return r.structuredContent
}

/** The error object of an `isError` result. */
export const toolError = (result: unknown): Record<string, unknown> => {
  const r = result as { isError?: boolean; content?: Array<{ text?: string }> }
  if (r.isError !== true) throw new Error(`expected an error result, got ${JSON.stringify(r).slice(0, 500)}`)
  return (JSON.parse(r.content![0]!.text!) as { error: Record<string, unknown> }).error
}
