/**
 * The merchant backend: `PayrailModule` gives every controller the client (`@InjectPayrail()`)
 * and mounts the webhook route at `/v1/banking/transfers`, where `TransfersService`'s
 * `@OnPayrailWebhook` methods receive verified deliveries.
 */
import { type DynamicModule, Module } from "@nestjs/common"
import { APP_FILTER } from "@nestjs/core"
import { PayrailModule } from "@payrail/nestjs"
import { PayrailErrorFilter } from "./errors.filter"
import { ConfigController } from "./fake.controller"
import { EXAMPLE_RUNTIME, type ExampleRuntime } from "./runtime"
import { CheckoutController } from "./shop/checkout.controller"
import { PaymentsController } from "./shop/payments.controller"
import { ReportsController } from "./shop/reports.controller"
import { SubscriptionsController } from "./shop/subscriptions.controller"
import { UiController } from "./ui/ui.controller"
import { TransfersService } from "./webhooks/transfers.service"
import { WebhooksController } from "./webhooks/webhooks.controller"

@Module({})
export class AppModule {
  static register(runtime: ExampleRuntime): DynamicModule {
    const { settings } = runtime
    return {
      module: AppModule,
      imports: [
        PayrailModule.forRoot({
          publicApiKey: settings.publicApiKey ?? runtime.fake?.publicApiKey ?? "",
          privateSecretKey: settings.privateSecretKey ?? runtime.fake?.privateSecretKey ?? "",
          baseUrl: runtime.apiUrl,
          organizationCode: settings.organizationCode,
          // The page waits on each call: fail fast rather than the 60 s default.
          timeoutMs: 15_000,
          webhooks: { secrets: [settings.webhookSecret] }
        })
      ],
      controllers: [
        UiController,
        ConfigController,
        CheckoutController,
        PaymentsController,
        SubscriptionsController,
        ReportsController,
        WebhooksController
      ],
      providers: [
        { provide: EXAMPLE_RUNTIME, useValue: runtime },
        { provide: APP_FILTER, useClass: PayrailErrorFilter },
        TransfersService
      ]
    }
  }
}
