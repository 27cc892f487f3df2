/**
 * Bundle size for Workers: esbuild (bundle, minify, ESM, worker/browser conditions), then
 * gzip -9, of four entries: the Hono webhook route, the core Promise client, core's
 * framework-free webhook router, and stripe-node's worker entry for reference. The
 * metafile gives the bytes per package, so a miss shows what to cut.
 */
import { gzipSync } from "node:zlib"
import { fileURLToPath } from "node:url"
import { build, type Metafile } from "esbuild"
import { check, type Figure, type Section } from "./lib/report"

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

const ENTRIES = [
  { name: "Hono webhook route (@payrail/hono payrailWebhooks + hono)", file: "hono-webhook-route.ts", target: 20 * 1024 },
  { name: "Core Promise client (createPayrail + payments.retrieve)", file: "core-client.ts" },
  { name: "Core webhook router, no framework", file: "core-webhooks.ts" },
  { name: "stripe-node worker entry (reference)", file: "stripe-worker.ts" }
] as const

const byPackage = (meta: Metafile): Array<[string, number]> => {
  const sizes = new Map<string, number>()
  for (const output of Object.values(meta.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path)
      const pkg = m ? m[1]! : path.includes("packages/core") ? "@payrail/core" : path.includes("packages/hono") ? "@payrail/hono" : path.includes("packages/queues") ? "@payrail/queues" : "(entry)"
      sizes.set(pkg, (sizes.get(pkg) ?? 0) + bytesInOutput)
    }
  }
  return [...sizes].sort((a, b) => b[1] - a[1])
}

/** The effect modules in a bundle, largest first: what the webhook route drags in. */
const effectModules = (meta: Metafile): string => {
  const sizes = new Map<string, number>()
  for (const output of Object.values(meta.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const m = /node_modules\/effect\/dist\/(.+)\.js$/.exec(path)
      if (m) sizes.set(m[1]!, (sizes.get(m[1]!) ?? 0) + bytesInOutput)
    }
  }
  const top = [...sizes].sort((a, b) => b[1] - a[1])
  const total = top.reduce((n, [, b]) => n + b, 0)
  if (top.length === 0) return "no effect module in the webhook route bundle"
  return `effect modules in the webhook route bundle (${kb(total)} minified in ${top.length} modules), largest: ` +
    top.slice(0, 12).map(([m, b]) => `\`${m}\` ${kb(b)}`).join(", ")
}

export const runBundle = async (): Promise<Section> => {
  let breakdown = ""
  const rows: Array<string> = ["| bundle | minified | gzipped | largest parts (minified bytes in output) |", "|---|---:|---:|---|"]
  const figures: Array<Figure> = []
  for (const entry of ENTRIES) {
    try {
      const result = await build({
        entryPoints: [fileURLToPath(new URL(`./bundle-entries/${entry.file}`, import.meta.url))],
        bundle: true,
        minify: true,
        format: "esm",
        platform: "browser",
        target: "es2022",
        conditions: ["workerd", "worker", "browser"],
        mainFields: ["module", "main"],
        write: false,
        metafile: true,
        logLevel: "silent",
        legalComments: "none",
        // The packages' own tsconfigs map @payrail/* to source for their tests; bundle the built packages instead.
        tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)),
      })
      const code = result.outputFiles[0]!.contents
      const gz = gzipSync(code, { level: 9 }).length
      const parts = byPackage(result.metafile).slice(0, 4).map(([p, n]) => `${p} ${kb(n)}`).join(", ")
      if (entry.file === "hono-webhook-route.ts") breakdown = effectModules(result.metafile)
      rows.push(`| ${entry.name} | ${kb(code.length)} | ${kb(gz)} | ${parts} |`)
      figures.push({
        figure: `Bundle, gzipped: ${entry.name}`,
        value: kb(gz),
        target: "target" in entry ? `≤ ${kb(entry.target)}` : "—",
        status: "target" in entry ? check(gz <= entry.target) : "info"
      })
    } catch (error) {
      const message = error instanceof Error ? error.message.split("\n").slice(0, 3).join(" ") : String(error)
      rows.push(`| ${entry.name} | failed | — | ${message.replaceAll("|", "\\|")} |`)
      figures.push({ figure: `Bundle, gzipped: ${entry.name}`, value: "build failed", target: "target" in entry ? `≤ ${kb(entry.target)}` : "—", status: "target" in entry ? "missed" : "info" })
    }
  }
  const body = [
    "esbuild, `bundle`, `minify`, ESM, `platform: browser`, conditions `workerd, worker, browser` (what Wrangler resolves), gzip level 9. Entry sources are in `bench/src/bundle-entries/`.",
    "",
    ...rows,
    "",
    breakdown
  ].join("\n")
  return { title: "Bundle size (Cloudflare Workers)", figures, body }
}
