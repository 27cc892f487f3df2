/** The committed guards are the ones the generator writes today (run `pnpm --filter @payrail/core gen:guards`). */
import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { renderGuardsModule } from "../../scripts/guards/render"
import { generatedGuards } from "../../src/guards/generated"
import { guardedSchemas } from "../../src/guards/registry"

it("src/guards/generated.ts is up to date with the schemas", () => {
  const committed = readFileSync(new URL("../../src/guards/generated.ts", import.meta.url), "utf8")
  expect(committed === renderGuardsModule(), "src/guards/generated.ts is stale: run `pnpm --filter @payrail/core gen:guards`").toBe(true)
})

it("every registered schema has exactly one guard", () => {
  expect(Object.keys(generatedGuards).sort()).toEqual(Object.keys(guardedSchemas).sort())
})
