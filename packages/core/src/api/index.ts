/**
 * `@payrail/core/api` — every endpoint of the API, declared once as data.
 *
 * Public but internal: read by `@payrail/testing` (the fake's router), the fuzz suites and
 * the README generator. Application code uses the client instead; this surface may change
 * in a minor version.
 */
import * as accounts from "./accounts"
import * as checkout from "./checkout"
import * as customers from "./customers"
import * as installmentPlans from "./installment-plans"
import * as marketplace from "./marketplace"
import * as paymentExtras from "./payment-extras"
import * as paymentLinks from "./payment-links"
import * as payouts from "./payouts"
import * as referenceAccounts from "./reference-only-accounts"
import * as reference from "./reference-only"
import * as webhookEndpoints from "./webhook-endpoints"
import type { EndpointDeclaration, HttpMethod } from "./endpoint"
import { buildOpenApiDocument } from "./openapi"
import * as payments from "./payments"
import * as reports from "./reports"
import * as subscriptions from "./subscriptions"

export * from "./check"
export * from "./endpoint"
export { buildOpenApiDocument, ErrorBody, SANDBOX_BASE_URL } from "./openapi"

const checkoutGroup = {
  paymentMethods: checkout.paymentMethods,
  sessions: {
    create: checkout.createSession,
    retrieve: checkout.retrieveSession,
    update: checkout.updateSession,
    createToken: reference.createSessionToken
  }
} as const

const organizationsGroup = { authenticate: accounts.authenticate } as const

const paymentsGroup = {
  create: payments.create,
  retrieve: payments.retrieve,
  refund: payments.refund,
  cancelOrRefund: payments.cancelOrRefund,
  capture: payments.capture,
  cancel: payments.cancel,
  listByMerchantOrderId: payments.listByMerchantOrderId,
  cancelOrRefundTransaction: paymentExtras.cancelOrRefundTransaction,
  reverseSplitTransfer: paymentExtras.reverseSplitTransfer,
  notifyFulfillment: paymentExtras.notifyFulfillment,
  dispute: paymentExtras.dispute,
  updateDispute: paymentExtras.updateDispute
} as const

const paymentLinksGroup = { create: paymentLinks.create, retrieve: paymentLinks.retrieve, cancel: paymentLinks.cancel } as const

const payoutsGroup = { create: payouts.create, retrieve: payouts.retrieve, listByMerchantReference: payouts.listByMerchantReference } as const

const customersGroup = {
  create: customers.create,
  retrieve: customers.retrieve,
  update: customers.update,
  retrieveByMerchantCustomerId: customers.retrieveByMerchantCustomerId,
  delete: customers.del,
  paymentMethods: {
    enroll: customers.enrollPaymentMethod,
    list: customers.listPaymentMethods,
    retrieve: customers.retrievePaymentMethod,
    unenroll: customers.unenrollPaymentMethod
  }
} as const

const subscriptionsGroup = {
  create: subscriptions.create,
  retrieve: subscriptions.retrieve,
  pause: subscriptions.pause,
  resume: subscriptions.resume,
  cancel: subscriptions.cancel,
  list: subscriptions.list,
  listPayments: subscriptions.listPayments,
  update: referenceAccounts.updateSubscription,
  retry: referenceAccounts.retrySubscription,
  changePlan: referenceAccounts.changeSubscriptionPlan
} as const

const reportsGroup = { create: reports.create, retrieve: reports.retrieve, list: reports.list, download: referenceAccounts.downloadReport } as const

const bankingGroup = {
  createOnboarding: accounts.createOnboarding,
  retrieveOnboarding: accounts.retrieveOnboarding,
  updateOnboarding: referenceAccounts.updateBankingOnboarding,
  cancelOnboarding: referenceAccounts.cancelBankingOnboarding,
  accounts: {
    create: referenceAccounts.createBankingAccount,
    retrieve: referenceAccounts.retrieveBankingAccount,
    update: referenceAccounts.updateBankingAccount,
    close: referenceAccounts.closeBankingAccount
  },
  entities: {
    create: referenceAccounts.createBankingEntity,
    retrieve: referenceAccounts.retrieveBankingEntity,
    update: referenceAccounts.updateBankingEntity
  },
  transfers: {
    create: referenceAccounts.createBankingTransfer,
    retrieve: referenceAccounts.retrieveBankingTransfer,
    cancel: referenceAccounts.cancelBankingTransfer
  }
} as const

