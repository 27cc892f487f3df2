/**
 * Webhook endpoints registered through the API (`/webhooks`). An ACTIVE endpoint receives the
 * fake's notifications for its triggers (`payment_triggers: ["PURCHASE"]` → `payment.purchase`),
 * signed with its `hmac_client_secret` and carrying its `api_key` / `secret` pair, exactly as the
 * `webhooks` option's receiver does (webhooks/engine.ts). Families the API has no trigger list for
 * (payouts, split transfers, banking) go to every ACTIVE endpoint. An endpoint without an
 * `hmac_client_secret` receives nothing (the fake signs every notification). `state: INACTIVE`
 * or deleting it stops deliveries, retries included. The secrets are kept outside the store, so no
 * snapshot carries them; answers show them as `"***"`.
 */
import type { CreateWebhookEndpointParams, UpdateWebhookEndpointParams } from "@payrail/core"
import { reject } from "../foundation/errors"
import type { Store } from "../foundation/store"
import { isoMicros, uuid } from "../foundation/time"
import type { WebhookConfig } from "../webhooks/fake-webhooks"
import { type Env, own } from "./env"
import type { WebhookEndpointRecord } from "../foundation/rest-records"

const SECRET_FIELDS = ["api_key", "secret", "hmac_client_secret", "oauth2_client_secret"] as const
type Secrets = Partial<Record<(typeof SECRET_FIELDS)[number], string>>
const TRIGGER_FIELDS = ["payment_triggers", "enrollment_triggers", "report_triggers", "subscription_triggers", "onboarding_triggers"] as const

const secretsByStore = new WeakMap<Store, Map<string, Secrets>>()
const secretsOf = (store: Store): Map<string, Secrets> => {
  let map = secretsByStore.get(store)
  if (map === undefined) secretsByStore.set(store, (map = new Map()))
  return map
}

const split = (body: Readonly<Record<string, unknown>>): { fields: Record<string, unknown>; secrets: Secrets } => {
  const fields: Record<string, unknown> = {}
  const secrets: Secrets = {}
  for (const [key, value] of Object.entries(body)) {
    if ((SECRET_FIELDS as ReadonlyArray<string>).includes(key)) {
      if (typeof value === "string") secrets[key as keyof Secrets] = value
    } else fields[key] = value
  }
  return { fields, secrets }
}

const triggersOf = (fields: Readonly<Record<string, unknown>>): Array<string> =>
  TRIGGER_FIELDS.flatMap((f) => (Array.isArray(fields[f]) ? (fields[f] as Array<string>).map((t) => `${f}:${t}`) : []))

/** The service's rules on an endpoint's fields (create and update alike). */
const check = (env: Env, merchant: string, fields: Readonly<Record<string, unknown>>, self: string | null) => {
  const triggers = triggersOf(fields)
  // a create's body without one is refused by its schema; here an update that empties them all
  if (triggers.length === 0) throw reject(400, "WEBHOOK_INVALID_REQUEST", "at least one trigger is required")
  const subscription = fields.subscription_triggers
  // the router takes a null renewal_days out of the body, so only a number gets here
  if (fields.renewal_days !== undefined && !(Array.isArray(subscription) && subscription.includes("CLOSE_TO_RENEWAL"))) {
    throw reject(400, "WEBHOOK_INVALID_RENEWAL_DAYS", "renewal_days needs CLOSE_TO_RENEWAL among subscription_triggers")
  }
  try {
    const url = new URL(String(fields.url))
    // another scheme is refused as no URL is, below
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error()
  } catch {
    throw reject(400, "WEBHOOK_INVALID_REQUEST", "url: an http(s) URL is needed")
  }
  for (const other of env.store.webhookEndpoints.values()) {
    if (other.id === self || other.merchant !== merchant || other.accountId !== fields.account_id) continue
    const sameName = other.fields.name === fields.name
    const overlap = other.fields.url === fields.url && triggersOf(other.fields).some((t) => triggers.includes(t))
    if (sameName || overlap) {
      throw reject(409, "WEBHOOK_ALREADY_EXISTS", `Webhook ${other.id} already has this ${sameName ? "name" : "url and a trigger in common"}`)
    }
  }
}

export const createWebhookEndpoint = (env: Env, merchant: string, body: CreateWebhookEndpointParams): WebhookEndpointRecord => {
  const { fields, secrets } = split(body)
  check(env, merchant, fields, null)
  const now = env.clock.now()
  const record: WebhookEndpointRecord = { id: uuid(), merchant, accountId: body.account_id, fields, state: "ACTIVE", createdAt: now, updatedAt: now }
  env.store.webhookEndpoints.set(record.id, record)
  secretsOf(env.store).set(record.id, secrets)
  return record
}

