/**
 * One Redis and one Postgres for the whole run (the stores package's starters: Debian's binaries,
 * free ports, temp dirs), their URLs given to the test files through `inject`.
 */
import type { TestProject } from "vitest/node"
import { type RunningServer, startPostgres, startRedis } from "../../../stores/test/support/servers"

declare module "vitest" {
  export interface ProvidedContext {
    redisUrl: string
    postgresUrl: string
  }
}

export default async function setup(project: TestProject) {
  const [redis, postgres] = await Promise.allSettled([startRedis(), startPostgres()])
  const running = [redis, postgres].flatMap((r): RunningServer[] => (r.status === "fulfilled" ? [r.value] : []))
  if (redis.status === "rejected" || postgres.status === "rejected") {
    await Promise.all(running.map((s) => s.stop()))
    throw new Error(`the queue tests need redis-server and Postgres: ${[redis, postgres].map((r) => (r.status === "rejected" ? String(r.reason) : "")).join(" ")}`)
  }
  project.provide("redisUrl", redis.value.url)
  project.provide("postgresUrl", postgres.value.url)
  return async () => {
    await Promise.all(running.map((s) => s.stop()))
  }
}
