/**
 * `pnpm mutate`'s report (scripts/mutation/report.mjs): a target is met only when its score
 * reaches the goal on current sources with every survivor triaged; a triage entry matches by
 * file, mutator, replacement and a snippet of the line; the real triage file and score data
 * agree with that shape.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import {
  DATA,
  type FileScore,
  patchRow,
  render,
  sha256,
  summarize,
  type Survivor,
  TRIAGE,
  triageOf,
  type TriageEntry
} from "../../scripts/mutation/report.mjs"

const FILE = "packages/core/src/errors.ts"
const survivor = (over: Partial<Survivor> = {}): Survivor => ({
  line: 3,
  original: "if (done) return",
  mutator: "ConditionalExpression",
  replacement: "false",
  status: "Survived",
  ...over
})
const score = (over: Partial<FileScore> = {}): FileScore => ({
  score: 90,
  killed: 9,
  timeout: 0,
  survived: 1,
  noCoverage: 0,
  compileErrors: 0,
  runtimeErrors: 0,
  measuredAt: "2026-11-26 08:00 UTC",
  sourceSha256: "abc",
  survivors: [survivor()],
  ...over
})
const entry = (over: Partial<TriageEntry> = {}): TriageEntry => ({
  file: FILE,
  code: "if (done)",
  mutator: "ConditionalExpression",
  replacement: "false",
  reason: "Effect.callback takes the first resume only",
  ...over
})
const disk = { shaOf: () => "abc", sourcesOf: (prefix: string) => (prefix === FILE ? [FILE] : []) }
const errorsRow = (text: string) => text.split("\n").find((l) => l.startsWith(`| ${FILE} | `) && l.includes("≥ 85 %"))

describe("triageOf", () => {
  it("matches on file, mutator, replacement and a snippet of the mutated line", () => {
    expect(triageOf([entry()], FILE, survivor())).toEqual(entry())
    expect(triageOf([entry({ file: "packages/core/src/other.ts" })], FILE, survivor())).toBeUndefined()
    expect(triageOf([entry({ mutator: "BooleanLiteral" })], FILE, survivor())).toBeUndefined()
    expect(triageOf([entry({ replacement: "true" })], FILE, survivor())).toBeUndefined()
    expect(triageOf([entry({ code: "if (finished)" })], FILE, survivor())).toBeUndefined()
  })
})

describe("render", () => {
  it("a target is met at its goal with every survivor triaged, on the measured source", () => {
    const out = render({ [FILE]: score() }, [entry()], disk)
    expect(errorsRow(out)).toContain("| 90.00 % (9 of 10) | ≥ 85 % | 1 of 1 | 0 | met |")
    expect(out).toContain("equivalent: Effect.callback takes the first resume only")
  })

  it("an untriaged survivor, a changed source or a missing file keeps the target from being met", () => {
    expect(errorsRow(render({ [FILE]: score() }, [], disk))).toContain("| 1 | score reached; 1 untriaged |")
    expect(render({ [FILE]: score() }, [], disk)).toContain("— **untriaged**")
    const changed = render({ [FILE]: score() }, [entry()], { ...disk, shaOf: () => "def" })
    expect(errorsRow(changed)).toContain("score reached; stale: packages/core/src/errors.ts |")
    expect(changed).toContain("(stale: source changed since)")
    const missing = render({}, [], disk)
    expect(errorsRow(missing)).toContain("| – (0 of 0) | ≥ 85 % | 0 of 1 | 0 | below |")
  })

  it("below the goal is below, whatever the triage", () => {
    const low = score({ score: 50, killed: 1, survived: 1, survivors: [survivor()] })
    expect(errorsRow(render({ [FILE]: low }, [entry()], disk))).toContain("| 50.00 % (1 of 2) | ≥ 85 % | 1 of 1 | 0 | below |")
  })

  it("lists triage entries that no survivor matches any more", () => {
    const out = render({ [FILE]: score({ survivors: [] }) }, [entry()], disk)
    expect(out).toContain("### Triage entries that match no survivor")
    expect(out).toContain("`if (done)`, ConditionalExpression: `false`")
  })
})

describe("summarize", () => {
  it("counts a Stryker report's statuses, excludes compile errors, and keeps the source's hash", () => {
    const source = "const a = 1\nif (done) return\n"
    const at = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 5 } })
    const mutant = (status: string, line: number) => ({ mutatorName: "ConditionalExpression", replacement: "false", status, location: at(line) })
    const report = {
      files: {
        "src/errors.ts": {
          source,
          mutants: [mutant("Killed", 1), mutant("Timeout", 1), mutant("Survived", 2), mutant("NoCoverage", 2), mutant("CompileError", 1), mutant("Ignored", 1)]
        }
      }
    }
    const row = summarize("core", report, new Date("2026-11-26T08:00:00Z"))[FILE]!
    expect(row).toMatchObject({ score: 50, killed: 1, timeout: 1, survived: 1, noCoverage: 1, compileErrors: 1, ignored: 1 })
    expect(row.sourceSha256).toBe(sha256(source))
    expect(row.measuredAt).toBe("2026-11-26 08:00 UTC")
    expect(row.survivors.map((s) => [s.line, s.original, s.status])).toEqual([[2, "if (done) return", "Survived"], [2, "if (done) return", "NoCoverage"]])
  })
})

describe("patchRow", () => {
  const source = "const a = 1\nif (done) return\nif (ok) go()\n"
  const at = (line: number, column: number) => ({ start: { line, column }, end: { line, column: column + 4 } })
  const mutant = (status: string, line: number, column = 1) => ({ mutatorName: "ConditionalExpression", replacement: "false", status, location: at(line, column) })
  const run = (mutants: ReadonlyArray<ReturnType<typeof mutant>>) =>
    summarize("core", { files: { "src/errors.ts": { source, mutants } } }, new Date("2026-11-26T09:00:00Z"))[FILE]!

  it("a re-run of some lines turns the survivors it killed into kills and keeps the rest of the row", () => {
    const row = run([mutant("Killed", 1), mutant("Survived", 2), mutant("Survived", 2, 9), mutant("NoCoverage", 3)])
    const patched = patchRow(row, run([mutant("Killed", 2), mutant("Survived", 2, 9), mutant("CompileError", 2, 12)]))
    expect(patched).toMatchObject({ killed: 2, survived: 1, noCoverage: 1, score: 50, patchedAt: "2026-11-26 09:00 UTC" })
    expect(patched.survivors.map((s) => [s.line, s.status])).toEqual([[2, "Survived"], [3, "NoCoverage"]])
  })

  it("refuses a re-run of another source", () => {
    const row = run([mutant("Survived", 2)])
    expect(() => patchRow({ ...row, sourceSha256: "old" }, run([mutant("Killed", 2)]))).toThrow(/not the one the row measured/)
  })
})

describe("the recorded data", () => {
  it("every triage entry names a scored file and gives a reason on one line", () => {
    const triage = JSON.parse(readFileSync(TRIAGE, "utf8")) as ReadonlyArray<TriageEntry>
    const data = JSON.parse(readFileSync(DATA, "utf8")) as Record<string, FileScore>
    for (const t of triage) {
      expect(Object.keys(data), t.file).toContain(t.file)
      expect(t.code.length, `${t.file}: ${t.mutator}`).toBeGreaterThan(0)
      expect(t.reason, `${t.file}: ${t.code}`).toMatch(/^[^\n]{10,}$/)
    }
  })
})
