/**
 * Lists across the API's three paging styles: one page on await, every item on `for await`
 * (Promise facade) and on `listAll` (Effect service), against a scripted server serving 3 pages.
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from "vitest"
import {
  createPayrail,
  type ListSubscriptionsParams,
  type Page,
  type PagedList,
  Payrail,
  type PayrailApiError,
  type PayrailClient,
  type PayrailService,
  type Report,
  RequestValidationError,
  type Subscription
} from "../../src"
import * as f from "../support/fixtures"
import { type ScriptedServer, startScriptedServer } from "../support/scripted-server"

let server: ScriptedServer
let payrail: PayrailClient
const config = () => ({
  publicApiKey: "pk",
  privateSecretKey: "sk",
  baseUrl: server.url,
  organizationCode: "org_1",
  accountId: "acc_1",
  retryBackoff: { initialDelayMs: 1 }
})

beforeAll(async () => {
  server = await startScriptedServer()
  payrail = createPayrail(config())
})
afterAll(async () => {
  await payrail.close()
  await server.close()
})
beforeEach(() => server.reset())

const sub = (n: number) => ({ ...f.subscriptionResponse, id: `sub-${n}` })
const pay = (n: number) => ({ ...f.paymentResponse, id: `pay-${n}` })
const rep = (n: number) => ({ ...f.reportResponse, id: `rep-${n}` })

// page/size: 5 items, size 2 → pages of 2, 2, 1
const subscriptionPages = [
  { items: [sub(1), sub(2)], pagination: { page: 1, size: 2, total: 5, total_pages: 3 } },
  { items: [sub(3), sub(4)], pagination: { page: 2, size: 2, total: 5, total_pages: 3 } },
  { items: [sub(5)], pagination: { page: 3, size: 2, total: 5, total_pages: 3 } }
]
// limit/offset: has_more says when to stop
const paymentPages = [
  { data: [pay(1), pay(2)], pagination: { total: 5, limit: 2, offset: 0, has_more: true } },
  { data: [pay(3), pay(4)], pagination: { total: 5, limit: 2, offset: 2, has_more: true } },
  { data: [pay(5)], pagination: { total: 5, limit: 2, offset: 4, has_more: false } }
]
// page_number/page_size: a bare array, a short page is the last
const reportPages = [[rep(1), rep(2)], [rep(3), rep(4)], [rep(5)]]

const replyAll = (pages: ReadonlyArray<unknown>) => server.reply(...pages.map((body) => ({ status: 200, body })))
const queries = () => server.requests.map((r) => Object.fromEntries(r.query))

describe("Promise facade: await gives one page, for await walks every page", () => {
  it("page/size (subscriptions.list)", async () => {
    replyAll(subscriptionPages)
    const first = await payrail.subscriptions.list({ size: 2 })
    expect(first).toEqual({ data: [sub(1), sub(2)], hasMore: true, total: 5, nextParams: { size: 2, page: 2 } })

    server.reset()
    replyAll(subscriptionPages)
    const ids: Array<string> = []
    for await (const s of payrail.subscriptions.list({ size: 2, status: "ACTIVE" })) ids.push(s.id)
    expect(ids).toEqual(["sub-1", "sub-2", "sub-3", "sub-4", "sub-5"])
    expect(queries()).toEqual([
      { size: "2", status: "ACTIVE" },
      { size: "2", status: "ACTIVE", page: "2" },
      { size: "2", status: "ACTIVE", page: "3" }
    ])
    for (const r of server.requests) expect(r.headers["x-account-code"]).toBe("acc_1")
  })

  it("limit/offset (subscriptions.listPayments)", async () => {
    replyAll(paymentPages)
    const ids: Array<string> = []
    for await (const p of payrail.subscriptions.listPayments(f.ids.subscription, { limit: 2 })) ids.push(p.id)
    expect(ids).toEqual(["pay-1", "pay-2", "pay-3", "pay-4", "pay-5"])
    expect(queries()).toEqual([{ limit: "2" }, { limit: "2", offset: "2" }, { limit: "2", offset: "4" }])
    for (const r of server.requests) expect(r.path).toBe(`/subscriptions/${f.ids.subscription}/payments`)
  })

  it("page_number/page_size (reports.list)", async () => {
    replyAll(reportPages)
    expect((await payrail.reports.list({ page_size: 2 }).toArray()).map((r) => r.id)).toEqual(["rep-1", "rep-2", "rep-3", "rep-4", "rep-5"])
    expect(queries()).toEqual([{ page_size: "2" }, { page_size: "2", page_number: "2" }, { page_size: "2", page_number: "3" }])
    for (const r of server.requests) expect(r.headers["x-organization-code"]).toBe("org_1")
  })

  it("sends nothing until awaited or iterated, and stops early when the loop breaks", async () => {
    const list = payrail.subscriptions.list({ size: 2 })
    expect(server.requests).toHaveLength(0)
    replyAll(subscriptionPages)
    for await (const s of list) if (s.id === "sub-2") break
    expect(server.requests).toHaveLength(1)
  })

  it("fails before any I/O without an account for subscriptions.list", async () => {
    const noAccount = createPayrail({ ...config(), accountId: undefined })
    try {
      const error = await noAccount.subscriptions.list().then(() => undefined, (e: unknown) => e)
      expect(error).toBeInstanceOf(RequestValidationError)
      expect((error as RequestValidationError).issues.map((i) => i.path)).toEqual(["account_id"])
      expect(server.requests).toHaveLength(0)
    } finally {
      await noAccount.close()
    }
  })
})

describe("types", () => {
  it("a Promise list is a PagedList of the resource; the Effect list a Page; listAll is Effect-only", () => {
    expectTypeOf<ReturnType<PayrailClient["subscriptions"]["list"]>>().toEqualTypeOf<PagedList<Subscription, ListSubscriptionsParams>>()
    expectTypeOf<Awaited<ReturnType<PayrailClient["reports"]["list"]>>["data"]>().toEqualTypeOf<ReadonlyArray<Report>>()
    expectTypeOf<PayrailService["subscriptions"]["list"]>().returns.toEqualTypeOf<
      Effect.Effect<Page<Subscription, ListSubscriptionsParams>, PayrailApiError>
    >()
    expectTypeOf<PayrailClient["subscriptions"]>().not.toHaveProperty("listAll")
  })
})

describe("Effect service: list answers a page, listAll streams every item", () => {
  const run = <A>(f: (p: PayrailService) => Effect.Effect<A, PayrailApiError>) =>
    Effect.runPromise(Effect.provide(Payrail.use(f), Payrail.layer(config())))

  it("walks 3 pages in each style", async () => {
    replyAll(subscriptionPages)
    replyAll(paymentPages)
    replyAll(reportPages)
    const [subs, pays, reps] = await run((p) =>
      Effect.all([
        Stream.runCollect(p.subscriptions.listAll({ size: 2 })),
        Stream.runCollect(p.subscriptions.listAllPayments(f.ids.subscription, { limit: 2 })),
        Stream.runCollect(p.reports.listAll({ page_size: 2 }))
      ])
    )
    expect(Array.from(subs, (s) => s.id)).toEqual(["sub-1", "sub-2", "sub-3", "sub-4", "sub-5"])
    expect(Array.from(pays, (s) => s.id)).toEqual(["pay-1", "pay-2", "pay-3", "pay-4", "pay-5"])
    expect(Array.from(reps, (s) => s.id)).toEqual(["rep-1", "rep-2", "rep-3", "rep-4", "rep-5"])
    expect(server.requests).toHaveLength(9)
  })

  it("list gives the page and its next params", async () => {
    replyAll([paymentPages[1]])
    const page = await run((p) => p.subscriptions.listPayments(f.ids.subscription, { limit: 2, offset: 2 }))
    expect(page.hasMore).toBe(true)
    expect(page.nextParams).toEqual({ limit: 2, offset: 4 })
  })

  it("reports.list without a page_size stops on an empty page, and never asks past page 10", async () => {
    replyAll([[rep(1)], []])
    const reps = await run((p) => Stream.runCollect(p.reports.listAll()))
    expect(Array.from(reps, (r) => r.id)).toEqual(["rep-1"])
    expect(queries()).toEqual([{}, { page_number: "2" }])
    server.reset()
    replyAll([[rep(9)]])
    const last = await run((p) => p.reports.list({ page_number: 10, page_size: 1 }))
    expect(last.hasMore).toBe(false)
  })
})
