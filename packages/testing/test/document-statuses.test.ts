/**
 * The fake answers only statuses its served document (`/openapi.json`) lists, walked over every
 * declaration:
 * - each operation lists its success status, the statuses every operation may answer, 413 when it
 *   reads a body, and its own refusals;
 * - every refusal the fake's source makes with another status (a conflict, an unprocessable value,
 *   a relayed failure) is listed on each operation that makes it: the table below says where each
 *   one is made, and a refusal missing from it fails the test until it is placed;
 * - every request example of the conformance corpus, sent twice to the fake's HTTP server (a second
 *   create is a conflict), is answered with a status its operation lists.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { endpoints } from "@payrail/core/api"
import { matchEndpoint } from "@payrail/core/internal"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createFakePayrail, type FakeServer } from "../src/index"
import { notModelledOperations } from "../src/routes/table"
import { requestCases, stringAt } from "./conformance/corpus"
import { prepare } from "./conformance/prepare"
import { ACCOUNT_ID, AUTH, T0 } from "./helpers"

type Json = Record<string, any>

/** What any operation may answer: validation, credentials, not found, rate limit, server error. */
const COMMON = ["400", "401", "403", "404", "429", "500"]

/** Where each refusal with another status is made (`status CODE` → the operations reaching it), read off the handlers. */
const OWN_REFUSALS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "409 RECIPIENT_NOT_BLOCKED": ["recipients.onboardings.unblock"],
  "409 RECIPIENT_ALREADY_BLOCKED": ["recipients.onboardings.block"],
  "409 RECIPIENT_ALREADY_CANCELLED": ["recipients.onboardings.block", "recipients.onboardings.cancel"],
  "409 RECIPIENT_IN_USE": ["recipients.delete"],
  "409 WEBHOOK_ALREADY_EXISTS": ["webhookEndpoints.create", "webhookEndpoints.update"],
  "409 DUPLICATE_CHECKOUT_NAME": ["checkouts.create", "checkouts.updateLifecycle"],
  "409 CANNOT_ARCHIVE_DEFAULT_CHECKOUT": ["checkouts.updateLifecycle"],
  "409 CANNOT_UNPUBLISH_DEFAULT_CHECKOUT": ["checkouts.updateLifecycle"],
  "409 CONNECTION_ALREADY_EXISTS": ["connections.create"],
  "409 SELLER_ALREADY_EXISTS": ["sellers.create"],
  "409 ROUTING_ALREADY_EXISTS": ["routing.create"],
  "409 METER_EVENT_NAME_CONFLICT": ["meters.create"],
  "409 PLAN_METER_ALREADY_ASSIGNED": ["meters.attachToPlan"],
  "409 CONFLICT": ["paymentMethods.reassign"],
  "409 DUPLICATE_ENTITY": ["banking.entities.create", "banking.entities.update"],
  "409 DESTINATION_EXISTS": ["pciProxy.destinations.register"],
  "422 INVALID_HOSTNAME": ["pciProxy.destinations.register"],
  "422 SAME_PLAN": ["subscriptions.update"],
  "413 REQUEST_TOO_LARGE": ["pciProxy.forward"],
  "502 DESTINATION_UNREACHABLE": ["pciProxy.forward"],
  "504 DESTINATION_TIMEOUT": ["pciProxy.forward"],
  "501 NOT_MODELLED": notModelledOperations
}

/** The `reject…(status, "CODE"` calls of the fake's handlers and state, with a status outside COMMON. */
const refusalsInSource = (): Set<string> => {
  const root = fileURLToPath(new URL("../src/", import.meta.url))
  const found = new Set<string>()
  const stack = ["routes", "state", "foundation"].map((dir) => join(root, dir))
  while (stack.length > 0) {
    const path = stack.pop()!
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) stack.push(join(path, name))
      continue
    }
    if (!path.endsWith(".ts")) continue
    for (const m of readFileSync(path, "utf8").matchAll(/\breject\w*\((\d{3}),\s*"([A-Z_]+)"/g)) {
      if (!COMMON.includes(m[1]!)) found.add(`${m[1]} ${m[2]}`)
    }
  }
  return found
}

let server: FakeServer
let document: Json
beforeAll(async () => {
  server = await createFakePayrail({ now: T0 }).listen()
  document = (await (await fetch(server.url.replace(/\/v1$/, "/openapi.json"))).json()) as Json
})
afterAll(async () => {
  await server.close()
})

