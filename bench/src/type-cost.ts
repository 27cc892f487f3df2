/**
 * The type-check cost of using the SDK: a one-call file (construct a client, retrieve a payment,
 * read its status) type-checked by `tsc --noEmit --extendedDiagnostics` in a fresh project, for
 * `@payrail/core` as a user installs it (its package.json and built dist/, what `files` packs)
 * beside stripe-node. Two references: the project with an empty file (TypeScript's own libraries
 * and @types/node: the floor of any project) and a file that imports only the effect modules
 * Payrail's published declarations reference (the floor of any SDK whose types are effect's). And a
 * prototype: the same one-call file against the Promise client's types printed out as plain
 * TypeScript, no effect (src/lib/promise-only-types.ts): what a Promise-only entry would cost.
 *
 *   tsx src/type-cost.ts [--quick] [--keep] [--before <dist dir>]
 *
 * `--before` adds another build of core's dist/ (a copy taken before a change) to the same rounds,
 * installed as `payrail-core-before`, with the same one-call file.
 *
 * Ratios are of the tsc process's CPU time (tsc's wall-clock "Total time" is printed beside it).
 * Each contender is its own tsc process, the contenders alternating, order rotated each round;
 * medians over rounds. Declaration lines and bytes are counted from the files tsc loaded
 * (`--listFilesOnly`), by package. Needs packages/core built (`pnpm bench` builds it).
 */
import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { median } from "./lib/measure"
import { writePromiseOnlyPrototype } from "./lib/promise-only-types"
import { check, type Figure, type Section } from "./lib/report"

const bench = fileURLToPath(new URL("..", import.meta.url))
const core = join(bench, "..", "packages", "core")
const require = createRequire(import.meta.url)
const tsc = require.resolve("typescript/bin/tsc")

/** The one-call files, as a user writes them. */
const FILES: Record<string, string> = {
  "empty file (TypeScript's libraries and @types/node)": `export {}\n`,
  "@payrail/core": [
    `import { createPayrail } from "@payrail/core"`,
    ``,
    `const payrail = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", environment: "sandbox" })`,
    `const payment = await payrail.payments.retrieve("pay_1")`,
    `console.log(payment.status)`,
    ``
  ].join("\n"),
  "stripe-node": [
    `import Stripe from "stripe"`,
    ``,
    `const stripe = new Stripe("sk_test_1")`,
    `const intent = await stripe.paymentIntents.retrieve("pi_1")`,
    `console.log(intent.status)`,
    ``
  ].join("\n")
}
const EFFECT_FLOOR = "effect modules Payrail's declarations reference, imported alone (floor)"
const BEFORE = "@payrail/core, the build given by --before"
const PROMISE_ONLY = "the Promise client's types as plain TypeScript, no effect (prototype)"

/** Every `effect/…` module core's published declarations import. */
const effectModulesOfCore = (): Array<string> => {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith(".d.ts")) {
        for (const m of readFileSync(path, "utf8").matchAll(/(?:from\s+|import\()\s*["'](effect(?:\/[^"']+)?)["']/g)) found.add(m[1]!)
      }
    }
  }
  walk(join(core, "dist"))
  return [...found].sort()
}

