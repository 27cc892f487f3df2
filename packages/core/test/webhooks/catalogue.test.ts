/**
 * The event catalogue against the spec's own list (docs/service-facts.md#event-catalogue, transcribed below as the
 * spec writes it: per type, the short event names), the family of every name, and what
 * `router.on` accepts. The receiver constants
 * are in receiver.test.ts. src/webhooks/catalogue.ts.
 */
import { describe, expect, it } from "vitest"
import {
  isWebhookEventSelector,
  WEBHOOK_EVENT_CATALOGUE,
  webhookFamilyOf
} from "../../src/webhooks"

/** docs/service-facts.md#event-catalogue, type by type (the "+ draft" and "overview page" additions included). */
const SPEC_A4: ReadonlyArray<readonly [type: string, family: string, events: string]> = [
  ["enrollment", "enrollment", "enroll, unenroll, expiration, update"],
  ["payment", "payment", "purchase, authorize, capture, refund, cancel, verify, chargeback, fraud_screening, pre_chargeback"],
  ["payout", "payout", "payout"],
  [
    "subscription",
    "subscription",
    "create, active, pause, resume, cancel, complete, close_to_renewal, plan_change_scheduled, plan_change_canceled, " +
      "plan_changed, trialing, past_due, cycle_executed, phase_started, phase_completed"
  ],
  [
    "onboarding",
    "onboarding",
    "create, pending, pending_additional_documentation, pending_recipient_action, succeeded, canceled, cancelled, declined, " +
      "rejected, blocked, unblocked, error, expired, failed, inactive, transferred"
  ],
  ["report", "report", "update"],
  ["split_transfer", "split_transfer", "succeeded, failed"],
  ["split_transfer_reverse", "split_transfer", "succeeded, failed"],
  ["banking.entity", "banking", "created, updated, deleted"],
  ["banking.onboarding", "banking", "created, pending, pending_additional_documentation, succeeded, failed, declined, cancelled, expired"],
  ["banking.account", "banking", "created, updated, activated, closed"],
  ["banking.transfer", "banking", "pending, processing, completed, failed, cancelled, reversed"],
  ["banking.transfer.incoming", "banking.transfer.incoming", "pending, completed"]
]

const specNames = SPEC_A4.flatMap(([type, family, events]) => events.split(", ").map((e) => ({ name: `${type}.${e}`, family })))

describe("WEBHOOK_EVENT_CATALOGUE", () => {
  it("lists exactly the spec's events, each under its family", () => {
    const byFamily: Record<string, Array<string>> = {}
    for (const { name, family } of specNames) (byFamily[family] ??= []).push(name)
    const catalogue = Object.fromEntries(Object.entries(WEBHOOK_EVENT_CATALOGUE).map(([f, names]) => [f, [...names].sort()]))
    expect(catalogue).toEqual(Object.fromEntries(Object.entries(byFamily).map(([f, names]) => [f, names.sort()])))
  })

  it("webhookFamilyOf gives each spec event its family; other names their prefix's family, or unknown", () => {
    for (const { name, family } of specNames) expect(webhookFamilyOf(name), name).toBe(family)
    expect(webhookFamilyOf("payment.installment_plan_updated")).toBe("payment")
    expect(webhookFamilyOf("banking.transfer.incoming.returned")).toBe("banking.transfer.incoming")
    expect(webhookFamilyOf("banking.card.issued")).toBe("banking")
    expect(webhookFamilyOf("split_transfer_reverse.pending")).toBe("split_transfer")
    for (const name of ["loyalty.points", "payments.purchase", "payment", "", "xpayment.purchase", "transfer.transfer"]) {
      expect(webhookFamilyOf(name), name).toBe("unknown")
    }
  })
})

describe("isWebhookEventSelector", () => {
  it("accepts every spec event, every family wildcard and '*'", () => {
    for (const { name } of specNames) expect(isWebhookEventSelector(name), name).toBe(true)
    for (const family of Object.keys(WEBHOOK_EVENT_CATALOGUE)) expect(isWebhookEventSelector(`${family}.*`), family).toBe(true)
    expect(isWebhookEventSelector("*")).toBe(true)
  })

  it("refuses the rest", () => {
    for (const selector of [
      "", "**", "payment", "payment.", "payment.*.*", "payment.purchse", "banking.transfer.*", "banking.entity.*",
      "split_transfer_reverse.*", "unknown.*", "loyalty.*", " payment.purchase", "PAYMENT.PURCHASE", 42, null, undefined, ["*"]
    ]) {
      expect(isWebhookEventSelector(selector), String(selector)).toBe(false)
    }
  })
})
