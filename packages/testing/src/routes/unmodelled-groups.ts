/**
 * The client groups the fake has no model of at all: every operation of theirs answers 501
 * NOT_MODELLED unless a test scripts it with `fake.stub` (routes/not-modelled.ts). A group gets a
 * routes module of its own (routes/payments.ts) when the fake models its first operation.
 */
import { type GroupTable, notModelled } from "./route"

/** The groups listed here. */
type Unmodelled = "connections" | "routing" | "sellers"

export const unmodelledGroupHandlers = {
  "connections.create": notModelled,
  "connections.retrieve": notModelled,
  "connections.providerCatalog": notModelled,
  "routing.create": notModelled,
  "routing.list": notModelled,
  "routing.retrieve": notModelled,
  "routing.update": notModelled,
  "routing.recommendations": notModelled,
  "sellers.create": notModelled,
  "sellers.retrieve": notModelled,
  "sellers.update": notModelled,
  "sellers.delete": notModelled
} satisfies GroupTable<Unmodelled>
