/**
 * The schemas that get a generated guard (scripts/gen-guards.ts), derived from the endpoint
 * declarations: every response schema and every request body, plus the webhook payloads (webhook-targets.ts). A listed
 * schema is checked by its guard on the happy path; the Effect decode stays the single source of
 * truth and explains every failure.
 *
 * Computed on demand (not at import): the declarations import the request checks, which import this.
 */
import type * as Schema from "effect/Schema"
import { endpoints } from "../endpoints"
import { webhookPayloadSchemas } from "../../guards/webhook-targets"

/**
 * Request bodies without a guard, each with the reason. The generator fails when a body outside
 * this list cannot be compiled, or one inside it can: a new transformation is a decision, not a drift.
 */
export const UNGUARDED_BODIES: Readonly<Record<string, string>> = {
  "banking.createOnboarding": "its documentation items are a transformation (decodeTo): the decoded body is not the input"
}

export interface GuardTargets {
  /** Tolerant answers and webhook payloads (JSON.parse output). */
  readonly responses: Readonly<Record<string, Schema.Top>>
  /** Strict request bodies (caller input). */
  readonly requests: Readonly<Record<string, Schema.Top>>
  /** Webhook payloads by family (JSON.parse output, tolerant), in their own module for webhook-only bundles. */
  readonly webhooks: Readonly<Record<string, Schema.Top>>
}

export const guardTargets = (): GuardTargets => {
  const responses: Record<string, Schema.Top> = {}
  const requests: Record<string, Schema.Top> = {}
  const seen = new Set<Schema.Top>()
  for (const endpoint of endpoints) {
    // One guard per schema, named after the first operation that uses it.
    if (!seen.has(endpoint.response)) {
      seen.add(endpoint.response)
      responses[endpoint.operation] = endpoint.response
    }
    if (endpoint.body !== undefined && !seen.has(endpoint.body) && !(endpoint.operation in UNGUARDED_BODIES)) {
      seen.add(endpoint.body)
      requests[endpoint.operation] = endpoint.body
    }
  }
  return { responses, requests, webhooks: webhookPayloadSchemas }
}
