/**
 * `createPayrailMcp`: the tools of every declared operation (plus the fake's own tools on the
 * fake), narrowed to what the options allow, behind a factory of MCP `Server`s — one per stdio
 * connection, one per HTTP request — that all share the tools, the client and the confirmations.
 */
import { randomUUID } from "node:crypto"
import type { PayrailClient } from "@payrail/core"
import { type FakePayrail } from "@payrail/testing"
import { ProtocolError, ProtocolErrorCode, Server, type Tool as McpTool } from "@modelcontextprotocol/server"
import { makeConfirmations } from "./confirmation"
import { endpoints, openApiDocument } from "./declarations"
import { cardDataPaths, refusedCardData } from "./tools/card-data"
import { fakeTools } from "./tools/fake-tools"
import type { ToolArguments } from "./tools/invoke"
import type { OpenApiParts } from "./tools/json-schema"
import { operationTool } from "./tools/operation-tool"
import type { ToolResult } from "./tools/results"
import type { Tool, ToolDefinition } from "./tools/tool"
import { SERVER_NAME, SERVER_VERSION } from "./version"

/** Options of `createPayrailMcp`. */
export interface PayrailMcpOptions {
  /** The client every operation tool calls. Default on the fake: `fake.client()`. */
  readonly client?: PayrailClient | undefined
  /** The embedded fake the server runs on (then `fake_*` tools exist and `openWorldHint` is false). */
  readonly fake?: FakePayrail | undefined
  /** List the tools that change anything too. Default false: read tools only. */
  readonly write?: boolean | undefined
  /** Only the tools of these groups (`payments`, `customers.paymentMethods`, `fake`, ...). Default: every group. */
  readonly groups?: ReadonlyArray<string> | undefined
  /** The clock confirmations expire on. Default: the fake's clock on the fake, else `Date.now`. */
  readonly now?: (() => number) | undefined
  /** How long a confirmation handle is valid. Default 10 minutes. */
  readonly confirmationTtlMs?: number | undefined
  /** Where the server runs, said in its instructions: `"fake"`, `"sandbox"` or `"live"`. Default from `fake`. */
  readonly environment?: "fake" | "sandbox" | "live" | undefined
}

/** The server, its tools and a factory of protocol instances over them. */
export interface PayrailMcp {
  /** The tools listed, in order. */
  readonly tools: ReadonlyArray<ToolDefinition>
  readonly instructions: string
  /** Calls a listed tool directly (what `tools/call` does). */
  call(name: string, args?: ToolArguments): Promise<ToolResult>
  /** A new MCP `Server` over these tools (`serveStdio` and the HTTP handler take this as their factory). */
  server(): Server
}

/** Every group a tool can be selected by. */
const groupsOfAll = (tools: ReadonlyArray<Tool>) => new Set(tools.flatMap((t) => t.groups))

const instructionsFor = (environment: "fake" | "sandbox" | "live", write: boolean): string =>
  [
    environment === "fake"
      ? "Payrail's embedded fake: no PAYRAIL_* keys were given, so every tool runs against an in-process, stateful fake of the payments API. Nothing is real and nothing is at stake; fake_trigger sends notifications, fake_clock_advance moves its clock, webhook_events_recent shows what it delivered."
      : environment === "live"
        ? "Payrail against the LIVE payments service: calls move real money."
        : "Payrail against the payments service's sandbox.",
    write
      ? "Tools that move money (payments create/capture/cancel/refund, payouts, transfers, subscriptions create/cancel/change plan, ...) only prepare on their first call: they answer a summary and a `confirmation`. Show the summary to the user; call the same tool with the same arguments and that `confirmation` to execute it once. Repeating a confirmed call replays its answer."
      : "Read-only: only tools that read are listed (start the server with --write to list the others).",
    "Card data (card numbers, security codes) is never accepted: pay with tokens or vaulted tokens."
  ].join("\n\n")

export const createPayrailMcp = (options: PayrailMcpOptions): PayrailMcp => {
  const fake = options.fake
  const client = options.client ?? fake?.client()
  if (client === undefined) throw new Error("createPayrailMcp: give a client, or a fake")
  const environment = options.environment ?? (fake === undefined ? "sandbox" : "fake")
  const now = options.now ?? (fake === undefined ? Date.now : () => fake.clock.now())
  const context = {
    client,
    confirmations: makeConfirmations({ now, ttlMs: options.confirmationTtlMs }),
    onService: fake === undefined,
    runId: randomUUID(),
    document: openApiDocument() as unknown as OpenApiParts
  }
  const all: Array<Tool> = [...endpoints.map((e) => operationTool(e, context)), ...(fake === undefined ? [] : fakeTools(fake))]
  const known = groupsOfAll(all)
  for (const group of options.groups ?? []) {
    if (!known.has(group)) throw new Error(`Unknown tool group "${group}"; the groups are: ${[...known].sort().join(", ")}`)
  }
  const selected = all.filter((tool) =>
    (options.write === true || !tool.write) && (options.groups === undefined || tool.groups.some((g) => options.groups!.includes(g))))
  const byName = new Map(selected.map((tool) => [tool.name, tool]))
  const definitions = selected.map((tool) => tool.definition)
  const instructions = instructionsFor(environment, options.write === true)

  const call = (name: string, args: ToolArguments = {}): Promise<ToolResult> => {
    const tool = byName.get(name)
    if (tool === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}${all.some((t) => t.name === name) ? " (not listed: start the server with --write, or widen --tools)" : ""}`)
    // card data is refused before any tool sees the call, whatever the tool
    const cardData = cardDataPaths(args)
    return cardData.length > 0 ? Promise.resolve(refusedCardData(cardData)) : tool.call(args)
  }

  const server = (): Server => {
    const instance = new Server({ name: SERVER_NAME, version: SERVER_VERSION }, { capabilities: { tools: {} }, instructions })
    // the schemas are JSON Schema objects with `type: "object"` at the root (src/tools/schemas.ts)
    instance.setRequestHandler("tools/list", () => ({ tools: definitions as unknown as Array<McpTool> }))
    instance.setRequestHandler("tools/call", async (request) => {
      const result = await call(request.params.name, (request.params.arguments ?? {}) as ToolArguments)
      return instance.projectCallToolResult(result, byName.get(request.params.name)?.definition.outputSchema)
    })
    return instance
  }

  return { tools: definitions, instructions, call, server }
}
