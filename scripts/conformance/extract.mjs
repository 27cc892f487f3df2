#!/usr/bin/env node
/**
 * Refreshes the conformance corpus (packages/testing/test/conformance/fixtures/) from a checkout
 * of the service's public API reference (its OpenAPI operation files under `openapi/`):
 *
 *     pnpm build && node scripts/conformance/extract.mjs <path-to-reference-checkout>
 *
 * For every endpoint Payrail declares (`endpoints` of `@payrail/core/api`, read from core's build),
 * every reference operation with the same method and path (placeholders' names ignored, the
 * server's base path such as `/v1` removed) gives its request examples and its response examples
 * (`examples` entries and `example` of the JSON content, local `$ref`s resolved). The fixtures are
 * data only: one file per operation, each example with its name and the reference file it came from.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..")
const reference = process.argv[2]
if (reference === undefined || !existsSync(join(reference, "openapi"))) {
  console.error("usage: node scripts/conformance/extract.mjs <checkout of the reference, with an openapi/ folder>")
  process.exit(2)
}
const coreApi = join(repo, "packages", "core", "dist", "api.js")
if (!existsSync(coreApi)) {
  console.error("packages/core/dist/api.js is missing: run `pnpm build` first")
  process.exit(2)
}
const { endpoints } = await import(pathToFileURL(coreApi).href)

const out = join(repo, "packages", "testing", "test", "conformance", "fixtures")
const METHODS = ["get", "post", "put", "patch", "delete"]

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    // a `webhooks/` folder holds notifications the service sends, not requests of an operation
    .flatMap((e) => (e.isDirectory() ? (e.name === "webhooks" ? [] : walk(join(dir, e.name))) : e.name.endsWith(".json") ? [join(dir, e.name)] : []))

/** `/payments/{id}/transactions/{transaction_id}` → `/payments/{}/transactions/{}` */
const shape = (path) => path.replace(/\{[^}]+\}/g, "{}").replace(/\/+$/, "")
const basePath = (doc) => {
  const url = doc.servers?.[0]?.url ?? ""
  return url.replace(/^[a-z]+:\/\/[^/]+/i, "").replace(/\/+$/, "")
}
/** The declared paths are below `/v1`. */
const belowV1 = (path) => path.replace(/^\/v1(?=\/)/, "")

const resolve = (doc, node, seen = new Set()) => {
  if (node === null || typeof node !== "object" || typeof node.$ref !== "string") return node
  if (!node.$ref.startsWith("#/") || seen.has(node.$ref)) return node
  seen.add(node.$ref)
  const target = node.$ref.slice(2).split("/").reduce((at, key) => at?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc)
  return target === undefined ? node : resolve(doc, target, seen)
}

/** The examples of one JSON content object: named `examples` first, then a bare `example`. */
const examplesOf = (doc, content) => {
  const json = resolve(doc, content?.["application/json"])
  if (json === undefined) return []
  const found = []
  for (const [name, raw] of Object.entries(json.examples ?? {})) {
    const example = resolve(doc, raw)
    if (example !== null && typeof example === "object" && "value" in example) found.push({ name, value: example.value })
  }
  if (json.example !== undefined) found.push({ name: "example", value: json.example })
  return found
}

const operations = []
for (const file of walk(join(reference, "openapi"))) {
  let doc
  try {
    doc = JSON.parse(readFileSync(file, "utf8"))
  } catch {
    continue
  }
  const source = relative(reference, file).split("\\").join("/")
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method]
      if (op?.responses === undefined) continue
      operations.push({ source, doc, method: method.toUpperCase(), shape: shape(belowV1(basePath(doc) + path)), op })
    }
  }
}

rmSync(out, { recursive: true, force: true })
mkdirSync(join(out, "requests"), { recursive: true })
mkdirSync(join(out, "responses"), { recursive: true })
const counts = []
for (const endpoint of endpoints) {
  const matching = operations.filter((o) => o.method === endpoint.method && o.shape === shape(endpoint.path))
  const requests = []
  const responses = []
  for (const { source, doc, op } of matching) {
    const body = resolve(doc, op.requestBody)
    for (const { name, value } of examplesOf(doc, body?.content)) requests.push({ name, source, body: value })
    for (const [status, raw] of Object.entries(op.responses)) {
      const response = resolve(doc, raw)
      for (const { name, value } of examplesOf(doc, response?.content)) {
        responses.push({ name, source, status: Number(status), body: value })
      }
    }
  }
  const head = { operation: endpoint.operation, method: endpoint.method, path: endpoint.path }
  const write = (kind, examples) => writeFileSync(join(out, kind, `${endpoint.operation}.json`), `${JSON.stringify({ ...head, examples }, null, 2)}\n`)
  write("requests", requests)
  write("responses", responses)
  counts.push([endpoint.operation, matching.length, requests.length, responses.length])
}
for (const [operation, files, requests, responses] of counts) {
  console.log(`${operation.padEnd(40)} operations ${files}  request examples ${requests}  response examples ${responses}`)
}
console.log(`total: ${counts.reduce((n, c) => n + c[2], 0)} request examples, ${counts.reduce((n, c) => n + c[3], 0)} response examples`)
