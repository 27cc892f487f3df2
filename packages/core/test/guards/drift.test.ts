/** The committed guards are the ones the generator writes today (run `pnpm gen`). */
import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { renderResponseExplainers, renderWebhookTable } from "../../scripts/guards/explain"
import { checkUnguardedBodies, renderRequestGuards, renderResponseGuards } from "../../scripts/guards/render"
import { generatedGuardOf } from "../../src/api/engine/guarded"
import { guardTargets } from "../../src/api/engine/guard-targets"
import { webhookGuards } from "../../src/guards/webhooks.generated"

it.each([
  ["responses.generated.ts", renderResponseGuards],
  ["requests.generated.ts", renderRequestGuards],
  ["webhooks.generated.ts", renderWebhookTable],
  ["responses-explain.generated.ts", renderResponseExplainers]
])("src/guards/%s is up to date with the schemas", (file, render) => {
  const committed = readFileSync(new URL(`../../src/guards/${file}`, import.meta.url), "utf8")
  expect(committed === render(), `src/guards/${file} is stale: run \`pnpm gen\``).toBe(true)
})

it("every registered schema has its guard, and the bound checks resolve", () => {
  const { requests, responses, webhooks } = guardTargets()
  for (const schema of [...Object.values(responses), ...Object.values(requests), ...Object.values(webhooks)]) {
    expect(typeof generatedGuardOf(schema)).toBe("function")
  }
  expect(Object.keys(webhookGuards).sort()).toEqual(Object.keys(webhooks).sort())
})

it("each body listed without a guard still cannot have one", () => {
  expect(checkUnguardedBodies()).toEqual([])
})
