/**
 * The repository's layer rules, written once (docs/layers.md). Run by `pnpm deps`, which
 * `pnpm test` runs first.
 *
 * @payrail/core, from the bottom up — each layer imports only the layers before it:
 *   errors ← schema ← guards ← http, webhooks ← api (declarations) ← client (resources, the facades, the entries)
 * Every other package imports core through its public entries only, and no adapter imports another.
 */
const core = "^packages/core/src/"
const layer = (path) => `${core}(?:${path})`
const LAYERS = {
  errors: layer("errors\\.ts$"),
  schema: layer("schema/"),
  guards: layer("guards/"),
  http: layer("http/"),
  webhooks: layer("webhooks/"),
  api: layer("api/")
}
/** What a layer may not import: every layer after it (the client being after all). */
const after = {
  errors: ["schema", "guards", "http", "webhooks", "api"],
  schema: ["guards", "http", "webhooks", "api"],
  guards: ["http", "webhooks", "api"],
  http: ["webhooks", "api"],
  webhooks: ["http", "api"],
  api: []
}
const CLIENT = layer("resources/|Payrail\\.ts$|promise\\.ts$|paged-list\\.ts$|response-promise\\.ts$|index\\.ts$|schema\\.ts$|http-client\\.ts$|api\\.ts$|webhooks\\.ts$")
const ADAPTERS = ["hono", "nestjs", "stores", "testing"]

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "Import cycles make the layers meaningless.", from: {}, to: { circular: true } },
    ...Object.entries(after).map(([name, forbidden]) => ({
      name: `core-${name}-layer`,
      severity: "error",
      comment: `core's ${name} layer imports only the layers before it: errors ← schema ← guards ← http, webhooks ← api ← client`,
      from: { path: LAYERS[name] },
      to: { path: [...forbidden.map((l) => LAYERS[l]), CLIENT] }
    })),
    {
      name: "core-public-entries-only",
      severity: "error",
      comment: "The other packages import core by its published entries (@payrail/core, /api, /schema, /webhooks, /http-client), never by a path into its source. (bench/ measures internals on purpose.)",
      from: { path: `^packages/(?:${ADAPTERS.join("|")})/` },
      to: { path: "^packages/core/(?:src|test|scripts)/" }
    },
    ...ADAPTERS.map((adapter) => ({
      name: `no-adapter-imports-another-${adapter}`,
      severity: "error",
      comment: "No adapter imports another: @payrail/hono, nestjs, stores and testing stand on core alone.",
      from: { path: `^packages/${adapter}/src/` },
      to: { path: `^packages/(?:${ADAPTERS.filter((a) => a !== adapter).join("|")})/`, dependencyTypesNot: ["type-only"] }
    }))
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(?:^|/)(?:dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], mainFields: ["module", "main", "types"] },
    reporterOptions: { text: { highlightFocused: true } }
  }
}
