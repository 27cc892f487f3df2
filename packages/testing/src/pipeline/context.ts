/** What a request goes through: the parts of one fake the pipeline (http.ts) reads and writes. */
import type { FakeSettings, Reply } from "../routes/route"
import type { Env } from "../state/env"
import type { RequestHeaders } from "../foundation/request-headers"
import type { FaultTable } from "./faults"
import type { IdempotencyStore } from "./idempotency"
import type { RequestLog } from "./request-log"

export interface Pipeline {
  readonly env: Env
  readonly settings: FakeSettings
  readonly faults: FaultTable
  readonly idempotency: IdempotencyStore
  readonly requests: RequestLog
  /** Called after every request is answered (the dashboard's live view, src/dashboard/changes.ts). */
  readonly onAnswered?: () => void
  /** Control endpoints outside `/v1` (`/_fake/...`); absent when switched off. */
  readonly control?: {
    /** A 401 reply unless the headers carry the control credentials; checked before the body is read. */
    authorize(headers: RequestHeaders): Reply | undefined
    /** The control endpoint's reply; undefined when not a control path. */
    handle(method: string, path: string, body: unknown): Promise<Reply | undefined>
  }
}
