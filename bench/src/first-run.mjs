#!/usr/bin/env node
/**
 * The first hour, measured: a fresh clone of this repository (its HEAD, or --ref), installed, then
 * `pnpm example` run twice; each run is timed from the command to the line with the app's URL.
 * Not a test (times depend on the machine): it prints a Markdown section and, with --write, puts it
 * in bench/first-run.md, which `pnpm bench` includes in RESULTS.md.
 *
 *   node bench/src/first-run.mjs [--ref <commit>] [--write]
 */
import { execFileSync, spawn } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { fileURLToPath } from "node:url"

const PNPM = ["-y", "pnpm@10.34.9"]
const { values } = parseArgs({ options: { ref: { type: "string" }, write: { type: "boolean" } } })
const root = fileURLToPath(new URL("../..", import.meta.url))
const ref = values.ref ?? execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" }).trim()
/**
 * CPU seconds used so far by the process group `pgid` (Linux /proc): each live process's own time
 * plus that of the children it has waited for (turbo's builds, the shell before its exec). On a
 * shared machine this is the figure to compare; wall time grows with everyone else's load.
 */
const groupCpuSeconds = (pgid) => {
  let ticks = 0
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      if (Number(fields[2]) !== pgid) continue
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100 // USER_HZ
}
const load = () => loadavg().map((l) => l.toFixed(2)).join(", ")

const dir = mkdtempSync(join(tmpdir(), "payrail-first-run-"))
const rows = []
try {
  execFileSync("git", ["clone", "--quiet", "--no-checkout", root, dir])
  execFileSync("git", ["checkout", "--quiet", ref], { cwd: dir })
  const installStart = performance.now()
  execFileSync("npx", [...PNPM, "install", "--frozen-lockfile", "--prefer-offline"], { cwd: dir, stdio: "ignore" })
  const installSeconds = (performance.now() - installStart) / 1000

  /** Runs `pnpm example` until it prints the app's URL, then stops it. */
  const run = (label) =>
    new Promise((resolve, reject) => {
      const loadBefore = load()
      const start = performance.now()
      const child = spawn("npx", [...PNPM, "example"], {
        cwd: dir,
        detached: true, // its own process group, so stopping it stops turbo and node too
        env: { ...process.env, PORT: "0", EDGE_PORT: "0", FORCE_COLOR: "0" },
        stdio: ["ignore", "pipe", "pipe"]
      })
      let output = ""
      const onData = (chunk) => {
        output += chunk.toString()
        if (/Open the app\s+http/.test(output) && seconds === undefined) {
          seconds = (performance.now() - start) / 1000
          cpu = groupCpuSeconds(child.pid)
          process.kill(-child.pid, "SIGTERM")
        }
      }
      let seconds
      let cpu
      child.stdout.on("data", onData)
      child.stderr.on("data", onData)
      child.once("exit", () => {
        if (seconds === undefined) return reject(new Error(`${label}: pnpm example stopped before printing its URL:\n${output}`))
        const lines = output.split("\n")
        resolve({ label, seconds, cpu, loadBefore, loadAfter: load(), linesBeforeUrl: lines.findIndex((l) => /Open the app/.test(l)), head: lines.slice(0, 3) })
      })
    })
  rows.push(await run("first run"), await run("second run"))
  const section = [
    `## The first run: \`pnpm example\` from a fresh clone`,
    "",
    `Measured by \`node bench/src/first-run.mjs\` on ${new Date().toISOString()}: commit ${ref.slice(0, 10)}, cloned, installed (${installSeconds.toFixed(0)} s, from the local store, not counted), then \`npx -y pnpm@10.34.9 example\` twice, timed from the command to the line with the app's URL. ${cpus().length} cores, Node ${process.version}.`,
    "",
    "| run | seconds to the URL (wall) | CPU seconds (all its processes) | output lines before it | load average (1, 5, 15 min) before → after |",
    "|---|---:|---:|---:|---|",
    ...rows.map((r) => `| ${r.label} | ${r.seconds.toFixed(1)} | ${r.cpu.toFixed(1)} | ${r.linesBeforeUrl} | ${r.loadBefore} → ${r.loadAfter} |`),
    "",
    "First lines of the first run:",
    "",
    "```",
    ...rows[0].head,
    "```",
    ""
  ].join("\n")
  console.log(section)
  if (values.write) writeFileSync(fileURLToPath(new URL("../first-run.md", import.meta.url)), section)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
