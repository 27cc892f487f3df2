/** The relay Worker bundled as wrangler bundles it, served by Miniflare (workerd) on a 127.0.0.1 free port. */
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { Miniflare } from "miniflare"

type Esbuild = { build(options: Record<string, unknown>): Promise<{ outputFiles: Array<{ text: string }> }> }
const require = createRequire(import.meta.url)
const esbuild = createRequire(require.resolve("tsup"))("esbuild") as Esbuild

export const startRelay = async (maxHeld: number): Promise<{ url: string; close: () => Promise<void> }> => {
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL("../src/relay/worker.ts", import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
    logLevel: "silent"
  })
  const mf = new Miniflare({
    host: "127.0.0.1",
    port: 0,
    modules: true,
    script: result.outputFiles[0]!.text,
    compatibilityDate: "2025-06-01",
    durableObjects: { PAYRAIL_RELAY: "PayrailRelay" },
    bindings: { RELAY_MAX_HELD: String(maxHeld) }
  })
  const url = (await mf.ready).toString().replace(/\/$/, "")
  return { url, close: () => mf.dispose() }
}
