/**
 * The error statuses the OpenAPI document lists per operation: the ones every operation may
 * answer, and each operation's own (a conflict, an unprocessable value, a relayed answer). The
 * fake answers nothing else (`packages/testing/test/document-statuses.test.ts` walks the
 * declarations and the fake's refusals against the served document).
 */
import type { EndpointDeclaration } from "./endpoint"

/** `[status, description]`: the description names the codes the status carries. */
export type ErrorStatus = readonly [status: string, description: string]

/** What every operation may answer (the spec's error table). */
export const COMMON_ERRORS: ReadonlyArray<ErrorStatus> = [
  ["400", "Invalid request, validation error or a refused state move (`code` says which)"],
  ["401", "INVALID_CREDENTIALS or LOGIN_FAILED"],
  ["403", "AUTHORIZATION_REQUIRED"],
  ["404", "ENTITY_NOT_FOUND or no such resource"],
  ["429", "Rate limited (`Retry-After` may say when to retry)"],
  ["500", "Server error (retried by the SDK)"]
]

/** Every method but GET reads a body, and a body over the size limit is refused before the operation sees it. */
export const BODY_TOO_LARGE: ErrorStatus = ["413", "REQUEST_TOO_LARGE: the request body is over the size limit"]

const ALREADY_EXISTS = "WEBHOOK_ALREADY_EXISTS (same name, or same url and a trigger in common)"

/** Each operation's own statuses, with the codes they carry. */
export const OPERATION_ERRORS: Readonly<Record<string, ReadonlyArray<ErrorStatus>>> = {
  "recipients.onboardings.unblock": [["409", "RECIPIENT_NOT_BLOCKED"]],
  "recipients.onboardings.block": [["409", "RECIPIENT_ALREADY_BLOCKED or RECIPIENT_ALREADY_CANCELLED"]],
  "recipients.onboardings.cancel": [["409", "RECIPIENT_ALREADY_CANCELLED"]],
  "recipients.delete": [["409", "RECIPIENT_IN_USE (split transfers involve it)"]],
  "webhookEndpoints.create": [["409", ALREADY_EXISTS]],
  "webhookEndpoints.update": [["409", ALREADY_EXISTS]],
  "checkouts.create": [["409", "DUPLICATE_CHECKOUT_NAME"]],
  "checkouts.updateLifecycle": [["409", "DUPLICATE_CHECKOUT_NAME, CANNOT_ARCHIVE_DEFAULT_CHECKOUT or CANNOT_UNPUBLISH_DEFAULT_CHECKOUT"]],
  "connections.create": [["409", "CONNECTION_ALREADY_EXISTS (same merchant_connection_id)"]],
  "sellers.create": [["409", "SELLER_ALREADY_EXISTS (same merchant_seller_id)"]],
  "routing.create": [["409", "ROUTING_ALREADY_EXISTS (the account has a routing for the payment method)"]],
  "meters.create": [["409", "METER_EVENT_NAME_CONFLICT (same event_name)"]],
  "meters.attachToPlan": [["409", "PLAN_METER_ALREADY_ASSIGNED"]],
  "paymentMethods.reassign": [["409", "CONFLICT (the card's customer has data)"]],
  "banking.entities.create": [["409", "DUPLICATE_ENTITY (same merchant_entity_id)"]],
  "banking.entities.update": [["409", "DUPLICATE_ENTITY (same merchant_entity_id)"]],
  "pciProxy.forward": [
    ["502", "DESTINATION_UNREACHABLE (the destination could not be reached)"],
    ["504", "DESTINATION_TIMEOUT (the destination did not answer in time)"]
  ],
  "pciProxy.destinations.register": [
    ["409", "DESTINATION_EXISTS"],
    ["422", "INVALID_HOSTNAME (not a bare public hostname)"]
  ],
  "subscriptions.update": [["422", "SAME_PLAN (plan_change names the subscription's plan)"]]
}

/**
 * Operations that relay another server's answer, whatever its status: the document's `default`
 * response (`pciProxy.forward` answers the destination's status and body, or 502 / 504 when the
 * destination fails or times out).
 */
export const RELAYED: Readonly<Record<string, string>> = {
  "pciProxy.forward": "The destination's own answer, relayed (its status and body)"
}

/** The error statuses of `e` in the document, in status order. */
export const errorStatusesOf = (e: EndpointDeclaration): ReadonlyArray<ErrorStatus> =>
  [...COMMON_ERRORS, ...(e.method === "GET" ? [] : [BODY_TOO_LARGE]), ...(OPERATION_ERRORS[e.operation] ?? [])].sort(([a], [b]) => Number(a) - Number(b))
