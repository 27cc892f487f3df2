/** The `issuers` group of the client: its endpoints, declared once. */
import { IssuerList, ListIssuersQuery } from "../schema/issuer"
import { endpoint } from "./engine/endpoint"

export const listIssuers = endpoint({
  operation: "issuers.list",
  description: "Lists the issuers of a country and payment method.",
  method: "GET",
  path: "/issuers",
  query: ListIssuersQuery,
  response: IssuerList,
  unwrap: "issuers"
})