const recipientsGroup = {
  create: marketplace.createRecipient,
  retrieve: marketplace.retrieveRecipient,
  update: marketplace.updateRecipient,
  delete: marketplace.deleteRecipient,
  list: marketplace.listRecipients,
  onboardings: {
    create: marketplace.createOnboarding,
    retrieve: marketplace.retrieveOnboarding,
    update: marketplace.updateOnboarding,
    block: marketplace.blockOnboarding,
    unblock: accounts.unblockOnboarding, // also `recipients.unblockOnboarding` (call.aliases)
    cancel: marketplace.cancelOnboarding,
    continue: marketplace.continueOnboarding,
    listTransfers: referenceAccounts.listOnboardingTransfers,
    transfer: referenceAccounts.transferOnboarding,
    reverseTransfer: referenceAccounts.reverseOnboardingTransfer
  },
  transfers: { retrieve: referenceAccounts.retrieveRecipientTransfer, list: referenceAccounts.listRecipientTransfers }
} as const

const splitTransfersGroup = { create: marketplace.createSplitTransfer, retrieve: marketplace.retrieveSplitTransfer, reverse: marketplace.reverseSplitTransfer } as const

const installmentPlansGroup = {
  create: installmentPlans.createInstallmentPlan,
  retrieve: installmentPlans.retrieveInstallmentPlan,
  list: installmentPlans.listInstallmentPlans,
  update: installmentPlans.updateInstallmentPlan,
  delete: installmentPlans.deleteInstallmentPlan,
  apmInstallments: reference.apmInstallments
} as const

const webhookEndpointsGroup = {
  create: webhookEndpoints.createWebhookEndpoint,
  retrieve: webhookEndpoints.retrieveWebhookEndpoint,
  list: webhookEndpoints.listWebhookEndpoints,
  update: webhookEndpoints.updateWebhookEndpoint,
  delete: webhookEndpoints.deleteWebhookEndpoint
} as const

const threeDSecureGroup = { createSetup: paymentExtras.createThreeDSecureSetup } as const

const customerSessionsGroup = {
  create: reference.createCustomerSession,
  paymentMethods: { enroll: reference.enrollCheckoutPaymentMethod, list: reference.listCheckoutEnrollablePaymentMethods }
} as const

const paymentMethodsGroup = {
  retrieve: reference.retrievePaymentMethod,
  unenroll: reference.unenrollPaymentMethod,
  reassign: reference.reassignPaymentMethod,
  registerForAccountUpdater: reference.registerAccountUpdater
} as const

const plansGroup = { create: reference.createPlan, list: reference.listPlans, retrieve: reference.retrievePlan, cancel: reference.cancelPlan } as const

const issuersGroup = { list: reference.listIssuers } as const

const currencyConversionGroup = { retrieve: reference.conversionRate } as const

const tokensGroup = { create: reference.createToken } as const

const networkTokensGroup = { createCryptogram: reference.createCryptogram } as const

