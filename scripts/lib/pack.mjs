/**
 * Packing the publishable packages (packages/*, not private) into tarballs with pnpm, which turns
 * `workspace:` ranges into versions. Used by
 * scripts/install-from-source.mjs (installing this repository's packages into an app).
 */
import { spawnSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

/** Every publishable package under `root`/packages: its directory and manifest. */
export const publishablePackages = (root) => {
  const packagesDir = join(root, "packages")
  return readdirSync(packagesDir)
    .map((dir) => ({ dir: join(packagesDir, dir), manifest: JSON.parse(readFileSync(join(packagesDir, dir, "package.json"), "utf8")) }))
    .filter(({ manifest }) => manifest.private !== true)
}

/**
 * The pnpm running this script (`pnpm …`, also under `npx pnpm@…`), else the one on PATH, else
 * the repository's own (`packageManager` of the root package.json) through npx.
 */
export const pnpmCommand = (root) => {
  const execpath = process.env.npm_execpath ?? ""
  if (/pnpm/.test(execpath) && execpath.endsWith("js")) return [process.execPath, execpath]
  if (spawnSync("pnpm", ["--version"], { stdio: "ignore" }).status === 0) return ["pnpm"]
  const manager = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager ?? "pnpm"
  return ["npx", "-y", manager]
}

/** `pnpm pack` of one package into `destination` (`pnpm`: the command, found once by the caller): `{ ok, output, tarball }` (tarball undefined when it failed). */
export const packPackage = (pkg, destination, pnpm = pnpmCommand(join(pkg.dir, "..", ".."))) => {
  const [command, ...args] = pnpm
  const r = spawnSync(command, [...args, "pack", "--pack-destination", destination], {
    cwd: pkg.dir,
    encoding: "utf8",
    env: { ...process.env, npm_config_update_notifier: "false" }
  })
  const prefix = pkg.manifest.name.replace("@", "").replace("/", "-")
  const file = readdirSync(destination).find((f) => f.startsWith(`${prefix}-${pkg.manifest.version}`) && f.endsWith(".tgz"))
  const output = `${r.stdout ?? ""}${r.stderr ?? ""}${r.error ? String(r.error) : ""}`
  return { ok: r.status === 0 && file !== undefined, output, tarball: file && join(destination, file) }
}
