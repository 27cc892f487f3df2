/**
 * What the page reads first (`GET /api/config`), and the fake's clock (`POST /api/fake/clock/advance`).
 */
import { Body as RequestBody, Controller, Get, HttpCode, Inject, Post } from "@nestjs/common"
import { fakeOf } from "./fake-only"
import { EXAMPLE_RUNTIME, type ExampleRuntime } from "./runtime"
import { amount, type Body } from "./shop/body"

@Controller("api")
export class ConfigController {
  constructor(@Inject(EXAMPLE_RUNTIME) private readonly runtime: ExampleRuntime) {}

  @Get("config")
  config() {
    const { settings, urls, apiUrl, fake } = this.runtime
    return {
      mode: settings.mode,
      apiUrl,
      ...urls,
      clockSpeed: fake ? settings.clockSpeed : null,
      // The fake's own page (state, requests, deliveries, clock, faults); the key is the embedded fake's, already in the banner.
      dashboard: fake ? `${apiUrl.replace(/\/v1$/, "/_fake")}/?key=${encodeURIComponent(fake.privateSecretKey)}` : null,
      clock: fake ? fake.clock.date().toISOString() : null
    }
  }

  /** Moves the fake's clock forward (default one minute): reports complete, subscriptions bill, webhook retries run. */
  @Post("fake/clock/advance")
  @HttpCode(200)
  async advance(@RequestBody() body: Body) {
    const fake = fakeOf(this.runtime, "Moving the clock")
    await fake.clock.advance(amount(body, "ms") ?? 60_000)
    return { clock: fake.clock.date().toISOString() }
  }
}