/** A fresh project: node_modules with the packages linked (core copied, as packed), strict nodenext. */
const makeProject = (effectModules: ReadonlyArray<string>, names: ReadonlyArray<string>, before?: string): { dir: string; promiseOnlyBytes: number } => {
  if (!existsSync(join(core, "dist", "index.d.ts"))) throw new Error("packages/core/dist is missing: run pnpm bench (it builds core) or pnpm --filter @payrail/core build")
  const dir = mkdtempSync(join(tmpdir(), "payrail-type-cost-"))
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "type-cost", private: true, type: "module" }))
  writeFileSync(join(dir, "cpu-report.cjs"), CPU_REPORT)
  const modules = join(dir, "node_modules")
  // @payrail/core as installed: its package.json and dist/ (its `files`, less the README and openapi.json).
  mkdirSync(join(modules, "@payrail", "core"), { recursive: true })
  cpSync(join(core, "package.json"), join(modules, "@payrail", "core", "package.json"))
  cpSync(join(core, "dist"), join(modules, "@payrail", "core", "dist"), { recursive: true, filter: (source) => !source.endsWith(".map") })
  const link = (name: string, from: string) => {
    const target = realpathSync(join(from, "node_modules", name))
    mkdirSync(dirname(join(modules, name)), { recursive: true })
    symlinkSync(target, join(modules, name), "dir")
  }
  if (before !== undefined) {
    const at = join(modules, "payrail-core-before")
    mkdirSync(at, { recursive: true })
    writeFileSync(join(at, "package.json"), readFileSync(join(core, "package.json"), "utf8").replace(/"name": "@payrail\/core"/, `"name": "payrail-core-before"`))
    cpSync(before, join(at, "dist"), { recursive: true, filter: (source) => !source.endsWith(".map") })
  }
  link("effect", core)
  link("stripe", bench)
  link("@types/node", bench)
  const options: Record<string, unknown> = {
    target: "ES2022",
    lib: ["ES2022"],
    module: "nodenext",
    moduleResolution: "nodenext",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"]
  }
  const promiseOnlyBytes = names.includes(PROMISE_ONLY) ? writePromiseOnlyPrototype(dir, ts.convertCompilerOptionsFromJson(options, dir).options) : 0
  names.forEach((name, i) => {
    const file = `case-${i}.ts`
    const source = name === BEFORE
      ? FILES["@payrail/core"]!.replace(`from "@payrail/core"`, `from "payrail-core-before"`)
      : name === PROMISE_ONLY
      ? FILES["@payrail/core"]!.replace(`from "@payrail/core"`, `from "payrail-promise-only"`)
      : name === EFFECT_FLOOR
      ? [
          ...effectModules.map((m, k) => `import type * as M${k} from "${m}"`),
          `export type Floor = [${effectModules.map((_, k) => `typeof M${k}`).join(", ")}]`,
          ``
        ].join("\n")
      : FILES[name]!
    writeFileSync(join(dir, file), source)
    writeFileSync(join(dir, `tsconfig.${i}.json`), JSON.stringify({ compilerOptions: options, files: [file] }, null, 2))
  })
  return { dir, promiseOnlyBytes }
}

interface Diagnostics {
  /** CPU time of the tsc process (user + system): steadier than its wall-clock total on a loaded machine. */
  readonly cpuSeconds: number
  readonly totalSeconds: number
  readonly checkSeconds: number
  readonly memoryKB: number
  readonly definitionLines: number
  readonly types: number
  readonly instantiations: number
}

/** Preloaded into tsc's process: prints its CPU time when it exits. */
const CPU_REPORT = `process.on("exit", () => { const u = process.cpuUsage(); process.stdout.write("CPU time: " + ((u.user + u.system) / 1e6).toFixed(3) + "s\\n") })\n`

const runTsc = (dir: string, i: number): Diagnostics => {
  const out = execFileSync(process.execPath, ["--require", "./cpu-report.cjs", tsc, "-p", `tsconfig.${i}.json`, "--extendedDiagnostics"], { cwd: dir, encoding: "utf8" })
  const read = (label: string) => {
    const m = new RegExp(`^${label}:\\s+([\\d.]+)(s|K)?$`, "m").exec(out)
    if (!m) throw new Error(`tsc printed no "${label}":\n${out}`)
    return Number(m[1])
  }
  return {
    cpuSeconds: read("CPU time"),
    totalSeconds: read("Total time"),
    checkSeconds: read("Check time"),
    memoryKB: read("Memory used"),
    definitionLines: read("Lines of Definitions"),
    types: read("Types"),
    instantiations: read("Instantiations")
  }
}

/** The declaration files tsc loads for a case, grouped by package: lines and bytes. */
const loadedByPackage = (dir: string, i: number) => {
  const out = execFileSync(process.execPath, [tsc, "-p", `tsconfig.${i}.json`, "--listFilesOnly"], { cwd: dir, encoding: "utf8" })
  const groups = new Map<string, { files: number; lines: number; bytes: number }>()
  for (const file of out.split("\n").map((l) => l.trim()).filter((l) => l.endsWith(".d.ts") || l.endsWith(".d.cts") || l.endsWith(".d.mts"))) {
    const text = readFileSync(file, "utf8")
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file.replace(/^.*?\/node_modules\/\.pnpm\/[^/]+\//, "/"))
    const real = realpathSync(file)
    const name = /\/typescript\/lib\//.test(real) ? "typescript (lib)" : /(@payrail\/core|payrail-core-before)\//.test(file) ? "@payrail/core" : m?.[1] ?? relative(dir, file)
    const group = groups.get(name) ?? { files: 0, lines: 0, bytes: 0 }
    group.files++
    group.lines += text.split("\n").length
    group.bytes += Buffer.byteLength(text)
    groups.set(name, group)
  }
  return groups
}

/** Bytes of every declaration file core publishes, and the largest ones. */
const coreDeclarations = () => {
  const files: Array<{ path: string; bytes: number }> = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.d\.c?ts$/.test(name)) files.push({ path: relative(join(core, "dist"), path), bytes: statSync(path).size })
    }
  }
  walk(join(core, "dist"))
  const esm = files.filter((f) => f.path.endsWith(".d.ts"))
  return { esmBytes: esm.reduce((n, f) => n + f.bytes, 0), allBytes: files.reduce((n, f) => n + f.bytes, 0), largest: esm.sort((a, b) => b.bytes - a.bytes).slice(0, 5) }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const thousands = (n: number) => `${(n / 1000).toFixed(0)}k`

