/**
 * The tools of the embedded fake, beyond the operations: send any notification of the catalogue
 * (`fake_trigger`), move the fake clock (`fake_clock_advance`), and read what the fake delivered
 * (`webhook_events_recent`). They exist only when the server runs on the fake.
 */
import { TRIGGERABLE_EVENTS, TriggerError, type FakePayrail } from "@payrail/testing"
import type { ToolArguments } from "./invoke"
import { answerResult, errorResult, thrownResult, type ToolResult } from "./results"
import type { Tool } from "./tool"

const hints = (readOnly: boolean) => ({ readOnlyHint: readOnly, destructiveHint: false, idempotentHint: false, openWorldHint: false })

const refused = (message: string): ToolResult => errorResult({ tag: "RequestValidationError", message })

const attempt = async (run: () => Promise<ToolResult>): Promise<ToolResult> => {
  try {
    return await run()
  } catch (error) {
    return error instanceof TriggerError ? errorResult({ tag: "TriggerError", message: error.message }) : thrownResult(error)
  }
}

/** The most `webhook_events_recent` answers at once. */
export const MAX_RECENT_EVENTS = 100

export const fakeTools = (fake: FakePayrail): ReadonlyArray<Tool> => [
  {
    name: "fake_trigger",
    groups: ["fake"],
    write: true,
    definition: {
      name: "fake_trigger",
      title: "fake.trigger",
      description: "Sends a notification of the catalogue about a resource the fake holds (`id`) or a made-up one, with `set` overrides by dotted path; moves the fake clock first where the event depends on time (a renewal, a report's completion). Answers the notification and its first delivery.",
      inputSchema: {
        type: "object",
        properties: {
          event: { type: "string", enum: [...TRIGGERABLE_EVENTS] },
          id: { type: "string", description: "The payment, subscription, report or onboarding the event is about." },
          set: { type: "object", description: "Overrides of the resource as sent, by dotted path: { \"status\": \"DECLINED\" }." }
        },
        required: ["event"],
        additionalProperties: false
      },
      annotations: { title: "fake.trigger", ...hints(false) }
    },
    call: (args: ToolArguments) =>
      attempt(async () => {
        if (typeof args.event !== "string") return refused("event: a catalogue event name is required")
        const set = args.set as Readonly<Record<string, unknown>> | undefined
        const result = await fake.trigger(args.event, { ...(typeof args.id === "string" ? { id: args.id } : {}), ...(set === undefined ? {} : { set }) })
        return answerResult({ ...result })
      })
  },
  {
    name: "fake_clock_advance",
    groups: ["fake"],
    write: true,
    definition: {
      name: "fake_clock_advance",
      title: "fake.clock.advance",
      description: "Moves the fake clock forward by `ms`, or to `to`, running everything that falls due on the way (renewals, report completions, webhook retries). Answers the new time.",
      inputSchema: {
        type: "object",
        properties: {
          ms: { type: "integer", minimum: 0, description: "How far to move, in milliseconds." },
          to: { type: "string", description: "An ISO 8601 time to move to (never backwards)." }
        },
        additionalProperties: false
      },
      annotations: { title: "fake.clock.advance", ...hints(false) }
    },
    call: (args: ToolArguments) =>
      attempt(async () => {
        const { ms, to } = args
        if ((ms === undefined) === (to === undefined)) return refused("Give exactly one of ms (milliseconds) and to (an ISO 8601 time)")
        if (ms !== undefined) {
          if (typeof ms !== "number" || !Number.isSafeInteger(ms) || ms < 0) return refused("ms: a whole number of milliseconds, 0 or more")
          await fake.clock.advance(ms)
        } else {
          if (typeof to !== "string" || Number.isNaN(Date.parse(to))) return refused("to: an ISO 8601 time")
          if (Date.parse(to) < fake.clock.now()) return refused(`to: the fake clock never moves backwards (it is ${fake.clock.date().toISOString()})`)
          await fake.clock.set(to)
        }
        return answerResult({ now: fake.clock.date().toISOString() })
      })
  },
  {
    name: "webhook_events_recent",
    groups: ["fake", "webhooks"],
    write: false,
    definition: {
      name: "webhook_events_recent",
      title: "webhook events, recent",
      description: "The notifications the fake sent most recently and their delivery attempts, newest first.",
      inputSchema: {
        type: "object",
        properties: {
          limit: { type: "integer", minimum: 1, maximum: MAX_RECENT_EVENTS, description: "How many (default 20)." },
          event: { type: "string", description: "Only this event (`payment.purchase`, ...)." }
        },
        additionalProperties: false
      },
      outputSchema: {
        type: "object",
        properties: {
          events: { type: "array", items: { type: "object" }, description: "The notifications, newest first." },
          deliveries: { type: "array", items: { type: "object" }, description: "Their delivery attempts, newest first." }
        },
        required: ["events", "deliveries"]
      },
      annotations: { title: "webhook events, recent", ...hints(true) }
    },
    call: (args: ToolArguments) =>
      attempt(async () => {
        const limit = args.limit ?? 20
        if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_RECENT_EVENTS) {
          return refused(`limit: a whole number from 1 to ${MAX_RECENT_EVENTS}`)
        }
        const wanted = (event: string) => args.event === undefined || event === args.event
        const events = fake.webhooks.events.filter((n) => wanted(n.type_event)).slice(-limit).reverse()
        const deliveries = fake.webhooks.deliveries.filter((d) => wanted(d.event)).slice(-limit).reverse()
        return answerResult({ events, deliveries })
      })
  }
]
