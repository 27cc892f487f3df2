/** The `reporting` group of the client: its endpoints, declared once. */
import * as Schema from "effect/Schema"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const reportTransactions = endpoint({
  operation: "reporting.transactions",
  description: "`reporting.transactions` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/reporting/transactions",
  body: OpaqueObject,
  response: Schema.Unknown,
  idempotent: false
})
