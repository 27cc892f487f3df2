/** Payments: create (authorize or purchase), retrieve, refund a transaction, cancel-or-refund. */
import type * as Effect from "effect/Effect"
import type { PayrailApiError } from "../errors"
import type { RequestOptions } from "../http/config"
import type { Send } from "../http/transport"
import {
  CancelOrRefundParams,
  CancelOrRefundResult,
  CreatePaymentParams,
  Payment,
  RefundPaymentParams,
  type RetrievePaymentParams
} from "../schema/payment"
import { Uuid } from "../schema/shared"
import { call } from "./call"

export interface PaymentsApi {
  /** `POST /payments` (X-Idempotency-Key). `payment_method.detail.card.capture: false` authorizes only. */
  readonly create: (body: CreatePaymentParams, options?: RequestOptions) => Effect.Effect<Payment, PayrailApiError>
  /** `GET /payments/{id}`; `rawResponse` and `transactionsHistory` map to `raw_response` and `transactions_history`. */
  readonly retrieve: (
    paymentId: string,
    params?: RetrievePaymentParams,
    options?: RequestOptions
  ) => Effect.Effect<Payment, PayrailApiError>
  /** `POST /payments/{id}/transactions/{transaction_id}/refund` (X-Idempotency-Key); no `amount` = full refund. */
  readonly refund: (
    paymentId: string,
    transactionId: string,
    body?: RefundPaymentParams,
    options?: RequestOptions
  ) => Effect.Effect<Payment, PayrailApiError>
  /** `POST /payments/{id}/cancel-or-refund` (X-Idempotency-Key): cancels if not captured, refunds if captured. */
  readonly cancelOrRefund: (
    paymentId: string,
    body?: CancelOrRefundParams,
    options?: RequestOptions
  ) => Effect.Effect<CancelOrRefundResult, PayrailApiError>
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value))

export const makePayments = (send: Send): PaymentsApi => ({
  create: (body, options) =>
    call(send, {
      operation: "payments.create",
      method: "POST",
      path: "/payments",
      body: { schema: CreatePaymentParams, input: body },
      idempotent: true,
      retry: "safe",
      response: Payment
    }, options),
  retrieve: (paymentId, params, options) =>
    call(send, {
      operation: "payments.retrieve",
      method: "GET",
      path: "/payments/{payment_id}",
      params: { payment_id: { value: paymentId, schema: Uuid } },
      // gap-facts #1: both flags default false on the service, so they are sent only when set
      query: { raw_response: flag(params?.rawResponse), transactions_history: flag(params?.transactionsHistory) },
      retry: "safe",
      response: Payment
    }, options),
  refund: (paymentId, transactionId, body, options) =>
    call(send, {
      operation: "payments.refund",
      method: "POST",
      path: "/payments/{id}/transactions/{transaction_id}/refund",
      params: { id: { value: paymentId, schema: Uuid }, transaction_id: { value: transactionId, schema: Uuid } },
      body: { schema: RefundPaymentParams, input: body ?? {} },
      idempotent: true,
      retry: "safe",
      response: Payment
    }, options),
  cancelOrRefund: (paymentId, body, options) =>
    call(send, {
      operation: "payments.cancelOrRefund",
      method: "POST",
      path: "/payments/{payment_id}/cancel-or-refund",
      params: { payment_id: { value: paymentId, schema: Uuid } },
      body: { schema: CancelOrRefundParams, input: body ?? {} },
      idempotent: true,
      retry: "safe",
      response: CancelOrRefundResult
    }, options)
})
