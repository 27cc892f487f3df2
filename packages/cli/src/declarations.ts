/**
 * The one module that reads core's endpoint declarations. Every command of `payrail <group> <method>`,
 * its flags and its `--help` derive from them, so a new declaration is a new command with no CLI code.
 * Core may move `endpoints` between its entries (`@payrail/core/api`, `@payrail/core/internal`):
 * only the import below changes.
 */
export { type EndpointDeclaration, endpoints } from "@payrail/core/api"
export { argumentsOf, buildOpenApiDocument } from "@payrail/core/internal"
