/**
 * Proof that the webhook route runs unchanged on Cloudflare Workers: the merchant's worker
 * (test/worker/entry.ts) is bundled the way Wrangler does it (esbuild, platform neutral,
 * worker conditions, no Node polyfills) and run in workerd itself through Miniflare,
 * without the `nodejs_compat` flag.
 */
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { signWebhook } from "@payrail/core"
import { Miniflare } from "miniflare"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SECRET, transferFixture } from "./fixtures"

type Metafile = {
  inputs: Record<string, unknown>
  outputs: Record<string, { imports: Array<{ path: string; external?: boolean }>; inputs: Record<string, { bytesInOutput: number }> }>
}
type Esbuild = {
  build(options: Record<string, unknown>): Promise<{ outputFiles: Array<{ contents: Uint8Array; text: string }>; metafile: Metafile }>
}

// esbuild comes with tsup (a dev dependency of this package).
const require = createRequire(import.meta.url)
const esbuild = createRequire(require.resolve("tsup"))("esbuild") as Esbuild
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * gzip budget of the bundled route: the 20 KB target of bench/README.md. What a Worker pays for is
 * mostly hono and core's webhook code; every notification family's guard and explainer is one
 * generated table, kept small by the generator (core's scripts/guards/explain-compact.ts), and the
 * queue option's sink stays in (an option read at run time cannot be tree-shaken). See the last test.
 * The raw delivery on the queue and the depth limit of notifications (about 260 B) are paid for by
 * core's strict base64 (a pattern and `atob` instead of a hand-written decoder) and shorter messages.
 */
const GZIP_BUDGET = 20 * 1024

let code: string
let gzipBytes: number
let minBytes: number
let metafile: Metafile
let mf: Miniflare

beforeAll(async () => {
  const result = await esbuild.build({
    entryPoints: [here("./worker/entry.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    alias: {
      "@payrail/hono": here("../src/index.ts"),
      "@payrail/core/webhooks": here("../../core/src/webhooks/index.ts"),
      "@payrail/core": here("../../core/src/index.ts")
    },
    external: ["node:*"], // left in the output if anything asked for them; asserted below
    write: false,
    metafile: true,
    logLevel: "silent"
  })
  const output = result.outputFiles[0]!
  code = output.text
  minBytes = output.contents.length
  gzipBytes = gzipSync(output.contents, { level: 9 }).length
  metafile = result.metafile
  mf = new Miniflare({
    modules: true,
    script: code,
    compatibilityDate: "2024-12-01",
    bindings: { PAYRAIL_WEBHOOK_SECRET: SECRET }
  })
  // Bundling and starting workerd: a generous safety net for a loaded 2-core machine, not a timing assumption.
}, 180_000)

afterAll(async () => {
  await mf?.dispose()
})

const deliver = async (signed: { headers: Record<string, string>; body: string }) => {
  const res = await mf.dispatchFetch("http://merchant.example/v1/banking/transfers", {
    method: "POST",
    headers: signed.headers,
    body: signed.body
  })
  return { status: res.status, body: await res.json() }
}

describe("on Cloudflare Workers (workerd via Miniflare)", () => {
  it("verifies with the secret from the binding, handles once, answers duplicates 200", async () => {
    const s = await signWebhook(transferFixture({ id: "xfer_worker_1" }), { secret: SECRET })
    expect(await deliver(s)).toEqual({ status: 200, body: { received: true } })
    expect(await deliver(s)).toEqual({ status: 200, body: { received: true } })
    const handled = await (await mf.dispatchFetch("http://merchant.example/_handled")).json()
    expect(handled).toEqual(["xfer_worker_1:1250.75 USD"])
  })

  it("answers 401 to a bad signature and 400 to a bad payload", async () => {
    const s = await signWebhook(transferFixture({ id: "xfer_worker_2" }), { secret: SECRET })
    const tampered = await deliver({ ...s, body: s.body.replace("1250.75", "9999.99") })
    expect(tampered).toEqual({ status: 401, body: { received: false, error: "No matching signature (x-hmac-signature)" } })
    const wrongSecret = await signWebhook(transferFixture(), { secret: "not-the-binding" })
    expect((await deliver(wrongSecret)).status).toBe(401)
    const badPayload = await deliver(await signWebhook({ id: "xfer_worker_3", amount: "lots" }, { secret: SECRET }))
    expect(badPayload.status).toBe(400)
    expect((badPayload.body as { error: string }).error).toMatch(/amount/)
  })
})

describe("the route's bundle", () => {
  it("needs no Node built-in and no external module", () => {
    const [output] = Object.values(metafile.outputs)
    expect(output!.imports).toEqual([])
    // No static or dynamic import of a built-in. (Effect feature-detects
    // `globalThis.process?.getBuiltinModule?.("node:async_hooks")`, which is undefined on Workers.)
    const builtinImports = code.match(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["'](?:node:)?(?:crypto|buffer|fs|path|stream|util|async_hooks|events|net|http|zlib)["']/g)
    expect(builtinImports).toBeNull()
    expect(code.match(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']node:/g)).toBeNull()
  })

  it("tree-shakes: no client code, no effect", () => {
    const inputs = Object.keys(Object.values(metafile.outputs)[0]!.inputs)
    expect(inputs.some((p) => p.includes("core/src/webhooks/router.ts"))).toBe(true)
    // the Promise client, the HTTP transport and the resources are not part of a webhook route
    expect(inputs.filter((p) => /core\/src\/(promise|Payrail|http\/|resources\/)/.test(p))).toEqual([])
    // no effect at all: the errors are plain Error subclasses, the payloads are checked by tables
    expect(inputs.filter((p) => /effect\/dist\//.test(p))).toEqual([])
    // a refused payload is explained by the generated explainer: no effect/Schema, no schema value
    expect(inputs.filter((p) => /effect\/dist\/(Schema|SchemaAST|SchemaParser)\.js$/.test(p))).toEqual([])
    expect(inputs.filter((p) => /core\/src\/schema\/(transfer|payment|webhook-resources)\.ts$/.test(p))).toEqual([])
  })

  it(`stays within the gzip budget (${GZIP_BUDGET} bytes)`, () => {
    const [output] = Object.values(metafile.outputs)
    const bytesOf = (re: RegExp) =>
      Object.entries(output!.inputs).reduce((n, [path, v]) => (re.test(path) ? n + v.bytesInOutput : n), 0)
    console.info(
      `webhook route bundle: ${minBytes} B minified, ${gzipBytes} B gzip; ` +
        `effect ${bytesOf(/node_modules\/.*effect\//)} B, hono ${bytesOf(/node_modules\/.*hono\//)} B, ` +
        `payrail ${bytesOf(/^(?!.*node_modules)/)} B (minified, before gzip)`
    )
    expect(gzipBytes).toBeLessThan(GZIP_BUDGET)
  })
})
