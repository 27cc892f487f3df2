import { defineConfig } from "tsup"

// ESM + CJS (the types come from tsc: scripts/build-types.mjs) for the library; the CLI as a second entry with a shebang.
// `@payrail/core` and `effect` stay external so users share one copy.
export default defineConfig([
  {
    // `msw` is a second entry: only it imports msw (an optional peer), so the main entry never does.
    entry: { index: "src/index.ts", msw: "src/msw.ts" },
    format: ["esm", "cjs"],
    dts: false, // declarations: tsc, unbundled (scripts/build-types.mjs)
    sourcemap: true,
    clean: true,
    target: "es2022",
    platform: "neutral",
    treeshake: true,
    external: ["@payrail/core", "effect", "msw", "node:http"],
    // Keep `node:http` as written: Deno and Bun resolve the prefixed form.
    removeNodeProtocol: false
  },
  {
    entry: { cli: "src/cli/main.ts" },
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
    platform: "node",
    external: ["@payrail/core", "effect"],
    removeNodeProtocol: false,
    banner: { js: "#!/usr/bin/env node" }
  }
])
