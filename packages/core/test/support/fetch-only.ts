/**
 * Setup file of the "fetch transport" test project: node:http and node:https are hidden from
 * `process.getBuiltinModule`, as on a runtime that has none, so every client built without a
 * `fetch` takes the global-fetch path. The same test files then run once per transport.
 */
const process = globalThis.process as typeof globalThis.process & { getBuiltinModule: (id: string) => unknown }
const original = process.getBuiltinModule.bind(process)
process.getBuiltinModule = (id: string) => (id === "node:http" || id === "node:https" || id === "http" || id === "https" ? undefined : original(id))
