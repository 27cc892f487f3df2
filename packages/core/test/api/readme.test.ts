/** The READMEs' method tables and the clients agree with the endpoint declarations. */
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { createPayrail, Payrail } from "../../src"
import { endpoints } from "../../src/api"
import { END, renderBlock, START } from "../../scripts/readme-table"

const READMES = ["../../../../README.md", "../../README.md"].map((p) => fileURLToPath(new URL(p, import.meta.url)))
const config = { publicApiKey: "pk", privateSecretKey: "sk", baseUrl: "http://127.0.0.1:9/v1" }
const at = (root: unknown, operation: string) =>
  operation.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root)

describe("generated docs", () => {
  it.each(READMES)("%s has the method table of the current declarations (run `pnpm gen`)", async (file) => {
    const text = readFileSync(file, "utf8")
    const block = text.slice(text.indexOf(START), text.indexOf(END) + END.length)
    expect(block).toBe(await renderBlock())
    for (const e of endpoints) expect(block).toContain(`| ${e.method} ${e.path}`)
  })
})

describe("the clients", () => {
  it("have a method for every declaration, on the Promise facade and on the Effect service", async () => {
    const client = createPayrail(config)
    const service = await Effect.runPromise(Effect.provide(Payrail.use(Effect.succeed), Payrail.layer(config)))
    try {
      for (const e of endpoints) {
        expect(typeof at(client, e.operation), `facade ${e.operation}`).toBe("function")
        expect(typeof at(service, e.operation), `service ${e.operation}`).toBe("function")
      }
    } finally {
      await client.close()
    }
  })
})
