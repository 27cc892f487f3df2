/**
 * `payrail`: dispatches a command line to its command and answers the exit code. The API's
 * operations come from the declarations (operations/); `listen`, `events`, `trigger` and
 * `relay` are the webhook tools (commands/).
 */
import { CliUsageError } from "./exit-codes"
import { type Output, printError, processOutput } from "./output"
import { groupHelp, ROOT_HELP } from "./operations/help"
import { resolveCommand } from "./operations/names"
import { runOperation } from "./operations/run"

/** The commands that are not API operations, loaded on use. */
const TOOLS: Readonly<Record<string, () => Promise<{ run: (args: ReadonlyArray<string>, output: Output) => Promise<number> }>>> = {
  listen: () => import("./commands/listen"),
  events: () => import("./commands/events"),
  trigger: () => import("./commands/trigger"),
  relay: () => import("./commands/relay")
}

/** Runs one command line (without `node` and the script); resolves with the exit code. */
export const run = async (argv: ReadonlyArray<string>, output: Output = processOutput()): Promise<number> => {
  try {
    const [first, ...rest] = argv
    if (first === undefined || first === "--help" || first === "-h" || first === "help") {
      output.out(ROOT_HELP())
      return first === undefined ? 2 : 0
    }
    const tool = TOOLS[first]
    if (tool !== undefined) return await (await tool()).run(rest, output)
    const resolved = resolveCommand(argv)
    if (resolved.kind === "none") throw new CliUsageError(`unknown command ${first} (payrail --help lists the groups)`)
    if (resolved.kind === "group") {
      const next = argv[resolved.consumed]
      if (next === undefined || next === "--help" || next === "-h") {
        output.out(groupHelp(resolved.path))
        return next === undefined ? 2 : 0
      }
      throw new CliUsageError(`unknown command ${argv.slice(0, resolved.consumed + 1).join(" ")} (payrail ${argv.slice(0, resolved.consumed).join(" ")} --help lists them)`)
    }
    return await runOperation(resolved.endpoint, argv.slice(resolved.consumed), output)
  } catch (error) {
    return printError(output, error)
  }
}
