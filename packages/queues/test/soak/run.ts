/**
 * `pnpm soak`: the full soak (1,000 notifications per engine unless `--notifications N`), on a
 * persistent Redis (BullMQ) and a Postgres it starts itself. Prints one line per engine, then
 * the summary line; exits 1 unless every notification was applied once or skipped as stale.
 */
import { startPostgres } from "../../../stores/test/support/servers"
import { formatSoak, runSoak, type SoakReport, soakLine } from "./harness"
import { startPersistentRedis } from "./redis"

const args = process.argv.slice(2).filter((a) => a !== "--")
const at = args.indexOf("--notifications")
const notifications = at === -1 ? 1_000 : Number(args[at + 1])
if (!(Number.isInteger(notifications) && notifications >= 4 && notifications % 2 === 0)) {
  console.error("usage: --notifications N (an even number ≥ 4)")
  process.exit(2)
}

const postgres = await startPostgres()
const redis = await startPersistentRedis()
const reports: Array<SoakReport> = []
let failed = false
try {
  for (const engine of ["bullmq", "pg-boss"] as const) {
    const report = await runSoak({ engine, notifications, postgresUrl: postgres.url, redis, log: (line) => console.log(line) })
    console.log(formatSoak(report))
    failed ||= report.lost !== 0 || report.doubled !== 0 || [...report.kills].sort().join() !== "after-commit,before-commit" || !report.staleAuthorizeSkipped ||
      (engine === "bullmq" && !report.redisRestarted) || report.applied + report.stale !== report.notifications
    reports.push(report)
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : String(error))
  failed = true
} finally {
  await redis.stop()
  await postgres.stop()
}
const sum = (f: (r: SoakReport) => number) => reports.reduce((a, r) => a + f(r), 0)
console.log(soakLine({ notifications: sum((r) => r.notifications), applied: sum((r) => r.applied), lost: sum((r) => r.lost), doubled: sum((r) => r.doubled), stale: sum((r) => r.stale) }))
process.exit(failed ? 1 : 0)
