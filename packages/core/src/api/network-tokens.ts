/** The `networkTokens` group of the client: its endpoints, declared once. */
import { ReferenceObject } from "../schema/marketplace"
import { OpaqueObject } from "../schema/shared"
import { endpoint } from "./engine/endpoint"

export const createCryptogram = endpoint({
  operation: "networkTokens.createCryptogram",
  description: "`networkTokens.createCryptogram` of the service's reference, typed loosely (an open object in, the answer as sent out); the fake answers 501 NOT_MODELLED unless stubbed.",
  method: "POST",
  path: "/network-tokens/cryptograms",
  body: OpaqueObject,
  response: ReferenceObject
})
