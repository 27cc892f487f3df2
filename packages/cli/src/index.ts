/**
 * `@payrail/cli`: the `payrail` command (bin). Its one export runs a command line in-process, for
 * scripts that would rather not spawn it.
 *
 * ```ts
 * import { run } from "@payrail/cli"
 * const code = await run(["payments", "retrieve", paymentId, "--fake"])
 * ```
 */
export { run } from "./cli"
export { EXIT, type ExitCode } from "./exit-codes"
export type { Output } from "./output"
