/**
 * Payments: authorize then capture (in full or in part) or cancel, purchase then refund (in full or in part).
 */
import { Body as RequestBody, Controller, Get, Inject, Param, Post } from "@nestjs/common"
import { type Payment, type Transaction, transactionsOf } from "@payrail/core"
import { InjectPayrail, type PayrailClient } from "@payrail/nestjs"
import { EXAMPLE_RUNTIME, type ExampleRuntime } from "../runtime"
import { amount, type Body, flag, text } from "./body"

let orderNumber = 1000

/** The transaction a refund applies to: the captured one (a purchase or a capture). */
const refundableTransaction = (payment: Payment): Transaction | undefined => {
  const all = [payment.transactions, payment.transactions_history].flatMap((t) => (t == null ? [] : Array.isArray(t) ? t : [t]))
  return all.find((t) => (t.type === "PURCHASE" || t.type === "CAPTURE") && t.status === "SUCCEEDED") ?? all[0]
}

@Controller("api/payments")
export class PaymentsController {
  constructor(
    @InjectPayrail() private readonly payrail: PayrailClient,
    @Inject(EXAMPLE_RUNTIME) private readonly runtime: ExampleRuntime
  ) {}

  /**
   * `capture: false` authorizes (PENDING / AUTHORIZED); `capture: true` purchases (SUCCEEDED / APPROVED).
   * `token` picks the card: against the fake, `tok_decline`, `tok_insufficient_funds`... decline.
   */
  @Post()
  async create(@RequestBody() body: Body): Promise<Payment> {
    const order = ++orderNumber
    const session = text(body, "session")
    const vaultedToken = text(body, "vaultedToken")
    return this.payrail.payments.create({
      account_id: this.runtime.settings.accountId,
      description: `Example order ${order}`,
      country: "US",
      merchant_order_id: `example-${order}`,
      amount: { currency: text(body, "currency") ?? "USD", value: amount(body, "amount") ?? 40 },
      ...(session ? { checkout: { session } } : { workflow: "DIRECT" as const }),
      payment_method: {
        ...(vaultedToken ? { vaulted_token: vaultedToken } : { token: text(body, "token") ?? "tok_visa" }),
        detail: { card: { capture: flag(body, "capture") } }
      }
    })
  }

  @Get(":id")
  async retrieve(@Param("id") id: string): Promise<Payment> {
    return this.payrail.payments.retrieve(id, { transactionsHistory: true })
  }

  /** Cancels an authorization (or refunds a capture): `payments.cancelOrRefund`. */
  @Post(":id/cancel")
  async cancel(@Param("id") id: string) {
    return this.payrail.payments.cancelOrRefund(id)
  }

  /**
   * Captures the authorization: in full without `amount`, in part with it. Answers the payment as it
   * is afterwards, so the page shows what was captured.
   */
  @Post(":id/capture")
  async capture(@Param("id") id: string, @RequestBody() body: Body): Promise<Payment> {
    const payment = await this.payrail.payments.retrieve(id, { transactionsHistory: true })
    const authorization = transactionsOf(payment).find((t) => t.type === "AUTHORIZE")
    const value = amount(body, "amount")
    await this.payrail.payments.capture(id, text(body, "transactionId") ?? String(authorization?.id ?? ""), {
      merchant_reference: `example-capture-${++orderNumber}`,
      ...(value === undefined ? {} : { amount: { currency: payment.amount.currency ?? "USD", value } })
    })
    return this.payrail.payments.retrieve(id, { transactionsHistory: true })
  }

  /** Refunds the captured transaction: in full without `amount`, in part with it. */
  @Post(":id/refund")
  async refund(@Param("id") id: string, @RequestBody() body: Body): Promise<Payment> {
    const payment = await this.payrail.payments.retrieve(id, { transactionsHistory: true })
    const transactionId = text(body, "transactionId") ?? String(refundableTransaction(payment)?.id ?? "")
    const value = amount(body, "amount")
    return this.payrail.payments.refund(
      id,
      transactionId,
      value === undefined ? {} : { amount: { currency: payment.amount.currency ?? "USD", value } }
    )
  }
}
