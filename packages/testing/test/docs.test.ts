/** The examples of docs/fake.md are the ones the tests use, and they load. */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { createFakePayrail, loadSeed } from "../src/index"
import { EXAMPLE_SEED } from "./seed-example"

const FAKE_MD = readFileSync(fileURLToPath(new URL("../../../docs/fake.md", import.meta.url)), "utf8")
/** The first ```json block after a heading. */
const jsonAfter = (heading: string): unknown => {
  const from = FAKE_MD.indexOf(heading)
  const start = FAKE_MD.indexOf("```json\n", from) + "```json\n".length
  return JSON.parse(FAKE_MD.slice(start, FAKE_MD.indexOf("```", start)))
}

describe("docs/fake.md", () => {
  it("documents the seed example the tests load, and it loads", () => {
    const documented = jsonAfter("## Seed files")
    expect(documented).toEqual(EXAMPLE_SEED)
    const fake = createFakePayrail()
    expect(loadSeed(fake, documented).recipients).toEqual([{ id: EXAMPLE_SEED.recipients[0]!.id, onboardingId: EXAMPLE_SEED.recipients[0]!.onboardingId }])
  })
})
