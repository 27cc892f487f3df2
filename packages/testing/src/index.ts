/**
 * @payrail/testing — a stateful in-memory fake of the whole Payrail API, for tests.
 * It is a fake: see the README for what it models and what it does not.
 */
export {
  createFakePayrail,
  DEFAULT_PRIVATE_SECRET_KEY,
  DEFAULT_PUBLIC_API_KEY,
  FAKE_BASE_URL,
  FAKE_CLIENT_BACKOFF,
  FAKE_ORGANIZATION_CODE,
  type FakePayrail,
  type FakePayrailOptions,
  type FakeStateView
} from "./fake"
export { MAX_BODY_BYTES } from "./pipeline/body"
export type { FakeClock, ScheduledTask } from "./foundation/clock"
export type { Fault, Faults, FaultSpec } from "./pipeline/faults"
export type { RequestLogEntry } from "./pipeline/request-log-entry"
export type { FakeServer, ListenOptions } from "./transports/listen"
export type { FakeSeed, ForMerchant, SeedCardOptions, SeededCustomer, WithId } from "./control/seed"
export { loadSeed, SEED_VERSION, SeedDocument, SeedDocumentError, type SeedResult } from "./control/seed-file"
export { type FakeSnapshot, FakeStateError, SNAPSHOT_KIND, SNAPSHOT_VERSION } from "./control/snapshot"
export type { SavedIdempotencyRecord } from "./pipeline/idempotency"
export { DEFAULT_REPORT_TIMING, type ReportTiming } from "./state/reports"
export { TRIGGERABLE_EVENTS, TriggerError, type TriggerOptions, type TriggerResult } from "./control/trigger"
export { DECLINE_AMOUNT_CENTS, type PaymentOutcome, TRIGGER_TOKENS } from "./state/triggers"
export { WEBHOOK_RETRY_OFFSETS_MS } from "./webhooks/delivery"
export type {
  Delivery,
  EventNotification,
  FakeWebhooks,
  IncomingTransferInput,
  IncomingTransferNotification,
  WebhookConfig
} from "./webhooks/fake-webhooks"
