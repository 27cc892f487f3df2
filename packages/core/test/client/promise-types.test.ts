/**
 * The Promise facade's types: each Effect method of the service as a Promise, the Stream methods
 * left out. `Promisified` tests only keys with `All` in their name for a Stream (a cheaper check
 * for the compiler); here it is compared with the rule that tests every key, over the whole
 * service, so a stream method named otherwise fails the typecheck. Checked by the compiler (`tsc`).
 */
import type * as Effect from "effect/Effect"
import type * as Stream from "effect/Stream"
import { describe, expectTypeOf, it } from "vitest"
import type {
  CreatePaymentParams,
  PagedList,
  Payment,
  PayrailApiError,
  PayrailClient,
  PayrailClientGroups,
  PayrailPromise,
  PayrailService,
  Promisified,
  RequestOptions
} from "../../src/index"
import type { Page } from "../../src/resources/paging"

/** The facade's rule with every key tested for a Stream. */
type EveryKeyTested<T> = {
  readonly [K in keyof T as T[K] extends (...args: any) => Stream.Stream<any, any, any> ? never : K]: T[K] extends (
    ...args: infer Args
  ) => Effect.Effect<infer A, PayrailApiError, never> ? A extends Page<infer Item, infer P> ? (...args: Args) => PagedList<Item, P>
    : (...args: Args) => PayrailPromise<A>
    : EveryKeyTested<T[K]>
}

describe("the Promise facade's types", () => {
  it("are the service's methods with every Stream method left out", () => {
    expectTypeOf<PayrailClientGroups>().toEqualTypeOf<EveryKeyTested<Omit<PayrailService, "request">>>()
  })

  it("keep each method's parameters and answer", () => {
    type C = PayrailClient
    expectTypeOf<C["payments"]["create"]>().parameters.toEqualTypeOf<Parameters<PayrailService["payments"]["create"]>>()
    expectTypeOf<ReturnType<C["payments"]["create"]>>().toEqualTypeOf<PayrailPromise<Payment>>()
    expectTypeOf<Parameters<C["payments"]["create"]>[0]["amount"]>().toEqualTypeOf<CreatePaymentParams["amount"]>()
    expectTypeOf<Parameters<C["payments"]["retrieve"]>[2]>().toEqualTypeOf<RequestOptions | undefined>()
  })

  it("leave out the Stream methods", () => {
    expectTypeOf<"listAllPayments" extends keyof PayrailClient["subscriptions"] ? true : false>().toEqualTypeOf<false>()
    expectTypeOf<"listAll" extends keyof PayrailClient["subscriptions"] ? true : false>().toEqualTypeOf<false>()
    expectTypeOf<"listAllPayments" extends keyof PayrailService["subscriptions"] ? true : false>().toEqualTypeOf<true>()
  })

  it("apply to any service shape", () => {
    interface Sample {
      readonly get: (id: string) => Effect.Effect<number, PayrailApiError>
      readonly streamAll: () => Stream.Stream<number, PayrailApiError>
      readonly nested: { readonly put: (n: number) => Effect.Effect<void, PayrailApiError> }
    }
    expectTypeOf<Promisified<Sample>>().toEqualTypeOf<{
      readonly get: (id: string) => PayrailPromise<number>
      readonly nested: { readonly put: (n: number) => PayrailPromise<void> }
    }>()
  })
})
