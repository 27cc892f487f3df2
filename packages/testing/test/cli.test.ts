/** The `payrail-fake` CLI: argument parsing, and a real process that starts and answers. */
import { type ChildProcess, spawn } from "node:child_process"
import { accessSync, constants, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { afterEach, describe, expect, it } from "vitest"
import { exposureWarning, parseArgs } from "../src/cli-args"
import { AUTH, paymentBody } from "./helpers"

describe("parseArgs", () => {
  it("defaults to 127.0.0.1:4010 with the real clock", () => {
    expect(parseArgs([])).toEqual({ port: 4010, host: "127.0.0.1", clock: "real" })
  })

  it("reads --port, --host, --clock and the webhook flags, in both --name value and --name=value forms", () => {
    expect(parseArgs(["--port=0", "--host", "0.0.0.0", "--clock", "manual", "--webhook-url", "http://localhost:3000", "--webhook-secret=s", "--webhook-scheme", "standard-webhooks"]))
      .toEqual({ port: 0, host: "0.0.0.0", clock: "manual", webhookUrl: "http://localhost:3000", webhookSecret: "s", webhookScheme: "standard-webhooks" })
    expect(parseArgs(["--help"])).toBe("help")
  })

  it("reads --private-secret-key and a comma-separated --allowed-host", () => {
    expect(parseArgs(["--private-secret-key", "sk_mine", "--allowed-host", "payrail-fake, fake.internal"])).toEqual({
      port: 4010,
      host: "127.0.0.1",
      clock: "real",
      privateSecretKey: "sk_mine",
      allowedHosts: ["payrail-fake", "fake.internal"]
    })
    expect(() => parseArgs(["--private-secret-key", "has space"])).toThrow(/--private-secret-key/)
  })

  it("warns loudly when binding beyond loopback, naming the published default key", () => {
    expect(exposureWarning(parseArgs([]) as never)).toBeUndefined()
    expect(exposureWarning(parseArgs(["--host", "::1"]) as never)).toBeUndefined()
    const open = exposureWarning(parseArgs(["--host", "0.0.0.0"]) as never)
    expect(open).toMatch(/WARNING: payrail-fake listens on 0\.0\.0\.0, which OTHER MACHINES can reach/)
    expect(open).toContain("sk_test_payrail")
    expect(open).toContain("--private-secret-key")
    const chosen = exposureWarning(parseArgs(["--host", "192.168.1.20", "--private-secret-key", "sk_mine"]) as never)
    expect(chosen).toContain("192.168.1.20")
    expect(chosen).not.toContain("sk_mine") // never print the key the user chose
  })

  it("refuses bad input with a message", () => {
    expect(() => parseArgs(["--port", "70000"])).toThrow(/--port/)
    expect(() => parseArgs(["--port"])).toThrow(/needs a value/)
    expect(() => parseArgs(["--verbose"])).toThrow(/Unknown argument/)
    expect(() => parseArgs(["--clock", "fast"])).toThrow(/--clock/)
    expect(() => parseArgs(["--webhook-url", "http://x"])).toThrow(/go together/)
  })
})

// Readiness is the CLI's own "control endpoints" line on stdout, never a sleep. The deadline is only a
// safety net for a CLI that never starts: on a loaded 2-core machine tsx alone can take tens of seconds.
const READY_DEADLINE_MS = 120_000

describe("payrail-fake process", () => {
  let child: ChildProcess | undefined
  afterEach(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL")
  })

  it("starts, prints the URL and default credentials, answers the API and the control endpoints, and stops on SIGTERM", { timeout: READY_DEADLINE_MS + 30_000 }, async () => {
    const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url))
    const tsconfig = fileURLToPath(new URL("./tsconfig.cli.json", import.meta.url))
    const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url))
    child = spawn(tsx, ["--tsconfig", tsconfig, cli, "--port", "0", "--clock", "manual"], { stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()))
    const url = await new Promise<string>((resolve, reject) => {
      const guard = setTimeout(() => reject(new Error(`CLI did not start within ${READY_DEADLINE_MS} ms:\n${output}`)), READY_DEADLINE_MS)
      child!.stdout!.on("data", (d: Buffer) => {
        output += d.toString()
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output)
        if (match && output.includes("control endpoints")) {
          clearTimeout(guard)
          resolve(match[1]!)
        }
      })
      child!.once("exit", (code) => reject(new Error(`CLI exited with ${code}:\n${output}`)))
    })
    expect(output).toContain("pk_test_payrail")
    expect(output).toContain("sk_test_payrail")
    expect(output).toContain("not the real service")

    const control = url.replace(/\/v1$/, "/_fake")
    const key = { "private-secret-key": "sk_test_payrail" }
    expect((await fetch(`${control}/state`)).status).toBe(401) // the control endpoints need the private key
    const session = await (await fetch(`${control}/seed/checkout-session`, { method: "POST", headers: key, body: "{}" })).json()
    const created = await fetch(`${url}/payments`, {
      method: "POST",
      headers: { ...AUTH, "content-type": "application/json", "x-idempotency-key": "cli-1" },
      body: JSON.stringify(paymentBody(session.id))
    })
    expect(created.status).toBe(201)
    const payment = await created.json()
    const state = await (await fetch(`${control}/state/views`, { headers: key })).json()
    expect(state.payments.map((p: { id: string }) => p.id)).toEqual([payment.id])
    expect((await fetch(`${url}/payments/${payment.id}`)).status).toBe(401)

    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)))
    child.kill("SIGTERM")
    expect(await exited).toBe(0)
  })
})

describe("the payrail-fake bin", () => {
  it("is a launcher kept in the repository, so a fresh clone's install can link it before any build", () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
    const target: string = manifest.bin["payrail-fake"]
    expect(target).not.toMatch(/dist\//)
    expect(manifest.files).toContain(target.replace(/^\.\//, "").split("/")[0])
    const launcher = new URL(`../${target}`, import.meta.url)
    accessSync(launcher, constants.X_OK)
    const source = readFileSync(launcher, "utf8")
    expect(source.startsWith("#!/usr/bin/env node\n")).toBe(true)
    expect(source).toContain(`import("../dist/cli.js")`)
  })
})
