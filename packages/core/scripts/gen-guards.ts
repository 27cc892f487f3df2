/**
 * Writes src/guards/responses.generated.ts, requests.generated.ts and webhooks.generated.ts: one guard per
 * schema of src/guards/registry.ts, compiled from the schema's AST (scripts/guards/compile.ts).
 * Run by `pnpm --filter @payrail/core gen:guards`; test/guards/drift.test.ts fails when a
 * committed file differs from what this script writes.
 */
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { renderResponseExplainers, renderWebhookExplainers } from "./guards/explain"
import { renderRequestGuards, renderResponseGuards, renderWebhookGuards } from "./guards/render"
import { renderRoutes } from "./guards/routes"

for (const [file, render] of [["responses.generated.ts", renderResponseGuards], ["requests.generated.ts", renderRequestGuards], ["webhooks.generated.ts", renderWebhookGuards], ["webhooks-explain.generated.ts", renderWebhookExplainers], ["responses-explain.generated.ts", renderResponseExplainers]] as const) {
  const target = fileURLToPath(new URL(`../src/guards/${file}`, import.meta.url))
  writeFileSync(target, render())
  console.log(`wrote ${target}`)
}
const routesTarget = fileURLToPath(new URL("../src/api/routes.generated.ts", import.meta.url))
writeFileSync(routesTarget, renderRoutes())
console.log(`wrote ${routesTarget}`)
