/**
 * The fake's handler table: for every operation core declares, its handler or `notModelled`,
 * one client group per routes module (routes/payments.ts, ...). `satisfies HandlerTable` makes the
 * compiler check it: a new declaration fails `typecheck` until its group's module (or
 * a module of its own, its operations marked `notModelled` until the fake models them) has an entry for it. test/handler-table.test.ts checks it at run time too.
 */
import { endpointByOperation, type Operation } from "@payrail/core/api"
import { bankingHandlers } from "./banking"
import { checkoutHandlers } from "./checkout"
import { checkoutBuilderHandlers } from "./checkouts"
import { customerSessionHandlers } from "./customer-sessions"
import { connectionHandlers } from "./connections"
import { customerHandlers } from "./customers"
import { installmentPlanHandlers } from "./installment-plans"
import { networkTokenHandlers } from "./network-tokens"
import { meterHandlers } from "./meters"
import { currencyConversionHandlers } from "./currency-conversion"
import { issuerHandlers } from "./issuers"
import { notModelledHandler } from "./not-modelled"
import { organizationHandlers } from "./organizations"
import { paymentLinkHandlers } from "./payment-links"
import { paymentMethodDomainHandlers } from "./payment-method-domains"
import { paymentMethodHandlers } from "./payment-methods"
import { paymentHandlers } from "./payments"
import { payoutHandlers } from "./payouts"
import { planHandlers } from "./plans"
import { pciProxyHandlers } from "./pci-proxy"
import { preDebitNotificationHandlers } from "./pre-debit-notifications"
import { recipientHandlers } from "./recipients"
import { reportingHandlers } from "./reporting"
import { reportHandlers } from "./reports"
import { routingHandlers } from "./routing"
import { sellerHandlers } from "./sellers"
import { type Handler, type HandlerTable, notModelled } from "./route"
import { splitTransferHandlers } from "./split-transfers"
import { subscriptionHandlers } from "./subscriptions"
import { threeDSecureHandlers } from "./three-d-secure"
import { tokenHandlers } from "./tokens"
import { webhookEndpointHandlers } from "./webhook-endpoints"

export const handlerTable = {
  ...checkoutHandlers,
  ...organizationHandlers,
  ...paymentHandlers,
  ...customerHandlers,
  ...subscriptionHandlers,
  ...reportHandlers,
  ...bankingHandlers,
  ...recipientHandlers,
  ...installmentPlanHandlers,
  ...splitTransferHandlers,
  ...paymentLinkHandlers,
  ...threeDSecureHandlers,
  ...payoutHandlers,
  ...webhookEndpointHandlers,
  ...customerSessionHandlers,
  ...paymentMethodHandlers,
  ...tokenHandlers,
  ...networkTokenHandlers,
  ...paymentMethodDomainHandlers,
  ...checkoutBuilderHandlers,
  ...planHandlers,
  ...meterHandlers,
  ...pciProxyHandlers,
  ...preDebitNotificationHandlers,
  ...currencyConversionHandlers,
  ...issuerHandlers,
  ...reportingHandlers,
  ...sellerHandlers,
  ...connectionHandlers,
  ...routingHandlers
} satisfies HandlerTable

const operations = Object.keys(handlerTable) as Array<Operation>
/** The table as any table may be (an entry may be `notModelled`, though none is today). */
const entries: HandlerTable = handlerTable

/** The operations the fake answers 501 NOT_MODELLED unless stubbed (`fake.stub`). */
export const notModelledOperations: ReadonlyArray<string> = operations.filter((operation) => entries[operation] === notModelled)

const declarationOf = (operation: Operation) => {
  const declared = endpointByOperation(operation)
  if (declared === undefined) throw new Error(`routes/table.ts: ${operation} is not declared in @payrail/core/api`)
  return declared
}

/** The handler of each operation: the table's, or for a not-modelled one the handler that answers its stub or 501. */
export const handlerByOperation: ReadonlyMap<string, Handler> = new Map(
  operations.map((operation) => {
    const entry = entries[operation]
    return [operation, entry === notModelled ? notModelledHandler(declarationOf(operation)) : entry]
  })
)
