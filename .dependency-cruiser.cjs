/**
 * The repository's layer rules, written once (docs/layers.md). Run by `pnpm deps`, which
 * `pnpm test` runs first.
 *
 * @payrail/core, from the bottom up — each layer imports only the layers before it:
 *   errors ← schema ← guards ← http, webhooks ← api (declarations) ← client (resources, the facades, the entries)
 * Every other package imports core through its public entries only, and no adapter imports another —
 * save the edges the design intends, named in ALLOWED below.
 *
 * An import by package name (`@payrail/queues`) resolves into the other package's dist/ when it is
 * built (dist/ is not followed, only seen) and stays the bare name when it is not: the rules
 * between packages match both.
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
const ADAPTERS = ["hono", "nestjs", "stores", "testing", "queues", "mcp"]
/**
 * The edges between adapters the design intends: @payrail/hono and @payrail/nestjs take a queue
 * option (their webhook receivers enqueue, their workers consume) built on @payrail/queues;
 * @payrail/mcp runs on @payrail/testing's fake when it has no keys.
 */
const ALLOWED = { hono: ["queues"], nestjs: ["queues"], mcp: ["testing"] }
/** The package `name`, by path (built or in source) or by its bare name (not built). */
const packageOf = (names) => `^(?:packages/(?:${names.join("|")})/|@payrail/(?:${names.join("|")})(?:/|$))`

/**
 * @payrail/testing's rooms (docs/fake.md, "Where the code lives"), from the bottom up: foundation ←
 * state ← routes ← pipeline ← transports, the webhook engine on foundation alone. A room may name
 * a type of a room above it (a contract it fulfils: `ReplaySnapshot`, `WebhookConfig`), never
 * import its code.
 */
const fake = (rooms) => `^packages/testing/src/(?:${rooms.join("|")})/`
const FAKE_TOP = "^packages/testing/src/[^/]+\\.ts$"
const FAKE_ROOMS = {
  foundation: { above: ["state", "routes", "pipeline", "webhooks", "control", "transports", "dashboard"], types: false },
  state: { above: ["routes", "pipeline", "webhooks", "control", "transports", "dashboard"], types: true },
  webhooks: { above: ["state", "routes", "pipeline", "control", "transports", "dashboard"], types: false },
  routes: { above: ["pipeline", "webhooks", "control", "transports", "dashboard"], types: true },
  pipeline: { above: ["webhooks", "control", "transports", "dashboard"], types: false }
}

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
      comment: "The other packages import core by its published entries (@payrail/core, /api, /schema, /webhooks, /http-client), never by a path into its source. (bench/ measures internals on purpose; tests may read core's recorded answers of the service, test/fixtures/*.json, which are data.)",
      from: { path: `^packages/(?:${ADAPTERS.join("|")})/` },
      to: { path: "^packages/core/(?:src|test|scripts)/", pathNot: "^packages/core/test/fixtures/[^/]+\\.json$" }
    },
    ...ADAPTERS.map((adapter) => ({
      name: `no-adapter-imports-another-${adapter}`,
      severity: "error",
      comment: `No adapter imports another: @payrail/${adapter} stands on core alone${ALLOWED[adapter] ? `, and on @payrail/${ALLOWED[adapter].join(", ")} by design` : ""}.`,
      from: { path: `^packages/${adapter}/src/` },
      to: { path: packageOf(ADAPTERS.filter((a) => a !== adapter && !(ALLOWED[adapter] ?? []).includes(a))), dependencyTypesNot: ["type-only"] }
    })),
    ...Object.entries(FAKE_ROOMS).map(([room, { above, types }]) => ({
      name: `testing-${room}-room`,
      severity: "error",
      comment: `@payrail/testing's ${room}/ imports only the rooms below it (foundation ← state ← routes ← pipeline ← transports; webhooks on foundation)${types ? ", naming the types of a room above it at most" : ""}.`,
      from: { path: fake([room]) },
      to: { path: [fake(above), FAKE_TOP], ...(types ? { dependencyTypesNot: ["type-only"] } : {}) }
    })),
    {
      name: "testing-transports-outermost",
      severity: "error",
      comment: "The ways into the fake (in-process fetch, HTTP server, MSW, CLI) are its outermost room: only the fake itself (src/*.ts) and the transports import them.",
      from: { path: "^packages/testing/src/", pathNot: [fake(["transports"]), FAKE_TOP] },
      to: { path: fake(["transports"]) }
    },
    {
      name: "queues-public-entries-only",
      severity: "error",
      comment: "Where an adapter may use @payrail/queues (ALLOWED), it imports its published entries (@payrail/queues, /bullmq, /pg-boss, /cloudflare, /redis, /postgres), never a path into its source.",
      from: { path: `^packages/(?:${Object.keys(ALLOWED).join("|")})/` },
      to: { path: "^packages/queues/(?:src|test)/" }
    }
  ],
  options: {
    // dist/ is seen (the target of an import by package name) but neither cruised nor followed.
    doNotFollow: { path: "(?:^|/)(?:dist|node_modules)/" },
    exclude: { path: "(?:^|/)node_modules/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], mainFields: ["module", "main", "types"] },
    reporterOptions: { text: { highlightFocused: true } }
  }
}
