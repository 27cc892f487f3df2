/** The `issuers` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { endpoint } from "./engine/endpoint"

export const listIssuers = endpoint({
  operation: "issuers.list",
  description: "`issuers.list` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "GET",
  path: "/issuers",
  response: Schema.Unknown
})