const responsesOf = (operation: string): Json => {
  const e = endpoints.find((d) => d.operation === operation)
  expect(e, operation).toBeDefined()
  return document.paths[e!.path][e!.method.toLowerCase()].responses as Json
}
/** Whether the served document lists `status` for `operation` (a relayed answer's `default` lists them all). */
const lists = (operation: string, status: number | string) => {
  const responses = responsesOf(operation)
  return String(status) in responses || "default" in responses
}

describe("the fake answers only statuses its served document lists", () => {
  it("every operation lists its success, the common errors, 413 when it reads a body, and nothing it never answers as 501", () => {
    for (const e of endpoints) {
      const listed = Object.keys(responsesOf(e.operation))
      expect(listed, e.operation).toEqual(expect.arrayContaining([String(e.successStatus), ...COMMON]))
      expect(listed.includes("413"), e.operation).toBe(e.method !== "GET")
      expect(listed.includes("501"), e.operation).toBe(notModelledOperations.includes(e.operation))
    }
  })

  it("every refusal of the fake with another status is listed on each operation that makes it", () => {
    const found = refusalsInSource()
    // a refusal the table does not place fails here: say which operations make it
    expect([...found].filter((r) => !(r in OWN_REFUSALS)), "refusals missing from OWN_REFUSALS").toEqual([])
    expect(found.size).toBeGreaterThanOrEqual(20)
    for (const [refusal, operations] of Object.entries(OWN_REFUSALS)) {
      if (refusal !== "501 NOT_MODELLED") expect(found.has(refusal), `${refusal} is still made`).toBe(true)
      const [status, code] = refusal.split(" ") as [string, string]
      for (const operation of operations) {
        expect(lists(operation, status), `${operation} lists ${status}`).toBe(true)
        const response = responsesOf(operation)[status] as Json | undefined
        // an operation's own status names its codes
        if (response !== undefined && response.$ref === undefined) expect(response.description, `${operation} ${status}`).toContain(code)
      }
    }
    // and the pipeline's 413 (a body over its cap) is listed wherever a body is read: the first test
    expect(readFileSync(new URL("../src/pipeline/body.ts", import.meta.url), "utf8")).toMatch(/status: 413, body: \{ code: "REQUEST_TOO_LARGE"/)
  })

  it("answers each request example of the corpus, sent twice, with statuses the document lists for its operation", async () => {
    const seen = new Map<string, Set<number>>()
    for (const c of requestCases()) {
      if (notModelledOperations.includes(c.operation)) continue
      const fake = createFakePayrail({ now: stringAt(c.example.body, "availability.start_at") ?? T0 })
      const http = await fake.listen()
      try {
        const { body, params } = await prepare(fake, c.operation, c.endpoint.path, c.example.body)
        const path = c.endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!))
        for (let attempt = 0; attempt < 2; attempt++) {
          const response = await fetch(`${http.url}${path}`, {
            method: c.endpoint.method,
            headers: {
              ...AUTH,
              "content-type": "application/json",
              "x-idempotency-key": crypto.randomUUID(),
              "x-account-code": ACCOUNT_ID,
              "x-organization-code": "org_corpus"
            },
            ...(c.endpoint.method === "GET" ? {} : { body: JSON.stringify(body) })
          })
          const text = await response.text()
          const matched = matchEndpoint(c.endpoint.method, path)
          expect(matched.endpoint?.operation, c.title).toBe(c.endpoint.operation)
          expect(lists(c.endpoint.operation, response.status), `${c.title} (send ${attempt + 1}) → ${response.status} ${text.slice(0, 200)}`).toBe(true)
          const statuses = seen.get(c.endpoint.operation) ?? new Set()
          seen.set(c.endpoint.operation, statuses.add(response.status))
        }
      } finally {
        await http.close()
      }
    }
    // the walk reached the operations and their conflicts, not only their successes
    // (60 operations have examples; 7 of them answer the repeat with a conflict)
    expect(seen.size).toBeGreaterThanOrEqual(55)
    const conflicts = [...seen].filter(([, statuses]) => statuses.has(409)).map(([operation]) => operation)
    expect(conflicts.length, conflicts.join(", ")).toBeGreaterThanOrEqual(5)
  }, 240_000)
})
