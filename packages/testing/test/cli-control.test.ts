/**
 * The `payrail-fake` commands that drive a running fake (src/cli/commands/): clock,
 * faults, events, state, reset and `logs tail`, as real child processes against a `payrail-fake`
 * the test starts on a free port, with the one-line refusals and exit codes `serve` and `trigger`
 * have. Readiness is a printed line, never a sleep.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { stopCli } from "./cli-process"
import { AUTH } from "./helpers"

const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url))
const tsconfig = fileURLToPath(new URL("./tsconfig.cli.json", import.meta.url))
const cli = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url))
const DEADLINE_MS = 180_000

const children = new Set<ChildProcess>()
const spawnCli = (args: ReadonlyArray<string>) => {
  const child = spawn(tsx, ["--tsconfig", tsconfig, cli, ...args], { stdio: ["ignore", "pipe", "pipe"] })
  children.add(child)
  return child
}

/** Runs a command to its end. */
const runCli = (args: ReadonlyArray<string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawnCli(args)
    let stdout = ""
    let stderr = ""
    child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()))
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()))
    child.once("close", (code) => resolve({ code, stdout, stderr }))
  })

/** Resolves once the child printed a line matching `pattern`. */
const printed = (child: ChildProcess, pattern: RegExp) =>
  new Promise<string>((resolve, reject) => {
    let output = ""
    child.stdout!.on("data", (d: Buffer) => {
      output += d.toString()
      const line = output.split("\n").find((l) => pattern.test(l))
      if (line !== undefined) resolve(line)
    })
    child.once("exit", (code) => reject(new Error(`exited with ${code} before ${pattern}:\n${output}`)))
  })

