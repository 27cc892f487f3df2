/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, its server scenarios)
 * against `payrail-mcp --http`, with the expected failures recorded, each with its reason, in
 * test/conformance-expected-failures.yml: an unlisted failure or a listed pass fails this test.
 * (0.1.13: the newest release that runs on Node 20.)
 */
import { execFile } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, expect, it } from "vitest"
import { PACKAGE_DIR, spawnHttpServer } from "./helpers"

const CONFORMANCE = fileURLToPath(new URL("../node_modules/@modelcontextprotocol/conformance/dist/index.js", import.meta.url))
const BASELINE = fileURLToPath(new URL("./conformance-expected-failures.yml", import.meta.url))

let server: Awaited<ReturnType<typeof spawnHttpServer>>
const output = mkdtempSync(join(tmpdir(), "payrail-mcp-conformance-"))
beforeAll(async () => {
  server = await spawnHttpServer(["--no-token"])
})
afterAll(async () => {
  await server?.stop()
  rmSync(output, { recursive: true, force: true })
})

it("passes the conformance suite's server scenarios, but for the recorded expected failures", async () => {
  const run = await new Promise<{ code: number | null; text: string }>((resolve) => {
    execFile(process.execPath, [CONFORMANCE, "server", "--url", server.url, "--expected-failures", BASELINE, "-o", output], { cwd: PACKAGE_DIR, maxBuffer: 32 * 1024 * 1024, timeout: 300_000 }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, text: `${stdout}\n${stderr}` }))
  })
  const summary = run.text.slice(run.text.lastIndexOf("=== SUMMARY ==="))
  expect(summary).toMatch(/✓ server-initialize: \d+ passed, 0 failed/)
  expect(summary).toMatch(/✓ tools-list: \d+ passed, 0 failed/)
  expect(summary).toMatch(/✓ dns-rebinding-protection: \d+ passed, 0 failed/)
  expect(run.code, summary).toBe(0)
}, 360_000)
