/**
 * Starts the whole example: the embedded fake (without keys), the NestJS backend with its page,
 * and the Hono edge app beside it on Node. Returns the URLs and a `close()`.
 */
import "reflect-metadata"
import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import type { LoggerService, LogLevel } from "@nestjs/common"
import { NestFactory } from "@nestjs/core"
import { createFakePayrail } from "@payrail/testing"
import { AppModule } from "./app.module"
import { createEdgeApp } from "./edge"
import type { ExampleRuntime } from "./runtime"
import type { Settings } from "./settings"

export interface RunningExample {
  readonly runtime: ExampleRuntime
  /** The page, e.g. `http://127.0.0.1:3000/`. */
  readonly appUrl: string
  close(): Promise<void>
}

export interface StartOptions {
  /** Nest's logger, or the levels to print. Default: warnings and errors. */
  readonly logger?: LoggerService | ReadonlyArray<LogLevel> | false
}

const TICK_MS = 250

/** Moves the fake's clock with real time, `speed` times faster; one advance at a time. */
const runClock = (runtime: ExampleRuntime): (() => Promise<void>) => {
  const { fake, settings } = runtime
  if (fake === undefined || settings.clockSpeed <= 0) return async () => {}
  let running: Promise<void> = Promise.resolve()
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    running = fake.clock.advance(TICK_MS * settings.clockSpeed).finally(() => {
      busy = false
    })
  }, TICK_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running.catch(() => undefined)
  }
}

const originOf = (host: string, port: number) => `http://${host.includes(":") ? `[${host}]` : host}:${port}`

export const startExample = async (settings: Settings, options: StartOptions = {}): Promise<RunningExample> => {
  const fake = settings.mode === "fake" ? createFakePayrail() : undefined
  const fakeServer = fake ? await fake.listen({ host: "127.0.0.1" }) : undefined
  const runtime: ExampleRuntime = {
    settings,
    fake,
    apiUrl: fakeServer?.url ?? settings.baseUrl ?? "",
    urls: { app: "", webhook: "", events: "", edge: undefined, edgeWebhook: undefined }
  }
  const closers: Array<() => Promise<void>> = []
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => undefined)
  }
  if (fakeServer) closers.push(() => fakeServer.close())
  try {
    const logger = options.logger ?? (["warn", "error"] as const)
    const app = await NestFactory.create(AppModule.register(runtime), {
      rawBody: true, // the webhook route checks the signature of the exact bytes received
      logger: logger === false ? false : Array.isArray(logger) ? [...logger] : (logger as LoggerService)
    })
    await app.listen(settings.port, settings.host)
    closers.push(() => app.close())
    const { port } = app.getHttpServer().address() as AddressInfo
    const origin = originOf(settings.host, port)
    runtime.urls.app = `${origin}/`
    runtime.urls.webhook = `${origin}/v1/banking/transfers`
    runtime.urls.events = `${origin}/webhooks/payrail`

    if (settings.edgePort >= 0) {
      const edgeApp = createEdgeApp({ secrets: [settings.webhookSecret] })
      const edgePort = await new Promise<number>((resolve, reject) => {
        const server = serve({ fetch: edgeApp.fetch, port: settings.edgePort, hostname: settings.host }, (info) => resolve(info.port))
        server.once("error", reject)
        closers.push(() => new Promise<void>((done) => server.close(() => done())))
      })
      runtime.urls.edge = originOf(settings.host, edgePort)
      runtime.urls.edgeWebhook = `${runtime.urls.edge}/v1/banking/transfers`
    }

    // The fake delivers incoming-transfer webhooks to the app's route, and payment, subscription,
    // onboarding and report notifications to its events route, signed with the app's secret.
    fake?.webhooks.configure({ url: runtime.urls.webhook, eventsUrl: runtime.urls.events, secret: settings.webhookSecret })
    closers.push(runClock(runtime))
  } catch (error) {
    await close()
    throw error
  }
  return { runtime, appUrl: runtime.urls.app, close }
}
