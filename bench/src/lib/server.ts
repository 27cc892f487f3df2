/** Starts the canned API server in a child process (127.0.0.1, port 0). */
import { fork } from "node:child_process"
import { fileURLToPath } from "node:url"

export interface ApiServer {
  readonly port: number
  readonly origin: string
  close(): Promise<void>
}

export const startApiServer = async (bodies: Record<string, string>): Promise<ApiServer> => {
  const child = fork(fileURLToPath(new URL("../server/api-server.mjs", import.meta.url)), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] })
  const port = await new Promise<number>((resolve, reject) => {
    const guard = setTimeout(() => reject(new Error("bench server did not start")), 10_000)
    child.once("message", (m: { port: number }) => {
      clearTimeout(guard)
      resolve(m.port)
    })
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)))
    child.send(bodies)
  })
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", () => resolve())
        child.disconnect()
      })
  }
}
