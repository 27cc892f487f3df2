/** Every handler of the fake, one per endpoint core declares (test/router.test.ts checks both ways). */
import { bankingHandlers } from "./banking"
import { checkoutHandlers } from "./checkout"
import { customerHandlers } from "./customers"
import { organizationHandlers } from "./organizations"
import { paymentHandlers } from "./payments"
import { recipientHandlers } from "./recipients"
import { reportHandlers } from "./reports"
import type { Handler } from "./route"
import { subscriptionHandlers } from "./subscriptions"

export const handlers: ReadonlyArray<Handler> = [
  ...checkoutHandlers,
  ...organizationHandlers,
  ...paymentHandlers,
  ...customerHandlers,
  ...subscriptionHandlers,
  ...reportHandlers,
  ...bankingHandlers,
  ...recipientHandlers
]
