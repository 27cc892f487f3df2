/**
 * The client groups the fake has no model of at all: every operation of theirs answers 501
 * NOT_MODELLED unless a test scripts it with `fake.stub` (routes/not-modelled.ts). A group gets a
 * routes module of its own (routes/payments.ts) when the fake models its first operation.
 */
import { type GroupTable, notModelled } from "./route"

/** The groups listed here. */
type Unmodelled =
  | "issuers"
  | "currencyConversion"
  | "preDebitNotifications"
  | "reporting"
  | "connections"
  | "routing"
  | "pciProxy"
  | "sellers"

export const unmodelledGroupHandlers = {
  "issuers.list": notModelled,
  "currencyConversion.retrieve": notModelled,
  "preDebitNotifications.create": notModelled,
  "preDebitNotifications.retrieve": notModelled,
  "preDebitNotifications.listByMerchantReference": notModelled,
  "reporting.transactions": notModelled,
  "connections.create": notModelled,
  "connections.retrieve": notModelled,
  "connections.providerCatalog": notModelled,
  "routing.create": notModelled,
  "routing.list": notModelled,
  "routing.retrieve": notModelled,
  "routing.update": notModelled,
  "routing.recommendations": notModelled,
  "pciProxy.forward": notModelled,
  "pciProxy.destinations.list": notModelled,
  "pciProxy.destinations.register": notModelled,
  "pciProxy.destinations.remove": notModelled,
  "pciProxy.destinations.enable": notModelled,
  "pciProxy.destinations.disable": notModelled,
  "sellers.create": notModelled,
  "sellers.retrieve": notModelled,
  "sellers.update": notModelled,
  "sellers.delete": notModelled
} satisfies GroupTable<Unmodelled>
