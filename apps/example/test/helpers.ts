/**
 * Test helpers: the whole example on 127.0.0.1 free ports, the fake's clock frozen (it moves
 * only when a test says so), and a small JSON client for the app's HTTP API.
 */
import { readSettings, type Settings } from "../src/settings"
import { type RunningExample, startExample } from "../src/start"

export interface TestApp {
  readonly running: RunningExample
  /** `http://127.0.0.1:<port>` */
  readonly origin: string
  call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>
  close(): Promise<void>
}

export const startTestApp = async (overrides: Partial<Settings> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> => {
  const settings = readSettings(env, { port: 0, edgePort: 0, clockSpeed: 0, ...overrides })
  const running = await startExample(settings, { logger: false })
  const origin = running.appUrl.replace(/\/$/, "")
  return {
    running,
    origin,
    async call(method, path, body) {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
      return { status: response.status, body: await response.json() }
    },
    close: () => running.close()
  }
}
