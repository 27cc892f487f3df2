#!/usr/bin/env node
/**
 * The build step of `pnpm example`: only the JavaScript of the packages the example imports
 * (core, hono, nestjs, queues, testing), no type declarations — the example runs the built JavaScript, and
 * declarations are what most of a full build costs (bench/RESULTS.md, "The first run"). `pnpm build`
 * makes everything. turbo's output is kept back unless the build fails; a second run is a cache hit.
 */
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const turbo = fileURLToPath(new URL("../node_modules/.bin/turbo", import.meta.url))

console.log("Payrail example: a NestJS merchant app, with a Hono edge route, against the embedded fake of the API.")
console.log("Building the JavaScript of @payrail/core, hono, nestjs, queues and testing (no type declarations: `pnpm build` makes those)...")
const started = performance.now()
const run = spawnSync(turbo, ["run", "build:js", "--filter=@payrail/example...", "--output-logs=errors-only"], {
  cwd: root,
  encoding: "utf8",
  env: { ...process.env, FORCE_COLOR: "0" }
})
if (run.status !== 0) {
  process.stderr.write(`${run.stdout ?? ""}${run.stderr ?? ""}`)
  console.error(`The build failed${run.error ? ` (${run.error.message})` : ""}; the output above says why.`)
  process.exit(run.status ?? 1)
}
const cached = /Cached:\s+(\d+) cached, (\d+) total/.exec(run.stdout)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Built in ${seconds} s${cached ? ` (${cached[1]} of ${cached[2]} packages from the cache)` : ""}. Starting the app...`)
