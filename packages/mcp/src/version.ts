/** The server's name and version as it introduces itself (the version is the package's, set by the build). */
declare const __PAYRAIL_MCP_VERSION__: string | undefined

export const SERVER_NAME = "payrail-mcp"
export const SERVER_VERSION: string = typeof __PAYRAIL_MCP_VERSION__ === "string" ? __PAYRAIL_MCP_VERSION__ : "0.0.0-source"
