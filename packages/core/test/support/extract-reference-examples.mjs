#!/usr/bin/env node
/**
 * Refreshes test/fixtures/reference-examples/ from a checkout of the service's public API
 * reference (its OpenAPI operation files under `openapi/`):
 *
 *     node test/support/extract-reference-examples.mjs <path-to-reference-checkout>
 *
 * Each fixture names its operation, method and path; the reference operations with the same
 * method and path (placeholder names ignored, a `/v1` base path removed) give their request
 * examples and their success (2xx) response examples, local `$ref`s resolved. Webhook pages,
 * whose paths are the merchant's, are left out. Facts only: the examples' values, each with its
 * name and the reference file it came from.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "reference-examples")
const reference = process.argv[2]
if (reference === undefined || !existsSync(join(reference, "openapi"))) {
  console.error("usage: node test/support/extract-reference-examples.mjs <checkout of the reference, with an openapi/ folder>")
  process.exit(2)
}

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : []))
const shape = (path) => path.replace(/\{[^}]+\}/g, "{}").replace(/\/+$/, "")
const basePath = (doc) => (doc.servers?.[0]?.url ?? "").replace(/^[a-z]+:\/\/[^/]+/i, "").replace(/\/+$/, "")
const belowV1 = (path) => path.replace(/^\/v1(?=\/)/, "")
const resolve = (doc, node, seen = new Set()) => {
  if (node === null || typeof node !== "object" || typeof node.$ref !== "string") return node
  if (!node.$ref.startsWith("#/") || seen.has(node.$ref)) return node
  seen.add(node.$ref)
  const target = node.$ref.slice(2).split("/").reduce((at, key) => at?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc)
  return target === undefined ? node : resolve(doc, target, seen)
}
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
  const source = relative(reference, file).split("\\").join("/")
  if (/\/webhooks?\//.test(source)) continue
  let doc
  try {
    doc = JSON.parse(readFileSync(file, "utf8"))
  } catch {
    continue
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const op = item?.[method]
      if (op?.responses !== undefined) operations.push({ source, doc, method: method.toUpperCase(), shape: shape(belowV1(basePath(doc) + path)), op })
    }
  }
}

const files = readdirSync(out).filter((f) => f.endsWith(".json")).sort()
for (const file of files) {
  const { operation, method, path } = JSON.parse(readFileSync(join(out, file), "utf8"))
  const requests = []
  const responses = []
  for (const { source, doc, op } of operations.filter((o) => o.method === method && o.shape === shape(path))) {
    for (const { name, value } of examplesOf(doc, resolve(doc, op.requestBody)?.content)) requests.push({ name, source, body: value })
    for (const [status, raw] of Object.entries(op.responses)) {
      if (!/^2\d\d$/.test(status)) continue
      for (const { name, value } of examplesOf(doc, resolve(doc, raw)?.content)) responses.push({ name, source, status: Number(status), body: value })
    }
  }
  writeFileSync(join(out, file), `${JSON.stringify({ operation, method, path, requests, responses }, null, 2)}\n`)
  console.log(`${operation.padEnd(44)} requests ${requests.length}  responses ${responses.length}`)
}
