/**
 * The generated client keeps the public signatures: path parameters in template order, then the
 * body or query, then the options, with the same types as the schemas name them. Checked by the
 * compiler (`tsc`).
 */
import type * as Effect from "effect/Effect"
import type * as Stream from "effect/Stream"
import { describe, expectTypeOf, it } from "vitest"
import type {
  CancelOrRefundParams,
  CreateReportOptions,
  CustomerPaymentMethodsApi,
  DeleteCustomerOptions,
  EnrolledPaymentMethod,
  ListReportsParams,
  ListSubscriptionPaymentsParams,
  ListSubscriptionsParams,
  Page,
  Payment,
  PayrailApiError,
  PayrailService,
  Report,
  RequestOptions,
  RetrievePaymentParams,
  Subscription
} from "../../src/index"

describe("generated client signatures", () => {
  it("match the declared shapes", () => {
    type S = PayrailService
    expectTypeOf<Parameters<S["payments"]["retrieve"]>>().toEqualTypeOf<[paymentId: string, params?: RetrievePaymentParams, options?: RequestOptions]>()
    expectTypeOf<Parameters<S["payments"]["cancelOrRefund"]>>().toEqualTypeOf<[paymentId: string, body?: CancelOrRefundParams, options?: RequestOptions]>()
    expectTypeOf<Parameters<S["payments"]["listByMerchantOrderId"]>>().toEqualTypeOf<[merchantOrderId: string, options?: RequestOptions]>()
    expectTypeOf<ReturnType<S["payments"]["listByMerchantOrderId"]>>().toEqualTypeOf<Effect.Effect<ReadonlyArray<Payment>, PayrailApiError>>()
    expectTypeOf<ReturnType<S["customers"]["paymentMethods"]["list"]>>().toEqualTypeOf<
      Effect.Effect<ReadonlyArray<EnrolledPaymentMethod>, PayrailApiError>
    >()
    expectTypeOf<S["customers"]["paymentMethods"]>().toEqualTypeOf<CustomerPaymentMethodsApi>()
    expectTypeOf<ReturnType<S["customers"]["delete"]>>().toEqualTypeOf<Effect.Effect<void, PayrailApiError>>()
    expectTypeOf<Parameters<S["customers"]["delete"]>[1]>().toEqualTypeOf<DeleteCustomerOptions | undefined>()
    // a page's item is read off the page schema: the same type as the resource's, structurally
    type ListOf<M extends (...args: any) => any> = ReturnType<M> extends Effect.Effect<Page<infer T, infer P>, infer E> ? [T, P, E] : never
    expectTypeOf<ListOf<S["subscriptions"]["list"]>[0]>().toExtend<Subscription>()
    expectTypeOf<Subscription>().toExtend<ListOf<S["subscriptions"]["list"]>[0]>()
    expectTypeOf<ListOf<S["subscriptions"]["list"]>[1]>().toEqualTypeOf<ListSubscriptionsParams>()
    expectTypeOf<ListOf<S["subscriptions"]["list"]>[2]>().toEqualTypeOf<PayrailApiError>()
    expectTypeOf<ReturnType<S["subscriptions"]["listAllPayments"]>>().toEqualTypeOf<Stream.Stream<Payment, PayrailApiError>>()
    expectTypeOf<Parameters<S["subscriptions"]["listPayments"]>>().toEqualTypeOf<
      [subscriptionId: string, params?: ListSubscriptionPaymentsParams, options?: RequestOptions]
    >()
    expectTypeOf<ListOf<S["reports"]["list"]>[0]>().toExtend<Report>()
    expectTypeOf<Report>().toExtend<ListOf<S["reports"]["list"]>[0]>()
    expectTypeOf<ListOf<S["reports"]["list"]>[1]>().toEqualTypeOf<ListReportsParams>()
    expectTypeOf<Parameters<S["reports"]["create"]>[1]>().toEqualTypeOf<CreateReportOptions | undefined>()
  })
})
