import { readFileSync } from "node:fs"
import { defineConfig } from "tsup"

// ESM + CJS for the library (the types come from tsc: scripts/build-types.mjs); the `payrail-mcp`
// command as a second entry. Payrail's packages, effect and the MCP SDK stay external: users share one copy.
const external = [/^@payrail\//, "effect", /^effect\//, /^@modelcontextprotocol\//]
// the version the server introduces itself with (src/version.ts)
const define = { __PAYRAIL_MCP_VERSION__: JSON.stringify(JSON.parse(readFileSync("package.json", "utf8")).version) }
export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: false, // declarations: tsc, unbundled (scripts/build-types.mjs)
    sourcemap: true,
    clean: true,
    target: "es2022",
    platform: "node",
    treeshake: true,
    external,
    define,
    removeNodeProtocol: false
  },
  {
    entry: { cli: "src/cli/main.ts" },
    format: ["esm"],
    sourcemap: true,
    target: "es2022",
    platform: "node",
    external,
    define,
    removeNodeProtocol: false
  }
])
