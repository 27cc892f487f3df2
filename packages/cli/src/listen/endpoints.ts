/**
 * The temporary webhook endpoint, through the Webhooks API (core's `webhookEndpoints.*`): registered
 * at start with the secret derived for its name, deleted on exit; endpoints an earlier run of this
 * listener left (a crash, a kill) are found by their name prefix and deleted at start.
 */
import type { PayrailClient } from "@payrail/core"
import { endpointSecret, type ListenerIdentity, newEndpointName } from "./identity"

export interface Registered {
  readonly id: string
  readonly name: string
  readonly url: string
}

/** Registers a fresh endpoint delivering to `urlOf(name)`. */
export const registerEndpoint = async (
  client: PayrailClient,
  identity: ListenerIdentity,
  accountId: string,
  urlOf: (name: string) => string,
  triggers: Readonly<Record<string, ReadonlyArray<string>>>
): Promise<Registered> => {
  const name = newEndpointName(identity)
  const url = urlOf(name)
  const created = await client.webhookEndpoints.create({
    account_id: accountId,
    name,
    url,
    hmac_client_secret: endpointSecret(identity, name),
    ...(triggers as object)
  })
  return { id: created.id, name, url }
}

/** Deletes this listener's endpoints other than `keep`; answers the ones deleted. */
export const removeStaleEndpoints = async (
  client: PayrailClient,
  identity: ListenerIdentity,
  accountId: string,
  keep: string | undefined
): Promise<ReadonlyArray<{ readonly id: string; readonly name: string }>> => {
  const all = await client.webhookEndpoints.list({ account_id: accountId })
  const stale = all.filter((e) => typeof e.name === "string" && e.name.startsWith(identity.namePrefix) && e.id !== keep)
  const removed: Array<{ id: string; name: string }> = []
  for (const endpoint of stale) {
    await client.webhookEndpoints.delete(endpoint.id, { account_id: accountId })
    removed.push({ id: endpoint.id, name: endpoint.name! })
  }
  return removed
}

export const deleteEndpoint = async (client: PayrailClient, accountId: string, id: string): Promise<void> => {
  await client.webhookEndpoints.delete(id, { account_id: accountId })
}
