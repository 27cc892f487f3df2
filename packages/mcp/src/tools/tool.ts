/** What the server lists and calls: a tool's MCP definition and its handler. */
import type { ToolArguments } from "./invoke"
import type { Json } from "./json-schema"
import type { ToolResult } from "./results"

/** A tool's definition as `tools/list` answers it. */
export interface ToolDefinition {
  readonly name: string
  readonly title?: string
  readonly description: string
  readonly inputSchema: Json
  readonly outputSchema?: Json
  readonly annotations: {
    readonly title?: string
    readonly readOnlyHint: boolean
    readonly destructiveHint: boolean
    readonly idempotentHint: boolean
    readonly openWorldHint: boolean
  }
}

export interface Tool {
  readonly name: string
  /** The groups `--tools` selects it by (`payments`; `customers`, `customers.paymentMethods`). */
  readonly groups: ReadonlyArray<string>
  /** Whether it changes anything (listed only with `--write`). */
  readonly write: boolean
  readonly definition: ToolDefinition
  call(args: ToolArguments): Promise<ToolResult>
}
