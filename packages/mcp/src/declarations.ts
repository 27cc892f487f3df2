/**
 * The one place this package reads core's declarations: every tool is derived from `endpoints`
 * (each endpoint's operation, method, path, schemas, idempotency and client call shape), from
 * the OpenAPI document core builds from them (its JSON Schemas), and checked before a money-moving
 * call is prepared with core's own input checks. Only the declarations' data fields are read, so
 * where core keeps them is a one-line change here.
 */
export { endpoints, openApiDocument } from "@payrail/core/api"
export { argumentsOf, checkPathParams, decodeBody } from "@payrail/core/internal"
export type { EndpointDeclaration } from "@payrail/core/api"
