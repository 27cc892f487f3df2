/**
 * The commands derived from the declarations. As processes: `--help` of three groups and of their
 * commands, and a create → retrieve → refund round trip on the embedded fake whose state is kept
 * in a file between the three processes. In-process (`run`, the same code the bin runs): the exit
 * codes of each kind of failure, `-d` typed by the body schema, lists paged to `--limit`, the
 * live-key guard and the relay's wrangler config.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { endpoints } from "../src/declarations"
import { createFakePayrail, type FakeServer } from "@payrail/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { run } from "../src/cli"
import type { Output } from "../src/output"
import { runCli } from "./cli-process"

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "payrail-cli-"))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs a command line in-process; answers the exit code and what was printed. */
const exec = async (argv: ReadonlyArray<string>, env: Record<string, string | undefined> = {}) => {
  const out: Array<string> = []
  const err: Array<string> = []
  const output: Output = { out: (l) => out.push(l), err: (l) => err.push(l), pretty: false }
  const saved = { ...process.env }
  for (const key of Object.keys(process.env)) if (key.startsWith("PAYRAIL_")) delete process.env[key]
  Object.assign(process.env, env)
  try {
    const code = await run(argv, output)
    return { code, stdout: out.join("\n"), stderr: err.join("\n") }
  } finally {
    process.env = saved
  }
}