export const runTypeCost = async ({ quick = false, keep = false, before }: { quick?: boolean; keep?: boolean; before?: string } = {}): Promise<Section> => {
  const effectModules = effectModulesOfCore()
  const names = [...Object.keys(FILES), EFFECT_FLOOR, PROMISE_ONLY, ...(before !== undefined ? [BEFORE] : [])]
  const { dir, promiseOnlyBytes } = makeProject(effectModules, names, before)
  const rounds = quick ? 2 : 5
  const samples = names.map(() => [] as Array<Diagnostics>)
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < names.length; k++) {
      const i = (k + r) % names.length
      samples[i]!.push(runTsc(dir, i))
    }
  }
  const med = (i: number, key: keyof Diagnostics) => median(samples[i]!.map((s) => s[key]))
  const byName = (name: string) => names.indexOf(name)
  const payrail = byName("@payrail/core")
  const stripe = byName("stripe-node")
  const floor = byName(EFFECT_FLOOR)
  const promiseOnly = byName(PROMISE_ONLY)
  const groups = names.map((_, i) => loadedByPackage(dir, i))
  const declarations = coreDeclarations()
  if (!keep) rmSync(dir, { recursive: true, force: true })

  const ratio = (i: number, j: number, key: keyof Diagnostics) => med(i, key) / med(j, key)
  const timeToStripe = ratio(payrail, stripe, "cpuSeconds")
  const memoryToStripe = ratio(payrail, stripe, "memoryKB")
  const timeToFloor = ratio(payrail, floor, "cpuSeconds")
  const memoryToFloor = ratio(payrail, floor, "memoryKB")
  const ownLines = groups[payrail]!.get("@payrail/core")
  const effectLines = groups[payrail]!.get("effect")
  const payrailDefinitionLines = [...groups[payrail]!.entries()].filter(([name]) => name !== "typescript (lib)" && name !== "@types/node").reduce((n, [, g]) => n + g.lines, 0)
  const stripeDefinitionLines = [...groups[stripe]!.entries()].filter(([name]) => name !== "typescript (lib)" && name !== "@types/node").reduce((n, [, g]) => n + g.lines, 0)

  const figures: Array<Figure> = [
    { figure: "Type-check of a one-call file: CPU time, Payrail / stripe-node", value: `${timeToStripe.toFixed(2)}× (${med(payrail, "cpuSeconds").toFixed(2)} s vs ${med(stripe, "cpuSeconds").toFixed(2)} s; wall ${ratio(payrail, stripe, "totalSeconds").toFixed(2)}×)`, target: "≤ 1.20×", status: check(timeToStripe <= 1.2) },
    { figure: "Type-check of a one-call file: memory, Payrail / stripe-node", value: `${memoryToStripe.toFixed(2)}× (${kb(med(payrail, "memoryKB") * 1024)} vs ${kb(med(stripe, "memoryKB") * 1024)})`, target: "≤ 1.20×", status: check(memoryToStripe <= 1.2) },
    { figure: "Type-check of a one-call file: CPU time, Payrail / effect's modules alone (floor)", value: `${timeToFloor.toFixed(2)}× (floor ${med(floor, "cpuSeconds").toFixed(2)} s; wall ${ratio(payrail, floor, "totalSeconds").toFixed(2)}×)`, target: "≤ 1.20×", status: check(timeToFloor <= 1.2) },
    { figure: "Type-check of a one-call file: memory, Payrail / effect's modules alone (floor)", value: `${memoryToFloor.toFixed(2)}×`, target: "≤ 1.20×", status: check(memoryToFloor <= 1.2) },
    { figure: "Payrail's own declarations (dist/**/*.d.ts, ESM)", value: kb(declarations.esmBytes), target: "≤ 400 KB", status: check(declarations.esmBytes <= 400 * 1024) },
    { figure: "Type-check of a one-call file: CPU time, Promise client's types without effect (prototype) / stripe-node", value: `${ratio(promiseOnly, stripe, "cpuSeconds").toFixed(2)}× (${med(promiseOnly, "cpuSeconds").toFixed(2)} s; memory ${ratio(promiseOnly, stripe, "memoryKB").toFixed(2)}×; ${kb(promiseOnlyBytes)} of declarations)`, target: "—", status: "info" }
  ]

  const table = [
    "| file | CPU time | total time (wall) | check time | memory | lines of definitions | types | instantiations |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...names.map((name, i) =>
      `| ${name} | ${med(i, "cpuSeconds").toFixed(2)} s | ${med(i, "totalSeconds").toFixed(2)} s | ${med(i, "checkSeconds").toFixed(2)} s | ${kb(med(i, "memoryKB") * 1024)} | ${thousands(med(i, "definitionLines"))} | ${med(i, "types").toLocaleString("en-US")} | ${med(i, "instantiations").toLocaleString("en-US")} |`)
  ]
  const loaded = [
    "| file | declaration files loaded, by package: lines (bytes) |",
    "|---|---|",
    ...names.map((name, i) => `| ${name} | ${[...groups[i]!.entries()].sort((a, b) => b[1].lines - a[1].lines).map(([pkg, g]) => `${pkg} ${thousands(g.lines)} (${kb(g.bytes)}, ${g.files} files)`).join("; ")} |`)
  ]
  const body = [
    "`tsc --noEmit --extendedDiagnostics` of a one-call file in a fresh project; the ratios are of the tsc process's CPU time (user + system; its wall-clock \"Total time\" mostly measures other work on a loaded machine), memory is tsc's \"Memory used\" (strict, `module`/`moduleResolution: nodenext`, `skipLibCheck: true`, `types: [\"node\"]`, lib ES2022), each contender its own process, order rotated each round; medians of " +
      `${rounds} rounds. \`@payrail/core\` is its package.json and built dist/ (what \`files\` packs); stripe-node is the bench's devDependency; effect is the version core is built against. ` +
      "The one-call file constructs a client, retrieves a payment and reads its status. The empty file is TypeScript's libraries and @types/node alone (in every row). " +
      `The effect floor imports only the ${effectModules.length} effect modules core's declarations reference: ${effectModules.map((m) => `\`${m}\``).join(", ")}. ` +
      "The prototype row is the same one-call file against `payrail-promise-only`: every method of the Promise client printed by TypeScript's checker from core's declarations as plain TypeScript (types written out in place), with copies of the support types and no effect (src/lib/promise-only-types.ts).",
    "",
    table.join("\n"),
    "",
    loaded.join("\n"),
    "",
    `Declaration lines beyond TypeScript's libraries and @types/node: Payrail ${thousands(payrailDefinitionLines)} (${ownLines ? thousands(ownLines.lines) : "0"} its own, ${effectLines ? thousands(effectLines.lines) : "0"} effect's: ${effectLines ? ((effectLines.lines / payrailDefinitionLines) * 100).toFixed(0) : 0} %), stripe-node ${thousands(stripeDefinitionLines)}.`,
    `Core's published declarations: ${kb(declarations.esmBytes)} ESM (.d.ts), ${kb(declarations.allBytes)} with the CommonJS copies (.d.cts); largest: ${declarations.largest.map((f) => `\`dist/${f.path}\` ${kb(f.bytes)}`).join(", ")}.`,
    "",
    "Why, and what names types instead of inlining them: bench/ANALYSIS.md, section 7."
  ].join("\n")
  return { title: "Type-check cost of a one-call file", figures, body }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const beforeAt = args.indexOf("--before")
  const section = await runTypeCost({ quick: args.includes("--quick"), keep: args.includes("--keep"), ...(beforeAt >= 0 ? { before: args[beforeAt + 1]! } : {}) })
  console.log(`## ${section.title}\n`)
  for (const f of section.figures) console.log(`- ${f.figure}: ${f.value} (target ${f.target})`)
  console.log(`\n${section.body}`)
}
