/**
 * The SDK identifies itself as `payrail-js/<version>`: in `User-Agent` where a runtime lets a
 * script set it, and in `x-payrail-client` in a browser (which keeps its own User-Agent).
 */
// With the attribute JSR and Deno require of a JSON import (jsr.json publishes the sources).
import manifest from "../../package.json" with { type: "json" }

export const SDK_VERSION: string = manifest.version
export const SDK_CLIENT = `payrail-js/${SDK_VERSION}`

const inBrowser = typeof (globalThis as { document?: unknown }).document !== "undefined"

/** The identification header, added to every request. */
export const SDK_CLIENT_HEADER: Readonly<Record<string, string>> = inBrowser ? { "x-payrail-client": SDK_CLIENT } : { "user-agent": SDK_CLIENT }
