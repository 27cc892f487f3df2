/**
 * Every handler of the fake, one per endpoint core declares (test/router.test.ts checks both
 * ways): the modelled ones, and for every other declaration the 501 NOT_MODELLED handler.
 */
import { endpoints } from "@payrail/core/api"
import { bankingHandlers } from "./banking"
import { checkoutHandlers } from "./checkout"
import { customerHandlers } from "./customers"
import { notModelledHandler } from "./not-modelled"
import { organizationHandlers } from "./organizations"
import { paymentExtraHandlers } from "./payment-extras"
import { paymentLinkHandlers, payoutHandlers } from "./payment-links"
import { paymentHandlers } from "./payments"
import { recipientHandlers } from "./recipients"
import { reportHandlers } from "./reports"
import type { Handler } from "./route"
import { subscriptionHandlers } from "./subscriptions"
import { installmentPlanHandlers, webhookEndpointHandlers } from "./webhook-endpoints"

const modelled: ReadonlyArray<Handler> = [
  ...checkoutHandlers,
  ...organizationHandlers,
  ...paymentHandlers,
  ...paymentExtraHandlers,
  ...customerHandlers,
  ...subscriptionHandlers,
  ...reportHandlers,
  ...bankingHandlers,
  ...recipientHandlers,
  ...paymentLinkHandlers,
  ...payoutHandlers,
  ...webhookEndpointHandlers,
  ...installmentPlanHandlers
]

/** The operations the fake answers 501 NOT_MODELLED unless stubbed. */
export const notModelledOperations: ReadonlyArray<string> = endpoints
  .filter((e) => !modelled.some((h) => h.endpoint.operation === e.operation))
  .map((e) => e.operation)

export const handlers: ReadonlyArray<Handler> = [
  ...modelled,
  ...endpoints.filter((e) => notModelledOperations.includes(e.operation)).map(notModelledHandler)
]