/** Found on its account only (every request names the account: the route refuses a query without it, an update's body needs it). */
export const retrieveWebhookEndpoint = (env: Env, merchant: string, id: string, accountId: string): WebhookEndpointRecord => {
  const record = own(env.store.webhookEndpoints, id, merchant)
  if (record === undefined || record.accountId !== accountId) {
    throw reject(404, "WEBHOOK_NOT_FOUND", `No webhook ${id} on this account`)
  }
  return record
}

export const listWebhookEndpoints = (env: Env, merchant: string, accountId: string, state: string | undefined) =>
  [...env.store.webhookEndpoints.values()].filter((w) => w.merchant === merchant && w.accountId === accountId && (state === undefined || w.state === state))

export const updateWebhookEndpoint = (env: Env, merchant: string, id: string, patch: UpdateWebhookEndpointParams): WebhookEndpointRecord => {
  const record = retrieveWebhookEndpoint(env, merchant, id, patch.account_id)
  const { fields, secrets } = split(patch)
  const { state, clear_renewal_days: clear, ...rest } = fields
  const next: Record<string, unknown> = { ...record.fields, ...rest }
  if (clear === true) delete next.renewal_days
  check(env, merchant, next, record.id)
  record.fields = next
  if (state === "ACTIVE" || state === "INACTIVE") record.state = state
  record.updatedAt = env.clock.now()
  const kept = secretsOf(env.store)
  kept.set(record.id, { ...kept.get(record.id), ...secrets })
  return record
}

export const deleteWebhookEndpoint = (env: Env, merchant: string, id: string, accountId: string): WebhookEndpointRecord => {
  const record = retrieveWebhookEndpoint(env, merchant, id, accountId)
  env.store.webhookEndpoints.delete(record.id)
  secretsOf(env.store).delete(record.id)
  return record
}

/** The trigger an event answers to: `payment.purchase` → `payment_triggers: PURCHASE`; undefined for families without a list. */
export const triggerOf = (event: string): string | undefined => {
  const dot = event.indexOf(".")
  const family = event.slice(0, dot)
  const name = event.slice(event.lastIndexOf(".") + 1).toUpperCase().replace(/_/g, "")
  if (!["payment", "enrollment", "report", "subscription", "onboarding"].includes(family)) return undefined
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ObjectLiteral,StringLiteral: for the reference's names; the fake notifies no onboarding.create or onboarding.canceled (its onboardings send cancelled), and a name of another family is in no such table
  const renamed = family === "onboarding" ? ({ CREATE: "CREATED", CANCELED: "CANCELLED" } as Record<string, string>)[name] ?? name : name
  const subscription =
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: the two spellings differ only for a name with an underscore, and the fake notifies none in a family with a trigger list
    family === "subscription"
      ? event.slice(event.lastIndexOf(".") + 1).toUpperCase()
      : renamed
  return `${family}_triggers:${subscription}`
}

/**
 * The receivers of `event` among the registered endpoints: each as a receiver config, read again
 * at every attempt (undefined once the endpoint is deleted or INACTIVE, which ends its retries).
 */
export const webhookTargets = (env: Env, event: string): ReadonlyArray<() => WebhookConfig | undefined> => {
  const trigger = triggerOf(event)
  return [...env.store.webhookEndpoints.values()]
    .filter((w) => w.state === "ACTIVE" && (trigger === undefined || triggersOf(w.fields).includes(trigger)))
    .map((w) => () => {
      const current = env.store.webhookEndpoints.get(w.id)
      const secrets = secretsOf(env.store).get(w.id)
      if (current === undefined || current.state !== "ACTIVE" || secrets?.hmac_client_secret === undefined) return undefined
      return {
        url: String(current.fields.url),
        eventsUrl: String(current.fields.url),
        secret: secrets.hmac_client_secret,
        ...(secrets.api_key === undefined ? {} : { apiKey: { key: secrets.api_key, secret: secrets.secret ?? "" } })
      }
    })
}

/** The endpoint as the API answers it: its fields, secrets masked. */
export const renderWebhookEndpoint = (env: Env, w: WebhookEndpointRecord) => {
  const secrets = secretsOf(env.store).get(w.id) ?? {}
  const masked = Object.fromEntries(SECRET_FIELDS.map((f) => [f, secrets[f] === undefined ? null : "***"]))
  return {
    ...Object.fromEntries(TRIGGER_FIELDS.map((f) => [f, null])),
    ...w.fields,
    ...masked,
    id: w.id,
    account_id: w.accountId,
    state: w.state,
    created_at: isoMicros(w.createdAt),
    updated_at: isoMicros(w.updatedAt)
  }
}
