/** The committed client is the one scripts/gen-client.ts writes from today's declarations. */
import { readdirSync, readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { renderClient } from "../../scripts/client/render"

const root = new URL("../../", import.meta.url)

it("every generated client file is up to date with the declarations, and none is left over", async () => {
  const files = await renderClient()
  for (const [path, text] of files) {
    const committed = readFileSync(new URL(path, root), "utf8")
    expect(committed === text, `${path} is stale: run \`pnpm gen\``).toBe(true)
  }
  const generated = readdirSync(new URL("src/resources/", root)).filter((f) => f.endsWith(".generated.ts")).map((f) => `src/resources/${f}`)
  expect(generated.filter((f) => !files.has(f))).toEqual([])
})
