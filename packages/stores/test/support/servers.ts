/**
 * Real Redis and Postgres servers for the tests and the proof script, started from Debian's
 * binaries on 127.0.0.1 at free ports in a temporary directory, and stopped after. No system
 * service, no Docker. Readiness is polled (bounded), never slept for.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createConnection, createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface RunningServer {
  readonly url: string
  stop(): Promise<void>
  /** Stops the server (its data kept) and starts it again on the same port; resolves once it answers. */
  restart(): Promise<void>
  /** Stops the server, keeping its data and port for `restart()`. */
  halt(): Promise<void>
}

const START_DEADLINE_MS = 60_000

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `probe` every 50 ms until it is true, the process exits, or the deadline passes. */
const waitUntil = async (what: string, child: ChildProcess, probe: () => Promise<boolean>, log: () => string) => {
  const deadline = Date.now() + START_DEADLINE_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}):\n${log()}`)
    if (await probe()) return
    await pause(50)
  }
  throw new Error(`${what} not ready within ${START_DEADLINE_MS} ms:\n${log()}`)
}

const exited = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true)
    const timer = setTimeout(() => resolve(false), ms)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve(true)
    })
  })

const capture = (child: ChildProcess) => {
  let log = ""
  child.stdout?.on("data", (d) => (log = (log + d).slice(-8000)))
  child.stderr?.on("data", (d) => (log = (log + d).slice(-8000)))
  return () => log
}

/** Sends one inline command and checks the answer starts with `+PONG`. */
const redisPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port })
    let answer = ""
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.on("error", () => done(false))
    socket.on("connect", () => socket.write("PING\r\n"))
    socket.on("data", (d) => {
      answer += d
      if (answer.includes("\r\n")) done(answer.startsWith("+PONG"))
    })
  })

export const redisServerBinary = (): string | undefined =>
  [process.env.PAYRAIL_REDIS_SERVER, "/usr/bin/redis-server", "/usr/local/bin/redis-server"].find(
    (p): p is string => p !== undefined && existsSync(p)
  )

export const startRedis = async (): Promise<RunningServer> => {
  const binary = redisServerBinary()
  if (binary === undefined) throw new Error("redis-server not found (apt-get install redis-server)")
  const dir = mkdtempSync(join(tmpdir(), "payrail-redis-"))
  const port = await freePort()
  let child: ChildProcess
  const halt = async () => {
    child.kill("SIGTERM")
    if (!(await exited(child, 10_000))) child.kill("SIGKILL")
  }
  const stop = async () => {
    await halt()
    rmSync(dir, { recursive: true, force: true })
  }
  const launch = async () => {
    child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no", "--daemonize", "no"], {
      stdio: ["ignore", "pipe", "pipe"]
    })
    const log = capture(child)
    try {
      await waitUntil("redis-server", child, () => redisPing(port), log)
    } catch (error) {
      await stop()
      throw error
    }
  }
  await launch()
  const restart = async () => {
    await halt()
    await launch()
  }
  return { url: `redis://127.0.0.1:${port}`, stop, restart, halt }
}

export const postgresBinDir = (): string | undefined => {
  if (process.env.PAYRAIL_PG_BIN !== undefined) return process.env.PAYRAIL_PG_BIN
  const root = "/usr/lib/postgresql"
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin")
}

/** Postgres refuses to run as root: then initdb and postgres run as the `postgres` (or `nobody`) user. */
const unprivileged = (): { user: string; uid: number; gid: number } | undefined => {
  if (process.getuid?.() !== 0) return undefined
  for (const user of ["postgres", "nobody"]) {
    const id = spawnSync("id", ["-u", user], { encoding: "utf8" })
    const gid = spawnSync("id", ["-g", user], { encoding: "utf8" })
    if (id.status === 0 && gid.status === 0) return { user, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) }
  }
  throw new Error("running as root, and no postgres or nobody user to run Postgres as")
}

export const startPostgres = async (): Promise<RunningServer> => {
  const bin = postgresBinDir()
  if (bin === undefined) throw new Error("Postgres not found under /usr/lib/postgresql (apt-get install postgresql)")
  const as = unprivileged()
  const command = (program: string, args: string[]): [string, string[]] =>
    as === undefined ? [join(bin, program), args] : ["runuser", ["-u", as.user, "--", join(bin, program), ...args]]
  const dir = mkdtempSync(join(tmpdir(), "payrail-postgres-"))
  if (as !== undefined) chownSync(dir, as.uid, as.gid)
  const data = join(dir, "data")
  const [initdb, initArgs] = command("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-locale"])
  const init = spawnSync(initdb, initArgs, { cwd: dir, encoding: "utf8" })
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`)
  }
  const port = await freePort()
  const [postgres, args] = command("postgres", [
    "-D", data, "-h", "127.0.0.1", "-p", String(port), "-k", dir,
    "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=200"
  ])
  let child: ChildProcess
  let log: () => string
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const halt = async () => {
    // runuser may not pass signals on: signal the postmaster itself (fast shutdown), by its pid file.
    let pid: number | undefined
    try {
      pid = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0])
    } catch {}
    try {
      if (pid) process.kill(pid, "SIGINT")
      else child.kill("SIGINT")
    } catch {}
    if (!(await exited(child, 15_000))) {
      try {
        if (pid) process.kill(pid, "SIGKILL")
      } catch {}
      child.kill("SIGKILL")
    }
  }
  const stop = async () => {
    await halt()
    rmSync(dir, { recursive: true, force: true })
  }
  const launch = async () => {
    child = spawn(postgres, args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] })
    log = capture(child)
    try {
      const { default: pg } = await import("pg")
      await waitUntil("postgres", child, async () => {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
        try {
          await client.connect()
          await client.query("SELECT 1")
          return true
        } catch {
          return false
        } finally {
          await client.end().catch(() => {})
        }
      }, log)
    } catch (error) {
      await stop()
      throw error
    }
  }
  await launch()
  const restart = async () => {
    await halt()
    await launch()
  }
  return { url, stop, restart, halt }
}
