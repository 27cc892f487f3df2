/**
 * The mutation report: per-file scores from Stryker's JSON reports, each survivor matched against
 * the triage file (reliability/equivalent-mutants.json), and the generated part of
 * reliability/MUTATION.md. Used by scripts/mutate.mjs.
 *
 * A row remembers the SHA-256 of the source Stryker mutated, so a row whose file has changed
 * since is shown as stale and cannot meet a target: a score is only as good as its source.
 */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

export const root = join(import.meta.dirname, "..", "..")
export const DATA = join(root, "reliability", "mutation-scores.json")
export const TRIAGE = join(root, "reliability", "equivalent-mutants.json")
const REPORT = join(root, "reliability", "MUTATION.md")

/** Issue 17's targets: a folder (or file) and the score it must reach. */
const TARGETS = [
  ["packages/core/src/http/", 85],
  ["packages/core/src/webhooks/", 85],
  ["packages/core/src/errors.ts", 85],
  ["packages/testing/src/state/", 75]
]

export const sha256 = (text) => createHash("sha256").update(text).digest("hex")
const currentSha = (file) => (existsSync(join(root, file)) ? sha256(readFileSync(join(root, file), "utf8")) : null)

/**
 * Reports of partial runs of the same sources (Stryker's `--mutate file:from-to`), merged per
 * file: a mutant (same place, mutator, replacement) takes its status from the last report that
 * has it, and mutants found in only one report are kept. A `--record` replaces a file's whole
 * row, so the runs of a file split by lines must be merged before it.
 */
export const mergeReports = (reports) => {
  const files = {}
  const key = (m) => `${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column} ${m.mutatorName} ${m.replacement ?? ""}`
  for (const report of reports) {
    for (const [file, entry] of Object.entries(report.files)) {
      const before = files[file]
      if (before !== undefined && before.source !== entry.source) throw new Error(`${file}: the reports were made from different sources`)
      const mutants = new Map((before?.mutants ?? []).map((m) => [key(m), m]))
      for (const m of entry.mutants) mutants.set(key(m), m)
      files[file] = { ...entry, mutants: [...mutants.values()] }
    }
  }
  return { ...reports.at(-1), files }
}

