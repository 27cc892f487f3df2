/** Saved states and seed files over HTTP and through the CLI: GET/PUT /_fake/state, --seed, --save, --state. */
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { stopCli } from "./cli-process"

// The control endpoints need the fake's private key.
const CONTROL = { "private-secret-key": "sk_test_payrail" }
import { parseCommand } from "../src/cli/args"
import { createFakePayrail } from "../src/index"
import { AUTH, paymentBody, T0 } from "./helpers"
import { EXAMPLE_SEED } from "./seed-example"

const dir = mkdtempSync(join(tmpdir(), "payrail-fake-state-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("GET / PUT /_fake/state", () => {
  it("downloads the saved state and loads it into another fake", async () => {
    const from = createFakePayrail({ now: T0 })
    const to = createFakePayrail()
    const [a, b] = [await from.listen(), await to.listen()]
    try {
      const session = from.seed.checkoutSession()
      const created = await fetch(`${a.url}/payments`, {
        method: "POST",
        headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": "http-state-1" },
        body: JSON.stringify(paymentBody(session.id))
      })
      const text = await created.text()
      const state = await (await fetch(`${a.controlUrl}/state`, { headers: CONTROL })).json()
      expect(state).toEqual(from.snapshot())

      const put = await fetch(`${b.controlUrl}/state`, { method: "PUT", headers: CONTROL, body: JSON.stringify(state) })
      expect(put.status).toBe(200)
      expect(to.snapshot()).toEqual(from.snapshot())
      const replay = await fetch(`${b.url}/payments`, {
        method: "POST",
        headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": "http-state-1" },
        body: JSON.stringify(paymentBody(session.id))
      })
      expect(await replay.text()).toBe(text)

      const bad = await fetch(`${b.controlUrl}/state`, { method: "PUT", headers: CONTROL, body: JSON.stringify({ kind: "nope" }) })
      expect(bad.status).toBe(400)
      expect((await bad.json()).messages[0]).toMatch(/state\.kind/)
    } finally {
      await a.close()
      await b.close()
    }
  })
})

describe("parseCommand: --state, --seed, --save", () => {
  it("reads them", () => {
    expect(parseCommand(["--state", "a.json", "--seed=b.json", "--save", "c.json"])).toMatchObject({ command: "serve", options: { state: "a.json", seed: "b.json", save: "c.json" } })
  })
})

// Readiness is the CLI's own line on stdout; this is only the safety net for a CLI that never starts:
// on a loaded 2-core machine tsx alone can take tens of seconds, and these tests start it twice.
const CLI_TESTS_DEADLINE_MS = 240_000

describe("payrail-fake with files", () => {
  let child: ChildProcess | undefined
  afterEach(() => stopCli(child))

  const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url))
  const tsconfig = fileURLToPath(new URL("./tsconfig.cli.json", import.meta.url))
  const cli = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url))

  /** Starts the CLI; resolves with its URL once it says it listens (or rejects with its output when it exits). */
  const start = (args: ReadonlyArray<string>) => {
    child = spawn(tsx, ["--tsconfig", tsconfig, cli, "--port", "0", "--clock", "manual", ...args], { stdio: ["ignore", "pipe", "pipe"] })
    const proc = child
    let output = ""
    proc.stderr!.on("data", (d: Buffer) => (output += d.toString()))
    const exited = new Promise<{ code: number | null; output: string }>((resolve) => proc.once("exit", (code) => resolve({ code, output })))
    const url = new Promise<string>((resolve, reject) => {
      proc.stdout!.on("data", (d: Buffer) => {
        output += d.toString()
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output)
        if (match && output.includes("control endpoints")) resolve(match[1]!)
      })
      void exited.then(({ code }) => reject(new Error(`CLI exited with ${code}:\n${output}`)))
    })
    return { url, exited, stop: () => proc.kill("SIGTERM") }
  }

  const post = (url: string, path: string, body: unknown, key: string) =>
    fetch(`${url}${path}`, { method: "POST", headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": key }, body: JSON.stringify(body) })

  it("starts from a seed file, saves the state on SIGTERM, and a second run started from it answers the same", { timeout: CLI_TESTS_DEADLINE_MS }, async () => {
    const seedFile = join(dir, "seed.json")
    const stateFile = join(dir, "state.json")
    writeFileSync(seedFile, JSON.stringify(EXAMPLE_SEED))
    const session = EXAMPLE_SEED.checkoutSessions[0]!.id

    const first = start(["--seed", seedFile, "--save", stateFile])
    const url = await first.url
    const created = await post(url, "/payments", paymentBody(session), "cli-state-1")
    expect(created.status).toBe(201)
    const text = await created.text()
    first.stop()
    expect((await first.exited).code).toBe(0)
    expect(existsSync(stateFile)).toBe(true)
    const saved = JSON.parse(readFileSync(stateFile, "utf8"))
    expect(saved).toMatchObject({ kind: "payrail-fake-state", version: 1 })

    const second = start(["--state", stateFile])
    const url2 = await second.url
    const replay = await post(url2, "/payments", paymentBody(session), "cli-state-1")
    expect(replay.headers.get("idempotent-replayed")).toBe("true")
    expect(await replay.text()).toBe(text)
    expect((await fetch(`${url2}/payments/${JSON.parse(text).id}`, { headers: AUTH })).status).toBe(200)
    second.stop()
    expect((await second.exited).code).toBe(0)
  })

  it("refuses a bad --state or --seed file with its name and exit code 2", { timeout: CLI_TESTS_DEADLINE_MS }, async () => {
    const badState = join(dir, "bad-state.json")
    writeFileSync(badState, JSON.stringify({ kind: "payrail-fake-state", version: 7 }))
    const run = start(["--state", badState])
    run.url.catch(() => undefined)
    const { code, output } = await run.exited
    expect(code).toBe(2)
    expect(output).toContain(`--state ${badState}`)
    expect(output).toContain("state.version")
    expect(output.trim().split("\n")).toHaveLength(1) // one line

    const missing = start(["--seed", join(dir, "missing.json")])
    missing.url.catch(() => undefined)
    const result = await missing.exited
    expect(result.code).toBe(2)
    expect(result.output).toMatch(/--seed .*missing\.json: cannot read it \(ENOENT\)/)
  })
})
