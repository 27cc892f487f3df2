/** Every endpoint of the spec plus those CONTRACT.md adds, one table. */
import { bankingRoutes } from "./banking"
import { checkoutRoutes } from "./checkout"
import { customerRoutes } from "./customers"
import { organizationRoutes } from "./organizations"
import { paymentRoutes } from "./payments"
import { recipientRoutes } from "./recipients"
import { reportRoutes } from "./reports"
import type { Route } from "./route"
import { subscriptionRoutes } from "./subscriptions"

export const routes: ReadonlyArray<Route> = [
  ...checkoutRoutes,
  ...organizationRoutes,
  ...paymentRoutes,
  ...subscriptionRoutes,
  ...reportRoutes,
  ...bankingRoutes,
  ...recipientRoutes,
  ...customerRoutes
]