/** Per-file counts and score as Stryker defines it: detected / (detected + undetected), compile errors excluded. */
export const summarize = (pkg, report, measured = new Date()) => {
  const out = {}
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const lines = source.split("\n")
    const count = (status) => mutants.filter((m) => m.status === status).length
    const killed = count("Killed")
    const timeout = count("Timeout")
    const survived = count("Survived")
    const noCoverage = count("NoCoverage")
    const detected = killed + timeout
    const valid = detected + survived + noCoverage
    const brief = (m) => ({
      line: m.location.start.line,
      original: (lines[m.location.start.line - 1] ?? "").trim().slice(0, 100),
      mutator: m.mutatorName,
      replacement: (m.replacement ?? "").replace(/\s+/g, " ").slice(0, 80),
      status: m.status
    })
    out[`packages/${pkg}/${file}`] = {
      score: valid === 0 ? null : Math.round((detected / valid) * 10_000) / 100,
      killed, timeout, survived, noCoverage,
      compileErrors: count("CompileError"),
      runtimeErrors: count("RuntimeError"),
      // Static mutants (module-level code) skipped by `--ignoreStatic`: not in the score.
      ignored: count("Ignored"),
      measuredAt: `${measured.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      sourceSha256: sha256(source),
      survivors: mutants
        .filter((m) => m.status === "Survived" || m.status === "NoCoverage")
        .map(brief)
        .sort((a, b) => a.line - b.line)
    }
    // Not stored: what a partial re-run tried, for patchRow.
    Object.defineProperty(out[`packages/${pkg}/${file}`], "tried", {
      value: mutants.filter((m) => m.status !== "CompileError" && m.status !== "Ignored").map(brief),
      enumerable: false
    })
  }
  return out
}

/**
 * A re-run of some lines (`--mutate file:from-to`) after new tests, applied to a recorded row of
 * the same source: on each (line, mutator, replacement) the re-run tried, its survivors replace
 * the row's, and the survivors it no longer has count as killed. The rest of the row stands.
 */
export const patchRow = (row, rerun) => {
  if (row.sourceSha256 !== rerun.sourceSha256) throw new Error("the re-run's source is not the one the row measured: run the whole file")
  const key = (s) => `${s.line} ${s.mutator} ${s.replacement}`
  const tried = new Set(rerun.tried.map(key))
  const before = row.survivors.filter((s) => tried.has(key(s)))
  const after = rerun.survivors
  const lost = (status) => before.filter((s) => s.status === status).length - after.filter((s) => s.status === status).length
  const survived = row.survived - lost("Survived")
  const noCoverage = row.noCoverage - lost("NoCoverage")
  const killed = row.killed + lost("Survived") + lost("NoCoverage")
  const valid = killed + row.timeout + survived + noCoverage
  return {
    ...row,
    killed, survived, noCoverage,
    score: Math.round(((killed + row.timeout) / valid) * 10_000) / 100,
    patchedAt: rerun.measuredAt,
    survivors: [...row.survivors.filter((s) => !tried.has(key(s))), ...after].sort((a, b) => a.line - b.line)
  }
}

/**
 * The triage entry that classifies a survivor as equivalent, if any: same file, mutator and
 * replacement, and the entry's `code` is part of the mutated line (a short snippet may cover the
 * same mutation on several lines, e.g. every `if (done) return` of a file).
 */
export const triageOf = (triage, file, survivor) =>
  triage.find(
    (t) => t.file === file && t.mutator === survivor.mutator && t.replacement === survivor.replacement && survivor.original.includes(t.code)
  )

/** Every source file of a target folder that holds code (index.ts: re-exports only, no mutants). */
const sourcesOf = (prefix) =>
  prefix.endsWith("/")
    ? readdirSync(join(root, prefix), { recursive: true })
        .map((f) => `${prefix}${f}`)
        .filter((f) => f.endsWith(".ts") && !f.endsWith("/index.ts"))
    : [prefix]

const percent = (detected, valid) => (valid === 0 ? "–" : `${((detected / valid) * 100).toFixed(2)} %`)

/**
 * The generated part of MUTATION.md. `disk` reads the working tree (the current source's hash,
 * a target folder's files); tests pass their own.
 */
export const render = (data, triage, disk = { shaOf: currentSha, sourcesOf }) => {
  const files = Object.keys(data).sort()
  const stale = new Set(files.filter((f) => data[f].sourceSha256 !== disk.shaOf(f)))
  const untriaged = (f) => data[f].survivors.filter((s) => triageOf(triage, f, s) === undefined).length
  const sum = (fs) =>
    fs.reduce(
      (t, f) => {
        const d = data[f]
        const detected = d.killed + d.timeout
        const valid = detected + d.survived + d.noCoverage
        return { detected: t.detected + detected, valid: t.valid + valid, untriaged: t.untriaged + untriaged(f) }
      },
      { detected: 0, valid: 0, untriaged: 0 }
    )
  const total = sum(files)
  const targetRows = TARGETS.map(([prefix, goal]) => {
    const sources = disk.sourcesOf(prefix)
    const measured = sources.filter((f) => data[f] !== undefined)
    const t = sum(measured)
    const missing = sources.filter((f) => data[f] === undefined).map((f) => f.slice(prefix.length))
    const old = measured.filter((f) => stale.has(f)).map((f) => f.slice(prefix.length) || f)
    const reached = t.valid > 0 && t.detected / t.valid >= goal / 100
    const gaps = [
      missing.length > 0 && `not measured: ${missing.join(", ")}`,
      old.length > 0 && `stale: ${old.join(", ")}`,
      t.untriaged > 0 && `${t.untriaged} untriaged`
    ].filter(Boolean)
    const status = !reached ? "below" : gaps.length === 0 ? "met" : `score reached; ${gaps.join("; ")}`
    return `| ${prefix} | ${percent(t.detected, t.valid)} (${t.detected} of ${t.valid}) | ≥ ${goal} % | ${measured.length} of ${sources.length} | ${t.untriaged} | ${status} |`
  })
  const lines = [
    "| Target | Score | Goal | Files measured | Untriaged survivors | Status |",
    "|---|---:|---:|---|---:|---|",
    ...targetRows,
    "",
    "A target is met when its score reaches the goal, every file is measured on its current source",
    "(not stale), and every survivor is listed as equivalent in `reliability/equivalent-mutants.json`.",
    "",
    "| File | Score | Killed | Timeout | Survived | No coverage | Compile errors | Static, not run | Equivalent | Measured |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...files.map((f) => {
      const d = data[f]
      const equivalent = d.survivors.length - untriaged(f)
      const score = d.score === null ? "–" : `${d.score.toFixed(2)} %`
      return `| ${f} | ${score} | ${d.killed} | ${d.timeout} | ${d.survived} | ${d.noCoverage} | ${d.compileErrors} | ${d.ignored ?? 0} | ${equivalent} | ${d.measuredAt}${d.patchedAt ? `, lines re-run ${d.patchedAt}` : ""}${stale.has(f) ? " (stale: source changed since)" : ""} |`
    }),
    "",
    `All measured files together: ${percent(total.detected, total.valid)} (${total.detected} of ${total.valid} mutants detected); ${total.untriaged} survivors untriaged.`,
    "",
    "### Surviving mutants (and mutants no test covers)",
    ""
  ]
  const code = (text) => `\`${text.replaceAll("`", "'")}\``
  for (const f of files) {
    if (data[f].survivors.length === 0) continue
    lines.push(`${f}:`, "")
    for (const s of data[f].survivors) {
      const t = triageOf(triage, f, s)
      const verdict = t === undefined ? " — **untriaged**" : ` — equivalent: ${t.reason}`
      lines.push(`- line ${s.line} ${code(s.original ?? "")}, ${s.mutator}${s.status === "NoCoverage" ? " (no test covers it)" : ""}: ${code(s.replacement)}${verdict}`)
    }
    lines.push("")
  }
  // An entry that matches no survivor: its mutant is now killed, or its line changed. Delete it.
  const unused = triage.filter((t) => !files.some((f) => data[f].survivors.some((s) => triageOf([t], f, s) !== undefined)))
  if (unused.length > 0) {
    lines.push("### Triage entries that match no survivor (delete them)", "")
    for (const t of unused) lines.push(`- ${t.file} ${code(t.code)}, ${t.mutator}: ${code(t.replacement)}`)
    lines.push("")
  }
  return lines.join("\n")
}

export const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : fallback)

export const writeReport = (data) => {
  writeFileSync(DATA, `${JSON.stringify(data, null, 2)}\n`)
  const START = "<!-- generated by scripts/mutate.mjs: start -->"
  const END = "<!-- generated by scripts/mutate.mjs: end -->"
  const current = readFileSync(REPORT, "utf8")
  const at = current.indexOf(START)
  const until = current.indexOf(END)
  if (at < 0 || until < at) throw new Error(`${relative(root, REPORT)} lost its generated-section markers`)
  writeFileSync(REPORT, `${current.slice(0, at + START.length)}\n${render(data, readJson(TRIAGE, []))}\n${current.slice(until)}`)
  console.log(`\nScores written to ${relative(root, REPORT)}`)
}
