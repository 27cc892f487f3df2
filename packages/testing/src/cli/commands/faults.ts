/**
 * `payrail-fake faults add [options] | list | clear`: injected failures of a running fake (the
 * dashboard's faults panel). `add` takes the fields of a `FaultSpec` as flags.
 */
import { type Connection, control, ControlUsageError, type Printer } from "./control-client"

export const FAULTS_USAGE = `payrail-fake faults add [--method M] [--path /payments/*] [--times n|all] [--status 503]
                        [--code CODE] [--retry-after s] [--delay-ms n] [--drop] [--after-commit]
payrail-fake faults list
payrail-fake faults clear`

export const FAULT_OPTIONS = {
  method: { type: "string" },
  path: { type: "string" },
  times: { type: "string" },
  status: { type: "string" },
  code: { type: "string" },
  "retry-after": { type: "string" },
  "delay-ms": { type: "string" },
  drop: { type: "boolean" },
  "after-commit": { type: "boolean" }
} as const

const whole = (flag: string, text: string | undefined, min: number): number | undefined => {
  if (text === undefined) return undefined
  if (!/^\d+$/.test(text) || Number(text) < min) throw new ControlUsageError(`--${flag} must be a whole number ≥ ${min}, got ${text}`)
  return Number(text)
}

export const runFaults = async (connection: Connection, args: ReadonlyArray<string>, values: Readonly<Record<string, unknown>>, print: Printer): Promise<void> => {
  const [action, ...rest] = args
  if (rest.length > 0) throw new ControlUsageError(`faults ${action} takes no arguments, got ${rest.join(" ")}`)
  if (action === "list") {
    print.out(JSON.stringify(await control(connection, "GET", "/faults"), null, 2))
  } else if (action === "clear") {
    await control(connection, "DELETE", "/faults")
    print.out("Every fault removed.")
  } else if (action === "add") {
    const text = (name: string) => values[name] as string | undefined
    const times = text("times") === "all" ? undefined : whole("times", text("times"), 1)
    const spec = {
      ...(text("method") !== undefined ? { method: text("method")!.toUpperCase() } : {}),
      ...(text("path") !== undefined ? { path: text("path") } : {}),
      // JSON has no Infinity: a large count is "every matching request"
      ...(text("times") === "all" ? { times: Number.MAX_SAFE_INTEGER } : times !== undefined ? { times } : {}),
      ...(text("status") !== undefined ? { status: whole("status", text("status"), 100) } : {}),
      ...(text("code") !== undefined ? { code: text("code") } : {}),
      ...(text("retry-after") !== undefined ? { retryAfterSeconds: whole("retry-after", text("retry-after"), 0) } : {}),
      ...(text("delay-ms") !== undefined ? { delayMs: whole("delay-ms", text("delay-ms"), 0) } : {}),
      ...(values.drop === true ? { dropConnection: true } : {}),
      ...(values["after-commit"] === true ? { afterCommit: true } : {})
    }
    const added = (await control(connection, "POST", "/faults", spec)) as { id: number; remaining: number }
    print.out(`Fault ${added.id} added (${added.remaining >= Number.MAX_SAFE_INTEGER ? "every" : added.remaining} matching request(s)).`)
  } else throw new ControlUsageError(`unknown faults command ${action ?? "(none)"} (add, list, clear)`)
}
