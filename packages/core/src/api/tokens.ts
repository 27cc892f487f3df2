/** The `tokens` group of the client: its endpoints, declared once. */
import { OneTimeToken } from "../schema/token"
import { CreateTokenParams } from "../schema/token-params"
import { endpoint } from "./engine/endpoint"

export const createToken = endpoint({
  operation: "tokens.create",
  description: "Creates a one-time token from payment data on the server.",
  method: "POST",
  path: "/tokens",
  body: CreateTokenParams,
  response: OneTimeToken,
  idempotent: false,
  successStatus: 201
})
