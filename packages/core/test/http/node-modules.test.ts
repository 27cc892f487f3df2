import * as http from "node:http"
import * as https from "node:https"
import { expect, it } from "vitest"
import { nodeHttpModules } from "../../src/http/node-transport"

it("the node:http transport's modules: node:http at once, node:https when an https call asks for it", () => {
  const modules = nodeHttpModules()
  expect(modules?.http.request).toBe(http.request)
  expect(modules?.https.request).toBe(https.request)
  // loaded once: a second https call reuses the module the first one loaded
  const first = modules?.https
  expect(modules?.https).toBe(first)
  expect(first?.request).toBe(https.request)
})
