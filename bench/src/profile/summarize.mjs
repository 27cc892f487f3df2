// Summarises a .cpuprofile: self time by function (top N) and inclusive time by package/file.
import { readFileSync } from "node:fs"
const prof = JSON.parse(readFileSync(process.argv[2], "utf8"))
const top = Number(process.argv[3] ?? 30)
const byId = new Map(prof.nodes.map((n) => [n.id, n]))
const dt = new Map()
for (let i = 0; i < prof.samples.length; i++) dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0))
const total = [...dt.values()].reduce((a, b) => a + b, 0)
const self = new Map()
const fileOf = (cf) => (cf.url || "(native)").replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, "").replace(/^file:\/\/\/work\/main\//, "")
for (const n of prof.nodes) {
  const t = dt.get(n.id) ?? 0
  if (!t) continue
  const key = `${n.callFrame.functionName || "(anon)"}  ${fileOf(n.callFrame)}:${n.callFrame.lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + t)
}
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`)
console.log("-- self time, top functions")
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
// Inclusive time per file (a frame counted once per sample stack).
const parent = new Map()
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const incl = new Map()
for (const [id, t] of dt) {
  const seen = new Set()
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const f = fileOf(byId.get(cur).callFrame).replace(/:\d+$/, "")
    const key = f.replace(/^(effect\/dist\/[^/]+).*$/, "$1")
    if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + t) }
  }
}
console.log("-- inclusive time by file")
for (const [k, t] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
// Inclusive time per function of the given file filter (argv[4]), e.g. "packages/core".
if (process.argv[4]) {
  const incF = new Map()
  for (const [id, t] of dt) {
    const seen = new Set()
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const cf = byId.get(cur).callFrame
      const f = fileOf(cf)
      if (!f.includes(process.argv[4])) continue
      const key = `${cf.functionName || "(anon)"}  ${f}:${cf.lineNumber + 1}`
      if (!seen.has(key)) { seen.add(key); incF.set(key, (incF.get(key) ?? 0) + t) }
    }
  }
  console.log(`-- inclusive time by function in ${process.argv[4]}`)
  for (const [k, t] of [...incF].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
}