/** The declarations, grouped as the client's methods are. */
export const api: {
  readonly checkout: typeof checkoutGroup
  readonly organizations: typeof organizationsGroup
  readonly payments: typeof paymentsGroup
  readonly paymentLinks: typeof paymentLinksGroup
  readonly payouts: typeof payoutsGroup
  readonly customers: typeof customersGroup
  readonly subscriptions: typeof subscriptionsGroup
  readonly reports: typeof reportsGroup
  readonly banking: typeof bankingGroup
  readonly recipients: typeof recipientsGroup
  readonly splitTransfers: typeof splitTransfersGroup
  readonly installmentPlans: typeof installmentPlansGroup
  readonly webhookEndpoints: typeof webhookEndpointsGroup
  readonly threeDSecure: typeof threeDSecureGroup
  readonly customerSessions: typeof customerSessionsGroup
  readonly paymentMethods: typeof paymentMethodsGroup
  readonly plans: typeof plansGroup
  readonly issuers: typeof issuersGroup
  readonly currencyConversion: typeof currencyConversionGroup
  readonly tokens: typeof tokensGroup
  readonly networkTokens: typeof networkTokensGroup
} = {
  checkout: checkoutGroup,
  organizations: organizationsGroup,
  payments: paymentsGroup,
  paymentLinks: paymentLinksGroup,
  payouts: payoutsGroup,
  customers: customersGroup,
  subscriptions: subscriptionsGroup,
  reports: reportsGroup,
  banking: bankingGroup,
  recipients: recipientsGroup,
  splitTransfers: splitTransfersGroup,
  installmentPlans: installmentPlansGroup,
  webhookEndpoints: webhookEndpointsGroup,
  threeDSecure: threeDSecureGroup,
  customerSessions: customerSessionsGroup,
  paymentMethods: paymentMethodsGroup,
  plans: plansGroup,
  issuers: issuersGroup,
  currencyConversion: currencyConversionGroup,
  tokens: tokensGroup,
  networkTokens: networkTokensGroup
}

const flatten = (node: object): Array<EndpointDeclaration> =>
  Object.values(node).flatMap((child: object) => ("operation" in child ? [child as EndpointDeclaration] : flatten(child)))

/** Every declaration, in the order of `api` (the README's order); an alias (one declaration at two places) once. */
export const endpoints: ReadonlyArray<EndpointDeclaration> = [...new Set(flatten(api))]

/** The declaration of an operation name (`"payments.capture"`). */
export const endpointByOperation = (operation: string): EndpointDeclaration | undefined =>
  endpoints.find((e) => e.operation === operation)

const segmentsOf = (path: string) => path.split("/").filter((s) => s.length > 0)
/** A path segment URL-decoded; `undefined` when it is not valid percent-encoding. */
const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * Matches a request to its declaration. `path` is below the base URL (`/payments/…`, no `/v1`),
 * still URL-encoded; the parameters come back decoded. Where two templates fit (`/reports/list`
 * and `/reports/{report_id}`), the one with more literal segments wins. `allowed` lists the
 * methods declared for a path that matched with another method (for a 405).
 */
export const matchEndpoint = (
  method: string,
  path: string
): { readonly endpoint: EndpointDeclaration; readonly params: Record<string, string> } | { readonly endpoint: undefined; readonly allowed: ReadonlyArray<HttpMethod> } => {
  const actual = segmentsOf(path)
  let best: { endpoint: EndpointDeclaration; params: Record<string, string>; literals: number } | undefined
  const allowed = new Set<HttpMethod>()
  for (const candidate of endpoints) {
    const template = segmentsOf(candidate.path)
    if (template.length !== actual.length) continue
    const params: Record<string, string> = {}
    let literals = 0
    let fits = true
    for (const [i, segment] of template.entries()) {
      const placeholder = /^\{(\w+)\}$/.exec(segment)
      if (placeholder === null) {
        fits = segment === actual[i]
        literals++
      } else {
        const value = decodeSegment(actual[i]!)
        fits = value !== undefined
        if (value !== undefined) params[placeholder[1]!] = value
      }
      if (!fits) break
    }
    if (!fits) continue
    if (candidate.method !== method.toUpperCase()) {
      allowed.add(candidate.method)
      continue
    }
    if (best === undefined || literals > best.literals) best = { endpoint: candidate, params, literals }
  }
  return best === undefined ? { endpoint: undefined, allowed: [...allowed] } : { endpoint: best.endpoint, params: best.params }
}

let openApi: Record<string, unknown> | undefined
/** The OpenAPI 3.1 document of every declared endpoint (built once, on first use). */
export const openApiDocument = (): Record<string, unknown> => (openApi ??= buildOpenApiDocument(endpoints))
