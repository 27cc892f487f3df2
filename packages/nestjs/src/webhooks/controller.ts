/**
 * The webhook controller, made fresh for each module instance: its path and the user's decorators
 * are applied to a new class, so two modules (or two test apps) never share or rewrite metadata.
 */
import { applyDecorators, Controller, HttpCode, Inject, Post, Req, Res, type Type, VERSION_NEUTRAL } from "@nestjs/common"
import { HttpAdapterHost } from "@nestjs/core"
import { PayrailWebhookDispatcher } from "./dispatcher"

/**
 * Builds the controller class for `paths` (the transfer path and the events path: both take every
 * kind of notification). It answers exactly as core's `router.handle` does,
 * through the HTTP adapter (`reply`), so Express and Fastify behave alike and no global
 * interceptor rewrites the body the service reads.
 */
export const createWebhookController = (
  paths: ReadonlyArray<string>,
  decorators: ReadonlyArray<MethodDecorator> = []
): Type<unknown> => {
  class PayrailWebhookController {
    constructor(
      @Inject(PayrailWebhookDispatcher) private readonly dispatcher: PayrailWebhookDispatcher,
      @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost
    ) {}

    @Post()
    @HttpCode(200)
    @applyDecorators(...decorators)
    async receive(@Req() request: unknown, @Res() response: unknown): Promise<void> {
      const { status, body } = await this.dispatcher.handle(request)
      this.adapterHost.httpAdapter.reply(response, body, status)
    }
  }
  // The service posts to a fixed URL: keep it out of URI versioning (`/v1/...` is already the path).
  Controller({ path: [...new Set(paths)], version: VERSION_NEUTRAL })(PayrailWebhookController)
  return PayrailWebhookController
}
