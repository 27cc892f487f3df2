/**
 * Public names of the client's types that the generated ones do not spell (kept for users who
 * import them): the generated `CustomersPaymentMethodsApi` and the options of endpoints with a
 * header option.
 */
import type { OptionsWith } from "./call-types"
import type { CustomersPaymentMethodsApi } from "./customers.generated"

/** `customers.paymentMethods`. */
export type CustomerPaymentMethodsApi = CustomersPaymentMethodsApi

/** `customers.delete` options: the usual ones plus the account sent as `x-account-code`. */
export type DeleteCustomerOptions = OptionsWith<"accountId">

/** Options of report calls: the usual ones plus the organization code for this call. */
export type CreateReportOptions = OptionsWith<"organizationCode">
