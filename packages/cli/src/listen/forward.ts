/**
 * Hands a notification to the local app, signed with the APP's own webhook secret (core's
 * `signWebhook`), so the app's usual verification runs unchanged. Any 2xx answer is delivered;
 * anything else, or no answer, is a failure the journal keeps.
 */
import { signWebhook, type WebhookScheme } from "@payrail/core"

export interface ForwardTarget {
  readonly url: string
  readonly secret: string
  readonly scheme: WebhookScheme
  /** Real-time limit of one forward. */
  readonly timeoutMs: number
}

export interface ForwardOutcome {
  readonly ok: boolean
  /** The app's status; null when it could not be reached. */
  readonly status: number | null
  readonly latencyMs: number
  readonly error?: string
}

export const forward = async (target: ForwardTarget, raw: string): Promise<ForwardOutcome> => {
  const signed = await signWebhook(raw, { secret: target.secret, scheme: target.scheme })
  const started = performance.now()
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), target.timeoutMs)
  try {
    const response = await fetch(target.url, { method: "POST", headers: signed.headers, body: signed.body, signal: controller.signal })
    await response.arrayBuffer()
    const latencyMs = Math.round(performance.now() - started)
    return response.ok
      ? { ok: true, status: response.status, latencyMs }
      : { ok: false, status: response.status, latencyMs, error: `HTTP ${response.status}` }
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started)
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { ok: false, status: null, latencyMs, error: controller.signal.aborted ? "timeout" : `unreachable (${cause ?? (error as Error).message})` }
  } finally {
    clearTimeout(timer)
  }
}

/** The one line printed per event: time, type_event, journal id, the app's status and latency. */
export const eventLine = (at: Date, typeEvent: string, id: string, outcome: ForwardOutcome): string =>
  `${at.toISOString().slice(11, 19)}  ${typeEvent.padEnd(28)}  ${id}  → ${outcome.status ?? "---"}${outcome.ok ? "" : ` FAILED (${outcome.error})`}  ${outcome.latencyMs} ms`
