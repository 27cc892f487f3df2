/**
 * Cold start: a fresh `node` process imports the SDK and makes its first call against the
 * canned server on 127.0.0.1. Payrail, stripe-node and plain fetch alternate, one fresh
 * process each per round. Times are taken inside the child (import; construct + first call),
 * plus the whole process wall time from the parent.
 */
import { execFile } from "node:child_process"
import { fileURLToPath } from "node:url"
import { performance } from "node:perf_hooks"
import { median, quantile } from "./lib/measure"
import { makePayloads } from "./lib/payloads"
import { check, type Figure, type Section } from "./lib/report"
import { startApiServer } from "./lib/server"

// CPU time of the child since it started (user + system): steadier than wall time on a loaded machine.
const CPU = `const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }`

/** What importing a module alone costs in a fresh process (the floors the SDKs' figures stand on). */
const importOnly = (specifier: string) => () => `
    ${CPU}
    const t0 = performance.now()
    await import("${specifier}")
    const t1 = performance.now()
    console.log(JSON.stringify({ importMs: t1 - t0, firstCallMs: 0, sinceStartMs: t1, cpuMs: cpuMs() }))`

const SCRIPTS: Record<string, (origin: string, id: string) => string> = {
  "plain fetch": (origin, id) => `
    ${CPU}
    const t0 = performance.now()
    const t1 = performance.now()
    const r = await fetch("${origin}/v1/payments/${id}", { headers: { "public-api-key": "pk", "private-secret-key": "sk" } })
    JSON.parse(await r.text())
    const t2 = performance.now()
    console.log(JSON.stringify({ importMs: t1 - t0, firstCallMs: t2 - t1, sinceStartMs: t2, cpuMs: cpuMs() }))`,
  "@payrail/core": (origin, id) => `
    ${CPU}
    const t0 = performance.now()
    const { createPayrail } = await import("@payrail/core")
    const t1 = performance.now()
    const payrail = createPayrail({ publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "${origin}/v1" })
    await payrail.payments.retrieve("${id}")
    const t2 = performance.now()
    await payrail.close()
    console.log(JSON.stringify({ importMs: t1 - t0, firstCallMs: t2 - t1, sinceStartMs: t2, cpuMs: cpuMs() }))`,
  "stripe-node": (origin) => `
    ${CPU}
    const t0 = performance.now()
    const { default: Stripe } = await import("stripe")
    const t1 = performance.now()
    const stripe = new Stripe("sk_test", { host: "127.0.0.1", port: ${new URL(origin).port}, protocol: "http", maxNetworkRetries: 0, telemetry: false })
    await stripe.paymentIntents.retrieve("pi_3PbenchIntent0001")
    const t2 = performance.now()
    console.log(JSON.stringify({ importMs: t1 - t0, firstCallMs: t2 - t1, sinceStartMs: t2, cpuMs: cpuMs() }))`,
  "import effect/Effect alone (floor)": importOnly("effect/Effect"),
  "import effect/Schema alone (floor)": importOnly("effect/Schema")
}

interface Sample { importMs: number; firstCallMs: number; sinceStartMs: number; cpuMs: number; processMs: number }

const runChild = (script: string): Promise<Sample> =>
  new Promise((resolve, reject) => {
    const t0 = performance.now()
    execFile(process.execPath, ["--input-type=module", "-e", script], { cwd: fileURLToPath(new URL("..", import.meta.url)), timeout: 30_000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${error.message}\n${stderr}`))
      resolve({ ...(JSON.parse(stdout.trim().split("\n").pop()!) as Omit<Sample, "processMs">), processMs: performance.now() - t0 })
    })
  })

export const runColdStart = async (options: { quick: boolean }): Promise<Section> => {
  const payloads = await makePayloads()
  const server = await startApiServer({ ...payloads, createBody: "" } as unknown as Record<string, string>)
  const rounds = options.quick ? 5 : 15
  const samples: Record<string, Array<Sample>> = Object.fromEntries(Object.keys(SCRIPTS).map((k) => [k, []]))
  try {
    const names = Object.keys(SCRIPTS)
    for (const name of names) await runChild(SCRIPTS[name]!(server.origin, payloads.paymentId)) // warm the OS file cache
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < names.length; i++) {
        const name = names[(i + r) % names.length]!
        samples[name]!.push(await runChild(SCRIPTS[name]!(server.origin, payloads.paymentId)))
      }
    }
  } finally {
    await server.close()
  }
  const stat = (xs: Array<number>) => `${median(xs).toFixed(1)} ms (${quantile(xs, 0.25).toFixed(1)}–${quantile(xs, 0.75).toFixed(1)})`
  const rows = ["| SDK | import | construct + first call | import + first call | CPU time of the child (start to first answer) | whole process (spawn to exit) |", "|---|---:|---:|---:|---:|---:|"]
  for (const [name, xs] of Object.entries(samples)) {
    rows.push(`| ${name} | ${stat(xs.map((s) => s.importMs))} | ${stat(xs.map((s) => s.firstCallMs))} | ${stat(xs.map((s) => s.importMs + s.firstCallMs))} | ${stat(xs.map((s) => s.cpuMs))} | ${stat(xs.map((s) => s.processMs))} |`)
  }
  const total = (name: string) => median(samples[name]!.map((s) => s.importMs + s.firstCallMs))
  // Side by side: round r's Payrail process against round r's stripe process.
  const ratios = (pick: (s: Sample) => number) =>
    samples["@payrail/core"]!.map((s, r) => pick(s) / pick(samples["stripe-node"]![r]!))
  const wallRatio = median(ratios((s) => s.importMs + s.firstCallMs))
  const cpuRatio = median(ratios((s) => s.cpuMs))
  const figures: Array<Figure> = [
    { figure: "Cold start: import + first call, Payrail / stripe-node (CPU time of the fresh process)", value: `${cpuRatio.toFixed(2)}× (wall ${wallRatio.toFixed(2)}×)`, target: "≤ 1.00×", status: check(cpuRatio <= 1) },
    { figure: "Cold start: import @payrail/core + first payments.retrieve", value: `${total("@payrail/core").toFixed(1)} ms`, target: "—", status: "info" },
    { figure: "Cold start: import stripe + first paymentIntents.retrieve (reference)", value: `${total("stripe-node").toFixed(1)} ms`, target: "—", status: "info" }
  ]
  const body = [
    `${rounds} rounds, one fresh \`node\` process per SDK per round, order rotated; median (p25–p75). Payrail is imported from its built ESM (\`dist/index.js\`). ` +
      "The ratio to stripe-node is taken round by round (same round, same load). The two last rows import one effect module alone: the floor under any SDK that loads it.",
    "",
    ...rows
  ].join("\n")
  return { title: "Cold start", figures, body }
}
