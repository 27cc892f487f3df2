/**
 * What reports and checkout sessions show beyond their status (src/state/reports.ts,
 * src/state/sessions.ts): the timers a report arms (as `fake.clock.pending()` lists
 * them), none re-armed for an expired report after a restore, the error messages naming the id
 * and the reason, and reports.list scoped to the merchant as well as the organization.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { caught, FAST_RETRIES, reportBody, T0 } from "../helpers"

const timing = { completeAfterMs: 5_000, retentionMs: 10_000 }
const UNKNOWN = "3f0e6f4a-0000-4000-8000-000000000000"

describe("report timers", () => {
  it("are listed by the clock under the report's id, completion then expiry", async () => {
    const fake = createFakePayrail({ now: T0, reports: timing })
    const payrail = fake.client(FAST_RETRIES)
    const report = await payrail.reports.create(reportBody())
    expect(fake.clock.pending()).toEqual([{ at: "2025-03-01T12:00:05.000Z", label: `report ${report.id} completes` }])
    await fake.clock.advance(5_000)
    expect(fake.clock.pending()).toEqual([{ at: "2025-03-01T12:00:15.000Z", label: `report ${report.id} expires` }])
    await payrail.close()
  })

  it("an expired report, restored, arms no timer and keeps its updated_at", async () => {
    const fake = createFakePayrail({ now: T0, reports: timing })
    const payrail = fake.client(FAST_RETRIES)
    const report = await payrail.reports.create(reportBody())
    await fake.clock.advance(15_000)
    const expired = await payrail.reports.retrieve(report.id)
    expect(expired).toMatchObject({ status: "EXPIRED", updated_at: "2025-03-01 12:00:15.000000 +0000 UTC" })
    const saved = fake.snapshot()
    await payrail.close()

    const restored = createFakePayrail({ now: T0, reports: timing })
    restored.restore(saved)
    expect(restored.clock.pending().filter((t) => t.label.includes(report.id))).toEqual([])
    await restored.clock.advance(60_000)
    const client = restored.client(FAST_RETRIES)
    expect(await client.reports.retrieve(report.id)).toMatchObject({ status: "EXPIRED", updated_at: expired.updated_at })
    await client.close()
  })
})

describe("messages", () => {
  it("an unknown report's error names it", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client(FAST_RETRIES)
    const error = await caught(() => payrail.reports.retrieve(UNKNOWN))
    expect(error).toMatchObject({ code: "REPORT_NOT_FOUND" })
    expect(JSON.stringify(error)).toContain(`Report ${UNKNOWN} not found`)
    await payrail.close()
  })

  it("an unknown checkout session's error says not found", async () => {
    const fake = createFakePayrail({ now: T0 })
    const payrail = fake.client(FAST_RETRIES)
    const error = await caught(() => payrail.checkout.sessions.retrieve(UNKNOWN))
    expect(error).toMatchObject({ code: "CHECKOUT_SESSION_NOT_FOUND" })
    expect(JSON.stringify(error)).toContain(`Checkout session ${UNKNOWN} not found`)
    await payrail.close()
  })
})

describe("reports.list", () => {
  it("lists only the calling merchant's reports of the organization", async () => {
    const fake = createFakePayrail({ now: T0 })
    fake.seed.merchant({ publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const mine = fake.client(FAST_RETRIES)
    const theirs = fake.client({ ...FAST_RETRIES, publicApiKey: "pk_other", privateSecretKey: "sk_other" })
    const own = await mine.reports.create(reportBody())
    const other = await theirs.reports.create(reportBody())
    expect((await mine.reports.list({}).toArray()).map((r) => r.id)).toEqual([own.id])
    expect((await theirs.reports.list({}).toArray()).map((r) => r.id)).toEqual([other.id])
    await mine.close()
    await theirs.close()
  })
})
