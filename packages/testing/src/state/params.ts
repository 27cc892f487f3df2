/**
 * Request bodies as the state machines read them: checked against core's declarations, with
 * `null` on an optional field taken out (the router's `withoutNullKeys`: null means "not given").
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"

export type CreatePaymentParams = WithoutNulls<Core.CreatePaymentParams>
export type RefundPaymentParams = WithoutNulls<Core.RefundPaymentParams>
export type CancelOrRefundParams = WithoutNulls<Core.CancelOrRefundParams>
export type CapturePaymentParams = WithoutNulls<Core.CapturePaymentParams>
export type CancelPaymentParams = WithoutNulls<Core.CancelPaymentParams>
export type CreateOnboardingParams = WithoutNulls<Core.CreateOnboardingParams>
export type EnrollPaymentMethodParams = WithoutNulls<Core.EnrollPaymentMethodParams>
export type CreateReportParams = WithoutNulls<Core.CreateReportParams>
export type CreateSubscriptionParams = WithoutNulls<Core.CreateSubscriptionParams>

/**
 * A subscription's body as the fake keeps it: `customer_payer` (the card's owner when not sent)
 * and `merchant_reference` (`""` when not sent) are filled in at creation, and `frequency.type`
 * has passed the spec's closed list (the router refuses other values).
 */
export type KeptSubscriptionParams = Omit<CreateSubscriptionParams, "customer_payer" | "merchant_reference" | "frequency"> & {
  readonly customer_payer: NonNullable<CreateSubscriptionParams["customer_payer"]> & { readonly id: string }
  readonly merchant_reference: string
  readonly frequency?: { readonly type: "DAY" | "WEEK" | "MONTH" | "YEAR"; readonly value: number }
}
