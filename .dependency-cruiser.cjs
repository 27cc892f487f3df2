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
const CLIENT = layer("resources/|Payrail\\.ts$|promise\\.ts$|paged-list\\.ts$|response-promise\\.ts$|index\\.ts$|schema\\.ts$|http-client\\.ts$|api\\.ts$|internal\\.ts$|schema-types\\.generated\\.ts$|webhooks\\.ts$")
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
 * @payrail/testing's rooms (docs/fake.md, "Where the code lives"; docs/layers.md), from the bottom up.
 * A room imports only the rooms on the levels below it — code and types alike — never a room on its
 * own level or above:
 *   foundation            the store and its records, clock, ids, money, refusals; the contracts every room names
 *                         (`RequestHeaders`, `ReplaySnapshot`)
 *   webhooks              the webhook engine (on foundation alone)
 *   state                 the resource state machines (name the engine's `WebhookConfig`: their endpoints feed it)
 *   routes                the handler table and the router (on state)
 *   pipeline              one request through credentials, idempotency, faults, the router
 *   control, dashboard    the `/_fake` endpoints and the live page (each names the part of the fake it reads)
 *   transports            the ways in: in-process fetch, the HTTP server (which serves the dashboard), MSW
 *   fake (src/*.ts)       the fake itself (`fake.ts`, `fake-api.ts`) and the package entries
 *   cli                   `payrail-fake`, an app over the fake
 */
const FAKE_SRC = "^packages/testing/src/"
const FAKE_LEVELS = [["foundation"], ["webhooks"], ["state"], ["routes"], ["pipeline"], ["control", "dashboard"], ["transports"], ["fake"], ["cli"]]
/** A room's files: its folder, or for `fake` the files at the top of src/. */
const fakeRoom = (room) => (room === "fake" ? `${FAKE_SRC}[^/]+\\.ts$` : `${FAKE_SRC}${room}/`)
const fakeRoomRules = FAKE_LEVELS.slice(0, -1).flatMap((level, at) =>
  level.map((room) => ({
    name: `testing-${room}-room`,
    severity: "error",
    comment: `@payrail/testing's ${room === "fake" ? "top (src/*.ts)" : `${room}/`} imports only the rooms below it (${FAKE_LEVELS.slice(0, at).map((l) => l.join(", ")).join(" ← ") || "none"}); see the order in .dependency-cruiser.cjs.`,
    from: { path: fakeRoom(room) },
    to: { path: FAKE_LEVELS.slice(at).flat().filter((r) => r !== room).map(fakeRoom) }
  }))
)

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
      comment: "The other packages import core by its published entries (@payrail/core, /api, /internal, /schema, /webhooks, /http-client), never by a path into its source. (bench/ measures internals on purpose; tests may read core's recorded answers of the service, test/fixtures/*.json, which are data.)",
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
    ...fakeRoomRules,
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
