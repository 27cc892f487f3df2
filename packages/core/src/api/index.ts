/**
 * `@payrail/core/api` — every endpoint of the API, declared once as data.
 *
 * Public but internal: read by `@payrail/testing` (the fake's router), the fuzz suites and
 * the README generator. Application code uses the client instead; this surface may change
 * in a minor version.
 */
import { buildOpenApiDocument } from "./openapi"
import { endpoints } from "./endpoints"

export {
  type Checked,
  checkPathParams,
  closedListIssuesOf,
  decodeBody,
  decodeQuery,
  fillPath,
  type Stored,
  storedBodyOf,
  type WithoutNulls,
  withoutNullKeys
} from "./check"
export {
  type BodyOf,
  type CallShape,
  type Decodable,
  endpoint,
  type EndpointDeclaration,
  type HeaderDeclaration,
  type HttpMethod,
  type Paging,
  type PathParamNames,
  type QueryOf,
  type ResponseOf
} from "./endpoint"
export { argumentsOf, callText } from "./signature"
export { buildOpenApiDocument, ErrorBody, SANDBOX_BASE_URL } from "./openapi"
/** The declarations, grouped as the client's methods are (generated from the declarations by scripts/gen-client.ts). */
export { api } from "./tree.generated"
export { endpointByOperation, endpoints, type Operation } from "./endpoints"
export { matchEndpoint } from "./router"

let openApi: Record<string, unknown> | undefined
/** The OpenAPI 3.1 document of every declared endpoint (built once, on first use). */
export const openApiDocument = (): Record<string, unknown> => (openApi ??= buildOpenApiDocument(endpoints))
