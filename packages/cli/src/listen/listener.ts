/**
 * What a listener does with one delivery, wherever it came from (its own HTTP receiver, or the
 * relay's WebSocket): checks it was made for one of this listener's endpoints and verifies it with
 * that endpoint's HMAC secret (core's verifier), journals it (card data redacted), acknowledges,
 * then forwards it to the app in arrival order and prints one line. A notification already in the
 * journal (a repeat of the same body) is acknowledged and not forwarded again.
 */
import { createWebhookVerifier, webhookEventOf } from "@payrail/core"
import { eventLine, forward, type ForwardTarget } from "./forward"
import { endpointSecret, type ListenerIdentity } from "./identity"
import { digestOf, type Journal } from "./journal"

/** One delivery as received: the endpoint name (the last path segment of its URL), headers and raw body. */
export interface Incoming {
  readonly endpoint: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** How a delivery was answered: 200 once journaled, 401 unverified, 400 not JSON. */
export interface Answer {
  readonly status: number
  readonly body: Readonly<Record<string, unknown>>
}

export interface ListenerOptions {
  readonly identity: ListenerIdentity
  readonly journal: Journal
  readonly app: ForwardTarget
  /** Events to forward; others are acknowledged and dropped. */
  readonly events: ReadonlySet<string>
  readonly print: (line: string) => void
  readonly warn: (line: string) => void
}

const typeOf = (body: unknown): string => {
  const declared = (body as { type_event?: unknown } | null)?.type_event
  if (typeof declared === "string") return declared
  try {
    return webhookEventOf(body as Parameters<typeof webhookEventOf>[0])
  } catch {
    return "unknown"
  }
}

export const makeListener = (options: ListenerOptions) => {
  const { identity, journal, app } = options
  const verifiers = new Map<string, ReturnType<typeof createWebhookVerifier>>()
  const verifierOf = (endpoint: string) => {
    let verifier = verifiers.get(endpoint)
    // the resource's age is not checked: a relay may hold a delivery for days, and the journal dedupes
    if (verifier === undefined) verifiers.set(endpoint, (verifier = createWebhookVerifier({ secrets: endpointSecret(identity, endpoint), maxAgeSeconds: false })))
    return verifier
  }
  // forwards run one at a time, in arrival order
  let queue: Promise<void> = Promise.resolve()
  const enqueue = (job: () => Promise<void>) => {
    queue = queue.then(job, job)
    return queue
  }

  const forwardEntry = (id: string, raw: string) =>
    enqueue(async () => {
      const before = journal.get(id)!
      const outcome = await forward(app, raw)
      journal.update(id, {
        status: outcome.ok ? "forwarded" : "failed",
        forwarded_to: app.url,
        app_status: outcome.status,
        latency_ms: outcome.latencyMs,
        attempts: before.attempts + 1,
        ...(outcome.error !== undefined ? { error: outcome.error } : {})
      })
      options.print(eventLine(new Date(), before.type_event, id, outcome))
    })

  return {
    /** Handles a delivery; the answer is what the sender gets. */
    async receive(incoming: Incoming): Promise<Answer> {
      if (!incoming.endpoint.startsWith(identity.namePrefix)) {
        options.warn(`refused a delivery for ${JSON.stringify(incoming.endpoint.slice(0, 80))}: not an endpoint of this listener`)
        return { status: 404, body: { code: "UNKNOWN_ENDPOINT" } }
      }
      try {
        await verifierOf(incoming.endpoint).verifySignature(incoming.body, incoming.headers)
      } catch {
        options.warn(`refused a delivery to ${incoming.endpoint}: its signature does not verify with the endpoint's secret`)
        return { status: 401, body: { code: "BAD_SIGNATURE" } }
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(incoming.body)
      } catch {
        return { status: 400, body: { code: "NOT_JSON" } }
      }
      const typeEvent = typeOf(parsed)
      if (!options.events.has(typeEvent)) return { status: 200, body: { received: true, forwarded: false } }
      if (journal.byDigest(digestOf(incoming.body)) !== undefined) return { status: 200, body: { received: true, duplicate: true } }
      const entry = journal.add(incoming.body, parsed, typeEvent, incoming.endpoint)
      void forwardEntry(entry.id, incoming.body)
      return { status: 200, body: { received: true } }
    },
    /** Forwards a journaled entry again (its body as journaled). */
    resend: (id: string) => {
      const entry = journal.get(id)
      if (entry === undefined) throw new Error(`no journal entry ${id}`)
      return forwardEntry(id, JSON.stringify(entry.body))
    },
    /** Resolves when every forward queued so far is done. */
    drained: () => queue
  }
}

export type Listener = ReturnType<typeof makeListener>
