/**
 * The proof at any size, by script (the test suite runs it small):
 *
 *   pnpm --filter @payrail/stores proof -- --deliveries 10000 --workers 3 --duplicates 0.3 [--engines redis,postgres] [--burst 48]
 *
 * Starts its own redis-server and Postgres (as the tests do), prints the counts, and exits 1 if
 * any notification was handled other than exactly once.
 */
import { type Engine } from "./engines"
import { formatReport, runProof } from "./harness"
import { type RunningServer, startPostgres, startRedis } from "../support/servers"

const args = process.argv.slice(2).filter((a) => a !== "--")
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : (args[at + 1] ?? fallback)
}
const deliveries = Number(option("deliveries", "10000"))
const workers = Number(option("workers", "3"))
const duplicates = Number(option("duplicates", "0.3"))
const burst = Number(option("burst", "48"))
const engines = option("engines", "redis,postgres").split(",").filter(Boolean) as Engine[]
if (!(deliveries > 0 && workers >= 2 && duplicates >= 0 && duplicates < 1 && burst > 0)) {
  console.error("usage: --deliveries N (>0) --workers N (>=2) --duplicates 0..0.99 --burst N --engines redis,postgres")
  process.exit(2)
}

let failed = false
for (const engine of engines) {
  let server: RunningServer | undefined
  try {
    server = engine === "redis" ? await startRedis() : await startPostgres()
    const report = await runProof({
      engine, url: server.url, deliveries, workers, duplicates, burst,
      deadlineMs: 60 * 60_000,
      log: (line) => console.log(line)
    })
    console.log(formatReport(report))
    const ok = report.transfersRunTwice === 0 && report.transfersNeverRun === 0 && report.handlerRuns === report.transfers &&
      report.replayDuplicates === report.replayed && report.crash.runs === 1 && report.crash.takeoverMs >= report.crash.leaseMs - 50
    console.log(ok ? `${engine}: exactly once ✓` : `${engine}: FAILED ✗`)
    failed ||= !ok
  } catch (error) {
    console.error(`${engine}: ${error instanceof Error ? error.stack : String(error)}`)
    failed = true
  } finally {
    await server?.stop()
  }
}
process.exit(failed ? 1 : 0)
