#!/usr/bin/env node
/**
 * `pnpm mutate [target …]`: Stryker mutation testing of the code whose tests guard money and
 * notifications. Each target is a package folder, the test subset that covers it, and the score
 * below which the run fails (Stryker's `thresholds.break`). With no target, all of them.
 *
 *   pnpm mutate                  core-http, core-webhooks, testing-state
 *   pnpm mutate core-webhooks    one target
 *
 * Runs are incremental (Stryker's `--incremental`): a local cache file per target keeps each mutant's
 * last result, and a run re-tests only mutants whose code or covering tests changed. The cache is not
 * in git: a run without it (a fresh clone) tests every mutant and writes it. It lives in
 * `.cache/mutation/` at the root, or in MUTATE_CACHE_DIR (where a CI cache step restores it).
 * Equivalent mutants are marked beside the code: `// Stryker disable next-line <Mutator>: reason`.
 * How to read and act on a run: docs/mutation-testing.md. MUTATE_CONCURRENCY sets the test-runner
 * processes (default 1). Not part of CI: a full run takes hours on a 2-core machine.
 *
 * MUTATE_FILES (comma-separated globs, relative to the package) narrows one target to part of its
 * files. Stryker writes the incremental file only when a run ends and keeps the other files' last
 * results in it, so a long target can be run part by part: a stopped run loses only its part.
 */
import { spawnSync } from "node:child_process"
import { chmodSync, existsSync, readdirSync, rmSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
/** Where each target's incremental file lives (gitignored; rebuilt by a run when missing). */
const cacheDir = resolve(root, process.env.MUTATE_CACHE_DIR || join(".cache", "mutation"))

/**
 * package, files mutated, the vitest config of the covering tests, the break threshold (%), and
 * whether static mutants (module-level tables, run against every test) are skipped, the tsconfig
 * of the TypeScript checker when not the package's, and the workspace packages built before it:
 * see docs/mutation-testing.md.
 */
export const TARGETS = {
  "core-http": { pkg: "core", mutate: ["src/http/**/*.ts"], vitest: "vitest.mutate-http.config.ts", breakAt: 85 },
  "core-webhooks": { pkg: "core", mutate: ["src/webhooks/**/*.ts", "!src/webhooks/index.ts"], vitest: "vitest.mutate-webhooks.config.ts", breakAt: 85 },
  "testing-state": { pkg: "testing", mutate: ["src/state/**/*.ts"], vitest: "vitest.mutate-state.config.ts", breakAt: 75, ignoreStatic: true, tsconfig: "tsconfig.mutate.json", builds: ["@payrail/core"] }
}

/**
 * What an in-place run leaves behind in the package besides the files it restores: the vitest
 * runner's copies of its setup file (`stryker-setup-<n>.js`), and executables restored without
 * their executable bit. Put the tree back as git has it.
 */
const tidyInPlace = (cwd) => {
  for (const name of readdirSync(cwd)) if (/^stryker-setup(-\d+)?\.js$/.test(name)) rmSync(join(cwd, name))
  const staged = spawnSync("git", ["ls-files", "-s", "."], { cwd, encoding: "utf8" }).stdout ?? ""
  for (const line of staged.split("\n")) {
    const [mode, , , ...path] = line.split(/\s+/)
    if (mode === "100755") chmodSync(join(cwd, path.join(" ")), 0o755)
  }
}

const names = process.argv.slice(2)
for (const name of names) {
  if (!(name in TARGETS)) {
    console.error(`unknown target ${name}: one of ${Object.keys(TARGETS).join(", ")}`)
    process.exit(2)
  }
}
let failed = false
for (const name of names.length > 0 ? names : Object.keys(TARGETS)) {
  const target = TARGETS[name]
  const cwd = join(root, "packages", target.pkg)
  const incrementalFile = join(cacheDir, `${name}.json`)
  const args = [
    "run", join(root, "scripts", "stryker.config.mjs"),
    "--mutate", process.env.MUTATE_FILES || target.mutate.join(","),
    "--incremental", "--incrementalFile", incrementalFile
  ]
  // The testing package's vitest config reaches core's sources by relative path: mutate in place
  // (Stryker restores the files when it ends, also on Ctrl-C). Commit first.
  if (target.pkg !== "core") args.push("--inPlace")
  if (target.ignoreStatic) args.push("--ignoreStatic")
  console.log(`\n== ${name} (break below ${target.breakAt} %)`)
  if (!existsSync(incrementalFile)) console.log(`no cached results in ${incrementalFile}: every mutant is tested, and the file is written when the run ends`)
  // The checker type-checks the package against its dependencies' declarations (dist/): build them
  // first (turbo's cache makes this a no-op when they are current), or a fresh clone checks nothing.
  const unbuilt = (target.builds ?? []).filter((dependency) =>
    spawnSync(join(root, "node_modules", ".bin", "turbo"), ["run", "build", `--filter=${dependency}`], { cwd: root, stdio: "inherit" }).status !== 0)
  if (unbuilt.length > 0) {
    console.error(`building ${unbuilt.join(", ")} failed: ${name} not run`)
    failed = true
    continue
  }
  const run = spawnSync(join(root, "node_modules", ".bin", "stryker"), args, {
    cwd,
    stdio: "inherit",
    env: {
      ...process.env,
      PAYRAIL_MUTATE_VITEST: target.vitest,
      PAYRAIL_MUTATE_BREAK: String(target.breakAt),
      ...(target.tsconfig ? { PAYRAIL_MUTATE_TSCONFIG: target.tsconfig } : {})
    }
  })
  if (run.status !== 0) failed = true
  if (target.pkg !== "core") tidyInPlace(cwd)
}
process.exit(failed ? 1 : 0)
