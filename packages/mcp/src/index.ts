/**
 * @payrail/mcp — an MCP server for the Payrail payments API, derived from the declarations.
 * The `payrail-mcp` command serves it; these exports embed it elsewhere (a custom transport,
 * a test).
 */
export { createPayrailMcp, type PayrailMcp, type PayrailMcpOptions } from "./server"
export { type HttpOptions, type HttpServer, MCP_PATH, serveHttp } from "./http"
export { embeddedFake, type Environment, EnvironmentError, openEnvironment } from "./environment"
export { DEFAULT_CONFIRMATION_TTL_MS } from "./confirmation"
export { CARD_DATA_KEYS } from "./tools/card-data"
export { hintsOf, isDestructive, isRead, movesMoney, toolNameOf, type ToolHints } from "./tools/classify"
export type { ToolArguments } from "./tools/invoke"
export type { ToolResult } from "./tools/results"
export type { ToolDefinition } from "./tools/tool"
export type { Json } from "./tools/json-schema"
