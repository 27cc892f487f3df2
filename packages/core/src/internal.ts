/**
 * `@payrail/core/internal` — the machinery `@payrail/testing` (the fake) and Payrail's own tools
 * share with the client: the checks a request passes, the router over the declarations, the
 * signature rule, declaring an endpoint. NO SEMVER PROMISE: any release may change or remove any
 * name here. Application code uses the client and `@payrail/core/api`.
 */
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
} from "./api/engine/check"
export { defaultsOf, endpoint, type EndpointInput, NoContent } from "./api/engine/endpoint"
export { argumentsOf, callText } from "./api/engine/signature"
export { buildOpenApiDocument, ErrorBody } from "./api/engine/openapi"
export { returnsOf } from "./api/engine/returns"
export { matchEndpoint } from "./api/engine/router"
