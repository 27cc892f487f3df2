/**
 * Starts one Redis and one Postgres for the whole run (vitest globalSetup) and gives their URLs to
 * the test files through `inject`. A server that cannot start is reported; with `CI` set the
 * suites that need it then fail (see `requireServer`), elsewhere they are skipped.
 */
import type { TestProject } from "vitest/node"
import { type RunningServer, startPostgres, startRedis } from "./servers"

declare module "vitest" {
  export interface ProvidedContext {
    redisUrl: string | null
    postgresUrl: string | null
    serverErrors: { redis?: string; postgres?: string }
  }
}

export default async function setup(project: TestProject) {
  const running: RunningServer[] = []
  const errors: { redis?: string; postgres?: string } = {}
  const [redis, postgres] = await Promise.allSettled([startRedis(), startPostgres()])
  for (const [name, result] of [["redis", redis], ["postgres", postgres]] as const) {
    if (result.status === "fulfilled") running.push(result.value)
    else {
      errors[name] = String(result.reason instanceof Error ? result.reason.message : result.reason)
      console.warn(`[@payrail/stores] ${name} could not start: ${errors[name]}`)
    }
  }
  project.provide("redisUrl", redis.status === "fulfilled" ? redis.value.url : null)
  project.provide("postgresUrl", postgres.status === "fulfilled" ? postgres.value.url : null)
  project.provide("serverErrors", errors)
  return async () => {
    await Promise.all(running.map((s) => s.stop()))
  }
}
