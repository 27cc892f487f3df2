/**
 * A recipient's onboardings beyond the flows' happy path (src/state/recipient-onboardings.ts),
 * through the fake: the whole onboarding resource, a one-step onboarding settled by its timer
 * (its webhook sent unread, none while blocked), a two-step one that waits for `continue` however
 * long, the webhook of each move, every refusal with its message, and who receives split money.
 */
import { describe, expect, it } from "vitest"
import { recordingHarness } from "./harnesses"
import { ACCOUNT_ID, type Harness, raw } from "../helpers"

const { received, start } = recordingHarness()
const events = async (h: Harness) => {
  await h.fake.webhooks.settled()
  return received.filter((e) => e.type_event.startsWith("onboarding.")).map((e) => e.type_event)
}

let keys = 0
/** `unblock` and `cancel` take no body; the other moves an empty one. */
const post = (h: Harness, path: string, body: unknown = /\/(unblock|cancel)$/.test(path) ? undefined : {}) => raw(h, "POST", path, body, { "x-idempotency-key": `onboardings-${keys++}` })
const T0_MICROS = "2025-03-01T12:00:00.000000Z"
const MIN = 60_000

const onboardingBody = (type: string, overrides: Record<string, unknown> = {}) => ({
  account_id: ACCOUNT_ID, type, workflow: "DIRECT", provider: { id: "STRIPE", connection_id: "conn-1" }, ...overrides
})
const recipient = async (h: Harness) => {
  const { body } = await post(h, "/recipients", {
    account_id: ACCOUNT_ID, merchant_recipient_id: "seller-1", national_entity: "INDIVIDUAL", first_name: "Seller", last_name: "One", country: "CO"
  })
  return body.id as string
}
const onboard = async (h: Harness, recipientId: string, type: string, overrides: Record<string, unknown> = {}) => {
  const { status, body } = await post(h, `/recipients/${recipientId}/onboardings`, onboardingBody(type, overrides))
  expect(status).toBeLessThan(300)
  return body
}
const at = (h: Harness, recipientId: string, onboardingId: string, move = "") =>
  `/recipients/${recipientId}/onboardings/${onboardingId}${move === "" ? "" : `/${move}`}`
const retrieve = async (h: Harness, recipientId: string, onboardingId: string) => (await raw(h, "GET", at(h, recipientId, onboardingId))).body
const transferTo = (h: Harness, recipientId: string) =>
  post(h, "/split-marketplace/transfers", { account_id: ACCOUNT_ID, recipient_id: recipientId, provider_id: "STRIPE", amount: { currency: "USD", value: 25 } })

