/**
 * `pnpm start` as a process: `--smoke` starts the app with no keys, walks a payment and a
 * webhook through its HTTP API and exits 0. The long-running mode is the same start without the walk.
 */
import { spawn, spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { expect, it } from "vitest"

const root = fileURLToPath(new URL("..", import.meta.url))
const tsx = createRequire(import.meta.url).resolve("tsx/cli")
// The app's own exit ends each run; the deadline is only a safety net for a hung process on a loaded
// 2-core machine (tsx compiles the app first), and the test's timeout sits above it.
const DEADLINE_MS = 180_000

it("`pnpm example` builds the JavaScript of every workspace package the app loads", () => {
  // scripts/example-build.mjs runs `turbo run build:js` over the app's workspace dependencies: a
  // package without that script is skipped, and the app then fails to load its missing dist/.
  const manifestOf = (dir: string) => JSON.parse(readFileSync(new URL(`../../../packages/${dir}/package.json`, import.meta.url), "utf8"))
  const app = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
  const reached = new Set<string>()
  const visit = (deps: Record<string, string> | undefined) => {
    for (const [name, range] of Object.entries(deps ?? {})) {
      if (!range.startsWith("workspace:") || reached.has(name)) continue
      reached.add(name)
      visit(manifestOf(name.replace("@payrail/", "")).dependencies)
    }
  }
  visit(app.dependencies)
  expect([...reached].sort()).toEqual(["@payrail/core", "@payrail/hono", "@payrail/nestjs", "@payrail/queues", "@payrail/testing"])
  const withoutBuildJs = [...reached].filter((name) => !manifestOf(name.replace("@payrail/", "")).scripts?.["build:js"])
  expect(withoutBuildJs).toEqual([])
})

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

it("a requested stop (Ctrl-C) is a clean exit 0, run the way `pnpm start` runs it", { timeout: DEADLINE_MS + 10_000 }, async () => {
  // `pnpm start` execs node with tsx as a loader: no intermediate shell or tsx parent process that
  // could die of the SIGINT the terminal sends to the whole process group.
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
  expect(manifest.scripts.start).toBe("exec node --import tsx src/main.ts")
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", EDGE_PORT: "0" }
  for (const key of ["PAYRAIL_BASE_URL", "PAYRAIL_PUBLIC_API_KEY", "PAYRAIL_PRIVATE_SECRET_KEY", "PAYRAIL_WEBHOOK_SECRET"]) delete env[key]
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stderr.on("data", (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  try {
    // Readiness by the app's own line, not by time; the deadline is a safety net.
    await new Promise<void>((resolve, reject) => {
      const guard = setTimeout(() => reject(new Error(`the app did not start:\n${output}`)), DEADLINE_MS)
      child.stdout.on("data", (d: Buffer) => {
        output += d.toString()
        if (output.includes("Press Ctrl-C to stop.")) {
          clearTimeout(guard)
          resolve()
        }
      })
      child.once("exit", (code) => reject(new Error(`the app exited with ${code} before it was ready:\n${output}`)))
    })
    // The banner is the one the README shows: the same lines, with the fake clock's speed.
    expect(output).toMatch(/ {2}Fake clock {7}10× real time/)
    const labels = (text: string) => [...text.matchAll(/^ {2}([A-Z][A-Za-z ()]+?) {2,}\S/gm)].map((m) => m[1])
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8")
    const shown = /\nPayrail example — [^\n]*\n([\s\S]*?)Press Ctrl-C to stop\./.exec(readme)
    expect(shown, "the README shows the banner").not.toBeNull()
    expect(labels(shown![1]!)).toEqual(labels(output))
    expect(labels(output)).toContain("Fake clock")
    child.kill("SIGINT")
    expect(await exited).toBe(0)
    expect(output).toContain("Stopping…")
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL")
  }
})
