import { defineConfig } from "tsup"

// ESM + CJS + types. `hono` (peer) and `@payrail/core` stay external: users share one copy of each.
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  treeshake: true,
  external: ["hono", /^@payrail\//, "effect"]
})
