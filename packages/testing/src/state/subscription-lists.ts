/**
 * The subscription lists (docs/service-facts.md#subscription-lists): the merchant's subscriptions of one account,
 * filtered, and the renewal payments of one subscription; both newest first.
 */
import type { CreateSubscriptionParams, KeptSubscriptionParams } from "./params"
import type { PaymentRecord, SubscriptionRecord } from "../foundation/store"
import type { Env } from "./env"
import { newestFirst } from "./lists"
import { retrieveSubscription } from "./subscriptions"

/** F2's filters; `status` is a comma-separated list; times are epoch ms. */
export interface SubscriptionFilters {
  readonly accountId: string
  readonly customerId?: string | undefined
  readonly statuses?: ReadonlyArray<string> | undefined
  readonly planId?: string | undefined
  readonly createdFrom?: number | undefined
  readonly createdTo?: number | undefined
  readonly paymentMethodType?: string | undefined
}

const matches = (sub: SubscriptionRecord, f: SubscriptionFilters): boolean => {
  const p = sub.params as KeptSubscriptionParams
  return p.account_id === f.accountId &&
    (f.customerId === undefined || p.customer_payer.id === f.customerId) &&
    (f.statuses === undefined || f.statuses.includes(sub.status)) &&
    (f.planId === undefined || sub.planId === f.planId) &&
    (f.createdFrom === undefined || sub.createdAt >= f.createdFrom) &&
    (f.createdTo === undefined || sub.createdAt <= f.createdTo) &&
    (f.paymentMethodType === undefined || p.payment_method.type === f.paymentMethodType)
}

/** GET /subscriptions (header x-account-code). */
export const listSubscriptions = (env: Env, merchant: string, filters: SubscriptionFilters): Array<SubscriptionRecord> =>
  newestFirst([...env.store.subscriptions.values()].filter((s) => s.merchant === merchant && matches(s, filters)))

/** GET /subscriptions/{id}/payments: its renewal charges. */
export const listSubscriptionPayments = (env: Env, merchant: string, subscriptionId: string): Array<PaymentRecord> =>
  newestFirst(retrieveSubscription(env, merchant, subscriptionId).payments.map((id) => env.store.payments.get(id)!))
