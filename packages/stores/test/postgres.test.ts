import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createPostgresDedupeStore, migrate } from "../src/postgres"
import { dedupeStoreContract } from "./support/contract"
import { eventually, unique } from "./support/fixtures"
import { requireServer } from "./support/require-server"

const url = requireServer("postgres")

describe.skipIf(url === undefined)("createPostgresDedupeStore on a real Postgres", () => {
  const pools: pg.Pool[] = []
  const pool = () => {
    const p = new pg.Pool({ connectionString: url!, max: 4 })
    pools.push(p)
    return p
  }
  const table = unique("dedupe")
  beforeAll(async () => {
    await migrate(pool(), { table })
  })
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()))
  })
  // Each instance gets its own pool, as separate processes would.
  dedupeStoreContract((options) => createPostgresDedupeStore({ pool: pool(), table, ...options }))

  it("migrate is idempotent and safe to run from several instances at once", async () => {
    const name = unique("concurrent")
    await Promise.all(Array.from({ length: 6 }, () => migrate(pool(), { table: name })))
    await migrate(pool(), { table: name })
    const p = pool()
    const columns = await p.query("SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position", [name])
    expect(columns.rows.map((r) => r.column_name)).toEqual(["key", "state", "holder", "expires_at"])
    const indexes = await p.query("SELECT indexname FROM pg_indexes WHERE tablename = $1 ORDER BY indexname", [name])
    expect(indexes.rows.map((r) => r.indexname)).toEqual([`${name}_expires_at_idx`, `${name}_pkey`])
  })

  it("a schema-qualified table works", async () => {
    const p = pool()
    const schema = unique("ops")
    await p.query(`CREATE SCHEMA "${schema}"`)
    await migrate(p, { table: `${schema}.webhook_dedupe` })
    const store = createPostgresDedupeStore({ pool: p, table: `${schema}.webhook_dedupe` })
    expect(await store.reserve("k")).toBe("reserved")
    const rows = await p.query(`SELECT key, state FROM "${schema}".webhook_dedupe`)
    expect(rows.rows).toEqual([{ key: "k", state: "in-progress" }])
  })

  it("table names are validated: identifier injection is impossible", async () => {
    const p = pool()
    for (const bad of ['x"; DROP TABLE users; --', "a b", "1abc", "a.b.c", "", "x".repeat(49), "naïve", "a-b", "a;b"]) {
      expect(() => createPostgresDedupeStore({ pool: p, table: bad })).toThrow(/createPostgresDedupeStore: table must be a name or schema\.name/)
      await expect(migrate(p, { table: bad })).rejects.toThrow(/migrate: table must be/)
    }
    expect(() => createPostgresDedupeStore({ pool: p, table: 42 as never })).toThrow(/table must be/)
  })

  it("rejects bad options, naming the field", () => {
    const p = pool()
    expect(() => createPostgresDedupeStore({ pool: {} as never })).toThrow(/createPostgresDedupeStore: pool must be a pg Pool/)
    expect(() => createPostgresDedupeStore(undefined as never)).toThrow(/options are required/)
    expect(() => createPostgresDedupeStore({ pool: p, leaseMs: -1 })).toThrow(/leaseMs must be a whole number of milliseconds > 0/)
    expect(() => createPostgresDedupeStore({ pool: p, ttlMs: Number.NaN })).toThrow(/ttlMs must be/)
  })

  it("uses the database's clock, and purgeExpired deletes only lapsed rows", async () => {
    const p = pool()
    const name = unique("purge")
    await migrate(p, { table: name })
    const short = createPostgresDedupeStore({ pool: p, table: name, leaseMs: 100, ttlMs: 100 })
    const long = createPostgresDedupeStore({ pool: p, table: name, leaseMs: 60_000, ttlMs: 60_000 })
    await short.reserve("lapsing-lease")
    await short.reserve("lapsing-done")
    await short.complete("lapsing-done")
    await long.reserve("kept-lease")
    await long.reserve("kept-done")
    await long.complete("kept-done")
    const lapsed = await p.query(`SELECT count(*)::int AS n FROM "${name}" WHERE expires_at <= now()`)
    expect(lapsed.rows[0].n).toBeLessThanOrEqual(2)
    let purged = 0
    await eventually("the short rows lapse", async () => {
      purged += await long.purgeExpired()
      return purged === 2
    })
    const left = await p.query(`SELECT key, state FROM "${name}" ORDER BY key`)
    expect(left.rows).toEqual([
      { key: "kept-done", state: "completed" },
      { key: "kept-lease", state: "in-progress" }
    ])
    expect(await long.purgeExpired()).toBe(0)
  })
})
