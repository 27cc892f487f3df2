/** The `payrail-fake` CLI: argument parsing, and a real process that starts and answers. */
import { type ChildProcess, spawn } from "node:child_process"
import { accessSync, constants, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { afterEach, describe, expect, it } from "vitest"
import { stopCli } from "./cli-process"
import { CliUsageError, exposureWarning, parseCommand, USAGE } from "../src/cli/args"
import { AUTH, paymentBody } from "./helpers"

const serve = (argv: ReadonlyArray<string>) => {
  const parsed = parseCommand(argv)
  if (parsed.command !== "serve") throw new Error(`expected serve, got ${parsed.command}`)
  return parsed.options
}

describe("parseCommand", () => {
  it("defaults to serving on 127.0.0.1:4010 with the real clock", () => {
    expect(parseCommand([])).toEqual({ command: "serve", options: { port: 4010, host: "127.0.0.1", clock: "real" } })
    expect(parseCommand(["serve"])).toEqual(parseCommand([]))
  })

  it("reads --port, --host, --clock and the webhook flags, in both --name value and --name=value forms", () => {
    expect(serve(["--port=0", "--host", "0.0.0.0", "--clock", "manual", "--webhook-url", "http://localhost:3000", "--webhook-secret=s", "--webhook-scheme", "standard-webhooks"]))
      .toEqual({ port: 0, host: "0.0.0.0", clock: "manual", webhookUrl: "http://localhost:3000", webhookSecret: "s", webhookScheme: "standard-webhooks" })
    expect(parseCommand(["--help"])).toEqual({ command: "help", text: USAGE })
    expect(parseCommand(["-h"])).toEqual({ command: "help", text: USAGE })
    expect(parseCommand(["trigger", "--help"])).toEqual({ command: "help", text: USAGE })
  })

  it("reads --private-secret-key and --allowed-host, repeated or comma-separated", () => {
    expect(serve(["--private-secret-key", "sk_mine", "--allowed-host", "payrail-fake, fake.internal", "--allowed-host", "third"])).toEqual({
      port: 4010,
      host: "127.0.0.1",
      clock: "real",
      privateSecretKey: "sk_mine",
      allowedHosts: ["payrail-fake", "fake.internal", "third"]
    })
    expect(() => parseCommand(["--private-secret-key", "has space"])).toThrow(/--private-secret-key/)
  })

  it("reads trigger: the event, --id, repeated --set (JSON values when they parse), --url and the key", () => {
    expect(parseCommand(["trigger", "payment.chargeback", "--id", "pay_1", "--set", "status=CHARGEBACK", "--set", "amount.value=12.5", "--set", "note=\"12\"", "--url", "http://127.0.0.1:5000/v1"])).toEqual({
      command: "trigger",
      options: {
        event: "payment.chargeback",
        list: false,
        id: "pay_1",
        set: { status: "CHARGEBACK", "amount.value": 12.5, note: "12" },
        url: "http://127.0.0.1:5000/v1",
        privateSecretKey: "sk_test_payrail"
      }
    })
    expect(parseCommand(["trigger", "--list"])).toMatchObject({ command: "trigger", options: { event: undefined, list: true } })
  })

  it("warns loudly when binding beyond loopback, naming the published default key", () => {
    expect(exposureWarning(serve([]))).toBeUndefined()
    expect(exposureWarning(serve(["--host", "::1"]))).toBeUndefined()
    const open = exposureWarning(serve(["--host", "0.0.0.0"]))
    expect(open).toMatch(/WARNING: payrail-fake listens on 0\.0\.0\.0, which OTHER MACHINES can reach/)
    expect(open).toContain("sk_test_payrail")
    expect(open).toContain("--private-secret-key")
    const chosen = exposureWarning(serve(["--host", "192.168.1.20", "--private-secret-key", "sk_mine"]))
    expect(chosen).toContain("192.168.1.20")
    expect(chosen).not.toContain("sk_mine") // never print the key the user chose
  })

  it("refuses bad input with one line naming the option", () => {
    const refusal = (argv: ReadonlyArray<string>) => {
      try {
        parseCommand(argv)
      } catch (error) {
        expect(error).toBeInstanceOf(CliUsageError)
        expect((error as Error).message).not.toContain("\n")
        return (error as Error).message
      }
      throw new Error(`accepted ${argv.join(" ")}`)
    }
    expect(refusal(["--port", "70000"])).toBe("--port must be 0 to 65535, got 70000")
    expect(refusal(["--port", "4o10"])).toBe("--port must be 0 to 65535, got 4o10")
    expect(refusal(["--port"])).toBe("--port needs a value")
    expect(refusal(["--verbose"])).toBe("unknown option --verbose")
    expect(refusal(["--clock", "fast"])).toBe("--clock must be real or manual, got fast")
    expect(refusal(["--webhook-url", "http://x"])).toBe("--webhook-url and --webhook-secret go together")
    expect(refusal(["--webhook-url", "nope", "--webhook-secret", "s"])).toMatch(/--webhook-url must be a URL/)
    expect(refusal(["start"])).toBe("unknown command start (commands: serve, trigger)")
    expect(refusal(["trigger"])).toMatch(/trigger needs an event/)
    expect(refusal(["trigger", "a.b", "c.d"])).toBe("trigger takes one event, got a.b c.d")
    expect(refusal(["trigger", "a.b", "--set", "novalue"])).toMatch(/--set takes path=value/)
    expect(refusal(["trigger", "a.b", "--port", "1"])).toBe("unknown option --port")
  })

  it("--help describes every option of both commands, with examples", () => {
    for (const option of ["--port", "--host", "--clock", "--webhook-url", "--webhook-secret", "--webhook-scheme", "--private-secret-key", "--allowed-host", "--state", "--seed", "--save", "--help", "--id", "--set", "--url", "--list"]) {
      expect(USAGE).toMatch(new RegExp(`^  (-h, )?${option} `, "m"))
    }
    expect(USAGE).toContain("payrail-fake trigger <event> [options]")
    expect(USAGE.match(/^  payrail-fake .*/gm)!.length).toBeGreaterThanOrEqual(10) // usage lines and examples
  })
})

// Readiness is the CLI's own "control endpoints" line on stdout, never a sleep. The deadline is only a
// safety net for a CLI that never starts: on a loaded 2-core machine tsx alone can take tens of seconds.
const READY_DEADLINE_MS = 120_000

describe("payrail-fake process", () => {
  let child: ChildProcess | undefined
  afterEach(() => stopCli(child))

  it("starts, prints the URL and default credentials, answers the API and the control endpoints, and stops on SIGTERM", { timeout: READY_DEADLINE_MS + 30_000 }, async () => {
    const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url))
    const tsconfig = fileURLToPath(new URL("./tsconfig.cli.json", import.meta.url))
    const cli = fileURLToPath(new URL("../src/cli/main.ts", import.meta.url))
    child = spawn(tsx, ["--tsconfig", tsconfig, cli, "--port", "0", "--clock", "manual"], { stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()))
    const url = await new Promise<string>((resolve, reject) => {
      const guard = setTimeout(() => reject(new Error(`CLI did not start within ${READY_DEADLINE_MS} ms:\n${output}`)), READY_DEADLINE_MS)
      child!.stdout!.on("data", (d: Buffer) => {
        output += d.toString()
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output)
        if (match && output.includes("trigger events")) {
          clearTimeout(guard)
          resolve(match[1]!)
        }
      })
      child!.once("exit", (code) => reject(new Error(`CLI exited with ${code}:\n${output}`)))
    })
    expect(output).toContain("pk_test_payrail")
    expect(output).toContain("sk_test_payrail")
    expect(output).toContain("not the real service")
    // the dashboard is served by the CLI too, at the URL it prints
    const dashboard = /dashboard: +(\S+)/.exec(output)![1]!
    expect(dashboard).toBe(`${url.replace(/\/v1$/, "/_fake")}/?key=sk_test_payrail`)
    const page = await fetch(dashboard, { headers: { accept: "text/html" } })
    expect([page.status, page.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"])
    await page.body?.cancel()

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