let origin: string
let receiver: Server
let receiverStatus = 200
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "payrail-fake-control-"))
  receiver = createServer((req, res) => {
    req.resume()
    req.on("end", () => {
      res.writeHead(receiverStatus, { "content-type": "application/json" })
      res.end(JSON.stringify({ received: true }))
    })
  })
  const port = await new Promise<number>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve((receiver.address() as AddressInfo).port)))
  const fake = spawnCli(["--port", "0", "--clock", "manual", "--webhook-url", `http://127.0.0.1:${port}`, "--webhook-secret", "control-secret"])
  origin = /listening on (http:\/\/127\.0\.0\.1:\d+)\/v1/.exec(await printed(fake, /listening on/))![1]!
}, DEADLINE_MS)
afterAll(async () => {
  await Promise.all([...children].map(stopCli))
  await new Promise((resolve) => receiver.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

const api = (method: string, path: string, body?: unknown) =>
  fetch(`${origin}/v1${path}`, { method, headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": crypto.randomUUID() }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
const clockNow = async () => ((await (await fetch(`${origin}/_fake/clock`, { headers: { "private-secret-key": AUTH["private-secret-key"] } })).json()) as { now: string }).now

describe("payrail-fake control commands against a running fake", () => {
  it("clock advance and set move the fake clock; set refuses the past", { timeout: DEADLINE_MS }, async () => {
    const before = Date.parse(await clockNow())
    const advanced = await runCli(["clock", "advance", "1h30m", "--url", origin])
    expect(advanced.code).toBe(0)
    expect(Date.parse(await clockNow()) - before).toBe(90 * 60_000)
    const target = new Date(before + 2 * 86_400_000).toISOString()
    const set = await runCli(["clock", "set", target, "--url", origin])
    expect(set.code).toBe(0)
    expect(Date.parse(await clockNow())).toBe(Date.parse(target))
    const past = await runCli(["clock", "set", new Date(before).toISOString(), "--url", origin])
    expect(past.code).toBe(2)
    expect(past.stderr.trim().split("\n")).toHaveLength(1)
    expect(past.stderr).toContain("only moves forward")
    const bad = await runCli(["clock", "advance", "soon", "--url", origin])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toBe("payrail-fake clock: clock advance takes a duration such as 15m or 2d, got soon (payrail-fake clock --help)\n")
  })

  it("faults add, list and clear; an added fault answers the next matching request", { timeout: DEADLINE_MS }, async () => {
    const added = await runCli(["faults", "add", "--path", "/customers", "--method", "post", "--status", "503", "--times", "2", "--url", origin])
    expect(added.code).toBe(0)
    const listed = await runCli(["faults", "list", "--url", origin])
    const faults = JSON.parse(listed.stdout) as Array<{ spec: { path: string; status: number; method: string }; remaining: number }>
    expect(faults).toHaveLength(1)
    expect(faults[0]).toMatchObject({ spec: { path: "/customers", status: 503, method: "POST" }, remaining: 2 })
    expect((await api("POST", "/customers", { merchant_customer_id: "c-1" })).status).toBe(503)
    expect((await runCli(["faults", "clear", "--url", origin])).code).toBe(0)
    expect(JSON.parse((await runCli(["faults", "list", "--url", origin])).stdout)).toEqual([])
  })

  it("events list shows each delivery attempt; events resend makes one more", { timeout: DEADLINE_MS }, async () => {
    receiverStatus = 500
    const triggered = await fetch(`${origin}/_fake/trigger`, { method: "POST", headers: { "private-secret-key": AUTH["private-secret-key"], "content-type": "application/json" }, body: JSON.stringify({ event: "payment.chargeback" }) })
    const { delivery } = (await triggered.json()) as { delivery: { id: string } }
    const listed = await runCli(["events", "list", "--url", origin])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(new RegExp(`payment\\.chargeback\\s+${delivery.id}  #1  FAILED \\(HTTP 500\\)`)) // citations: ignore (an attempt number in the CLI's output)
    receiverStatus = 200
    const resent = await runCli(["events", "resend", delivery.id, "--url", origin])
    expect(resent.code).toBe(0)
    expect(resent.stdout).toMatch(new RegExp(`${delivery.id}  #2  200 ok \\(resent\\)`)) // citations: ignore
    const unknown = await runCli(["events", "resend", "evt_nope", "--url", origin])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/^payrail-fake events: the fake refused \(HTTP 400\): .*evt_nope.*\n$/)
  })

  it("state save, reset and state load bring the state back", { timeout: DEADLINE_MS }, async () => {
    const created = (await (await api("POST", "/customers", { merchant_customer_id: "c-saved" })).json()) as { id: string }
    const file = join(dir, "state.json")
    expect((await runCli(["state", "save", file, "--url", origin])).code).toBe(0)
    expect(readFileSync(file, "utf8")).toContain(created.id)
    expect((await runCli(["reset", "--url", origin])).code).toBe(0)
    expect((await api("GET", `/customers/${created.id}`)).status).toBeGreaterThanOrEqual(400) // gone: the service answers 400 or 404
    expect((await runCli(["state", "load", file, "--url", origin])).code).toBe(0)
    expect((await api("GET", `/customers/${created.id}`)).status).toBe(200)
  })

  it("logs tail prints each request as it is answered", { timeout: DEADLINE_MS }, async () => {
    const tail = spawnCli(["logs", "tail", "--url", origin])
    await printed(tail, /^Tailing the requests of/)
    const seen = printed(tail, /POST\s+\/customers\s+201\s+customers\.create/)
    await api("POST", "/customers", { merchant_customer_id: "c-tail" })
    expect(await seen).toMatch(/req_/)
    await stopCli(tail)
  })

  it("an unreachable fake is one line and exit 1", { timeout: DEADLINE_MS }, async () => {
    const closed = createServer()
    const port = await new Promise<number>((resolve) => closed.listen(0, "127.0.0.1", () => resolve((closed.address() as AddressInfo).port)))
    await new Promise((resolve) => closed.close(resolve))
    const run = await runCli(["reset", "--url", `http://127.0.0.1:${port}`])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/^payrail-fake reset: no fake answers at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\); start one with payrail-fake, or pass --url\n$/)
  })
})
