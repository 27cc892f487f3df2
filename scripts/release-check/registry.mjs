/**
 * The loopback registry of scripts/release-check.mjs: Verdaccio (pinned in ./tools/package.json),
 * started on 127.0.0.1 on a free port with its storage in a temp dir, a user created through the
 * registry's own login endpoint (as `npm adduser` does), and stopped on exit or failure.
 *
 * The tools (Verdaccio, yarn, bun, semver) are installed with `npm ci` from ./tools/package-lock.json
 * into node_modules/.cache/payrail-release-tools/<lockfile hash>, outside the pnpm workspace: their
 * dependency tree stays out of the project's lockfile and every `pnpm install`, and the committed
 * lockfile (with its `overrides` pinning verdaccio-audit's `node-fetch: "cjs"` tag to 2.7.0, which
 * runs on Node 20) makes the install the same from any fresh clone.
 */
import { spawn, spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { join } from "node:path"

const TOOLS = new URL("./tools/", import.meta.url)

/** Installs the tools once per lockfile; answers the directory that holds their node_modules. */
export const installTools = (root) => {
  const lock = readFileSync(new URL("package-lock.json", TOOLS))
  const hash = createHash("sha256").update(readFileSync(new URL("package.json", TOOLS))).update(lock).digest("hex").slice(0, 16)
  const dir = join(root, "node_modules", ".cache", "payrail-release-tools", hash)
  if (existsSync(join(dir, ".installed"))) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const file of ["package.json", "package-lock.json"]) cpSync(new URL(file, TOOLS), join(dir, file))
  // bun's postinstall links the binary from its platform package (an optional dependency from the npm
  // registry): newer npm runs a dependency's install script only when package.json's `allowScripts`
  // names it (./tools/package.json does), older npm runs it anyway.
  const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir, encoding: "utf8", timeout: 300_000, env: { ...process.env, npm_config_update_notifier: "false" }
  })
  if (r.status !== 0) throw new Error(`npm ci of the release-check tools failed in ${dir}:\n${r.stdout}${r.stderr}${r.error ?? ""}`)
  writeFileSync(join(dir, ".installed"), new Date().toISOString())
  return dir
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/**
 * Starts Verdaccio with storage under `work`. Answers `{ url, token, stop }`. Ready when it prints
 * its address (a signal, not a sleep); gives up after `timeoutMs`.
 */
export const startRegistry = async ({ tools, work, timeoutMs = 60_000 }) => {
  const dir = join(work, "registry")
  mkdirSync(dir, { recursive: true })
  const port = await freePort()
  const config = join(dir, "config.yaml")
  writeFileSync(config, [
    `storage: ${JSON.stringify(join(dir, "storage"))}`,
    "auth:",
    "  htpasswd:",
    `    file: ${JSON.stringify(join(dir, "htpasswd"))}`,
    "    max_users: 1",
    // no uplinks: @payrail/* comes only from what this check published; the projects take every
    // other package from the npm registry through a scoped-registry .npmrc
    "uplinks: {}",
    "packages:",
    "  '**':",
    "    access: $all",
    "    publish: $authenticated",
    "    unpublish: $authenticated",
    "server:",
    "  keepAliveTimeout: 60",
    "log: { type: stdout, format: pretty, level: warn }",
    ""
  ].join("\n"))
  const child = spawn(process.execPath, [join(tools, "node_modules", "verdaccio", "bin", "verdaccio"), "--config", config, "--listen", `127.0.0.1:${port}`], {
    cwd: dir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NODE_NO_WARNINGS: "1" }
  })
  let log = ""
  let exited = false
  const stop = () => {
    if (!exited && child.exitCode === null) child.kill("SIGTERM")
  }
  // A registry left behind is never wanted: stop it whatever way this process ends.
  process.once("exit", stop)
  const url = `http://127.0.0.1:${port}/`
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`Verdaccio did not start within ${timeoutMs} ms:\n${log}`))
    }, timeoutMs)
    const onData = (data) => {
      log += data
      if (log.includes(`http address - ${url}`)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.once("exit", (code) => {
      exited = true
      clearTimeout(timer)
      reject(new Error(`Verdaccio exited (${code}) before it was ready:\n${log}`))
    })
  })
  const response = await fetch(new URL("-/user/org.couchdb.user:payrail-release-check", url), {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "payrail-release-check", password: `check-${process.pid}-${port}` }),
    signal: AbortSignal.timeout(30_000)
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok || typeof body.token !== "string") {
    stop()
    throw new Error(`Verdaccio refused the user: ${response.status} ${JSON.stringify(body)}`)
  }
  return { url, port, token: body.token, stop, log: () => log }
}

/** The registry's document for one package (`{ versions, "dist-tags", … }`), or undefined when absent. */
export const packument = async (url, name) => {
  const response = await fetch(new URL(name.replace("/", "%2f"), url), { signal: AbortSignal.timeout(30_000) })
  if (response.status === 404) return undefined
  if (!response.ok) throw new Error(`GET ${name} from ${url}: ${response.status}`)
  return response.json()
}
