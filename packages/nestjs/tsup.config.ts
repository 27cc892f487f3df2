import { defineConfig } from "tsup"

// ESM + CJS (the types come from tsc: scripts/build-types.mjs). Nest, its peers and @payrail/core stay external: the app's own copies are the
// ones Nest's DI, `reflect-metadata` and the `PayrailClient` class token must be shared with.
export default defineConfig({
  entry: { index: "src/index.ts", "queue/bullmq": "src/queue/bullmq.ts" },
  format: ["esm", "cjs"],
  dts: false, // declarations: tsc, unbundled (scripts/build-types.mjs)
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "node",
  treeshake: true,
  external: [/^@nestjs\//, /^@payrail\//, "bullmq", "reflect-metadata", "rxjs"]
})
