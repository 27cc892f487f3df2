import { defineConfig } from "tsup"

// One entry per engine, so a Worker never loads BullMQ and a Node app never loads a Durable Object.
export default defineConfig({
  entry: {
    index: "src/index.ts",
    bullmq: "src/bullmq.ts",
    "pg-boss": "src/pg-boss.ts",
    cloudflare: "src/cloudflare.ts",
    redis: "src/redis.ts",
    postgres: "src/postgres.ts"
  },
  splitting: true,
  format: ["esm", "cjs"],
  dts: false, // declarations: tsc, unbundled (scripts/build-types.mjs)
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  treeshake: true,
  external: ["bullmq", "pg-boss", "ioredis", "pg", "@payrail/core", "effect"]
})
