/**
 * Subscriptions: create, then pause / resume / cancel. ACTIVE ⇄ PAUSED → CANCELED; any other move
 * is refused by the API (400 `INVALID_STATE`, an `ApiError`).
 */
import { Body as RequestBody, Controller, Get, HttpCode, Inject, Param, Post } from "@nestjs/common"
import type { Subscription } from "@payrail/core"
import { InjectPayrail, type PayrailClient } from "@payrail/nestjs"
import { EXAMPLE_RUNTIME, type ExampleRuntime } from "../runtime"
import { amount, type Body, text } from "./body"

@Controller("api/subscriptions")
export class SubscriptionsController {
  constructor(
    @InjectPayrail() private readonly payrail: PayrailClient,
    @Inject(EXAMPLE_RUNTIME) private readonly runtime: ExampleRuntime
  ) {}

  /** A monthly plan for a customer's vaulted card (against the fake, a fresh customer is seeded when none is given). */
  @Post()
  @HttpCode(201)
  async create(@RequestBody() body: Body): Promise<Subscription> {
    let customerId = text(body, "customerId")
    let vaultedToken = text(body, "vaultedToken")
    if ((customerId === undefined || vaultedToken === undefined) && this.runtime.fake) {
      const customer = this.runtime.fake.seed.customer()
      customerId = customer.id
      vaultedToken = customer.vaultedToken
    }
    return this.payrail.subscriptions.create({
      name: text(body, "name") ?? "Example monthly plan",
      merchant_reference: "example-plan",
      account_id: this.runtime.settings.accountId,
      country: "US",
      amount: { currency: "USD", value: amount(body, "amount") ?? 9.99 },
      frequency: { type: "MONTH", value: 1 },
      customer_payer: { id: customerId ?? "" },
      // spec: without store_credentials.usage the renewals are declined (customer-initiated)
      payment_method: { type: "CARD", vaulted_token: vaultedToken ?? "", card: { store_credentials: { usage: "USED" } } }
    })
  }

  @Get(":id")
  async retrieve(@Param("id") id: string): Promise<Subscription> {
    return this.payrail.subscriptions.retrieve(id)
  }

  @Post(":id/pause")
  @HttpCode(200)
  async pause(@Param("id") id: string): Promise<Subscription> {
    return this.payrail.subscriptions.pause(id)
  }

  @Post(":id/resume")
  @HttpCode(200)
  async resume(@Param("id") id: string): Promise<Subscription> {
    return this.payrail.subscriptions.resume(id)
  }

  @Post(":id/cancel")
  @HttpCode(200)
  async cancel(@Param("id") id: string): Promise<Subscription> {
    return this.payrail.subscriptions.cancel(id)
  }
}
