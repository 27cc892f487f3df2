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
  | "issuers"
  | "currencyConversion"
  | "tokens"
  | "networkTokens"
  | "preDebitNotifications"
  | "reporting"
  | "paymentMethodDomains"
  | "meters"
  | "pciProxy"
  | "checkouts"

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
  "issuers.list": notModelled,
  "currencyConversion.retrieve": notModelled,
  "tokens.create": notModelled,
  "networkTokens.createCryptogram": notModelled,
  "preDebitNotifications.create": notModelled,
  "preDebitNotifications.retrieve": notModelled,
  "preDebitNotifications.listByMerchantReference": notModelled,
  "reporting.transactions": notModelled,
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
  "pciProxy.forward": notModelled,
  "pciProxy.destinations.list": notModelled,
  "pciProxy.destinations.register": notModelled,
  "pciProxy.destinations.remove": notModelled,
  "pciProxy.destinations.enable": notModelled,
  "pciProxy.destinations.disable": notModelled,
  "checkouts.create": notModelled,
  "checkouts.list": notModelled,
  "checkouts.retrieve": notModelled,
  "checkouts.updateLifecycle": notModelled,
  "checkouts.publish": notModelled
} satisfies GroupTable<Unmodelled>
