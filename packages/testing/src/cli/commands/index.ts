/**
 * The `payrail-fake` commands that drive a running fake, as its dashboard does: `logs tail`,
 * `events list|resend`, `clock advance|set`, `faults add|list|clear`, `reset`, `state save|load`.
 * main.ts hands a command line here first; `undefined` means "not one of these".
 */
import { CLOCK_USAGE, runClock } from "./clock"
import { connectionOf, ControlUsageError, parseControlArgs, type Printer } from "./control-client"
import { EVENTS_USAGE, runEvents } from "./events"
import { FAULT_OPTIONS, FAULTS_USAGE, runFaults } from "./faults"
import { LOGS_USAGE, runLogs } from "./logs"
import { runReset, runState, STATE_USAGE } from "./state"

export const CONTROL_COMMANDS = ["logs", "events", "clock", "faults", "reset", "state"] as const

export const CONTROL_USAGE = `payrail-fake commands for a running fake (--url <fake>, default http://127.0.0.1:4010;
--private-secret-key <key>, default the fake's):

${LOGS_USAGE}
${EVENTS_USAGE}
${CLOCK_USAGE}
${FAULTS_USAGE}
${STATE_USAGE}

Exit codes: 0 done, 1 the fake refused or could not be reached, 2 a bad command line.`

const OPTIONS = { bodies: { type: "boolean" }, ...FAULT_OPTIONS } as const

/** Runs a control command; resolves with its exit code, or undefined when `argv` is not one. */
export const runControlCommand = async (
  argv: ReadonlyArray<string>,
  print: Printer & { readonly err: (line: string) => void } = { out: (l) => console.log(l), err: (l) => console.error(l) },
  signal?: AbortSignal
): Promise<number | undefined> => {
  const [command, ...rest] = argv
  if (!(CONTROL_COMMANDS as ReadonlyArray<string | undefined>).includes(command)) return undefined
  try {
    const { values, positionals } = parseControlArgs(rest, OPTIONS)
    if (values.help === true) {
      print.out(CONTROL_USAGE)
      return 0
    }
    const connection = connectionOf(values)
    switch (command) {
      case "logs":
        await runLogs(connection, positionals, values, print, signal)
        break
      case "events":
        await runEvents(connection, positionals, print)
        break
      case "clock":
        await runClock(connection, positionals, print)
        break
      case "faults":
        await runFaults(connection, positionals, values, print)
        break
      case "reset":
        await runReset(connection, positionals, print)
        break
      case "state":
        await runState(connection, positionals, print)
        break
    }
    return 0
  } catch (error) {
    const message = (error as Error).message.replace(/\s*\n\s*/g, "; ")
    if (error instanceof ControlUsageError) {
      print.err(`payrail-fake ${command}: ${message} (payrail-fake ${command} --help)`)
      return 2
    }
    print.err(`payrail-fake ${command}: ${message}`)
    return 1
  }
}
