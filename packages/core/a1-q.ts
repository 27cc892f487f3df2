import { readFileSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { endpoints, decodeBody } from "./src/api"
const root = "/work/yuno-docs/openapi"
const files: string[] = []
const walk = (d: string) => { for (const f of readdirSync(d)) { const p = join(d, f); statSync(p).isDirectory() ? walk(p) : p.endsWith(".json") && files.push(p) } }
walk(root)
const norm = (p: string) => p.replace(/\{[^}]+\}/g, "{}")
const byKey = new Map<string, Array<[string, any]>>()
for (const f of files) { let d: any; try { d = JSON.parse(readFileSync(f, "utf8")) } catch { continue }
  for (const [p, ops] of Object.entries<any>(d.paths ?? {})) for (const [m, op] of Object.entries<any>(ops)) { const k = `${m.toUpperCase()} ${norm(p)}`; (byKey.get(k) ?? byKey.set(k, []).get(k)!).push([f, op]) } }
let total = 0, bad = 0
for (const e of endpoints) {
  if (!e.body) continue
  for (const [f, op] of byKey.get(`${e.method} ${norm(e.path)}`) ?? []) {
    const c = op.requestBody?.content?.["application/json"]; if (!c) continue
    const exs: Array<[string, any]> = c.example !== undefined ? [["example", c.example]] : Object.entries<any>(c.examples ?? {}).map(([k, x]) => [k, x.value])
    for (const [name, ex] of exs) { total++; const r = decodeBody(e, ex); if (!r.ok) { bad++; console.log("FAIL", e.operation, f.replace(root, ""), name, JSON.stringify(r.issues).slice(0, 250)) } }
  }
}
console.log({ total, bad })
