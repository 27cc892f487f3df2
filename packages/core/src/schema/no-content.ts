/**
 * The answer of a call the reference documents without a body (204, or 200 with nothing shown):
 * `null` when nothing came back, else the object as sent.
 */
import * as Schema from "effect/Schema"
import { Resource } from "./shared"

export const NoContent = /* @__PURE__ */ (() => Schema.NullOr(Resource({})))()
export type NoContent = typeof NoContent.Type
