import { CliUsageError } from "../exit-codes"
import type { Output } from "../output"
export const run = async (_args: ReadonlyArray<string>, _output: Output): Promise<number> => {
  throw new CliUsageError("not yet")
}
