/**
 * A Redis that survives a restart: append-only file, fsync on every write, on a fixed port and
 * directory, so a restart keeps the queue's jobs and the stores' keys (as a production Redis with
 * persistence does). Readiness by PING, bounded.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createConnection } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort, redisServerBinary } from "../../../stores/test/support/servers"

const ping = (port: number) =>
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

export interface PersistentRedis {
  readonly url: string
  restart(): Promise<void>
  stop(): Promise<void>
}

export const startPersistentRedis = async (): Promise<PersistentRedis> => {
  const binary = redisServerBinary()
  if (binary === undefined) throw new Error("redis-server not found")
  const dir = mkdtempSync(join(tmpdir(), "payrail-soak-redis-"))
  const port = await freePort()
  let child: ChildProcess
  const launch = async () => {
    child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "yes", "--appendfsync", "always", "--daemonize", "no"], {
      stdio: "ignore"
    })
    const deadline = Date.now() + 30_000
    while (!(await ping(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`)
      if (Date.now() > deadline) throw new Error("redis-server not ready within 30 s")
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  const halt = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once("exit", () => resolve())
      child.kill("SIGTERM") // redis flushes the append-only file and exits
    })
  await launch()
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await halt()
      await launch()
    },
    async stop() {
      await halt()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
