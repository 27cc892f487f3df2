/**
 * The `payrail` CLI as a real child process: `node --import tsx` on the source (one process, so a
 * signal or a kill reaches the CLI itself), the sibling packages' sources mapped by tsconfig.cli.json.
 * Readiness is a line the CLI prints, never a sleep.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url))
const tsconfig = fileURLToPath(new URL("./tsconfig.cli.json", import.meta.url))

/** Environment for the CLI: no PAYRAIL_* of the machine running the tests leaks in. */
export const cliEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TSX_TSCONFIG_PATH: tsconfig }
  return { ...env, ...extra }
}

export interface Running {
  readonly child: ChildProcess
  /** Everything printed on stdout so far. */
  stdout(): string
  stderr(): string
  /** Resolves with the first stdout line matching `pattern` (rejects if the process ends first). */
  line(pattern: RegExp): Promise<string>
  /** Resolves with the first `count` stdout lines matching `pattern`. */
  lines(pattern: RegExp, count: number): Promise<Array<string>>
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>
}

export const start = (args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = cliEnv()): Running => {
  const child = spawn(process.execPath, ["--import", "tsx", main, ...args], { env, stdio: ["ignore", "pipe", "pipe"] })
  let out = ""
  let err = ""
  const waiters: Array<{ pattern: RegExp; count: number; resolve: (lines: Array<string>) => void; reject: (e: Error) => void }> = []
  const check = () => {
    for (const waiter of [...waiters]) {
      // complete lines only
      const found = out.split("\n").slice(0, -1).filter((l) => waiter.pattern.test(l))
      if (found.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(found.slice(0, waiter.count))
      }
    }
  }
  child.stdout!.on("data", (d: Buffer) => {
    out += d.toString()
    check()
  })
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once("close", (code) => {
      for (const waiter of waiters.splice(0)) waiter.reject(new Error(`the CLI ended (code ${code}) before printing ${waiter.pattern}:\n${out}\n${err}`))
      resolve(code)
    })
  )
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    line: (pattern) =>
      new Promise<Array<string>>((resolve, reject) => {
        waiters.push({ pattern, count: 1, resolve, reject })
        check()
      }).then((found) => found[0]!),
    lines: (pattern, count) =>
      new Promise((resolve, reject) => {
        waiters.push({ pattern, count, resolve, reject })
        check()
      }),
    exited
  }
}

/** Runs the CLI to its end. */
export const runCli = async (args: ReadonlyArray<string>, env?: NodeJS.ProcessEnv) => {
  const running = start(args, env)
  const code = await running.exited
  return { code, stdout: running.stdout(), stderr: running.stderr() }
}

/** Stops a CLI the test started: SIGTERM, then SIGKILL after 5 s as a safety net. */
export const stop = async (running: Running | undefined): Promise<void> => {
  if (running === undefined || running.child.exitCode !== null || running.child.signalCode !== null) return
  running.child.kill("SIGTERM")
  const bound = setTimeout(() => running.child.kill("SIGKILL"), 5_000)
  await running.exited
  clearTimeout(bound)
}
