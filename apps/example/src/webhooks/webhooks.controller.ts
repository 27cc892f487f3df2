/**
 * What the page needs to show webhooks working: the inbox of verified deliveries, the fake's log
 * of delivery attempts, and two ways to send one — a real incoming transfer from the fake, and a
 * forged one (wrong signature) that the webhook route must refuse.
 */
import { Body as RequestBody, Controller, Get, HttpCode, Inject, Post } from "@nestjs/common"
import { signWebhook } from "@payrail/core"
import type { IncomingTransferNotification } from "@payrail/testing"
import { fakeOf } from "../fake-only"
import { EXAMPLE_RUNTIME, type ExampleRuntime } from "../runtime"
import { amount, type Body, text } from "../shop/body"
import { TransfersService } from "./transfers.service"

/** The notification without its `updated_at`, so the fake stamps the new event now. */
const unstamped = ({ updated_at: _stamp, ...rest }: IncomingTransferNotification) => rest

@Controller("api/webhooks")
export class WebhooksController {
  constructor(
    @Inject(TransfersService) private readonly transfers: TransfersService,
    @Inject(EXAMPLE_RUNTIME) private readonly runtime: ExampleRuntime
  ) {}

  /**
   * Verified deliveries the NestJS app handled (newest first): transfers, and payment and
   * subscription notifications; the fake's delivery attempts; and, in development only (against
   * the fake), the webhook secret, so a delivery can be signed by hand (see the README's curl).
   */
  @Get()
  list() {
    const { settings, urls } = this.runtime
    const development = settings.mode === "fake" || process.env.NODE_ENV === "development"
    return {
      received: this.transfers.inbox,
      events: this.transfers.events,
      deliveries: this.runtime.fake?.webhooks.deliveries ?? [],
      routes: { transfers: urls.webhook, events: urls.events },
      ...(development ? { secret: settings.webhookSecret } : {})
    }
  }

  /**
   * The fake sends an incoming transfer notification, signed with the app's secret, to the NestJS
   * app (default) or to the Hono edge app (`receiver: "edge"`). Resolves after the first attempt.
   * Send the same `id` and `status` twice to see deduplication: both answered 200, handled once.
   */
  @Post("simulate")
  @HttpCode(200)
  async simulate(@RequestBody() body: Body) {
    const fake = fakeOf(this.runtime, "Simulating an incoming bank transfer")
    const { urls, settings } = this.runtime
    const toEdge = text(body, "receiver") === "edge"
    if (toEdge && urls.edgeWebhook === undefined) throw new Error("The edge app is not running")
    fake.webhooks.configure({ url: toEdge ? urls.edgeWebhook! : urls.webhook, eventsUrl: urls.events, secret: settings.webhookSecret })
    try {
      const value = amount(body, "amount")
      const id = text(body, "id")
      const status = text(body, "status")
      // A later event of an earlier transfer starts from that transfer as sent (same destination,
      // sender, provider ids): "deliver it again" sends just the id and re-delivers the identical
      // payload, so the receiver's dedupe sees a true duplicate.
      const earlier = id === undefined ? undefined : [...fake.webhooks.sent].reverse().find((n) => n.id === id)
      // A new status is a new event of the transfer: stamped now.
      const base = earlier === undefined ? {} : status === undefined || status === earlier.status ? earlier : unstamped(earlier)
      const sender = text(body, "sender")
      const notification = await fake.webhooks.incomingTransfer({
        ...base,
        ...(id ? { id } : {}),
        ...(status ? { status } : {}),
        account_id: settings.accountId,
        ...(value !== undefined ? { amount: { value, currency: "USD" } } : {}),
        ...(sender !== undefined ? { sender: { ...earlier?.sender, account_name: sender } } : {})
      })
      const delivery = [...fake.webhooks.deliveries].reverse().find((d) => d.id === notification.id)
      return { notification, delivery, receiver: toEdge ? "edge" : "app" }
    } finally {
      if (toEdge) fake.webhooks.configure({ url: urls.webhook, eventsUrl: urls.events, secret: settings.webhookSecret })
    }
  }

  /** Posts a notification signed with the wrong secret to the app's webhook route: it must answer 401. */
  @Post("forged")
  @HttpCode(200)
  async forged() {
    const now = new Date().toISOString()
    const { headers, body } = await signWebhook(
      {
        id: `xfer_forged_${Date.now()}`,
        destination_account_id: "acct_attacker",
        account_id: this.runtime.settings.accountId,
        status: "COMPLETED",
        direction: "INCOMING",
        amount: { value: 1_000_000, currency: "USD" },
        payment_rail: "ACH_STANDARD",
        created_at: now,
        updated_at: now
      },
      { secret: "not-the-merchant-secret" }
    )
    const response = await fetch(this.runtime.urls.webhook, { method: "POST", headers, body })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  /** What the Hono edge app received (it keeps its own inbox). */
  @Get("edge")
  async edge() {
    const edge = this.runtime.urls.edge
    if (edge === undefined) return { running: false, received: [] }
    const response = await fetch(`${edge}/received`)
    return { running: true, ...((await response.json()) as object) }
  }
}
