/**
 * What the app's controllers share: the settings, the embedded fake (when there is one) and
 * the URLs known once everything listens. One object, provided under `EXAMPLE_RUNTIME`.
 */
import type { FakePayrail } from "@payrail/testing"
import type { Settings } from "./settings"

export const EXAMPLE_RUNTIME = "EXAMPLE_RUNTIME"

export interface ExampleRuntime {
  readonly settings: Settings
  /** The embedded fake, in `fake` mode. */
  readonly fake: FakePayrail | undefined
  /** The API the client talks to (ends in `/v1`). */
  readonly apiUrl: string
  /** Filled in once the app listens. */
  urls: {
    app: string
    /** The NestJS app's webhook route (where the fake delivers by default). */
    webhook: string
    /** The NestJS app's route for every other notification (payments, subscriptions...). */
    events: string
    /** The Hono edge app's webhook route, when it runs beside the app. */
    edgeWebhook: string | undefined
    edge: string | undefined
  }
}
