/** `90s`, `15m`, `1h`, `2d`, `1h30m` → milliseconds; undefined for anything else. */
export const parseDuration = (text: string): number | undefined => {
  const units: Readonly<Record<string, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }
  if (!/^(\d+(ms|s|m|h|d))+$/.test(text)) return undefined
  let total = 0
  for (const [, value, unit] of text.matchAll(/(\d+)(ms|s|m|h|d)/g)) total += Number(value) * units[unit!]!
  return total
}
