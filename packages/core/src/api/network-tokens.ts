/** The `networkTokens` group of the client: its endpoints, declared once. */
import { NetworkTokenCryptogram } from "../schema/token"
import { CreateNetworkTokenCryptogramParams } from "../schema/token-params"
import { endpoint } from "./engine/endpoint"

export const createCryptogram = endpoint({
  operation: "networkTokens.createCryptogram",
  description: "Creates a network-token cryptogram for a payment.",
  method: "POST",
  path: "/network-tokens/cryptograms",
  body: CreateNetworkTokenCryptogramParams,
  response: NetworkTokenCryptogram,
  successStatus: 201
})
