/**
 * Where notifications go (docs/service-facts.md#webhook-url): the configured receiver's URLs
 * for incoming transfers and for envelopes, and the endpoints registered through the API.
 */
import { PAYRAIL_EVENTS_PATH } from "@payrail/core"
import type { WebhookConfig } from "./fake-webhooks"

const SPEC_PATH = "/v1/banking/transfers"

/** A bare origin gets the spec's receiver path. */
export const receiverUrl = (url: string): string => {
  const parsed = new URL(url)
  if (parsed.pathname === "/" || parsed.pathname === "") parsed.pathname = SPEC_PATH
  return parsed.toString()
}

/** Where envelopes go: `eventsUrl`, else `url` when it has a path, else its origin + `/webhooks/payrail`. */
export const eventsReceiverUrl = (config: Pick<WebhookConfig, "url" | "eventsUrl">): string => {
  const parsed = new URL(config.eventsUrl ?? config.url)
  if (parsed.pathname === "/" || parsed.pathname === "") parsed.pathname = PAYRAIL_EVENTS_PATH
  return parsed.toString()
}

/** Further receivers of an event (endpoints registered through the API), each read again at every attempt. */
export type WebhookTargets = (event: string) => ReadonlyArray<() => WebhookConfig | undefined>
