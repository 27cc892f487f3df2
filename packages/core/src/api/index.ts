/**
 * `@payrail/core/api` — every endpoint of the API, declared once as data: the `api` tree (grouped
 * as the client's methods are), the flat `endpoints` list, and the OpenAPI document built from them.
 * For tools that derive from the declarations (docs, MCP tools, CLI commands). Application code
 * uses the client instead. The fake's machinery (request checks, the router) is on
 * `@payrail/core/internal`.
 */
import { buildOpenApiDocument } from "./engine/openapi"
import { endpoints } from "./endpoints"

export {
  type BodyOf,
  type CallShape,
  type Decodable,
  type EndpointDeclaration,
  type HeaderDeclaration,
  type HttpMethod,
  type Paging,
  type PathParamNames,
  type QueryOf,
  type ResponseOf
} from "./engine/endpoint"
export { SANDBOX_BASE_URL } from "./engine/openapi"
export type { RetryMode } from "../http/retry"
export type { Operation, OperationsOf } from "./endpoints"
/** The declarations, grouped as the client's methods are (generated from the declarations by scripts/gen-client.ts). */
export { api } from "./tree.generated"
export { endpointByOperation, endpoints } from "./endpoints"

let openApi: Record<string, unknown> | undefined
/** The OpenAPI 3.1 document of every declared endpoint (built once, on first use). */
export const openApiDocument = (): Record<string, unknown> => (openApi ??= buildOpenApiDocument(endpoints))
