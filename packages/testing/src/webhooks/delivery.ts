/**
 * One delivery attempt and the retry schedule (docs/service-facts.md#webhook-retries): the
 * body signed as the service signs it (docs/service-facts.md#webhook-signature), POSTed, and the
 * answer judged. Only 200 `{ received: true }` is received; a 5xx, a timeout or a network
 * failure is retried; any other answer ends the delivery.
 */
import { signWebhook } from "@payrail/core"
import { maskedPrefix } from "../foundation/card-data"
import type { WebhookConfig } from "./fake-webhooks"

/** docs/service-facts.md#webhook-retries: attempt times after the first one. */
export const WEBHOOK_RETRY_OFFSETS_MS: ReadonlyArray<number> = [
  0, 5 * 60_000, 50 * 60_000, 6 * 3_600_000, 24 * 3_600_000, 48 * 3_600_000, 96 * 3_600_000
]

/** When attempt `step + 1` of a delivery first tried at `firstAt` is due; null when the schedule is over. */
export const nextAttemptAt = (step: number, firstAt: number): number | null => {
  const offset = WEBHOOK_RETRY_OFFSETS_MS[step]
  return offset === undefined ? null : firstAt + offset
}

const isAcknowledged = (text: string): boolean => {
  try {
    const body: unknown = JSON.parse(text)
    return typeof body === "object" && body !== null && (body as { received?: unknown }).received === true
  } catch {
    return false
  }
}

/** Characters of a receiver's answer kept per attempt (`Delivery.responseBody`). */
export const DELIVERY_ANSWER_LENGTH = 2048

/** What one attempt came to. */
export interface AttemptOutcome {
  /** HTTP status answered; null on a timeout or network failure. */
  readonly status: number | null
  /** Why it failed (`timeout`, `HTTP 500`, `unacknowledged`, a network error); null when received. */
  readonly error: string | null
  /** Whether the schedule tries again. */
  readonly retryable: boolean
  /** The receiver's answer: its first `DELIVERY_ANSWER_LENGTH` characters, card data masked; null when none came. */
  readonly body: string | null
}

/** Signs `body` for `config` and POSTs it to `url`, once. */
export const deliverOnce = async (
  config: WebhookConfig,
  url: string,
  body: object,
  /** The same on every retry of one notification (standard-webhooks' `webhook-id`). */
  messageId: string,
  /** Fake-clock time of the attempt (standard-webhooks' timestamp). */
  at: Date
): Promise<AttemptOutcome> => {
  const signed = await signWebhook(body, {
    secret: config.secret,
    scheme: config.scheme ?? "hmac-sha256",
    id: messageId,
    timestamp: at,
    ...(config.apiKey ? { apiKey: config.apiKey } : {})
  })
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? 10_000)
  // Kept when the body then fails to arrive: the attempt shows the status it got.
  let status: number | null = null
  try {
    // One Request argument: what both the global fetch and an app's handler (Hono's app.fetch) take.
    const request = new Request(url, { method: "POST", headers: signed.headers, body: signed.body, signal: controller.signal })
    const response = await (config.fetch ?? globalThis.fetch)(request)
    status = response.status
    const text = await response.text()
    const body = maskedPrefix(text, DELIVERY_ANSWER_LENGTH)
    // spec: retried on 5xx
    if (status >= 500) return { status, error: `HTTP ${status}`, retryable: true, body }
    if (status !== 200) return { status, error: `HTTP ${status}`, retryable: false, body }
    // spec: the receiver must answer {received: true}
    return { status, error: isAcknowledged(text) ? null : "unacknowledged", retryable: false, body }
  } catch (e) {
    // spec: retried on timeouts (a failed connection is treated alike)
    const error = controller.signal.aborted ? "timeout" : `network error: ${e instanceof Error ? e.message : String(e)}`
    return { status, error, retryable: true, body: null }
  } finally {
    clearTimeout(timer)
  }
}
