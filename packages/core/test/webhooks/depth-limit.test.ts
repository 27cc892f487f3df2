/**
 * A signed notification nested past the JSON depth limit is refused as a bad payload (400 naming
 * the limit), never a 500 from a RangeError in the dedupe key's digest (the service would retry a
 * 500 for days). The body is built as text: `JSON.stringify` of it would overflow here too.
 */
import { describe, expect, it } from "vitest"
import { MAX_JSON_DEPTH } from "../../src/json-depth"
import { createWebhookRouter, createWebhookVerifier, signWebhook, WebhookPayloadError } from "../../src/webhooks"

const SECRET = "depth-secret"
const verifier = createWebhookVerifier({ secrets: [SECRET] })

/** An envelope of an event without an id whose `data` nests `levels` objects deep. */
export const deepNotification = (levels: number): string =>
  `{"type":"custom","type_event":"custom.thing","account_id":"acc-1","data":${'{"a":'.repeat(levels)}1${"}".repeat(levels)}}`

describe("the JSON depth limit of notifications", () => {
  it("answers 400 naming the limit to a signed notification with data nested 10,000 deep and no id", async () => {
    const signed = await signWebhook(deepNotification(10_000), { secret: SECRET })
    let ran = 0
    const router = createWebhookRouter({ verifier }).on("*", () => void ran++)
    const result = await router.handle(signed.body, signed.headers)
    expect(result.status).toBe(400)
    expect(result.outcome).toBe("invalid-payload")
    expect(String(result.body.error)).toContain(`more than ${MAX_JSON_DEPTH} levels`)
    expect(ran).toBe(0)
    const error = await verifier.verify(signed.body, signed.headers).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WebhookPayloadError)
    expect((error as WebhookPayloadError).issues.map((i) => i.path)).toEqual(["data"])
  })

  it("handles the same notification within the limit (its dedupe key a digest of data)", async () => {
    const signed = await signWebhook(deepNotification(MAX_JSON_DEPTH - 2), { secret: SECRET })
    const keys: Array<string> = []
    const router = createWebhookRouter({ verifier }).on("*", (event) => void keys.push(event.dedupeKey))
    expect((await router.handle(signed.body, signed.headers)).status).toBe(200)
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^custom\.thing:#/)
  })
})
