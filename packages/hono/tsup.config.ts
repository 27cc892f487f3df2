import { defineConfig } from "tsup"

// ESM + CJS (the types come from tsc: scripts/build-types.mjs). `hono` (peer) and `@payrail/core` stay external: users share one copy of each.
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: false, // declarations: tsc, unbundled (scripts/build-types.mjs)
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  treeshake: true,
  external: ["hono", /^@payrail\//, "effect"]
})
