/** What the CLI prints: JSON, indented on a terminal and one line otherwise (for pipes and `jq`). */
import { type ErrorReport, exitCodeOf, reportOf } from "./exit-codes"

/** Where a command writes; tests and the listener pass their own. */
export interface Output {
  readonly out: (line: string) => void
  readonly err: (line: string) => void
  /** Indent JSON (stdout is a terminal). */
  readonly pretty: boolean
}

export const processOutput = (): Output => ({
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
  pretty: process.stdout.isTTY === true
})

export const json = (value: unknown, pretty: boolean): string => JSON.stringify(value, null, pretty ? 2 : undefined) ?? "null"

/** Prints `error` on stderr and answers its exit code. */
export const printError = (output: Output, error: unknown): number => {
  const report: ErrorReport = reportOf(error)
  output.err(json(report, process.stderr.isTTY === true))
  return exitCodeOf(error)
}
