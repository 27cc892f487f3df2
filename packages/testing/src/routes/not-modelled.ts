/**
 * Every declared operation the fake has no model of (`notModelled` in the handler table, routes/table.ts)
 * answers 501 NOT_MODELLED, naming the operation and how to script an answer — never a silent 404
 * and never a made-up success. A test scripts one with `fake.stub(operation, { status?, body })`
 * (kept in the store, so a snapshot keeps it too).
 */
import type { EndpointDeclaration } from "@payrail/core/api"
import { Rejection, reject } from "../foundation/errors"
import type { StubRecord } from "../foundation/rest-records"
import { type Handler, handler } from "./route"

export const notModelledMessage = (operation: string): string =>
  `${operation} is not modelled by the fake; script its answer with fake.stub("${operation}", { status?, body })`

/** The handler of a declaration the fake does not model: its stub, else 501. */
export const notModelledHandler = (endpoint: EndpointDeclaration): Handler =>
  handler(endpoint, {
    handle: (ctx) => {
      const stub: StubRecord | undefined = ctx.env.store.stubs.get(endpoint.operation)
      if (stub === undefined) throw reject(501, "NOT_MODELLED", notModelledMessage(endpoint.operation))
      if (stub.status === endpoint.successStatus) return stub.body
      throw new Rejection(stub.status, stub.body as Record<string, unknown>)
    }
  })
