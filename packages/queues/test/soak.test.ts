/**
 * The bounded soak in the test command: the same faults as `pnpm soak` (three receivers, two
 * workers on the Postgres inbox, duplicates across receivers, out-of-order captures, a stale
 * authorize after its capture, a worker SIGKILLed between a handler's effect and the job's
 * acknowledgement — once before the inbox's commit and once after it — and Redis restarted), at
 * 200 notifications per engine.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { formatSoak, runSoak, type SoakEngine, soakLine } from "./soak/harness"
import { type PersistentRedis, startPersistentRedis } from "./soak/redis"

const NOTIFICATIONS = 200
let redis: PersistentRedis

beforeAll(async () => {
  redis = await startPersistentRedis()
})
afterAll(async () => {
  await redis?.stop()
})

describe("soak (bounded)", () => {
  it.each<SoakEngine>(["bullmq", "pg-boss"])("%s: every notification applied once or skipped as stale, under the faults", async (engine) => {
    const report = await runSoak({ engine, notifications: NOTIFICATIONS, postgresUrl: inject("postgresUrl"), redis, deadlineMs: 150_000 })
    console.log(`${formatSoak(report)}\n${engine} ${soakLine(report)}`)
    // both kill points reached, in whichever order the workers got there
    expect([...report.kills].sort()).toEqual(["after-commit", "before-commit"])
    if (engine === "bullmq") expect(report.redisRestarted).toBe(true)
    expect(report.staleAuthorizeSkipped).toBe(true)
    expect({ lost: report.lost, doubled: report.doubled }).toEqual({ lost: 0, doubled: 0 })
    expect(report.applied + report.stale).toBe(NOTIFICATIONS)
  }, 180_000)
})
