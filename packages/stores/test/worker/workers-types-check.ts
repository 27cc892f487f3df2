/**
 * Compile-time check (tsc only, never run): the bindings as typed by @cloudflare/workers-types fit
 * the store and the object, so `createDurableObjectDedupeStore(env.PAYRAIL_DEDUPE)` and exporting
 * `PayrailDedupeObject` type-check in a merchant's Worker.
 */
import type { DurableObjectNamespace, DurableObjectState } from "@cloudflare/workers-types/index.ts"
import type { DedupeStore } from "@payrail/core/webhooks"
import { createDurableObjectDedupeStore, PayrailDedupeObject } from "../../src/cloudflare"

export const fromBinding = (env: { PAYRAIL_DEDUPE: DurableObjectNamespace }): DedupeStore =>
  createDurableObjectDedupeStore(env.PAYRAIL_DEDUPE, { shards: 8 })
export const fromFunction = (env: { PAYRAIL_DEDUPE: DurableObjectNamespace }): DedupeStore =>
  createDurableObjectDedupeStore(() => env.PAYRAIL_DEDUPE)
export const object = (state: DurableObjectState) => new PayrailDedupeObject(state, {})
