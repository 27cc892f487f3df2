/**
 * From a verified body to a `WebhookEvent` (docs/service-facts.md#webhook-envelope, A8). A body is one of:
 * 1. a version-2 envelope `{ type, type_event, account_id, retry, version, data }` (older
 *    pages spell the key `type.event`);
 * 2. a version-1 bare `{ payment: { … } }` (the event inferred from the payment);
 * 3. the flat incoming bank transfer (docs/service-facts.md#webhook-url).
 * A known family's resource is checked against its tolerant schema (the guard and the explainer
 * of the table generated from it); an unknown type still decodes, with `data` as sent. Every failure is a `WebhookPayloadError` naming the paths.
 */
import { WebhookPayloadError } from "../errors"
import type { Issue } from "../errors"
import { webhookExplainers, webhookGuards } from "../guards/webhooks.generated"
import type { IncomingTransfer } from "../schema/transfer"
import { tooDeepMessage, tooDeepUnder } from "../json-depth"
import { type WebhookEvent, type WebhookFamily, webhookFamilyOf } from "./catalogue"

const utf8Strict = new TextDecoder("utf-8", { fatal: true })

/** The body's JSON. A string body is parsed as is (never re-encoded). */
export const parseJson = (body: string | Uint8Array): unknown => {
  let text: string
  if (typeof body === "string") text = body
  else {
    try {
      text = utf8Strict.decode(body)
    } catch {
      throw new WebhookPayloadError({ message: "The webhook body is not valid UTF-8" })
    }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    throw new WebhookPayloadError({
      message: `The webhook body is not JSON (${e instanceof Error ? e.message : String(e)})`
    })
  }
  // The service's notifications nest about ten levels; deeper ones would end the dedupe key's digest (JSON.stringify) in a RangeError.
  const deep = tooDeepUnder(parsed)
  if (deep !== undefined) {
    throw new WebhookPayloadError({ message: "The webhook body is too deep", issues: [{ path: deep, message: tooDeepMessage() }] })
  }
  return parsed
}

type Json = { readonly [key: string]: unknown }
const isObject = (u: unknown): u is Json => typeof u === "object" && u !== null && !Array.isArray(u)
const text = (u: unknown): string | undefined => (typeof u === "string" && u.length > 0 ? u : undefined)
/** docs/service-facts.md#webhook-envelope: `retry` and `version` are numbers in examples, strings in the attribute table. */
const count = (u: unknown): number | undefined => {
  const n = typeof u === "string" && u.trim() !== "" ? Number(u) : u
  return typeof n === "number" && Number.isFinite(n) ? n : undefined
}

type WebhookPayloadFamily = keyof typeof webhookGuards

/**
 * Why the resource of `family` (at `path` in the body) is not valid: no issue when its guard
 * accepts it (a valid value, used as parsed: what the schema's decode would return). Otherwise
 * the issues the Effect decode would report, from the explainer. Both walk the table generated
 * from the schema (scripts/guards/explain.ts), so the guard refuses exactly what the explainer
 * names, and this entry carries neither effect/Schema nor the schemas.
 */
const issuesOfResource = (family: WebhookPayloadFamily, value: unknown, path = ""): ReadonlyArray<Issue> | undefined =>
  webhookGuards[family](value) ? undefined : webhookExplainers[family](value, path)

/** docs/service-facts.md#webhook-resource: where each family's resource sits in `data`. */
const RESOURCE_KEY: Partial<Record<WebhookFamily, string>> = {
  payment: "payment",
  enrollment: "payment_method",
  subscription: "subscription"
}

const decodeOrThrow = (family: WebhookPayloadFamily, value: unknown, path: string, name: string): unknown => {
  const issues = issuesOfResource(family, value, path)
  if (issues === undefined) return value
  throw new WebhookPayloadError({ message: `The ${name} notification's resource is not valid`, issues })
}

/** The id a resource is known by (subscriptions: `code`; split transfers: `transfer_id`). */
const resourceId = (r: Json): string | undefined =>
  text(r.code) ?? text(r.transfer_id) ?? text(r.id) ?? text(r.vaulted_token)

/** A short, stable digest of a string (FNV-1a, 2 × 32 bits): dedupe keys of resources without an id stay small. */
const digest = (s: string): string => {
  let h1 = 0x811c9dc5
  let h2 = 0x01000193
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 0x01000193)
    h2 = Math.imul(h2 ^ c, 0x5bd1e995)
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0")
}

/**
 * docs/service-facts.md#webhook-dedupe: `data.idempotency_key` when sent (stable per event), else the event name,
 * the resource's id, `updated_at` and `status`. Never the payment's own `idempotency_key`:
 * it is the key of its creation, the same in every event of that payment.
 */
