/**
 * The PCI proxy's allowlist (docs/fake.md "PCI proxy"): register, list, enable, disable, remove.
 * Only an ENABLED destination of the caller is used by the forward (state/pci-proxy-forward.ts);
 * matching is on the exact hostname, case-insensitive, and a destination registered for one
 * account serves only requests scoped to that account (`yuno-account-id`) or to none.
 */
import { reject } from "../foundation/errors"
import { uuid } from "../foundation/time"
import { type Env, own } from "./env"
import type { PciProxyDestinationRecord } from "../foundation/proxy-and-reporting-records"
export type { PciProxyDestinationRecord }


/** What register reads of its body (checked by the router against core's declaration). */
export interface RegisterDestinationBody {
  readonly hostname: string
  readonly purpose?: string | undefined
  readonly account_id?: string | undefined
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

/**
 * The service refuses IP addresses; the fake takes loopback addresses (127.0.0.0/8) so a test
 * can register the HTTP server it started, and refuses every other address like the service.
 */
export const isLoopbackHost = (hostname: string): boolean => IPV4.test(hostname) && hostname.startsWith("127.")

const hostnameProblem = (hostname: string): string | undefined =>
  IPV4.test(hostname) && !isLoopbackHost(hostname) ? "hostname must be a bare public FQDN with no scheme, port, path, or wildcard" : undefined

/** 422 INVALID_HOSTNAME, the service's answer to a hostname that is not a bare public one. */
export const invalidHostname = (...messages: ReadonlyArray<string>) => reject(422, "INVALID_HOSTNAME", ...messages)

/** POST /pci-proxy/destinations. */
export const registerDestination = (
  env: Env,
  merchant: string,
  scope: string | null,
  body: RegisterDestinationBody
): PciProxyDestinationRecord => {
  const hostname = body.hostname.toLowerCase()
  const problem = hostnameProblem(hostname)
  if (problem !== undefined) throw invalidHostname(problem)
  const bodyAccount = body.account_id ?? null
  if (scope !== null && bodyAccount !== null && bodyAccount !== scope) {
    throw reject(400, "INVALID_ACCOUNT_ID", "account_id differs from the yuno-account-id header")
  }
  const accountId = scope ?? bodyAccount
  for (const d of env.store.pciProxyDestinations.values()) {
    if (d.merchant === merchant && d.hostname === hostname && d.accountId === accountId) {
      throw reject(409, "DESTINATION_EXISTS", "destination already registered")
    }
  }
  const now = env.clock.now()
  const record: PciProxyDestinationRecord = {
    id: uuid(),
    merchant,
    accountId,
    hostname,
    status: "ENABLED",
    purpose: body.purpose ?? null,
    createdAt: now,
    updatedAt: now
  }
  env.store.pciProxyDestinations.set(record.id, record)
  return record
}

/** Destinations visible in a scope: all of the caller's without one, else the account's and the organization-wide ones. */
const visibleIn = (d: PciProxyDestinationRecord, scope: string | null): boolean => scope === null || d.accountId === null || d.accountId === scope

/** GET /pci-proxy/destinations, oldest first. */
export const listDestinations = (env: Env, merchant: string, scope: string | null): Array<PciProxyDestinationRecord> =>
  [...env.store.pciProxyDestinations.values()].filter((d) => d.merchant === merchant && visibleIn(d, scope))

/** A destination the scope may change: with a scope, only that account's own. */
const changeable = (env: Env, merchant: string, scope: string | null, id: string): PciProxyDestinationRecord => {
  const d = own(env.store.pciProxyDestinations, id, merchant)
  if (d === undefined || (scope !== null && d.accountId !== scope)) throw reject(404, "NOT_FOUND", "destination not found")
  return d
}

/** POST /pci-proxy/destinations/{id}/enable and /disable. */
export const setDestinationStatus = (env: Env, merchant: string, scope: string | null, id: string, status: "ENABLED" | "DISABLED"): PciProxyDestinationRecord => {
  const d = changeable(env, merchant, scope, id)
  if (d.status !== status) {
    d.status = status
    d.updatedAt = env.clock.now()
  }
  return d
}

/** DELETE /pci-proxy/destinations/{id}: gone at once (the next forward to its host is refused). */
export const removeDestination = (env: Env, merchant: string, scope: string | null, id: string): void => {
  env.store.pciProxyDestinations.delete(changeable(env, merchant, scope, id).id)
}

/** The ENABLED destination a forward to `hostname` may use, if any. */
export const enabledDestinationFor = (env: Env, merchant: string, scope: string | null, hostname: string): PciProxyDestinationRecord | undefined =>
  listDestinations(env, merchant, scope).find((d) => d.status === "ENABLED" && d.hostname === hostname.toLowerCase())

const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")

/** The Destination resource. */
export const renderDestination = (d: PciProxyDestinationRecord) => ({
  id: d.id,
  account_id: d.accountId,
  hostname: d.hostname,
  status: d.status,
  purpose: d.purpose,
  created_at: isoSeconds(d.createdAt),
  updated_at: isoSeconds(d.updatedAt)
})
