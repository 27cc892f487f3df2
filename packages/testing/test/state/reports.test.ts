/**
 * Reports on the fake clock (docs/service-facts.md#create-report, docs/service-facts.md#report-statuses, docs/service-facts.md#report-lists; src/state/reports.ts):
 * the moves at their exact times with custom timing, the report.update notification,
 * the list's date range, organization and merchant, timers re-armed after a save and restore (the
 * clock lists them; none for an expired report), and the not-found message naming the id.
 */
import { describe, expect, it } from "vitest"
import { createFakePayrail } from "../../src/index"
import { caught, FAST_RETRIES, reportBody, T0 } from "../helpers"

const timing = { completeAfterMs: 5_000, retentionMs: 10_000 }
const UNKNOWN = "3f0e6f4a-0000-4000-8000-000000000000"

const fakeWith = (reportTiming?: { completeAfterMs: number; retentionMs: number }) => {
  const fake = createFakePayrail({ now: T0, ...(reportTiming === undefined ? {} : { reports: reportTiming }) })
  return { fake, payrail: fake.client(FAST_RETRIES) }
}

describe("report moves", () => {
  it("complete and expire after the configured times, exactly", async () => {
    const { fake, payrail } = fakeWith({ completeAfterMs: 5_000, retentionMs: 10_000 })
    const report = await payrail.reports.create(reportBody({ merchant_reference_id: undefined }))
    expect(report.merchant_reference_id).toBe("")
    await fake.clock.advance(4_999)
    expect((await payrail.reports.retrieve(report.id)).status).toBe("IN_PROCESS")
    await fake.clock.advance(1)
    expect(await payrail.reports.retrieve(report.id)).toMatchObject({
      status: "SUCCEEDED",
      updated_at: "2025-03-01 12:00:05.000000 +0000 UTC",
      expires_at: "2025-03-01 12:00:15.000000 +0000 UTC"
    })
    await fake.clock.advance(9_999)
    expect((await payrail.reports.retrieve(report.id)).status).toBe("SUCCEEDED")
    await fake.clock.advance(1)
    expect(await payrail.reports.retrieve(report.id)).toMatchObject({ status: "EXPIRED", updated_at: "2025-03-01 12:00:15.000000 +0000 UTC" })
    await payrail.close()
  })

  it("an unknown report, or another merchant's, is REPORT_NOT_FOUND", async () => {
    const { payrail } = fakeWith()
    const error = await caught(() => payrail.reports.retrieve("3f0e6f4a-0000-4000-8000-000000000000"))
    expect(error).toMatchObject({ status: 400, code: "REPORT_NOT_FOUND" })
    await payrail.close()
  })
})

describe("reports.list", () => {
  it("only the organization's reports, newest first, within start_date and end_date (inclusive)", async () => {
    const { fake, payrail } = fakeWith()
    const ids: Array<string> = []
    for (let i = 0; i < 3; i++) {
      ids.push((await payrail.reports.create(reportBody())).id) // 12:00:00, 12:01:00, 12:02:00
      await fake.clock.advance(60_000)
    }
    await payrail.reports.create(reportBody(), { organizationCode: "org_other" })
    const list = async (params: Record<string, string>) =>
      (await payrail.reports.list(params).toArray()).map((r) => r.id)
    expect(await list({})).toEqual([...ids].reverse())
    expect(await list({ start_date: "2025-03-01T12:01:00Z" })).toEqual([ids[2], ids[1]])
    expect(await list({ end_date: "2025-03-01T12:01:00Z" })).toEqual([ids[1], ids[0]])
    expect(await list({ start_date: "2025-03-01T12:00:30Z", end_date: "2025-03-01T12:01:30Z" })).toEqual([ids[1]])
    await payrail.close()
  })

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

describe("after a restore", () => {
  it("an IN_PROCESS report still completes, and a SUCCEEDED one still expires, at their original times", async () => {
    const { fake, payrail } = fakeWith({ completeAfterMs: 5_000, retentionMs: 10_000 })
    const pending = await payrail.reports.create(reportBody())
    await fake.clock.advance(1_000)
    const done = await payrail.reports.create(reportBody())
    await fake.clock.advance(6_000) // pending: SUCCEEDED at +5 s, expires at +15 s; done: SUCCEEDED at +6 s
    const later = await payrail.reports.create(reportBody()) // at +7 s: completes at +12 s
    const saved = fake.snapshot()
    await payrail.close()

    const restored = createFakePayrail({ now: T0, reports: { completeAfterMs: 5_000, retentionMs: 10_000 } })
    restored.restore(saved)
    const client = restored.client(FAST_RETRIES)
    expect((await client.reports.retrieve(later.id)).status).toBe("IN_PROCESS")
    await restored.clock.set("2025-03-01T12:00:12.000Z")
    expect((await client.reports.retrieve(later.id)).status).toBe("SUCCEEDED")
    expect((await client.reports.retrieve(pending.id)).status).toBe("SUCCEEDED")
    await restored.clock.set("2025-03-01T12:00:15.000Z")
    expect((await client.reports.retrieve(pending.id)).status).toBe("EXPIRED")
    expect((await client.reports.retrieve(done.id)).status).toBe("SUCCEEDED")
    await client.close()
  })
})

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
})
