/**
 * Test helpers: real Nest apps on 127.0.0.1:0 (Express or Fastify), signed deliveries over HTTP.
 */
import "reflect-metadata"
import type { AddressInfo } from "node:net"
import type { INestApplication, LoggerService, ModuleMetadata } from "@nestjs/common"
import { FastifyAdapter } from "@nestjs/platform-fastify"
import { Test } from "@nestjs/testing"
import { type IncomingTransfer, signWebhook, type WebhookScheme } from "@payrail/core"

export type AdapterName = "express" | "fastify"
export const ADAPTERS: ReadonlyArray<AdapterName> = ["express", "fastify"]

export const HMAC_SECRET = "test_webhook_secret"
// `whsec_` + base64 of 24 bytes.
export const WHSEC_SECRET = `whsec_${Buffer.from("payrail-nest-test-secret").toString("base64")}`

export const CONFIG = {
  publicApiKey: "pk_test_payrail",
  privateSecretKey: "sk_test_payrail",
  baseUrl: "http://payrail.invalid/v1"
} as const

/** Everything a Nest app logged, by level. */
export class CapturingLogger implements LoggerService {
  readonly lines: Array<{ level: string; message: string }> = []
  log(message: unknown) {
    this.lines.push({ level: "log", message: String(message) })
  }
  error(message: unknown) {
    this.lines.push({ level: "error", message: String(message) })
  }
  warn(message: unknown) {
    this.lines.push({ level: "warn", message: String(message) })
  }
  debug() {}
  verbose() {}
  matching(level: string, text: string) {
    return this.lines.filter((l) => l.level === level && l.message.includes(text))
  }
}

export interface RunningApp {
  readonly app: INestApplication
  /** `http://127.0.0.1:<port>` */
  readonly origin: string
  readonly logger: CapturingLogger
  close(): Promise<void>
}

/** Compiles `metadata` into a module, creates the app (rawBody on unless told) and listens on 127.0.0.1:0. */
export const startApp = async (
  metadata: ModuleMetadata,
  options: { adapter?: AdapterName; rawBody?: boolean; setup?: (app: INestApplication) => void } = {}
): Promise<RunningApp> => {
  const moduleRef = await Test.createTestingModule(metadata).compile()
  const logger = new CapturingLogger()
  const appOptions = { rawBody: options.rawBody ?? true, logger }
  const app =
    options.adapter === "fastify"
      ? moduleRef.createNestApplication(new FastifyAdapter(), appOptions)
      : moduleRef.createNestApplication(appOptions)
  options.setup?.(app)
  await app.listen(0, "127.0.0.1")
  const { port } = app.getHttpServer().address() as AddressInfo
  return { app, origin: `http://127.0.0.1:${port}`, logger, close: () => app.close() }
}

let sequence = 0

/** A minute before the tests started: recent enough for the default `maxAgeSeconds` (7 days). */
export const RECENT = new Date(Date.now() - 60_000).toISOString()

/** A valid incoming transfer notification; each call a new `id` unless given. */
export const transfer = (overrides: Partial<Record<keyof IncomingTransfer, unknown>> = {}): IncomingTransfer =>
  ({
    id: `xfer_test${++sequence}`,
    destination_account_id: "acct_test_1",
    account_id: "6f3c1f9e-6a55-4bd5-9a9e-3c1c1f4d8a10",
    provider: { account_id: "prov_acc", transfer_id: "prov_xfer" },
    status: "COMPLETED",
    direction: "INCOMING",
    sender: { account_number_last_4: "6789", routing_number: "021000021", account_name: "ACME", bank_name: "Bank" },
    amount: { value: 125.5, currency: "USD" },
    payment_rail: "ACH_STANDARD",
    description: "Invoice 42",
    created_at: RECENT,
    updated_at: RECENT,
    ...overrides
  }) as IncomingTransfer

export interface Delivered {
  readonly status: number
  readonly body: unknown
}

/** POSTs `body` with `headers` to `origin + path` and reads the JSON answer. */
export const post = async (url: string, body: string, headers: Record<string, string>): Promise<Delivered> => {
  const response = await fetch(url, { method: "POST", headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed }
}

/** Signs `payload` (with `secret` under `scheme`) and POSTs it to `url`. */
export const deliver = async (
  url: string,
  payload: object | string,
  options: { secret?: string; scheme?: WebhookScheme; headers?: Record<string, string> } = {}
): Promise<Delivered> => {
  const scheme = options.scheme ?? "hmac-sha256"
  const secret = options.secret ?? (scheme === "standard-webhooks" ? WHSEC_SECRET : HMAC_SECRET)
  const signed = await signWebhook(payload, { secret, scheme })
  return post(url, signed.body, { ...signed.headers, ...options.headers })
}
