/**
 * Setup file of the "fetch transport" test project: node:http and node:https are hidden from
 * `process.getBuiltinModule`, as on a runtime that has none, so every client built without a
 * `fetch` takes the global-fetch path. The same test files then run once per transport.
 */
const proc = process as unknown as { getBuiltinModule: (id: string) => unknown }
const original = proc.getBuiltinModule.bind(proc)
const hidden = new Set(["node:http", "node:https", "http", "https"])
proc.getBuiltinModule = (id: string) => (hidden.has(id) ? undefined : original(id))

export {}
