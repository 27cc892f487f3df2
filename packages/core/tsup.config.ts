import { defineConfig } from "tsup"

// ESM + CJS + types. `effect` stays external so users share one copy and bundlers tree-shake it.
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  platform: "neutral",
  treeshake: true
})
