/**
 * `payrailWebhooks({ queue })` in-process: what reaches the queue and what is answered. The real
 * Cloudflare Queue, consumer and Durable Objects run under Miniflare in packages/queues/test.
 */
import { signWebhook } from "@payrail/core"
import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import { PAYRAIL_WEBHOOK_PATH, payrailWebhooks } from "../src"
import { SECRET, transferFixture } from "./fixtures"

const post = async (app: Hono, body: string, headers: Record<string, string>) => {
  const res = await app.request(PAYRAIL_WEBHOOK_PATH, { method: "POST", body, headers })
  return { status: res.status, body: (await res.json()) as unknown }
}

const appWith = (send: (body: unknown, options?: unknown) => Promise<void>) => {
  const app = new Hono()
  app.route("/", payrailWebhooks({ secrets: [SECRET], queue: { send } }))
  return app
}

describe("payrailWebhooks({ queue })", () => {
  it("sends the verified delivery (raw body, signature header) as JSON and answers 200 once the queue accepted it", async () => {
    const sent: Array<[unknown, unknown]> = []
    const app = appWith(async (body, options) => void sent.push([body, options]))
    const s = await signWebhook(transferFixture(), { secret: SECRET })
    expect(await post(app, s.body, s.headers)).toEqual({ status: 200, body: { received: true } })
    expect(sent).toHaveLength(1)
    expect(sent[0]![1]).toEqual({ contentType: "json" })
    // the worker verifies it again: the body exactly as signed, the signature, and nothing decoded
    expect(sent[0]![0]).toEqual({ payrail: 2, body: s.body, headers: { "x-hmac-signature": s.headers["x-hmac-signature"] } })
  })

  it("answers 503 when the queue refuses (the service retries), 401 to a bad signature without sending", async () => {
    let calls = 0
    const app = appWith(async () => {
      calls++
      throw new Error("queue over its limit")
    })
    const s = await signWebhook(transferFixture(), { secret: SECRET })
    expect((await post(app, s.body, s.headers)).status).toBe(503)
    expect((await post(app, s.body, { ...s.headers, "x-hmac-signature": "AAAA" })).status).toBe(401)
    expect(calls).toBe(1)
  })
})
