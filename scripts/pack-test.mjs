#!/usr/bin/env node
/**
 * Packaging test: what users install is what works.
 *
 * 1. `pnpm pack` every publishable package (packages/*, not private) into a temp dir.
 * 2. publint (--strict) and attw (--profile node16, as the packages' lint; node10 gaps are reported) on each tarball.
 * 3. Two fresh projects under os.tmpdir(), installed with npm from the tarballs (the packages'
 *    own dependencies from the npm registry):
 *      - "type": "module": `import` at run time; TypeScript with moduleResolution node16 and bundler;
 *      - "type": "commonjs": `require` at run time; TypeScript with node16 (CommonJS output).
 *    The run-time checks use each package for real: a payment through the client against the
 *    fake over HTTP, a signed webhook through the Hono route, the Nest module's client by DI.
 *    `effect` is a peer of every package: the projects install it themselves, as apps do.
 *
 * Usage: pnpm pack:test (builds first), or node scripts/pack-test.mjs [--keep] after a build.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { packPackage, pnpmCommand, publishablePackages } from "./lib/pack.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const keep = process.argv.includes("--keep")
const work = mkdtempSync(join(tmpdir(), "payrail-pack-test-"))
const results = []

const run = (command, args, cwd, { quiet = false, silent = false } = {}) => {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, npm_config_update_notifier: "false" } })
  const output = `${r.stdout ?? ""}${r.stderr ?? ""}`
  if (!silent && (!quiet || r.status !== 0)) process.stdout.write(output.replace(/^npm warn Unknown user config.*\n/gm, ""))
  return { ok: r.status === 0, output }
}
const check = (name, outcome) => {
  results.push({ name, ok: outcome.ok })
  console.log(`${outcome.ok ? "✓" : "✗"} ${name}`)
  return outcome.ok
}
const step = (title) => console.log(`\n── ${title}`)

// ── 1. pack ──────────────────────────────────────────────────────────────
const packages = publishablePackages(root)
const tarballs = join(work, "tarballs")
mkdirSync(tarballs)
step(`pnpm pack: ${packages.map((p) => p.manifest.name).join(", ")}`)
const pnpm = pnpmCommand(root)
for (const pkg of packages) {
  const packed = packPackage(pkg, tarballs, pnpm)
  if (!packed.ok) process.stdout.write(packed.output)
  check(`pack ${pkg.manifest.name}`, packed)
  pkg.tarball = packed.tarball
  if (!pkg.tarball) throw new Error(`No tarball for ${pkg.manifest.name}`)
  // pnpm must have turned `workspace:` ranges into versions.
  const listed = run("tar", ["-xzOf", pkg.tarball, "package/package.json"], work, { quiet: true })
  check(`${pkg.manifest.name}: no workspace: ranges in the packed manifest`, { ok: listed.ok && !listed.output.includes("workspace:") })
}

// ── 2. publint, attw ─────────────────────────────────────────────────────
step("publint --strict and attw on each tarball")
for (const pkg of packages) {
  const bin = (name) => join(pkg.dir, "node_modules", ".bin", name)
  check(`publint ${pkg.manifest.name}`, run(bin("publint"), ["--strict", pkg.tarball], pkg.dir, { quiet: true }))
  // node16 (CJS and ESM) and bundler, the packages' own lint profile, must pass.
  check(`attw --profile node16 ${pkg.manifest.name}`, run(bin("attw"), [pkg.tarball, "--profile", "node16"], pkg.dir, { quiet: true }))
  // node10 (`moduleResolution: node`, which ignores `exports`) is reported, not required.
  const legacy = run(bin("attw"), [pkg.tarball, "--format", "json"], pkg.dir, { silent: true })
  if (!legacy.ok) {
    let failing = "see attw"
    try {
      const problems = JSON.parse(legacy.output.slice(legacy.output.indexOf("{"))).analysis?.problems ?? []
      failing = [...new Set(problems.filter((p) => p.resolutionKind === "node10").map((p) => `${p.entrypoint} (${p.kind})`))].join(", ")
    } catch {}
    console.log(`  note: ${pkg.manifest.name}: under moduleResolution node10: ${failing}`)
  }
}

// ── 3. fresh projects ────────────────────────────────────────────────────
const overrides = Object.fromEntries(packages.map((p) => [p.manifest.name, `file:${p.tarball}`]))
const dependencies = {
  ...overrides,
  // effect: a peer of every @payrail package (one copy per app), so the app installs it
  effect: "^4.1.0",
  // peers of @payrail/hono and @payrail/nestjs
  hono: "^4.6.0",
  "@nestjs/common": "^11.0.0",
  "@nestjs/core": "^11.0.0",
  "reflect-metadata": "^0.2.2",
  rxjs: "^7.8.0",
  // optional peers of @payrail/nestjs's `/bullmq` entry (bullmq 6 loads ioredis, which apps install)
  "@nestjs/bullmq": "^12.0.0",
  bullmq: "^6.7.0",
  ioredis: "^6.0.0",
  // optional peer of @payrail/testing (its `/msw` entry)
  msw: "^2.7.0",
  typescript: "5.9.3",
  "@types/node": "^20.19.0"
}

const runtimeCheck = (load) => `${load}

const assert = (ok, what) => { if (!ok) { console.error("FAILED: " + what); process.exit(1) } }
const main = async () => {
  // @payrail/core + @payrail/testing: the Promise client against the fake, over real HTTP.
  const fake = createFakePayrail()
  const server = await fake.listen()
  const client = createPayrail({ publicApiKey: fake.publicApiKey, privateSecretKey: fake.privateSecretKey, baseUrl: server.url, organizationCode: "org_pack" })
  const payment = await client.payments.create({
    account_id: "5b0f1c3e-8a27-4d6b-9c41-2e7f6a9d0b13", description: "Packaging test", country: "US",
    merchant_order_id: "pack-1", amount: { currency: "USD", value: 12.5 }, workflow: "DIRECT",
    payment_method: { token: "tok_visa", detail: { card: { capture: true } } }
  })
  assert(payment.status === "SUCCEEDED", "payments.create over HTTP")
  const error = await client.payments.retrieve("00000000-0000-4000-8000-000000000000").catch((e) => e)
  assert(error instanceof PayrailError && typeof error._tag === "string", "a typed error: " + error)
  await client.close()
  await server.close()

  // @payrail/hono: a signed delivery through the webhook route.
  const secret = "pack-test-secret"
  let handled = 0
  const app = new Hono()
  app.route("/", payrailWebhooks({ secrets: [secret], on: { "banking.transfer.incoming.completed": () => { handled++ } } }))
  const now = new Date().toISOString()
  const signed = await signWebhook({ id: "xfer_pack", destination_account_id: "acct_pack", account_id: "5b0f1c3e-8a27-4d6b-9c41-2e7f6a9d0b13",
    status: "COMPLETED", direction: "INCOMING", amount: { value: 1, currency: "USD" }, payment_rail: "ACH_STANDARD", created_at: now, updated_at: now }, { secret })
  const response = await app.request("/v1/banking/transfers", { method: "POST", headers: signed.headers, body: signed.body })
  assert(response.status === 200 && handled === 1, "hono webhook route: " + response.status)

  // @payrail/nestjs: the module in a Nest application context, the client by DI.
  class AppModule {}
  Module({ imports: [PayrailModule.forRoot({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "http://127.0.0.1:9/v1" })] })(AppModule)
  const nest = await NestFactory.createApplicationContext(AppModule, { logger: false })
  const injected = nest.get(PAYRAIL_CLIENT)
  assert(injected instanceof CorePayrailClient && NestPayrailClient === CorePayrailClient, "nest client by DI, one PayrailClient class")
  await nest.close()
  console.log("ok")
}
main().catch((e) => { console.error(e); process.exit(1) })
`

// Every subpath of every package's exports map, loaded both ways: each must export something.
const entries = packages.flatMap(({ manifest }) =>
  Object.keys(manifest.exports ?? { ".": null })
    .filter((key) => !key.endsWith(".json"))
    .map((key) => (key === "." ? manifest.name : `${manifest.name}/${key.slice(2)}`))
)
const entriesCheck = (load) => `const entries = ${JSON.stringify(entries)}
const main = async () => {
  for (const entry of entries) {
    const mod = ${load}
    if (Object.keys(mod).length === 0) { console.error("FAILED: " + entry + " exports nothing"); process.exit(1) }
  }
  console.log("ok: " + entries.join(", "))
}
main().catch((e) => { console.error(e); process.exit(1) })
`

const esmCheck = runtimeCheck(`import "reflect-metadata"
import { createPayrail, PayrailError, signWebhook, PayrailClient as CorePayrailClient } from "@payrail/core"
import { createFakePayrail } from "@payrail/testing"
import { payrailWebhooks } from "@payrail/hono"
import { PayrailModule, PAYRAIL_CLIENT, PayrailClient as NestPayrailClient } from "@payrail/nestjs"
import { Hono } from "hono"
import { Module } from "@nestjs/common"
import { NestFactory } from "@nestjs/core"`)

const cjsCheck = runtimeCheck(`require("reflect-metadata")
const { createPayrail, PayrailError, signWebhook, PayrailClient: CorePayrailClient } = require("@payrail/core")
const { createFakePayrail } = require("@payrail/testing")
const { payrailWebhooks } = require("@payrail/hono")
const { PayrailModule, PAYRAIL_CLIENT, PayrailClient: NestPayrailClient } = require("@payrail/nestjs")
const { Hono } = require("hono")
const { Module } = require("@nestjs/common")
const { NestFactory } = require("@nestjs/core")`)

// Types: every package's public surface, used the way users write it.
const typesCheck = `import { createPayrail, type Payment, type PayrailConfig, InvalidRequestError, Payrail, signWebhook } from "@payrail/core"
import { createFakePayrail, type FakePayrail } from "@payrail/testing"
import { payrailWebhooks, payrail } from "@payrail/hono"
import { PayrailModule, InjectPayrail, OnPayrailWebhook, type PayrailClient } from "@payrail/nestjs"
import { Hono } from "hono"
import { createRedisDedupeStore } from "@payrail/stores/redis"
import { createPostgresDedupeStore, migrate } from "@payrail/stores/postgres"
import { createDurableObjectDedupeStore, PayrailDedupeObject } from "@payrail/stores/cloudflare"
import type { DedupeStore } from "@payrail/core/webhooks"

const config: PayrailConfig = { publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "https://api-sandbox.y.uno/v1" }
const client: PayrailClient = createPayrail(config)
export const pay = (): Promise<Payment> => client.payments.retrieve("id")
export const fake: FakePayrail = createFakePayrail()
export const layer = Payrail.layer(config)
export const isInvalid = (e: unknown): e is InvalidRequestError => e instanceof InvalidRequestError
export const app = new Hono().use(payrail(config)).route("/", payrailWebhooks({ secrets: ["s"], on: { "*": (event) => void event.name } }))
export const signed: Promise<{ headers: Record<string, string>; body: string }> = signWebhook("{}", { secret: "s" })
export const mod = PayrailModule.forRoot({ ...config, webhooks: { secrets: ["s"] } })
export const decorators = [InjectPayrail, OnPayrailWebhook] as const
// @payrail/stores: each store is a DedupeStore (its engine's client is typed structurally: no ioredis/pg needed to compile)
export const stores: DedupeStore[] = [
  createRedisDedupeStore({ client: { eval: async () => "reserved" }, leaseMs: 30_000 }),
  createPostgresDedupeStore({ pool: { query: async () => ({ rows: [], rowCount: 0 }) }, table: "payrail_webhook_dedupe" }),
  createDurableObjectDedupeStore({ idFromName: (n: string) => n, get: () => ({ fetch: async () => new Response("{}") }) })
]
export const migrated: Promise<void> = migrate({ query: async () => ({ rows: [], rowCount: 0 }) })
export const objectClass = PayrailDedupeObject
// @ts-expect-error: a wrong option name must not type-check
createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", baseURL: "x" })
`

const tsconfig = (options) => JSON.stringify({
  compilerOptions: { strict: true, noEmit: true, target: "ES2022", skipLibCheck: false, types: ["node"], lib: ["ES2022", "DOM"], experimentalDecorators: true, ...options }
}, null, 2)

const project = (name, type, files) => {
  const dir = join(work, name)
  mkdirSync(dir)
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `payrail-pack-${name}`, private: true, type, dependencies, overrides }, null, 2))
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
  return dir
}

const esm = project("esm", "module", {
  "check.mjs": esmCheck,
  "entries.mjs": entriesCheck("await import(entry)"),
  "check.ts": typesCheck,
  "tsconfig.node16.json": tsconfig({ module: "node16", moduleResolution: "node16" }),
  "tsconfig.bundler.json": tsconfig({ module: "esnext", moduleResolution: "bundler" }),
  "tsconfig.nodenext.json": tsconfig({ module: "nodenext", moduleResolution: "nodenext" })
})
// effect 4 is ESM only: a CommonJS program loads it through Node's require(esm) (Node >= 20.19), and
// TypeScript allows that in declaration files from module nodenext (TS >= 5.8). Under module node16
// TypeScript reports TS1479 inside the .d.cts files, so that mode is checked with skipLibCheck (tsc --init's default).
const cjs = project("cjs", "commonjs", {
  "check.cjs": cjsCheck,
  "entries.cjs": entriesCheck("require(entry)"),
  "check.ts": typesCheck,
  "tsconfig.node16.json": tsconfig({ module: "node16", moduleResolution: "node16", skipLibCheck: true }),
  "tsconfig.nodenext.json": tsconfig({ module: "nodenext", moduleResolution: "nodenext" })
})

for (const [name, dir] of [["ESM", esm], ["CJS", cjs]]) {
  step(`npm install (${name} project, ${dir})`)
  check(`npm install in a fresh ${name} project`, run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], dir, { quiet: true }))
}

step("run time")
check("ESM: import every package, a payment over HTTP, a webhook through Hono, the Nest module", run("node", ["check.mjs"], esm))
check("CJS: require every package, the same checks", run("node", ["check.cjs"], cjs))
check(`ESM: import every entry point (${entries.join(", ")})`, run("node", ["entries.mjs"], esm))
check("CJS: require every entry point", run("node", ["entries.cjs"], cjs))
// An optional peer that is absent must not break the main entries: remove msw, load @payrail/testing again.
for (const dir of [esm, cjs]) rmSync(join(dir, "node_modules", "msw"), { recursive: true, force: true })
check("without the optional peer msw: @payrail/testing still imports (ESM)",
  run("node", ["--input-type=module", "-e", 'const m = await import("@payrail/testing"); if (typeof m.createFakePayrail !== "function") process.exit(1)'], esm))
check("without the optional peer msw: @payrail/testing still requires (CJS)",
  run("node", ["-e", 'if (typeof require("@payrail/testing").createFakePayrail !== "function") process.exit(1)'], cjs))

step("TypeScript")
const tsc = (dir, config) => run(join(dir, "node_modules", ".bin", "tsc"), ["-p", config], dir)
check("TypeScript, ESM project, moduleResolution node16", tsc(esm, "tsconfig.node16.json"))
check("TypeScript, ESM project, moduleResolution nodenext", tsc(esm, "tsconfig.nodenext.json"))
check("TypeScript, ESM project, moduleResolution bundler", tsc(esm, "tsconfig.bundler.json"))
check("TypeScript, CJS project, moduleResolution node16 (require types; skipLibCheck)", tsc(cjs, "tsconfig.node16.json"))
check("TypeScript, CJS project, moduleResolution nodenext (require types)", tsc(cjs, "tsconfig.nodenext.json"))

// ── summary ──────────────────────────────────────────────────────────────
const failed = results.filter((r) => !r.ok)
console.log(`\n${results.length - failed.length}/${results.length} checks passed${failed.length ? `; failed: ${failed.map((f) => f.name).join("; ")}` : ""}`)
if (keep || failed.length) console.log(`(work dir kept: ${work})`)
else rmSync(work, { recursive: true, force: true })
process.exit(failed.length ? 1 : 0)
