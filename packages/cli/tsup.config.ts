import { defineConfig } from "tsup"

// The library entry (`run`) and the relay Worker as ESM + CJS (types from tsc: scripts/build-types.mjs);
// the executable as a third entry with a shebang. `@payrail/*`, `effect` and `ws` stay external.
const external = [/^@payrail\//, "effect", "ws", "cloudflare:workers"]
export default defineConfig([
  {
    entry: { index: "src/index.ts", relay: "src/relay.ts" },
    format: ["esm", "cjs"],
    dts: false,
    sourcemap: true,
    clean: true,
    target: "es2022",
    platform: "node",
    treeshake: true,
    external,
    removeNodeProtocol: false
  },
  {
    entry: { main: "src/main.ts" },
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
    platform: "node",
    external,
    removeNodeProtocol: false,
    banner: { js: "#!/usr/bin/env node" }
  }
])
