/**
 * `pnpm start` as a process: `--smoke` starts the app with no keys, walks a payment and a
 * webhook through its HTTP API and exits 0. The long-running mode is the same start without the walk.
 */
import { spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { expect, it } from "vitest"

const root = fileURLToPath(new URL("..", import.meta.url))
const tsx = createRequire(import.meta.url).resolve("tsx/cli")
// The app's own exit ends each run; the deadline is only a safety net for a hung process on a loaded
// 2-core machine (tsx compiles the app first), and the test's timeout sits above it.
const DEADLINE_MS = 180_000

it("starts with no keys, prints the URLs, and passes its smoke walk", { timeout: DEADLINE_MS + 10_000 }, () => {
  const env = { ...process.env }
  for (const key of ["PAYRAIL_BASE_URL", "PAYRAIL_PUBLIC_API_KEY", "PAYRAIL_PRIVATE_SECRET_KEY", "PAYRAIL_WEBHOOK_SECRET"]) delete env[key]
  const run = spawnSync(process.execPath, [tsx, "src/main.ts", "--smoke"], { cwd: root, env, encoding: "utf8", timeout: DEADLINE_MS })
  expect(run.stderr).toBe("")
  expect(run.status).toBe(0)
  expect(run.stdout).toContain("against the embedded fake (no keys needed)")
  expect(run.stdout).toMatch(/Open the app {5}http:\/\/127\.0\.0\.1:\d+\//)
  expect(run.stdout).toMatch(/Payrail API {6}http:\/\/127\.0\.0\.1:\d+\/v1/)
  expect(run.stdout).toContain("ok   webhook: delivery 200, handled once")
  expect(run.stdout).not.toContain("FAIL")
})

it("refuses half a configuration with a clear message", { timeout: DEADLINE_MS + 10_000 }, () => {
  const env: NodeJS.ProcessEnv = { ...process.env, PAYRAIL_BASE_URL: "https://api-sandbox.y.uno/v1" }
  delete env.PAYRAIL_PUBLIC_API_KEY
  const run = spawnSync(process.execPath, [tsx, "src/main.ts", "--smoke"], { cwd: root, env, encoding: "utf8", timeout: DEADLINE_MS })
  expect(run.status).toBe(2)
  expect(run.stderr).toContain("PAYRAIL_PUBLIC_API_KEY")
})
