/**
 * The setup the client tests share: one scripted server per test file (reset before each test,
 * so nothing queued or recorded leaks into the next) and a fresh manual timer per test.
 *
 *   const ctx = useScriptedServer({ autoFire: (ms) => ms !== 60_000 })
 *   ctx.server.reply(...); withTimer(config, ctx.clock)
 */
import { afterAll, beforeAll, beforeEach } from "vitest"
import { type ScriptedServer, startScriptedServer } from "../../support/scripted-server"
import { createPayrail, type PayrailConfig } from "../../../src"
import { type ManualTimer, manualTimer, withTimer } from "./manual-timer"

export interface ScriptedSetup {
  /** The file's server, reset before each test. */
  readonly server: ScriptedServer
  /** This test's timer. */
  readonly clock: ManualTimer
  /** Resets the server and starts a new timer, for a test that runs several cases in a row. */
  restart(): void
}

export interface ScriptedSetupOptions {
  /** Timers whose delay matches fire on their own (e.g. every backoff wait, never the 60 s attempt timeout). */
  readonly autoFire?: ((ms: number) => boolean) | undefined
}

export const useScriptedServer = (options: ScriptedSetupOptions = {}): ScriptedSetup => {
  let server: ScriptedServer | undefined
  let clock: ManualTimer | undefined
  const restart = () => {
    server!.reset()
    clock = manualTimer()
    if (options.autoFire !== undefined) clock.autoFire(options.autoFire)
  }
  beforeAll(async () => {
    server = await startScriptedServer()
  })
  beforeEach(restart)
  afterAll(() => server?.close())
  return {
    get server() {
      if (server === undefined) throw new Error("useScriptedServer: the server starts in beforeAll")
      return server
    },
    get clock() {
      if (clock === undefined) throw new Error("useScriptedServer: the timer is made in beforeEach")
      return clock
    },
    restart
  }
}

/** The transports the client tests run on. */
export const TRANSPORTS = ["auto", "fetch"] as const

/** A client of `ctx`'s server on `transport`, its base URL with a path prefix below the server's `/v1`, no retries. */
export const clientBelowBasePath = (ctx: ScriptedSetup, transport: (typeof TRANSPORTS)[number], extra: Partial<PayrailConfig> = {}) =>
  createPayrail(withTimer({
    publicApiKey: "pk",
    privateSecretKey: "sk",
    baseUrl: `${ctx.server.url}/payrail`,
    transport,
    maxRetries: 0,
    ...extra
  }, ctx.clock))
