/**
 * The behaviour every shared store owes core's `DedupeStore` contract, run against each engine
 * for real. `instance(options)` builds one more store on the same server, as another instance
 * of the webhook route would (its own holder tokens; its own client where the engine allows).
 */
import { createWebhookRouter, createWebhookVerifier, type DedupeStore, signWebhook } from "@payrail/core/webhooks"
import { describe, expect, it } from "vitest"
import { eventually, SECRET, transferFixture, unique } from "./fixtures"

export type StoreFactory = (options: { leaseMs?: number; ttlMs?: number }) => DedupeStore | Promise<DedupeStore>

const LONG = 60_000

export const dedupeStoreContract = (instance: StoreFactory) => {
  describe("the DedupeStore contract", () => {
    it("reserves a new key once: another instance sees it in progress, then completed", async () => {
      const [a, b] = [await instance({ leaseMs: LONG }), await instance({ leaseMs: LONG })]
      const key = unique("k")
      expect(await a.reserve(key)).toBe("reserved")
      expect(await b.reserve(key)).toBe("in-progress")
      expect(await a.reserve(key)).toBe("in-progress")
      await a.complete(key)
      expect(await b.reserve(key)).toBe("completed")
      expect(await a.reserve(key)).toBe("completed")
      // a completed key is never released back, not even by its holder
      await a.release(key)
      expect(await b.reserve(key)).toBe("completed")
    })

    it("a release by the holder frees the key for another instance", async () => {
      const [a, b] = [await instance({ leaseMs: LONG }), await instance({ leaseMs: LONG })]
      const key = unique("k")
      expect(await a.reserve(key)).toBe("reserved")
      await a.release(key)
      expect(await b.reserve(key)).toBe("reserved")
      expect(await a.reserve(key)).toBe("in-progress")
    })

    it("only the holder releases: another instance's release leaves the reservation", async () => {
      const [a, b] = [await instance({ leaseMs: LONG }), await instance({ leaseMs: LONG })]
      const key = unique("k")
      expect(await a.reserve(key)).toBe("reserved")
      await b.release(key)
      expect(await b.reserve(key)).toBe("in-progress")
    })

    it("a lapsed lease is taken over, and the old holder's late release does not free it", async () => {
      const crashed = await instance({ leaseMs: 200 })
      const [next, third] = [await instance({ leaseMs: LONG }), await instance({ leaseMs: LONG })]
      const key = unique("k")
      expect(await crashed.reserve(key)).toBe("reserved")
      // (no assertion on how long it took: the machine may be slow; that it happens at all is the point)
      await eventually("the lapsed lease is reclaimable", async () => (await next.reserve(key)) === "reserved")
      await crashed.release(key) // the old holder wakes up and fails: must not free the new holder's claim
      expect(await third.reserve(key)).toBe("in-progress")
      await next.complete(key)
      expect(await third.reserve(key)).toBe("completed")
    })

    it("a completion is remembered for ttlMs, then the key is new again", async () => {
      const a = await instance({ leaseMs: LONG, ttlMs: 300 })
      const key = unique("k")
      expect(await a.reserve(key)).toBe("reserved")
      await a.complete(key)
      // The lease is long: only a completion that expires frees the key.
      await eventually("the completion expires", async () => (await a.reserve(key)) === "reserved")
    })

    it("many instances racing for one key: exactly one reserves", async () => {
      const stores = await Promise.all(Array.from({ length: 12 }, () => instance({ leaseMs: LONG })))
      for (let round = 0; round < 5; round++) {
        const key = unique(`race${round}`)
        const answers = await Promise.all(stores.flatMap((s) => [s.reserve(key), s.reserve(key)]))
        expect(answers.filter((a) => a === "reserved")).toHaveLength(1)
        expect(answers.filter((a) => a === "in-progress")).toHaveLength(answers.length - 1)
      }
    })

    it("with core's router: two instances, the same delivery, the handler runs once", async () => {
      const verifier = createWebhookVerifier({ secrets: [SECRET] })
      let runs = 0
      const routers = await Promise.all(
        [0, 1].map(async () => createWebhookRouter({ verifier, store: await instance({ leaseMs: LONG }) }).on("*", () => void runs++))
      )
      const signed = await signWebhook(transferFixture({ id: unique("xfer") }), { secret: SECRET })
      const first = await routers[0]!.handle(signed.body, signed.headers)
      const second = await routers[1]!.handle(signed.body, signed.headers)
      expect([first.status, first.outcome]).toEqual([200, "handled"])
      expect([second.status, second.outcome]).toEqual([200, "duplicate"])
      expect(runs).toBe(1)
    })

    it("with core's router: a failed handler releases, the retry on another instance runs it", async () => {
      const verifier = createWebhookVerifier({ secrets: [SECRET] })
      let runs = 0
      const failing = createWebhookRouter({ verifier, store: await instance({ leaseMs: LONG }) }).on("*", () => {
        throw new Error("boom")
      })
      const working = createWebhookRouter({ verifier, store: await instance({ leaseMs: LONG }) }).on("*", () => void runs++)
      const signed = await signWebhook(transferFixture({ id: unique("xfer") }), { secret: SECRET })
      expect((await failing.handle(signed.body, signed.headers)).status).toBe(500)
      expect((await working.handle(signed.body, signed.headers)).outcome).toBe("handled")
      expect(runs).toBe(1)
    })
  })
}
