/** Payments: create (authorize or purchase), retrieve, refund, cancel-or-refund, capture, cancel, lookup by order id. */
import type * as Effect from "effect/Effect"
import { routes as api } from "../api/routes.generated"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { CancelOrRefundResult, Payment, PaymentTransactionResult } from "../schema/payment"
import type { CancelOrRefundParams, CancelPaymentParams, CapturePaymentParams, CreatePaymentParams, RefundPaymentParams, RetrievePaymentParams } from "../schema/payment-params"
import { type ClientContext, invoke } from "./invoke"

export interface PaymentsApi {
  /** `POST /payments` (X-Idempotency-Key). `payment_method.detail.card.capture: false` authorizes only. */
  readonly create: (body: CreatePaymentParams, options?: RequestOptions) => Effect.Effect<Payment, PayrailApiError>
  /** `GET /payments/{payment_id}`; `rawResponse` and `transactionsHistory` map to `raw_response` and `transactions_history`. */
  readonly retrieve: (
    paymentId: string,
    params?: RetrievePaymentParams,
    options?: RequestOptions
  ) => Effect.Effect<Payment, PayrailApiError>
  /** `POST /payments/{payment_id}/transactions/{transaction_id}/refund` (X-Idempotency-Key); no `amount` = full refund. */
  readonly refund: (
    paymentId: string,
    transactionId: string,
    body?: RefundPaymentParams,
    options?: RequestOptions
  ) => Effect.Effect<Payment, PayrailApiError>
  /** `POST /payments/{payment_id}/cancel-or-refund` (X-Idempotency-Key): cancels if not captured, refunds if captured. */
  readonly cancelOrRefund: (
    paymentId: string,
    body?: CancelOrRefundParams,
    options?: RequestOptions
  ) => Effect.Effect<CancelOrRefundResult, PayrailApiError>
  /**
   * `POST /payments/{payment_id}/transactions/{transaction_id}/capture` (X-Idempotency-Key): captures an
   * authorization, in full without `amount`. `transactionId` is the authorization's (see `transactionsOf`).
   */
  readonly capture: (
    paymentId: string,
    transactionId: string,
    body: CapturePaymentParams,
    options?: RequestOptions
  ) => Effect.Effect<PaymentTransactionResult, PayrailApiError>
  /** `POST /payments/{payment_id}/transactions/{transaction_id}/cancel` (X-Idempotency-Key): voids an authorization. */
  readonly cancel: (
    paymentId: string,
    transactionId: string,
    body: CancelPaymentParams,
    options?: RequestOptions
  ) => Effect.Effect<PaymentTransactionResult, PayrailApiError>
  /** `GET /payments?merchant_order_id=`: every payment of an order (the check after an uncertain create). */
  readonly listByMerchantOrderId: (
    merchantOrderId: string,
    options?: RequestOptions
  ) => Effect.Effect<ReadonlyArray<Payment>, PayrailApiError>
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value))

export const makePayments = (context: ClientContext): PaymentsApi => ({
  create: (body, options) => invoke(context, api.payments.create, { body, options }),
  retrieve: (paymentId, params, options) =>
    invoke(context, api.payments.retrieve, {
      params: { payment_id: paymentId },
      // gap-facts #1: both flags default false on the service, so they are sent only when set
      query: { raw_response: flag(params?.rawResponse), transactions_history: flag(params?.transactionsHistory) },
      options
    }),
  refund: (paymentId, transactionId, body, options) =>
    invoke(context, api.payments.refund, {
      params: { payment_id: paymentId, transaction_id: transactionId },
      body: body ?? {},
      options
    }),
  cancelOrRefund: (paymentId, body, options) =>
    invoke(context, api.payments.cancelOrRefund, { params: { payment_id: paymentId }, body: body ?? {}, options }),
  capture: (paymentId, transactionId, body, options) =>
    invoke(context, api.payments.capture, { params: { payment_id: paymentId, transaction_id: transactionId }, body, options }),
  cancel: (paymentId, transactionId, body, options) =>
    invoke(context, api.payments.cancel, { params: { payment_id: paymentId, transaction_id: transactionId }, body, options }),
  listByMerchantOrderId: (merchantOrderId, options) =>
    invoke(context, api.payments.listByMerchantOrderId, { query: { merchant_order_id: merchantOrderId }, options })
})