describe("a recipient's onboarding", () => {
  it("is the create body's fields but the account, then its own: status, the provider with no URLs, no requirements", async () => {
    const h = await start()
    const r = await recipient(h)
    const onboarding = await onboard(h, r, "PREVIOUSLY_ONBOARDED", { callback_url: "https://merchant.example/onb", extra_field: 1 })
    expect(onboarding).toEqual({
      type: "PREVIOUSLY_ONBOARDED", workflow: "DIRECT", callback_url: "https://merchant.example/onb", extra_field: 1,
      id: onboarding.id, status: "SUCCEEDED",
      provider: { id: "STRIPE", connection_id: "conn-1", onboarding_url: null, redirect_url: null },
      requirements: [], created_at: T0_MICROS, updated_at: T0_MICROS
    })
    expect(await events(h)).toEqual(["onboarding.succeeded"])
  })

  it("one-step: PENDING for a minute, then SUCCEEDED by its timer, its webhook sent though nobody read it", async () => {
    const h = await start()
    const r = await recipient(h)
    const onboarding = await onboard(h, r, "ONE_STEP_ONBOARDING")
    expect(onboarding.status).toBe("PENDING")
    expect(h.fake.clock.pending()).toEqual([{ at: "2025-03-01T12:01:00.000Z", label: `onboarding ${onboarding.id} succeeds` }])
    await h.fake.clock.advance(MIN - 1)
    expect((await retrieve(h, r, onboarding.id)).status).toBe("PENDING")
    await h.fake.clock.advance(1)
    expect(await events(h)).toEqual(["onboarding.pending", "onboarding.succeeded"])
    expect(await retrieve(h, r, onboarding.id)).toMatchObject({ status: "SUCCEEDED", updated_at: "2025-03-01T12:01:00.000000Z" })
  })

  it("one-step and blocked: settles silently, shows BLOCKED, and SUCCEEDED once unblocked", async () => {
    const h = await start()
    const r = await recipient(h)
    const onboarding = await onboard(h, r, "ONE_STEP_ONBOARDING")
    await post(h, at(h, r, onboarding.id, "block"))
    await h.fake.clock.advance(MIN)
    expect(await events(h)).toEqual(["onboarding.pending", "onboarding.blocked"])
    expect((await retrieve(h, r, onboarding.id)).status).toBe("BLOCKED")
    await post(h, at(h, r, onboarding.id, "unblock"))
    expect((await retrieve(h, r, onboarding.id)).status).toBe("SUCCEEDED")
    expect(await events(h)).toEqual(["onboarding.pending", "onboarding.blocked", "onboarding.unblocked"])
  })

  it("two-step: PENDING however long until continue, which adds its fields and SUCCEEDS", async () => {
    const h = await start()
    const r = await recipient(h)
    const onboarding = await onboard(h, r, "TWO_STEP_ONBOARDING")
    expect(h.fake.clock.pending()).toEqual([])
    await h.fake.clock.advance(10 * MIN)
    expect((await retrieve(h, r, onboarding.id)).status).toBe("PENDING")
    const { body: continued } = await post(h, at(h, r, onboarding.id, "continue"), { callback_url: "https://merchant.example/second" })
    expect(continued).toMatchObject({ type: "TWO_STEP_ONBOARDING", workflow: "DIRECT", callback_url: "https://merchant.example/second", status: "SUCCEEDED" })
    expect(await retrieve(h, r, onboarding.id)).toEqual(continued)
    expect(await events(h)).toEqual(["onboarding.pending", "onboarding.succeeded"])
  })

  it("continues only when pending, unblocked and two-step: 400 ONBOARDING_NOT_VALID naming its status", async () => {
    const h = await start()
    const r = await recipient(h)
    const oneStep = await onboard(h, r, "ONE_STEP_ONBOARDING")
    const twoStep = await onboard(h, r, "TWO_STEP_ONBOARDING")
    await post(h, at(h, r, twoStep.id, "block"))
    for (const [id, status] of [[oneStep.id, "PENDING"], [twoStep.id, "BLOCKED"]]) {
      const { status: code, body } = await post(h, at(h, r, id!, "continue"))
      expect(code).toBe(400)
      expect(body).toEqual({ code: "ONBOARDING_NOT_VALID", messages: [`Only a pending, unblocked two-step onboarding continues (this one is ${status})`] })
    }
  })

  it("refuses a second block, an unblock of an unblocked one, and any block or cancel once cancelled, each with its message", async () => {
    const h = await start()
    const r = await recipient(h)
    const onboarding = await onboard(h, r, "PREVIOUSLY_ONBOARDED")
    const refusal = async (move: string) => {
      const { status, body } = await post(h, at(h, r, onboarding.id, move))
      return [status, body]
    }
    expect(await refusal("unblock")).toEqual([409, { code: "RECIPIENT_NOT_BLOCKED", messages: ["Recipient is not blocked"] }])
    await post(h, at(h, r, onboarding.id, "block"))
    expect(await refusal("block")).toEqual([409, { code: "RECIPIENT_ALREADY_BLOCKED", messages: ["The onboarding is already blocked"] }])
    const { body: cancelled } = await post(h, at(h, r, onboarding.id, "cancel"))
    expect(cancelled.onboardings).toEqual([expect.objectContaining({ id: onboarding.id, status: "CANCELLED" })])
    expect(await refusal("cancel")).toEqual([409, { code: "RECIPIENT_ALREADY_CANCELLED", messages: ["The onboarding is cancelled"] }])
    expect(await refusal("block")).toEqual([409, { code: "RECIPIENT_ALREADY_CANCELLED", messages: ["The onboarding is cancelled"] }])
    expect(await events(h)).toEqual(["onboarding.succeeded", "onboarding.blocked", "onboarding.cancelled"])
  })
})

describe("who receives split money", () => {
  it("a recipient with one succeeded onboarding among pending ones", async () => {
    const h = await start()
    const r = await recipient(h)
    await onboard(h, r, "TWO_STEP_ONBOARDING")
    expect((await transferTo(h, r)).body.code).toBe("ONBOARDING_NOT_VALID")
    await onboard(h, r, "PREVIOUSLY_ONBOARDED")
    await onboard(h, r, "TWO_STEP_ONBOARDING")
    expect((await transferTo(h, r)).status).toBeLessThan(300)
  })

  it("a seeded recipient whose onboarding is not blocked (ACTIVE), not a blocked one", async () => {
    const h = await start()
    const active = h.fake.seed.recipient({ blocked: false })
    const blocked = h.fake.seed.recipient({ blocked: true })
    expect((await transferTo(h, active.id)).status).toBeLessThan(300)
    expect((await transferTo(h, blocked.id)).body.code).toBe("ONBOARDING_NOT_VALID")
  })
})
