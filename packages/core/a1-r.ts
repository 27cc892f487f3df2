import { readFileSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import * as Schema from "effect/Schema"
import * as Result from "effect/Result"
import { endpoints } from "./src/api"
import { issuesOf } from "./src/schema/issues"
const root = "/work/yuno-docs/openapi"
const files: string[] = []
const walk = (d: string) => { for (const f of readdirSync(d)) { const p = join(d, f); statSync(p).isDirectory() ? walk(p) : p.endsWith(".json") && files.push(p) } }
walk(root)
const norm = (p: string) => p.replace(/\{[^}]+\}/g, "{}").replace(/\/v1\//, "/")
const byKey = new Map<string, Array<[string, any]>>()
for (const f of files) {
  let d: any; try { d = JSON.parse(readFileSync(f, "utf8")) } catch { continue }
  for (const [p, ops] of Object.entries<any>(d.paths ?? {})) for (const [m, op] of Object.entries<any>(ops)) {
    const k = `${m.toUpperCase()} ${norm(p)}`; (byKey.get(k) ?? byKey.set(k, []).get(k)!).push([f, op])
  }
}
let total = 0, bad = 0
for (const e of endpoints) {
  const k = `${e.method} ${norm(e.path)}`
  const ops = byKey.get(k)
  if (!ops) { console.log("NO REF", e.operation, k); continue }
  for (const [f, op] of ops) for (const [code, r] of Object.entries<any>(op.responses ?? {})) {
    if (!code.startsWith("2")) continue
    const c = r.content?.["application/json"]; if (!c) continue
    const exs: any[] = c.example !== undefined ? [c.example] : Object.values<any>(c.examples ?? {}).map((x) => x.value)
    for (const ex of exs) {
      total++
      const res = Schema.decodeUnknownResult(e.response as any)(ex, { errors: "all" })
      if (Result.isFailure(res)) { bad++; console.log("FAIL", e.operation, f.replace(root, ""), code, JSON.stringify(issuesOf(res.failure.issue)).slice(0, 300)) }
    }
  }
}
console.log({ total, bad })
