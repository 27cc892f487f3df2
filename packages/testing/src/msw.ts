/**
 * `@payrail/testing/msw`: MSW request handlers backed by the stateful fake (transports/msw.ts).
 * An entry of its own because only it imports `msw`, an optional peer dependency.
 */
export { DEFAULT_MSW_BASE_URL, payrailHandlers, type PayrailHandlersOptions } from "./transports/msw"
