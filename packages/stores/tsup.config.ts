import { defineConfig } from "tsup"

// ESM + CJS (the types come from tsc: scripts/build-types.mjs), one entry per engine so nobody loads a client they do not use.
// The engines' clients (optional peers), `@payrail/core` and `effect` stay external.
export default defineConfig({
  entry: { redis: "src/redis.ts", postgres: "src/postgres.ts", cloudflare: "src/cloudflare.ts" },
  splitting: true,
  format: ["esm", "cjs"],
  dts: false, // declarations: tsc, unbundled (scripts/build-types.mjs)
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  treeshake: true,
  external: ["ioredis", "pg", "@payrail/core", "effect"]
})
