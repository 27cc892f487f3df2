/**
 * Side-by-side measurement: contenders run in alternating rounds (the order rotates every
 * round), each round times a batch of operations per contender, and every comparison is the
 * per-round ratio against a baseline. Medians and spread (p25–p75) are taken over rounds, so
 * a burst of load from elsewhere on the machine hits all contenders of a round alike instead
 * of skewing one of them.
 *
 * Every loop is bounded in count and in time.
 */
import { performance } from "node:perf_hooks"

export type Op = () => unknown | Promise<unknown>

export interface CompareOptions {
  /** Operations per contender per round. */
  readonly batch: number
  /** Rounds (upper bound). */
  readonly rounds: number
  /** Untimed operations per contender before round 1. */
  readonly warmup: number
  /** Stop after this many ms of timed rounds even if `rounds` is not reached (at least 3 rounds run). */
  readonly maxMs: number
  /** Operations in flight at once (1 = sequential). */
  readonly concurrency?: number
}

export interface ContenderResult {
  readonly name: string
  /** Per-round time per operation, µs. */
  readonly samplesUs: ReadonlyArray<number>
  readonly medianUs: number
  readonly p25Us: number
  readonly p75Us: number
  /** Ratio to the baseline, per round, then summarised. */
  readonly ratio: { readonly median: number; readonly p25: number; readonly p75: number } | undefined
  /** This process's CPU time (user + system) per operation, µs, median over rounds. */
  readonly cpuMedianUs: number
  /** Ratio of CPU time to the baseline's, per round, then the median. */
  readonly cpuRatio: number | undefined
}

export interface CompareResult {
  readonly baseline: string
  readonly rounds: number
  readonly batch: number
  readonly concurrency: number
  readonly contenders: ReadonlyArray<ContenderResult>
}

export const quantile = (values: ReadonlyArray<number>, q: number): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}
export const median = (values: ReadonlyArray<number>) => quantile(values, 0.5)

const runBatch = async (op: Op, count: number, concurrency: number): Promise<void> => {
  if (concurrency <= 1) {
    for (let i = 0; i < count; i++) await op()
    return
  }
  let next = 0
  const worker = async () => {
    while (next < count) {
      next++
      await op()
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
}

/** Runs `contenders` side by side; the first one is the baseline of the ratios. */
export const compare = async (contenders: Record<string, Op>, options: CompareOptions): Promise<CompareResult> => {
  const names = Object.keys(contenders)
  const concurrency = options.concurrency ?? 1
  for (const name of names) await runBatch(contenders[name]!, options.warmup, concurrency)
  const samples: Record<string, Array<number>> = Object.fromEntries(names.map((n) => [n, []]))
  const cpu: Record<string, Array<number>> = Object.fromEntries(names.map((n) => [n, []]))
  const started = performance.now()
  let rounds = 0
  while (rounds < options.rounds && (rounds < 3 || performance.now() - started < options.maxMs)) {
    // Rotate the order so no contender always runs first (warm caches) or last (after GC pressure).
    const order = names.map((_, i) => names[(i + rounds) % names.length]!)
    for (const name of order) {
      const c0 = process.cpuUsage()
      const t0 = performance.now()
      await runBatch(contenders[name]!, options.batch, concurrency)
      samples[name]!.push(((performance.now() - t0) * 1000) / options.batch)
      const c = process.cpuUsage(c0)
      cpu[name]!.push((c.user + c.system) / options.batch)
    }
    rounds++
  }
  const baseline = names[0]!
  const base = samples[baseline]!
  return {
    baseline,
    rounds,
    batch: options.batch,
    concurrency,
    contenders: names.map((name) => {
      const s = samples[name]!
      const ratios = s.map((v, i) => v / base[i]!)
      const cpuRatios = cpu[name]!.map((v, i) => v / cpu[baseline]![i]!)
      return {
        name,
        samplesUs: s,
        medianUs: median(s),
        p25Us: quantile(s, 0.25),
        p75Us: quantile(s, 0.75),
        ratio: name === baseline ? undefined : { median: median(ratios), p25: quantile(ratios, 0.25), p75: quantile(ratios, 0.75) },
        cpuMedianUs: median(cpu[name]!),
        cpuRatio: name === baseline ? undefined : median(cpuRatios)
      }
    })
  }
}

export const fmtUs = (us: number): string =>
  us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : us >= 10 ? `${us.toFixed(1)} µs` : `${us.toFixed(2)} µs`

export const fmtRatio = (r: ContenderResult["ratio"]): string =>
  r === undefined ? "1.00 (baseline)" : `${r.median.toFixed(2)} (p25–p75 ${r.p25.toFixed(2)}–${r.p75.toFixed(2)})`

/** A markdown table of one comparison. */
export const compareTable = (result: CompareResult): string => {
  const lines = [
    `| contender | wall per op (median) | p25–p75 | wall ratio to ${result.baseline} (p25–p75) | CPU per op | CPU ratio |`,
    "|---|---:|---:|---:|---:|---:|"
  ]
  for (const c of result.contenders) {
    lines.push(
      `| ${c.name} | ${fmtUs(c.medianUs)} | ${fmtUs(c.p25Us)}–${fmtUs(c.p75Us)} | ${fmtRatio(c.ratio)} | ${fmtUs(c.cpuMedianUs)} | ${c.cpuRatio === undefined ? "1.00" : c.cpuRatio.toFixed(2)} |`
    )
  }
  lines.push("", `_${result.rounds} rounds × ${result.batch} ops per contender, concurrency ${result.concurrency}, order rotated each round._`)
  return lines.join("\n")
}

export const ratioOf = (result: CompareResult, name: string): number => {
  const c = result.contenders.find((x) => x.name === name)
  if (c === undefined) throw new Error(`no contender ${name}`)
  return c.ratio?.median ?? 1
}
