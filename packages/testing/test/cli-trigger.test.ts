/**
 * `payrail-fake` as a real child process: `--help`, the one-line refusals with exit code 2 (a bad
 * option, a port in use), and `payrail-fake trigger` against a running `payrail-fake` whose
 * notifications reach a real HTTP receiver that verifies them with core's router.
 * Readiness is the CLI's own printed line, never a sleep.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { fileURLToPath } from "node:url"
import { createWebhookRouter, createWebhookVerifier, type WebhookEvent } from "@payrail/core"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { stopCli } from "./cli-process"
import { USAGE } from "../src/cli/args"
import { AUTH, paymentBody } from "./helpers"

// Only a safety net for a CLI that never answers: on a loaded 2-core machine tsx alone can take tens of seconds.
const DEADLINE_MS = 120_000
const SECRET = "cli-trigger-secret"
const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url))
const tsconfig = fileURLToPath(new URL("./tsconfig.cli.json", import.meta.url))
const cli = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url))

const children = new Set<ChildProcess>()
afterEach(async () => {
  await Promise.all([...children].map(stopCli))
  children.clear()
})

/** Runs the CLI to its end (async: the receiver in this process keeps answering meanwhile). */
const runCli = (args: ReadonlyArray<string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(tsx, ["--tsconfig", tsconfig, cli, ...args], { stdio: ["ignore", "pipe", "pipe"] })
    children.add(child)
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()))
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()))
    child.once("close", (code) => resolve({ code, stdout, stderr }))
  })

/** Starts `payrail-fake` (serve); resolves with its origin once it prints its control line. */
const startFake = (args: ReadonlyArray<string>) =>
  new Promise<{ origin: string; child: ChildProcess }>((resolve, reject) => {
    const child = spawn(tsx, ["--tsconfig", tsconfig, cli, "--port", "0", "--clock", "manual", ...args], { stdio: ["ignore", "pipe", "pipe"] })
    children.add(child)
    let output = ""
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()))
    child.stdout!.on("data", (d: Buffer) => {
      output += d.toString()
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\/v1/.exec(output)
      if (match && output.includes("trigger events")) resolve({ origin: match[1]!, child })
    })
    child.once("exit", (code) => reject(new Error(`payrail-fake exited with ${code}:\n${output}`)))
  })

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)))

describe("payrail-fake: help and one-line refusals", () => {
  it("--help prints the whole usage and exits 0; a bad option is one line on stderr and exit 2", { timeout: DEADLINE_MS }, async () => {
    const [help, bad, badTrigger] = await Promise.all([runCli(["--help"]), runCli(["--prot", "4010"]), runCli(["trigger", "payment.capture", "--set", "x"])])
    expect(help.code).toBe(0)
    expect(help.stdout).toBe(`${USAGE}\n`)
    expect(bad.code).toBe(2)
    expect(bad.stdout).toBe("")
    expect(bad.stderr).toBe("payrail-fake: unknown option --prot (payrail-fake --help lists the options)\n")
    expect(badTrigger.code).toBe(2)
    expect(badTrigger.stderr).toBe("payrail-fake: --set takes path=value (e.g. --set amount.value=12.5), got x (payrail-fake --help lists the options)\n")
  })

  it("a port in use is one line naming it, exit 2", { timeout: DEADLINE_MS }, async () => {
    const taken = createServer()
    const port = await listening(taken)
    try {
      const run = await runCli(["--port", String(port)])
      expect(run.code).toBe(2)
      expect(run.stderr).toBe(`payrail-fake: port ${port} on 127.0.0.1 is in use; pass --port <another> (or --port 0 for any free one)\n`)
      expect(run.stdout).toBe("")
    } finally {
      taken.close()
    }
  })
})

describe("payrail-fake trigger", () => {
  const events: Array<WebhookEvent> = []
  const router = createWebhookRouter({ verifier: createWebhookVerifier({ secrets: [SECRET] }) }).on("*", (event) => {
    events.push(event)
  })
  const receiver = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      void router.handle(Buffer.concat(chunks).toString("utf8"), new Headers(req.headers as Record<string, string>)).then((out) => {
        res.writeHead(out.status, { "content-type": "application/json" }).end(JSON.stringify(out.body))
      })
    })
  })
  let receiverPort = 0
  beforeAll(async () => {
    receiverPort = await listening(receiver)
  })
  afterAll(() => {
    receiver.close()
  })

  it("sends an event about a payment the fake holds, with overrides; names a refusal and an absent fake in one line, exit 1", { timeout: DEADLINE_MS * 2 }, async () => {
    const { origin } = await startFake(["--webhook-url", `http://127.0.0.1:${receiverPort}/webhooks/payrail`, "--webhook-secret", SECRET])
    const control = { "private-secret-key": "sk_test_payrail" }
    const session = await (await fetch(`${origin}/_fake/seed/checkout-session`, { method: "POST", headers: control, body: "{}" })).json()
    const created = await fetch(`${origin}/v1/payments`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": "cli-trigger-1" },
      body: JSON.stringify(paymentBody(session.id))
    })
    const payment = await created.json()

    const sent = await runCli(["trigger", "payment.chargeback", "--id", payment.id, "--set", "status=CHARGEBACK", "--set", "amount.refunded=1.5", "--url", `${origin}/v1`])
    expect(sent.stderr).toBe("")
    expect(sent.code).toBe(0)
    expect(sent.stdout.split("\n")[0]).toBe(`Sent payment.chargeback to http://127.0.0.1:${receiverPort}/webhooks/payrail: HTTP 200, acknowledged.`)
    expect(JSON.parse(sent.stdout.slice(sent.stdout.indexOf("{")))).toMatchObject({ type_event: "payment.chargeback", data: { payment: { id: payment.id, status: "CHARGEBACK" } } })
    // (the payment's own payment.purchase arrives too, in the background)
    const chargebacks = events.filter((e) => e.name === "payment.chargeback")
    expect(chargebacks).toHaveLength(1)
    expect(chargebacks[0]).toMatchObject({ name: "payment.chargeback", data: { id: payment.id, status: "CHARGEBACK", amount: { refunded: 1.5 } } })

    const [refused, list] = await Promise.all([runCli(["trigger", "payment.teleport", "--url", origin]), runCli(["trigger", "--list", "--url", origin])])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^payrail-fake trigger: the fake refused \(HTTP 400\): "payment.teleport" is not an event of the catalogue.*\n$/)
    expect(list.code).toBe(0)
    expect(list.stdout.split("\n")).toContain("subscription.past_due")

    const closed = createServer()
    const closedPort = await listening(closed)
    await new Promise((resolve) => closed.close(resolve))
    const absent = await runCli(["trigger", "payment.capture", "--url", `http://127.0.0.1:${closedPort}`])
    expect(absent.code).toBe(1)
    expect(absent.stderr).toBe(`payrail-fake trigger: no fake answers at http://127.0.0.1:${closedPort} (ECONNREFUSED); start one with payrail-fake, or pass --url\n`)
  })
})
