/**
 * Bun / Deno / Node entry: `<runtime> run-smoke.mjs <fake api url>`; prints one JSON line of results.
 */
import { smokeCore, smokeHono, smokeWebhooks } from "./smoke.mjs"

const apiUrl = (globalThis.Deno ? Deno.args : process.argv.slice(2))[0]
const results = [...(await smokeCore(apiUrl)), ...(await smokeWebhooks()), ...(await smokeHono())]
console.log(JSON.stringify(results))
