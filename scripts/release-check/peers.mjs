/**
 * Each published package promises what the runtime matrix runs, no more and no less:
 *   - `engines.node` accepts every Node major of the matrix and nothing older than its lowest;
 *   - each peer range names exactly the majors that are tested: the version the workspace installs
 *     for the package's own tests (which the range must accept), plus what the matrix installs
 *     besides (scripts/matrix/versions.mjs: the NestJS majors and their companions for
 *     packages/nestjs's suite, effect and hono for the runtime smoke of core, queues and hono).
 * A range claiming a major nothing tests (`bullmq ^5 || ^6` with only 6 installed), or a tested
 * major outside the range, is a problem. Used by scripts/release-check.mjs.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { NEST_MAJORS, NEST_SUITE_DEPENDENCIES, NEST_SUITE_PACKAGES, NODE_MAJORS, SMOKE_DEPENDENCIES } from "../matrix/versions.mjs"

/** The packages the matrix's runtime smoke installs (scripts/matrix.mjs packs them). */
const SMOKED = new Set(["@payrail/core", "@payrail/queues", "@payrail/hono"])

/** `4.13.19` → "4"; `0.2.2` → "0.2" (a 0.x minor is a major for `^`). */
const majorOf = (version) => {
  const [major, minor] = version.replace(/^[\^~=v]/, "").split(".")
  return major === "0" ? `0.${minor ?? "0"}` : major
}

/** The majors a range names (`^11.0.0 || ^12.0.0` → 11, 12), or undefined for an open range (`>=5`, `*`). */
export const claimedMajors = (range) => {
  const majors = []
  for (const part of range.split("||").map((p) => p.trim())) {
    if (!/^[\^~]?\d+(\.\d+){0,2}$/.test(part)) return undefined
    majors.push(majorOf(part))
  }
  return majors
}

/** Majors the matrix installs for `dep` beside the workspace, for the package `name`. */
const matrixMajors = (name, dep) => {
  const majors = []
  if (name === "@payrail/nestjs") {
    if (dep.startsWith("@nestjs/") && NEST_SUITE_PACKAGES.includes(dep.slice("@nestjs/".length))) majors.push(...NEST_MAJORS)
    if (dep in NEST_SUITE_DEPENDENCIES) majors.push(majorOf(NEST_SUITE_DEPENDENCIES[dep]))
  }
  if (SMOKED.has(name) && dep in SMOKE_DEPENDENCIES) majors.push(majorOf(SMOKE_DEPENDENCIES[dep]))
  return majors
}

/** Every mismatch of `packages` ({ dir, manifest }) against the matrix; `satisfies` is semver's. */
export const peerProblems = (packages, satisfies) => {
  const problems = []
  const lowest = Math.min(...NODE_MAJORS.map(Number))
  for (const { dir, manifest } of packages) {
    const { name } = manifest
    const engine = manifest.engines?.node
    if (engine === undefined) problems.push(`${name}: no engines.node (the matrix runs Node ${NODE_MAJORS.join(", ")})`)
    else {
      for (const major of NODE_MAJORS) if (!satisfies(`${major}.0.0`, engine)) problems.push(`${name}: engines.node ${engine} refuses Node ${major}, which the matrix runs`)
      if (satisfies(`${lowest - 1}.99.0`, engine)) problems.push(`${name}: engines.node ${engine} accepts Node ${lowest - 1}, which the matrix does not run`)
    }
    for (const [dep, range] of Object.entries(manifest.peerDependencies ?? {})) {
      const claimed = claimedMajors(range)
      if (claimed === undefined) {
        problems.push(`${name}: peer ${dep} ${range} is open-ended; name the tested majors`)
        continue
      }
      const installedManifest = join(dir, "node_modules", dep, "package.json")
      const installed = existsSync(installedManifest) ? JSON.parse(readFileSync(installedManifest, "utf8")).version : undefined
      if (installed !== undefined && !satisfies(installed, range)) problems.push(`${name}: the tests run ${dep} ${installed}, outside the peer range ${range}`)
      const tested = new Set([...(installed ? [majorOf(installed)] : []), ...matrixMajors(name, dep)])
      for (const major of claimed) if (!tested.has(major)) problems.push(`${name}: peer ${dep} ${range} claims ${major}.x, which neither the tests nor the matrix run (they run ${[...tested].join(", ") || "nothing"})`)
      for (const major of tested) if (!claimed.includes(major)) problems.push(`${name}: the matrix runs ${dep} ${major}.x, outside the peer range ${range}`)
    }
  }
  return problems
}
