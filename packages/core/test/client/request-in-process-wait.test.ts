/**
 * On both transports, against a real HTTP server: a REQUEST_IN_PROCESS answer without Retry-After
 * makes the last retry wait at least the attempt's timeout; with Retry-After, the server's wait.
 */
import { describe, expect, it } from "vitest"
import type { PayrailConfig } from "../../src"
import * as f from "../support/fixtures"
import { clientBelowBasePath, TRANSPORTS, useScriptedServer } from "./support/scripted-setup"

const ctx = useScriptedServer()
const transports = TRANSPORTS
const client = (transport: (typeof TRANSPORTS)[number], extra: Partial<PayrailConfig> = {}) => clientBelowBasePath(ctx, transport, extra)

describe("REQUEST_IN_PROCESS without Retry-After", () => {
  const inProcess = { status: 400, body: { code: "REQUEST_IN_PROCESS", messages: ["in process"] } }
  const armedCount = async (n: number) => {
    while (ctx.clock.armed.length < n) await new Promise((r) => setImmediate(r))
  }
  for (const transport of transports) {
    it(`${transport}: the last retry waits at least the attempt's timeout, then gets the answer`, async () => {
      const payrail = client(transport, { maxRetries: 2, timeoutMs: 1234, retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 } })
      ctx.server.reply(inProcess, inProcess, { status: 200, body: f.paymentResponse })
      const call = payrail.payments.retrieve(f.ids.payment)
      // armed: attempt 1's timeout, the first backoff, attempt 2's timeout, the wait before the last retry
      await armedCount(2)
      expect(ctx.clock.armed).toEqual([1234, 500])
      ctx.clock.fire((ms) => ms === 500)
      await armedCount(4)
      expect(ctx.clock.armed[3]).toBeGreaterThanOrEqual(1234)
      expect(ctx.server.requests).toHaveLength(2)
      expect(ctx.clock.fire(() => true)).toBe(1)
      expect(await call).toMatchObject({ id: f.paymentResponse.id })
      expect(ctx.server.requests).toHaveLength(3)
      await payrail.close()
    })

    it(`${transport}: with Retry-After the server's wait is used, not the timeout`, async () => {
      const payrail = client(transport, { maxRetries: 1, timeoutMs: 5000, retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 } })
      ctx.server.reply({ ...inProcess, headers: { "retry-after": "2" } }, { status: 200, body: f.paymentResponse })
      const call = payrail.payments.retrieve(f.ids.payment)
      await armedCount(2)
      expect(ctx.clock.armed).toEqual([5000, 2000])
      ctx.clock.fire((ms) => ms === 2000)
      expect(await call).toMatchObject({ id: f.paymentResponse.id })
      await payrail.close()
    })
  }
})
