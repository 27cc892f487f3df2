import { defineConfig } from "tsup"

// ESM + CJS (the types come from tsc: scripts/build-types.mjs). `effect` stays external so users share one copy and bundlers tree-shake it.
// Entries: the whole SDK, `@payrail/core/webhooks` for edge routes that only verify webhooks, and
// `@payrail/core/api` (the endpoint declarations as data), `@payrail/core/internal` (the fake's machinery,
// no semver promise), `@payrail/core/schema`
// (the schema values: the root entry exports their types only, so importing the client loads no effect/Schema).
// Code they share lives in shared chunks, so an error class is the same class from either entry.
export default defineConfig({
  entry: { index: "src/index.ts", webhooks: "src/webhooks/index.ts", api: "src/api/index.ts", internal: "src/internal.ts", schema: "src/schema.ts", "http-client": "src/http-client.ts" },
  splitting: true,
  format: ["esm", "cjs"],
  dts: false, // declarations: tsc, unbundled (scripts/build-types.mjs)
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  treeshake: true
})
