import { readFileSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import * as SchemaAST from "effect/SchemaAST"
import { endpoints } from "./src/api"
const root = "/work/yuno-docs/openapi"
const files: string[] = []
const walk = (d: string) => { for (const f of readdirSync(d)) { const p = join(d, f); statSync(p).isDirectory() ? walk(p) : p.endsWith(".json") && files.push(p) } }
walk(root)
const norm = (p: string) => p.replace(/\{[^}]+\}/g, "{}")
const byKey = new Map<string, any[]>()
for (const f of files) { let d: any; try { d = JSON.parse(readFileSync(f, "utf8")) } catch { continue }
  for (const [p, ops] of Object.entries<any>(d.paths ?? {})) for (const [m, op] of Object.entries<any>(ops)) { const k = `${m.toUpperCase()} ${norm(p)}`; (byKey.get(k) ?? byKey.set(k, []).get(k)!).push(op) } }
const unknown = new Map<string, Set<string>>()
const objOf = (ast: SchemaAST.AST): SchemaAST.Objects | undefined => {
  if (ast._tag === "Objects") return ast
  if (ast._tag === "Union") for (const t of ast.types) { const o = objOf(t); if (o) return o }
  if (ast._tag === "Suspend") return objOf(ast.thunk())
  return undefined
}
const arrOf = (ast: SchemaAST.AST): SchemaAST.AST | undefined => {
  if (ast._tag === "Arrays") return ast.rest[0]
  if (ast._tag === "Union") for (const t of ast.types) { const o = arrOf(t); if (o) return o }
  return undefined
}
const visit = (op: string, ast: SchemaAST.AST, v: any, path: string, depth: number) => {
  if (depth > 4 || v === null || typeof v !== "object") return
  if (Array.isArray(v)) { const el = arrOf(ast); if (el) v.forEach((x) => visit(op, el, x, path + "[]", depth + 1)); return }
  const o = objOf(ast); if (!o) return
  for (const [k, x] of Object.entries(v)) {
    const ps = o.propertySignatures.find((p) => p.name === k)
    if (!ps) { const key = `${op} ${path}.${k}`; unknown.set(key, new Set()) ; continue }
    visit(op, ps.type, x, `${path}.${k}`, depth + 1)
  }
}
for (const e of endpoints) {
  for (const op of byKey.get(`${e.method} ${norm(e.path)}`) ?? []) for (const [code, r] of Object.entries<any>(op.responses ?? {})) {
    if (!code.startsWith("2")) continue
    const c = r.content?.["application/json"]; if (!c) continue
    const exs: any[] = c.example !== undefined ? [c.example] : Object.values<any>(c.examples ?? {}).map((x) => x.value)
    for (const ex of exs) visit(e.operation, e.response.ast, ex, "", 0)
  }
}
for (const k of [...unknown.keys()].sort()) console.log(k)