describe("generated --help, as processes", () => {
  it("a group lists every operation of the declarations under it; a command shows its arguments, flags, types, enum values and description", async () => {
    const groups = [
      { argv: ["payments"], group: "payments." },
      { argv: ["customers"], group: "customers." },
      { argv: ["webhook-endpoints"], group: "webhookEndpoints." }
    ]
    for (const { argv, group } of groups) {
      const { code, stdout } = await runCli([...argv, "--help"])
      expect(code).toBe(0)
      const declared = endpoints.filter((e) => e.operation.startsWith(group))
      expect(declared.length).toBeGreaterThan(3)
      for (const e of declared) {
        const words = e.operation.slice(group.length).split(".").map((w) => w.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join(" ")
        expect(stdout).toContain(`  ${words}`)
      }
    }
    const retrieve = await runCli(["payments", "retrieve", "--help"])
    expect(retrieve.code).toBe(0)
    expect(retrieve.stdout).toContain("payrail payments retrieve <payment_id>")
    expect(retrieve.stdout).toContain("GET /payments/{payment_id}")
    expect(retrieve.stdout).toMatch(/--raw_response <value>\s+"true" \| "false"/)
    expect(retrieve.stdout).toContain(endpoints.find((e) => e.operation === "payments.retrieve")!.description)

    const create = await runCli(["webhook-endpoints", "create", "--help"])
    expect(create.stdout).toMatch(/name \(required\)\s+string/)
    expect(create.stdout).toMatch(/payment_triggers\s+array of "AUTHORIZE" \| "CANCEL" \| "CAPTURE"/)
    // webhookEndpoints.create is declared without an idempotency key
    expect(create.stdout).not.toContain("--idempotency-key")
    const refund = await runCli(["payments", "refund", "--help"])
    expect(refund.stdout).toContain("payrail payments refund <payment_id> <transaction_id> [--data @file.json|json]")
    expect(refund.stdout).toContain("--idempotency-key")
  })
})

describe("a round trip on the embedded fake, as processes, state kept in a file", () => {
  it("create → retrieve → refund: each process sees what the one before it did", async () => {
    const state = join(dir, "fake-state.json")
    const body = join(dir, "payment.json")
    writeFileSync(body, JSON.stringify({ description: "Order 1042", country: "US", merchant_order_id: "order-1042", workflow: "DIRECT", payment_method: { token: "tok_visa" } }))
    const created = await runCli(["payments", "create", "--fake", "--state", state, "--data", `@${body}`, "-d", "account_id=9f0a3c1e-5b7d-4e2a-8c6f-1d2e3f4a5b6c", "-d", "amount.currency=USD", "-d", "amount.value=50", "--idempotency-key", "order-1042-create"])
    expect(created.stderr).toBe("")
    expect(created.code).toBe(0)
    // not a terminal: one line of JSON
    expect(created.stdout.trim().split("\n")).toHaveLength(1)
    const payment = JSON.parse(created.stdout) as { id: string; status: string; amount: { value: number }; transactions: { id: string } }
    expect(payment).toMatchObject({ status: "SUCCEEDED", amount: { value: 50 } })
    expect(JSON.parse(readFileSync(state, "utf8"))).toBeTypeOf("object")

    const retrieved = await runCli(["payments", "retrieve", payment.id, "--fake", "--state", state])
    expect(retrieved.code).toBe(0)
    expect(JSON.parse(retrieved.stdout)).toMatchObject({ id: payment.id, merchant_order_id: "order-1042" })

    const refunded = await runCli(["payments", "refund", payment.id, payment.transactions.id, "--fake", "--state", state, "-d", "amount.value=20", "-d", "amount.currency=USD"])
    expect(refunded.stderr).toBe("")
    expect(refunded.code).toBe(0)
    expect(JSON.parse(refunded.stdout)).toMatchObject({ id: payment.id, amount: { refunded: 20 } })
  })
})

describe("exit codes and errors on stderr", () => {
  let server: FakeServer
  beforeAll(async () => {
    server = await createFakePayrail().listen()
  })
  afterAll(() => server.close())

  it("2 for a bad command line or an input the client refuses, naming the field", async () => {
    const unknown = await exec(["payments", "retreive"])
    expect(unknown.code).toBe(2)
    expect(JSON.parse(unknown.stderr)).toMatchObject({ error: "CliUsageError", message: expect.stringContaining("payments retreive") })
    const missing = await exec(["payments", "create", "--fake", "-d", "amount.value=5"])
    expect(missing.code).toBe(2)
    const report = JSON.parse(missing.stderr) as { error: string; issues: Array<{ path: string }> }
    expect(report.error).toBe("RequestValidationError")
    expect(report.issues.map((i) => i.path)).toContain("description")
    expect(report.issues.map((i) => i.path)).toContain("amount.currency")
    const badNumber = await exec(["payments", "create", "--fake", "-d", "amount.value=lots"])
    expect(badNumber.code).toBe(2)
  })

  it("3 for an error answer, with its tag, code and request id", async () => {
    const { code, stderr } = await exec(["payments", "retrieve", "00000000-0000-4000-8000-000000000000", "--fake"])
    expect(code).toBe(3)
    const report = JSON.parse(stderr) as { error: string; code: string; request_id: string; status: number }
    expect(report).toMatchObject({ error: "ApiError", code: "PAYMENT_NOT_FOUND", status: 400 })
    expect(report.request_id).toMatch(/^req_/)
  })

  it("5 for refused credentials, 4 when nothing answers; the private key never printed", async () => {
    const auth = await exec(["payments", "retrieve", "00000000-0000-4000-8000-000000000000", "--base-url", server.url], { PAYRAIL_PUBLIC_API_KEY: "pk_test_payrail", PAYRAIL_PRIVATE_SECRET_KEY: "sk_wrong_secret_123" })
    expect(auth.code).toBe(5)
    expect(JSON.parse(auth.stderr)).toMatchObject({ error: "InvalidCredentialsError" })
    expect(auth.stderr).not.toContain("sk_wrong_secret_123")
    const closed = await createFakePayrail().listen()
    const url = closed.url
    await closed.close()
    const network = await exec(["payments", "retrieve", "00000000-0000-4000-8000-000000000000", "--base-url", url], { PAYRAIL_PUBLIC_API_KEY: "pk", PAYRAIL_PRIVATE_SECRET_KEY: "sk_x" })
    expect(network.code).toBe(4)
    expect(JSON.parse(network.stderr)).toMatchObject({ error: "ConnectionError" })
  })

  it("a live key or a production URL needs --live; without keys the command says how to get some", async () => {
    const live = await exec(["payments", "retrieve", "x"], { PAYRAIL_PUBLIC_API_KEY: "prod_abc", PAYRAIL_PRIVATE_SECRET_KEY: "sk" })
    expect(live.code).toBe(2)
    expect(live.stderr).toContain("--live")
    const production = await exec(["payments", "retrieve", "x", "--base-url", "https://api.y.uno/v1"], { PAYRAIL_PUBLIC_API_KEY: "sandbox_abc", PAYRAIL_PRIVATE_SECRET_KEY: "sk" })
    expect(production.code).toBe(2)
    const none = await exec(["payments", "retrieve", "x"])
    expect(none.code).toBe(2)
    expect(none.stderr).toContain("--fake")
  })
})

describe("input and output", () => {
  it("-d values are typed by the body schema: a number where it is a number, text where it is text, := for raw JSON", async () => {
    const state = join(dir, "typed.json")
    const { code, stdout, stderr } = await exec([
      "customers", "create", "--fake", "--state", state,
      "-d", "merchant_customer_id=12345", "-d", "first_name=007", "-d", "email=ana@example.com", "-d", "metadata:=[{\"key\":\"tier\",\"value\":\"gold\"}]"
    ])
    expect(stderr).toBe("")
    expect(code).toBe(0)
    const customer = JSON.parse(stdout) as { merchant_customer_id: unknown; first_name: unknown }
    // both look like numbers; the schema says text
    expect(customer.merchant_customer_id).toBe("12345")
    expect(customer.first_name).toBe("007")
  })

  it("a list pages on its own, up to --limit", async () => {
    const state = join(dir, "reports.json")
    const env = { PAYRAIL_ORGANIZATION_CODE: "org-cli-test" }
    for (let i = 0; i < 3; i++) {
      const made = await exec(["reports", "create", "--fake", "--state", state, "-d", "type=PAYMENTS", "-d", "start_date=2026-01-01T00:00:00Z", "-d", "end_date=2026-01-31T00:00:00Z"], env)
      expect(made.stderr).toBe("")
    }
    const all = await exec(["reports", "list", "--fake", "--state", state, "--page_size", "1"], env)
    expect(all.code).toBe(0)
    expect((JSON.parse(all.stdout) as Array<unknown>).length).toBe(3) // three pages of one
    const two = await exec(["reports", "list", "--fake", "--state", state, "--page_size", "1", "--limit", "2"], env)
    expect((JSON.parse(two.stdout) as Array<unknown>).length).toBe(2)
  })

  it("relay deploy writes the wrangler config of the Worker and its Durable Object (not deployed)", async () => {
    const target = join(dir, "relay")
    const { code, stdout } = await exec(["relay", "deploy", "--dry-run", "--dir", target, "--name", "acme-relay", "--max-held", "250"])
    expect(code).toBe(0)
    expect(stdout).toContain("would run: npx -y wrangler deploy --config")
    const config = JSON.parse(readFileSync(join(target, "wrangler.json"), "utf8")) as Record<string, unknown>
    // main: the Worker module itself, relative to the config (wrangler bundles it)
    expect(readFileSync(resolve(target, config.main as string), "utf8")).toContain("export class PayrailRelay")
    expect(config).toMatchObject({
      name: "acme-relay",
      durable_objects: { bindings: [{ name: "PAYRAIL_RELAY", class_name: "PayrailRelay" }] },
      migrations: [{ tag: "v1", new_sqlite_classes: ["PayrailRelay"] }],
      vars: { RELAY_MAX_HELD: "250" }
    })
    expect((await exec(["relay", "deploy", "--dry-run", "--dir", target, "--name", "Bad Name"])).code).toBe(2)
  })
})
