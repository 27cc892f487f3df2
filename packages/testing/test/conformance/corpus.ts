/**
 * The conformance corpus: the service reference's own request and response examples for every
 * endpoint Payrail declares, as extracted by scripts/conformance/extract.mjs into fixtures/.
 * The fixtures stay as the reference wrote them; this module fills in what the reference left
 * for the reader to fill (`{{account_id}}`, `<checkout session>`, `CUSTOMER_UUID`, …).
 */
import { readdirSync, readFileSync } from "node:fs"
import { endpointByOperation, type EndpointDeclaration, endpoints } from "@payrail/core/api"

export interface RequestExample {
  readonly name: string
  /** The reference file it came from. */
  readonly source: string
  readonly body: unknown
}
export interface ResponseExample extends RequestExample {
  readonly status: number
}
interface FixtureFile<E> {
  readonly operation: string
  readonly method: string
  readonly path: string
  readonly examples: ReadonlyArray<E>
}

const fixtures = new URL("./fixtures/", import.meta.url)
const load = <E>(kind: "requests" | "responses") =>
  readdirSync(new URL(`${kind}/`, fixtures))
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(`${kind}/${file}`, fixtures), "utf8")) as FixtureFile<E>)

export interface Case<E> {
  readonly operation: string
  readonly endpoint: EndpointDeclaration
  readonly example: E
  /** `operation › source › name`, unique. */
  readonly title: string
}
const cases = <E extends RequestExample>(kind: "requests" | "responses"): Array<Case<E>> =>
  load<E>(kind).flatMap((file) => {
    // an alias (`recipients.unblockOnboarding`) names the same declaration as its operation
    const endpoint = endpointByOperation(file.operation) ?? endpoints.find((e) => e.call?.aliases?.includes(file.operation))
    if (endpoint === undefined) throw new Error(`fixture for an undeclared operation: ${file.operation}`)
    return file.examples.map((example) => ({
      operation: file.operation,
      endpoint,
      example,
      title: `${file.operation} › ${example.source.replace(/^openapi\//, "")} › ${example.name}${"status" in example ? ` (${String(example.status)})` : ""}`
    }))
  })

export const requestCases = (): Array<Case<RequestExample>> => cases<RequestExample>("requests")
export const responseCases = (): Array<Case<ResponseExample>> => cases<ResponseExample>("responses")
/** Every operation that has a fixture file (one per declared endpoint, examples or none). */
export const fixtureOperations = (): Array<string> => load<RequestExample>("requests").map((f) => f.operation)

/** The ids an example's blanks are filled with: the test's own resources. */
export interface Ids {
  readonly accountId: string
  readonly customerId: string
  readonly checkoutSession: string
  readonly vaultedToken: string
  readonly oneTimeToken: string
}

/** `{{account_id}}`, `<Your account_id>`, `YOUR_ACCOUNT_ID`, `CHECKOUT_SESSION_UUID`: a blank to fill. */
const isBlank = (value: string) => /^\{\{.+\}\}$|^<.+>$|^YOUR_[A-Z_]+$|^[A-Z_]+_UUID$/.test(value)

const fillFor = (key: string, parent: string, ids: Ids, value: string): string => {
  switch (key) {
    case "account_id":
      return ids.accountId
    case "session":
      return ids.checkoutSession
    case "customer_id":
      return ids.customerId
    case "id":
    case "code":
      return parent === "customer_payer" ? ids.customerId : value
    case "vaulted_token":
      return ids.vaultedToken
    case "token":
      return ids.oneTimeToken
    case "merchant_order_id":
      return "order-corpus-1"
    case "merchant_customer_id":
      return "customer-corpus-1"
    default:
      return value
  }
}

/**
 * The example with its blanks filled by field name, and a `{{$randomUUID}}` inside a string made
 * fixed. Everything else, unknown fields included, is left exactly as the reference wrote it.
 */
export const fillBlanks = (body: unknown, ids: Ids): unknown => {
  const visit = (value: unknown, key: string, parent: string): unknown => {
    if (typeof value === "string") {
      const filled = isBlank(value) ? fillFor(key, parent, ids, value) : value
      return filled.replace(/\{\{\$randomUUID\}\}/g, "6f1c7a00-0000-4000-8000-00000000c0de")
    }
    if (Array.isArray(value)) return value.map((item) => visit(item, key, parent))
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, k, key)]))
    }
    return value
  }
  return visit(body, "", "")
}

/** The values at `path` (dot-separated) in a body, where it is a string. */
export const stringAt = (body: unknown, path: string): string | undefined => {
  const value = path.split(".").reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), body)
  return typeof value === "string" ? value : undefined
}

/**
 * The operations the corpus covers: every operation Payrail declares (one fixture file each, its
 * examples or none). Operations the fake does not model (it answers 501 NOT_MODELLED) are checked
 * on the client's side only.
 */
export const CORPUS_OPERATIONS: ReadonlyArray<string> = endpoints.map((e) => e.operation)

/** The seed's 34 operations (the corpus's first scope), counted apart in docs/conformance.md. */
export const SEED_OPERATIONS: ReadonlyArray<string> = [
  "checkout.paymentMethods", "checkout.sessions.create", "checkout.sessions.retrieve", "checkout.sessions.update",
  "organizations.authenticate",
  "payments.create", "payments.retrieve", "payments.refund", "payments.cancelOrRefund", "payments.capture", "payments.cancel",
  "payments.listByMerchantOrderId",
  "customers.create", "customers.retrieve", "customers.update", "customers.retrieveByMerchantCustomerId", "customers.delete",
  "customers.paymentMethods.enroll", "customers.paymentMethods.list", "customers.paymentMethods.retrieve", "customers.paymentMethods.unenroll",
  "subscriptions.create", "subscriptions.retrieve", "subscriptions.pause", "subscriptions.resume", "subscriptions.cancel",
  "subscriptions.list", "subscriptions.listPayments",
  "reports.create", "reports.retrieve", "reports.list",
  "banking.createOnboarding", "banking.retrieveOnboarding",
  "recipients.onboardings.unblock"
]

/**
 * The reference's "operation pages": every operation file but the "sandbox tested" collection and
 * the authorize-only page, which repeat examples of the create-payment page (docs/conformance.md).
 */
export const isOperationPage = (source: string): boolean =>
  source !== "openapi/yuno_sandbox_tested.json" && source !== "openapi/payments/authorize-payment.json"
