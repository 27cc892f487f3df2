/**
 * `pnpm bench`: runs every benchmark and writes bench/RESULTS.md (machine, date, load,
 * every figure next to its target, the tables, and the profile evidence behind each miss).
 *
 *   tsx src/run-all.ts [--quick] [--only per-call,webhooks,dedupe,bundle,cold-start,fake,fake-load,queue-ack,type-cost,profiles]
 *
 * With --only the report goes to RESULTS.partial.md (git-ignored) instead.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { cpus, freemem, loadavg, totalmem } from "node:os"
import { fileURLToPath } from "node:url"
import { runBundle } from "./bundle"
import { runColdStart } from "./cold-start"
import { runDedupe } from "./dedupe"
import { runFake } from "./fake"
import { runFakeLoad } from "./fake-load"
import { runQueueAck } from "./queue-ack"
import { runTypeCost } from "./type-cost"
import { compareTable } from "./lib/measure"
import { type Section, statusMark } from "./lib/report"
import { runPerCall } from "./per-call"
import { runComponents } from "./profile/components"
import { runWebhookComponents } from "./profile/webhook-components"
import { runWebhooks } from "./webhooks"

const args = process.argv.slice(2)
const quick = args.includes("--quick")
const onlyArg = args.find((a) => a.startsWith("--only"))
const only = onlyArg ? (onlyArg.includes("=") ? onlyArg.split("=")[1]! : args[args.indexOf(onlyArg) + 1]!).split(",") : undefined

const BENCHES: Array<[string, () => Promise<Section>]> = [
  ["per-call", () => runPerCall({ quick })],
  ["webhooks", () => runWebhooks({ quick })],
  ["dedupe", () => runDedupe({ quick })],
  ["bundle", () => runBundle()],
  ["cold-start", () => runColdStart({ quick })],
  ["fake", () => runFake({ quick })],
  ["fake-load", () => runFakeLoad({ quick, memory: true })],
  ["queue-ack", () => runQueueAck({ quick })],
  ["type-cost", () => runTypeCost({ quick })],
  ["profiles", async () => {
    const components = await runComponents(quick)
    const webhook = await runWebhookComponents(quick)
    return {
      title: "Profile evidence (stage by stage)",
      figures: [],
      body: [
        "Each stage of Payrail's work timed on its own, on the same bytes as the benchmarks above (`bench/src/profile/`). `profile.ts` and `profile-fake.ts` write full CPU profiles (`node bench/src/profile/summarize.mjs <file>` prints them).",
        "",
        "#### payments.retrieve, stage by stage (stub fetch, no socket)",
        compareTable(components),
        "",
        "#### Webhook verification, stage by stage",
        compareTable(webhook)
      ].join("\n")
    }
  }]
]

const load0 = loadavg()
const started = new Date()
const sections: Array<Section> = []
for (const [name, run] of BENCHES) {
  if (only && !only.includes(name)) continue
  process.stdout.write(`bench: ${name}... `)
  const t0 = performance.now()
  try {
    sections.push(await run())
    console.log(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  } catch (error) {
    console.log("FAILED")
    console.error(error)
    sections.push({ title: name, figures: [{ figure: name, value: "benchmark failed", target: "—", status: "missed" }], body: "```\n" + String(error instanceof Error ? error.stack : error) + "\n```" })
  }
}
const load1 = loadavg()

const cpu = cpus()
const machine = [
  `- Date: ${started.toISOString()}${quick ? " (quick run: fewer rounds)" : ""}`,
  `- Machine: ${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end), ${process.platform} ${process.arch}`,
  `- Node ${process.version}`,
  `- Load average (1, 5, 15 min) at start: ${load0.map((l) => l.toFixed(2)).join(", ")}; at end: ${load1.map((l) => l.toFixed(2)).join(", ")}` +
    (Math.max(load0[0]!, load1[0]!) > cpu.length * 0.75
      ? ` — **the machine was busy with other work (load above its ${cpu.length} cores): absolute times are inflated and spreads are wide; the ratios, taken round by round, are the figures to read, and they too are provisional.**`
      : "")
]

const FIRST_RUN = fileURLToPath(new URL("../first-run.md", import.meta.url))
// The fake under load before and after its cut, measured side by side once (`tsx src/fake-load.ts --before <old build>`).
const FAKE_LOAD = fileURLToPath(new URL("../fake-load.md", import.meta.url))

const summary = ["| figure | measured | target | status |", "|---|---:|---:|---|"]
for (const s of sections) for (const f of s.figures) summary.push(`| ${f.figure} | ${f.value} | ${f.target} | ${statusMark(f.status)} |`)

const doc = [
  "# Payrail benchmark results",
  "",
  "Written by `pnpm bench` (bench/src/run-all.ts). Every comparison is a ratio taken in one run: the contenders alternate in rounds (order rotated each round) and each round's time is divided by the baseline's time of the same round; medians and the p25–p75 spread are over rounds. Nothing here is a timed test. See bench/README.md for how to run and read it.",
  "",
  "## Machine",
  ...machine,
  "",
  "## Figures against targets",
  ...summary,
  "",
  ...sections.flatMap((s) => [`## ${s.title}`, "", s.body, ""]),
  "The causes behind each figure, the profiles and what remains: bench/ANALYSIS.md. The chaos and fuzz suites: reliability/README.md.",
  // Measured apart (a fresh clone each time, minutes): `node bench/src/first-run.mjs --write`.
  ...(existsSync(FIRST_RUN) ? ["", readFileSync(FIRST_RUN, "utf8")] : []),
  ...(existsSync(FAKE_LOAD) ? ["", readFileSync(FAKE_LOAD, "utf8")] : [])
].join("\n")

// A partial run (--only) must not overwrite the full results.
const out = fileURLToPath(new URL(only ? "../RESULTS.partial.md" : "../RESULTS.md", import.meta.url))
writeFileSync(out, doc)
console.log(`\nwrote ${out}`)
console.log(summary.join("\n"))
