/** Stopping a `payrail-fake` the tests started through tsx. */
import type { ChildProcess } from "node:child_process"

/**
 * SIGTERM, which tsx passes on to the node process it runs, then the exit. A SIGKILL stops only
 * tsx and leaves that process serving after the tests. SIGKILL after 5 s, as a safety net.
 */
export const stopCli = async (child: ChildProcess | undefined): Promise<void> => {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  child.kill("SIGTERM")
  const bound = setTimeout(() => child.kill("SIGKILL"), 5_000) // within vitest's 10 s hook timeout
  await exited
  clearTimeout(bound)
}
