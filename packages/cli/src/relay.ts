/**
 * `@payrail/cli/relay`: the relay Worker (default export) and its Durable Object class, for a
 * wrangler project of your own (`main` pointing here, `PayrailRelay` bound as `PAYRAIL_RELAY`).
 * `payrail relay deploy` writes such a project for you.
 */
export { default, type DurableObjectNamespace, type DurableObjectState, type DurableObjectStorage, type HeldDelivery, PayrailRelay, type RelayEnv } from "./relay/worker"
