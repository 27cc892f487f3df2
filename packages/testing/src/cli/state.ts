/** `payrail-fake --state / --seed / --save`: saved states and seed documents as files (Node only: the CLI). */
import { readFileSync, renameSync, writeFileSync } from "node:fs"
import type { CliOptions } from "./args"
import type { FakePayrail } from "../fake"
import { loadSeed } from "../control/seed-file"

const readJson = (flag: string, file: string): unknown => {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (error) {
    throw new Error(`--${flag} ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new Error(`--${flag} ${file}: not JSON (${(error as Error).message})`)
  }
}

/** Loads `--state`, then `--seed`; throws with the flag and file named. */
export const loadStartingState = (fake: FakePayrail, options: CliOptions): void => {
  if (options.state !== undefined) {
    const state = readJson("state", options.state)
    try {
      fake.restore(state as Parameters<FakePayrail["restore"]>[0])
    } catch (error) {
      throw new Error(`--state ${options.state}: ${(error as Error).message}`)
    }
  }
  if (options.seed !== undefined) {
    const seed = readJson("seed", options.seed)
    try {
      loadSeed(fake, seed)
    } catch (error) {
      throw new Error(`--seed ${options.seed}: ${(error as Error).message}`)
    }
  }
}

/** Writes the state to `file` (through a temporary file, so a stop half-way never leaves half a state). */
export const saveState = (fake: FakePayrail, file: string): void => {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(fake.snapshot(), null, 2)}\n`)
  renameSync(temporary, file)
}
