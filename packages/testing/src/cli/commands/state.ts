/**
 * `payrail-fake reset | state save <file> | state load <file>`: a running fake's whole state (the
 * snapshot `--state` / `--save` use), written through a temporary file so a stop half-way never
 * leaves half a state. The snapshot carries no secrets (the fake keeps them out of it).
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs"
import { type Connection, control, ControlCallError, ControlUsageError, type Printer } from "./control-client"

export const STATE_USAGE = `payrail-fake reset                        forget all state, faults, requests and deliveries
payrail-fake state save <file>            the whole state to a file
payrail-fake state load <file>            replace the state with a saved one`

export const runReset = async (connection: Connection, args: ReadonlyArray<string>, print: Printer): Promise<void> => {
  if (args.length > 0) throw new ControlUsageError(`reset takes no arguments, got ${args.join(" ")}`)
  await control(connection, "POST", "/reset")
  print.out("The fake was reset.")
}

export const runState = async (connection: Connection, args: ReadonlyArray<string>, print: Printer): Promise<void> => {
  const [action, file, ...rest] = args
  if (file === undefined || rest.length > 0 || (action !== "save" && action !== "load")) throw new ControlUsageError("state save <file> | state load <file>")
  if (action === "save") {
    const state = await control(connection, "GET", "/state")
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`)
    renameSync(temporary, file)
    print.out(`State saved to ${file}.`)
    return
  }
  let state: unknown
  try {
    state = JSON.parse(readFileSync(file, "utf8"))
  } catch (error) {
    throw new ControlCallError(`state load ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  const { now } = (await control(connection, "PUT", "/state", state)) as { now: string }
  print.out(`State loaded from ${file} (fake clock ${now}).`)
}
