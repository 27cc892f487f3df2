/**
 * The client groups the fake has no model of at all: every operation of theirs answers 501
 * NOT_MODELLED unless a test scripts it with `fake.stub` (routes/not-modelled.ts). A group gets a
 * routes module of its own (routes/payments.ts) when the fake models its first operation.
 */
import { type GroupTable, notModelled } from "./route"

/** The groups listed here. */
type Unmodelled =
  | "customerSessions"
  | "paymentMethods"
  | "plans"
  | "tokens"
  | "networkTokens"
  | "paymentMethodDomains"
  | "meters"
  | "connections"
  | "routing"
  | "checkouts"
  | "sellers"

export const unmodelledGroupHandlers = {
  "customerSessions.paymentMethods.enroll": notModelled,
  "customerSessions.paymentMethods.list": notModelled,
  "customerSessions.create": notModelled,
  "paymentMethods.retrieve": notModelled,
  "paymentMethods.unenroll": notModelled,
  "paymentMethods.reassign": notModelled,
  "paymentMethods.registerForAccountUpdater": notModelled,
  "plans.create": notModelled,
  "plans.list": notModelled,
  "plans.retrieve": notModelled,
  "plans.cancel": notModelled,
  "tokens.create": notModelled,
  "networkTokens.createCryptogram": notModelled,
  "paymentMethodDomains.register": notModelled,
  "paymentMethodDomains.retrieve": notModelled,
  "paymentMethodDomains.delete": notModelled,
  "meters.create": notModelled,
  "meters.list": notModelled,
  "meters.retrieve": notModelled,
  "meters.update": notModelled,
  "meters.reportUsage": notModelled,
  "meters.attachToPlan": notModelled,
  "meters.listOfPlan": notModelled,
  "meters.updateOfPlan": notModelled,
  "connections.create": notModelled,
  "connections.retrieve": notModelled,
  "connections.providerCatalog": notModelled,
  "routing.create": notModelled,
  "routing.list": notModelled,
  "routing.retrieve": notModelled,
  "routing.update": notModelled,
  "routing.recommendations": notModelled,
  "checkouts.create": notModelled,
  "checkouts.list": notModelled,
  "checkouts.retrieve": notModelled,
  "checkouts.updateLifecycle": notModelled,
  "checkouts.publish": notModelled,
  "sellers.create": notModelled,
  "sellers.retrieve": notModelled,
  "sellers.update": notModelled,
  "sellers.delete": notModelled
} satisfies GroupTable<Unmodelled>
