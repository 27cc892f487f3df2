import { inspect } from "node:util"
import * as Effect from "effect/Effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { ClientClosedError, ConfigurationError, createPayrail, Payrail, type PayrailClient } from "../../src"
import { resolveConfig } from "../../src/http/config"
import * as f from "../support/fixtures"
import { closedPortUrl, type ScriptedServer, startScriptedServer } from "../support/scripted-server"

const SECRET = "sk_live_TOP_SECRET_5f3a9"
let server: ScriptedServer
let payrail: PayrailClient

beforeAll(async () => {
  server = await startScriptedServer()
  payrail = createPayrail({ publicApiKey: "pk", privateSecretKey: SECRET, baseUrl: server.url, maxRetries: 0, timeoutMs: 300 })
})
beforeEach(() => {
  server.reset()
})
afterAll(async () => {
  await payrail.close()
  await server.close()
})

const everyPrintedForm = (value: unknown): Array<string> => [
  String(value),
  JSON.stringify(value) ?? "",
  inspect(value, { depth: 10, showHidden: true, getters: true }),
  value instanceof Error ? `${value.stack ?? ""} ${String(value.cause)} ${inspect(value.cause, { depth: 10 })}` : ""
]

describe("the private key never appears in a printed form", () => {
  it("not in the client", () => {
    for (const text of everyPrintedForm(payrail)) expect(text).not.toContain(SECRET)
    expect(inspect(payrail)).toContain("PayrailClient")
  })

  it("not in the resolved config", () => {
    const resolved = resolveConfig({ publicApiKey: "pk", privateSecretKey: SECRET, baseUrl: server.url })
    for (const text of everyPrintedForm(resolved)) expect(text).not.toContain(SECRET)
  })

  it.each([
    ["an API error", { status: 401, body: { code: "INVALID_CREDENTIALS", messages: ["Invalid credentials"] } }],
    ["a server error", { status: 500, body: { code: "INTERNAL_ERROR", messages: ["boom"] } }],
    ["a bad response body", { status: 200, body: { id: 5 } }],
    ["a dropped connection", { status: 0, drop: true }],
    ["a timeout", { status: 200, hang: true }]
  ])("not in %s", async (_, reply) => {
    server.reply(reply)
    const error = await payrail.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    for (const text of everyPrintedForm(error)) expect(text).not.toContain(SECRET)
  })

  it("not in a connection-refused error", async () => {
    const client = createPayrail({ publicApiKey: "pk", privateSecretKey: SECRET, baseUrl: await closedPortUrl(), maxRetries: 0 })
    const error = await client.payments.retrieve(f.ids.payment).catch((e: unknown) => e)
    for (const text of everyPrintedForm(error)) expect(text).not.toContain(SECRET)
    await client.close()
  })

  it("not in a validation error", async () => {
    const error = await payrail.payments.create({ ...f.createPaymentBody, description: SECRET.repeat(20) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    for (const text of everyPrintedForm(error)) expect(text).not.toContain(SECRET)
  })

  it("not in Effect's own failure output", async () => {
    server.reply({ status: 401, body: { code: "INVALID_CREDENTIALS", messages: [] } })
    const exit = await Effect.runPromiseExit(
      Payrail.use((p) => p.payments.retrieve(f.ids.payment)).pipe(
        Effect.provide(Payrail.layer({ publicApiKey: "pk", privateSecretKey: SECRET, baseUrl: server.url, maxRetries: 0, timeoutMs: 5000 }))
      )
    )
    for (const text of everyPrintedForm(exit)) expect(text).not.toContain(SECRET)
  })
})

describe("configuration", () => {
  it.each([
    [{ privateSecretKey: "sk", baseUrl: "https://x/v1" }, "publicApiKey"],
    [{ publicApiKey: "pk", baseUrl: "https://x/v1" }, "privateSecretKey"],
    [{ publicApiKey: "pk", privateSecretKey: "sk" }, "baseUrl"],
    [{ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "not a url" }, "baseUrl"],
    [{ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "https://x/v1", timeoutMs: 0 }, "timeoutMs"],
    [{ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "https://x/v1", maxRetries: -1 }, "maxRetries"],
    [{ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "https://x/v1", maxRetries: 1000 }, "maxRetries"]
  ])("a bad config throws ConfigurationError naming %#", (config, name) => {
    const prev = process.env.PAYRAIL_BASE_URL
    delete process.env.PAYRAIL_BASE_URL
    try {
      expect(() => createPayrail(config as never)).toThrow(ConfigurationError)
      expect(() => createPayrail(config as never)).toThrow(name)
    } finally {
      if (prev !== undefined) process.env.PAYRAIL_BASE_URL = prev
    }
  })

  it("falls back to PAYRAIL_BASE_URL", async () => {
    process.env.PAYRAIL_BASE_URL = server.url
    try {
      const client = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk" })
      server.reply({ status: 200, body: f.reportResponse })
      await expect(client.reports.retrieve(f.ids.report)).resolves.toMatchObject({ id: f.ids.report })
      await client.close()
    } finally {
      delete process.env.PAYRAIL_BASE_URL
    }
  })

  it("the Effect layer fails with ConfigurationError on a bad config", async () => {
    const error = await Effect.runPromise(
      Effect.flip(Payrail.use((p) => p.reports.retrieve(f.ids.report)).pipe(
        Effect.provide(Payrail.layer({ publicApiKey: "", privateSecretKey: "sk", baseUrl: server.url }))
      ))
    )
    expect(error).toBeInstanceOf(ConfigurationError)
  })

  it("calls after close() reject with ClientClosedError, though a valid reply is queued", async () => {
    const client = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: server.url })
    server.reply({ status: 200, body: f.reportResponse })
    await client.close()
    await expect(client.reports.retrieve(f.ids.report)).rejects.toBeInstanceOf(ClientClosedError)
    expect(server.requests).toHaveLength(0)
  })
})
