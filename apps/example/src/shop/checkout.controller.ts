/**
 * Checkout: the payment methods a checkout session offers (`checkout.paymentMethods`).
 * Sessions are made by your front end's checkout; against the fake the app seeds one.
 */
import { Controller, Get, HttpCode, Inject, Param, Post, Query } from "@nestjs/common"
import type { CheckoutPaymentMethods } from "@payrail/core"
import { InjectPayrail, type PayrailClient } from "@payrail/nestjs"
import { fakeOf } from "../fake-only"
import { EXAMPLE_RUNTIME, type ExampleRuntime } from "../runtime"

@Controller("api/checkout")
export class CheckoutController {
  constructor(
    @InjectPayrail() private readonly payrail: PayrailClient,
    @Inject(EXAMPLE_RUNTIME) private readonly runtime: ExampleRuntime
  ) {}

  /** A checkout session for a customer with one enrolled card (fake only). */
  @Post("sessions")
  @HttpCode(201)
  createSession() {
    const fake = fakeOf(this.runtime, "Creating a checkout session")
    const customer = fake.seed.customer()
    const session = fake.seed.checkoutSession({ customerId: customer.id })
    return { id: session.id, customerId: customer.id, vaultedToken: customer.vaultedToken }
  }

  @Get("sessions/:id/payment-methods")
  async paymentMethods(@Param("id") id: string, @Query("category") category?: string): Promise<CheckoutPaymentMethods> {
    return this.payrail.checkout.paymentMethods(id, category ? { category } : undefined)
  }
}
