/** The `tokens` group of the client: its endpoints, declared once. */
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createToken = endpoint({
  operation: "tokens.create",
  description: "`tokens.create` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/tokens",
  body: OpaqueObject,
  response: ReferenceObject,
  idempotent: false
})
