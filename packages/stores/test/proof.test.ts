/**
 * The multi-process proof at a small size (the large one: `pnpm --filter @payrail/stores proof`).
 * Three worker processes, each with its own core router and its own store client on one server.
 */
import { describe, expect, it } from "vitest"
import { formatReport, runProof } from "./proof/harness"
import { requireServer } from "./support/require-server"

const engines = [
  ["redis", requireServer("redis")],
  ["postgres", requireServer("postgres")]
] as const

describe("several processes, one shared store: each notification handled exactly once", () => {
  for (const [engine, url] of engines) {
    it.skipIf(url === undefined)(`${engine}: bursts with duplicates, a SIGKILLed holder, a replay after restarting every process`, async () => {
      const report = await runProof({ engine, url: url!, deliveries: 240, workers: 3, duplicates: 0.3, crashLeaseMs: 2_000, deadlineMs: 200_000 })
      console.info(formatReport(report))
      expect(report.transfersNeverRun).toBe(0)
      expect(report.transfersRunTwice).toBe(0)
      expect(report.handlerRuns).toBe(report.transfers)
      expect(report.answered["200 duplicate"] ?? 0).toBeGreaterThan(0)
      expect(report.replayDuplicates).toBe(report.replayed)
      // The killed worker's lease blocks the others until it lapses (never sooner), then one runs the handler once.
      expect(report.crash.takeoverMs).toBeGreaterThanOrEqual(report.crash.leaseMs - 50)
      // Answered before the lease could lapse (the victim reserved after it was sent): the key was still held.
      if (report.crash.firstAnswerMs < report.crash.leaseMs) expect(report.crash.firstAnswerAfterKill).toBe(503)
      expect(report.crash.runs).toBe(1)
    }, 240_000)
  }
})
