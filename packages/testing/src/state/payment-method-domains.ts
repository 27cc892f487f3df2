/**
 * Payment-method domains (Apple Pay and the like): register (202, each domain REGISTERED at once),
 * retrieve, delete (204). Registering a domain already registered for the same payment method
 * answers the existing one (no duplicate). Unknown or deleted ids are 404 DOMAIN_NOT_FOUND (the
 * reference lists no error for these paths; docs/spec-gaps.md).
 */
import type * as Core from "@payrail/core"
import type { WithoutNulls } from "@payrail/core/internal"
import type { PaymentMethodDomainRecord } from "../foundation/card-records"
import { invalidRequest, reject } from "../foundation/errors"
import { isoMicros, prefixedId } from "../foundation/time"
import { type Env, own } from "./env"

type RegisterPaymentMethodDomainsParams = WithoutNulls<Core.RegisterPaymentMethodDomainsParams>

/** The reference's example registers Apple Pay domains; without a type that is what is registered. */
const DEFAULT_PAYMENT_METHOD = "APPLE_PAY"

/** The host of `url` (`https://shop.example.com/x` → `shop.example.com`); a bare host stays as it is. */
const hostOf = (url: string, index: number): string => {
  const text = url.trim()
  let host: string
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname
  } catch {
    throw invalidRequest(`domains[${index}].url: ${url} is not a domain or URL`)
  }
  if (!host.includes(".")) throw invalidRequest(`domains[${index}].url: ${url} is not a domain or URL`)
  return host.toLowerCase()
}

/** POST /payment-methods/domains. */
export const registerDomains = (env: Env, merchant: string, body: RegisterPaymentMethodDomainsParams) => {
  const paymentMethod = body.payment_method_type ?? DEFAULT_PAYMENT_METHOD
  const hosts = (body.domains ?? []).map((d, i) => hostOf(d.url, i)) // every domain checked before any is registered
  const now = env.clock.now()
  const records = [...new Set(hosts)].map((domain) => {
    for (const r of env.store.paymentMethodDomains.values()) {
      if (r.merchant === merchant && r.domain === domain && r.paymentMethod === paymentMethod) return r
    }
    const record: PaymentMethodDomainRecord = {
      id: prefixedId("dom"), merchant, accountId: body.account_id, domain, paymentMethod,
      connectionId: body.connection_id ?? null, status: "REGISTERED", createdAt: now, updatedAt: now
    }
    env.store.paymentMethodDomains.set(record.id, record)
    return record
  })
  return { account_id: body.account_id, payment_method: paymentMethod, domains: records.map(renderDomain) }
}

export const requireDomain = (env: Env, merchant: string, id: string): PaymentMethodDomainRecord => {
  const record = own(env.store.paymentMethodDomains, id, merchant)
  if (record === undefined) throw reject(404, "DOMAIN_NOT_FOUND", `Payment method domain ${id} not found`)
  return record
}

/** POST /payment-method-domains/{id}: the domain is removed (a later retrieve is 404). */
export const deleteDomain = (env: Env, merchant: string, id: string): void => {
  requireDomain(env, merchant, id)
  env.store.paymentMethodDomains.delete(id)
}

export const renderDomain = (r: PaymentMethodDomainRecord) => ({
  id: r.id,
  account_id: r.accountId,
  domain: r.domain,
  payment_method: r.paymentMethod,
  status: r.status,
  created_at: isoMicros(r.createdAt),
  updated_at: isoMicros(r.updatedAt)
})
