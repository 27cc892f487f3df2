import { inject } from "vitest"

/**
 * The URL of a server started by the global setup. Undefined (the suite is skipped) when it could
 * not start, except under `CI`, where that is an error: the suites must fail, not skip.
 */
export const requireServer = (name: "redis" | "postgres"): string | undefined => {
  const url = inject(name === "redis" ? "redisUrl" : "postgresUrl")
  if (url !== null) return url
  const why = inject("serverErrors")[name] ?? "unknown"
  if (process.env.CI) throw new Error(`${name} could not start, and CI is set (the suite must run): ${why}`)
  console.warn(`[@payrail/stores] ${name} tests skipped: ${why}`)
  return undefined
}
