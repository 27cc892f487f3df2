import { defineConfig } from "tsup"

// ESM + CJS + types. Nest, its peers and @payrail/core stay external: the app's own copies are the
// ones Nest's DI, `reflect-metadata` and the `PayrailClient` class token must be shared with.
export default defineConfig({
  entry: { index: "src/index.ts", "queue/bullmq": "src/queue/bullmq.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "node",
  treeshake: true,
  external: [/^@nestjs\//, /^@payrail\//, "bullmq", "reflect-metadata", "rxjs"]
})
