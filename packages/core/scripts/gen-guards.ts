/**
 * Writes src/guards/responses.generated.ts and requests.generated.ts (one guard per schema of
 * src/api/engine/guard-targets.ts, compiled from the schema's AST: scripts/guards/compile.ts), the explainer
 * tables, webhooks.generated.ts (the webhook payloads' table: guards and explainers, scripts/guards/explain.ts)
 * and src/api/routes.generated.ts.
 * Run by `pnpm gen`; test/guards/drift.test.ts fails when a
 * committed file differs from what this script writes.
 */
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { renderResponseExplainers, renderWebhookTable } from "./guards/explain"
import { renderRequestGuards, renderResponseGuards } from "./guards/render"
import { renderRoutes } from "./guards/routes"

for (const [file, render] of [["responses.generated.ts", renderResponseGuards], ["requests.generated.ts", renderRequestGuards], ["webhooks.generated.ts", renderWebhookTable], ["responses-explain.generated.ts", renderResponseExplainers]] as const) {
  const target = fileURLToPath(new URL(`../src/guards/${file}`, import.meta.url))
  writeFileSync(target, render())
  console.log(`wrote ${target}`)
}
const routesTarget = fileURLToPath(new URL("../src/api/routes.generated.ts", import.meta.url))
writeFileSync(routesTarget, renderRoutes())
console.log(`wrote ${routesTarget}`)