const dedupeKeyOf = (name: string, data: unknown, resource: unknown): string => {
  const key = isObject(data) ? text(data.idempotency_key) : undefined
  if (key !== undefined) return `${name}:${key}`
  if (isObject(resource)) {
    const id = resourceId(resource)
    if (id !== undefined) {
      const at = text(resource.updated_at) ?? text(resource.created_at) ?? ""
      const status = typeof resource.status === "string" ? resource.status : ""
      return `${name}:${id}:${at}:${status}`
    }
  }
  return `${name}:#${digest(JSON.stringify(data) ?? "")}`
}

/** The resource of a known family, decoded; `data` as sent for the others. */
const resourceOf = (family: WebhookFamily, name: string, data: unknown): unknown => {
  if (family === "unknown") return data
  if (!isObject(data)) {
    throw new WebhookPayloadError({
      message: `The ${name} notification has no data object`,
      issues: [{ path: "data", message: "Expected an object" }]
    })
  }
  const key = RESOURCE_KEY[family]
  if (family === "banking") return data
  return decodeOrThrow(family, key === undefined ? data : data[key], key === undefined ? "data" : `data.${key}`, name)
}

/** The full event name of an envelope: `type_event`, else `type.event`; a bare event gets its `type` prefix. */
const envelopeName = (body: Json): string | undefined => {
  const event = text(body.type_event) ?? text(body["type.event"])
  if (event === undefined) return undefined
  const type = text(body.type)
  return type !== undefined && !event.includes(".") ? `${type}.${event}` : event
}

/** docs/service-facts.md#webhook-envelope: a v1 `{ payment }` body's event, from its transaction's type, else its status. */
const v1PaymentEvent = (payment: Json): string => {
  const transactions = payment.transactions
  const last = Array.isArray(transactions) ? transactions[transactions.length - 1] : transactions
  const type = isObject(last) ? text(last.type) : undefined
  if (type !== undefined) return `payment.${type.toLowerCase()}`
  switch (payment.status) {
    case "REFUNDED":
      return "payment.refund"
    case "CANCELED":
      return "payment.cancel"
    case "VERIFIED":
      return "payment.verify"
    case "CHARGEBACK":
      return "payment.chargeback"
    case "PENDING":
      return "payment.authorize"
    default:
      return "payment.purchase"
  }
}

const SHAPES =
  "an envelope with `type_event` (or `type.event`), a version-1 `{ payment }` body, or an incoming transfer"

/** Classifies and decodes a parsed, verified body. */
export const eventOf = (raw: unknown): WebhookEvent => {
  if (isObject(raw)) {
    const name = envelopeName(raw)
    if (name !== undefined) {
      // Stryker disable next-line ConditionalExpression: for an unknown name without `type` the mutant asks the family of "undefined.", which is "unknown" too: the same family as the name's
      const family = webhookFamilyOf(name) === "unknown" && text(raw.type) !== undefined
        ? webhookFamilyOf(`${text(raw.type)}.`)
        : webhookFamilyOf(name)
      const data = resourceOf(family, name, raw.data)
      return {
        name,
        family,
        data,
        accountId: text(raw.account_id),
        retry: count(raw.retry) ?? 0,
        version: count(raw.version),
        dedupeKey: dedupeKeyOf(name, raw.data, family === "unknown" ? raw.data : data),
        raw
      } as WebhookEvent
    }
    if (isObject(raw.payment) && raw.type === undefined) {
      const name = v1PaymentEvent(raw.payment)
      const data = decodeOrThrow("payment", raw.payment, "payment", name) as Json
      return {
        name,
        family: "payment",
        data,
        accountId: text(data.account_id),
        retry: 0,
        version: 1,
        dedupeKey: dedupeKeyOf(name, raw, data),
        raw
      } as WebhookEvent
    }
  }
  const issues = issuesOfResource("banking.transfer.incoming", raw)
  if (issues !== undefined) {
    throw new WebhookPayloadError({
      message: `The webhook body is not a valid notification (expected ${SHAPES})`,
      issues
    })
  }
  const transfer = raw as IncomingTransfer
  return {
    name: `banking.transfer.incoming.${transfer.status.toLowerCase()}`,
    family: "banking.transfer.incoming",
    data: transfer,
    accountId: transfer.account_id,
    retry: 0,
    version: undefined,
    dedupeKey: `${transfer.id}:${transfer.status}`,
    raw
  }
}

/** Parses and decodes a body whose signature was already checked. */
export const parseEvent = (body: string | Uint8Array): WebhookEvent => eventOf(parseJson(body))
