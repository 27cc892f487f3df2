import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { renderExports } from "../../scripts/gen-exports"

describe("the entries' export lists", () => {
  it("are what scripts/gen-exports.ts writes from the schema modules (run `pnpm gen`)", async () => {
    const files = await renderExports()
    expect([...files.keys()].sort()).toEqual(["api/engine/schema-names.generated.ts", "schema-types.generated.ts", "schema.ts"])
    for (const [file, text] of files) expect(readFileSync(new URL(`../../src/${file}`, import.meta.url), "utf8"), file).toBe(text)
  })

  it("give the root every resource type and /schema its schema value", async () => {
    const files = await renderExports()
    expect(files.get("schema-types.generated.ts")).toMatch(/export type \{[^}]*\bPayment\b[^}]*\} from "\.\/schema\/payment"/)
    expect(files.get("schema.ts")).toMatch(/export \{[^}]*\bPayment\b[^}]*\} from "\.\/schema\/payment"/)
    // machinery modules stay out of both
    expect(files.get("schema.ts")).not.toContain("./schema/open-request")
    expect(files.get("schema-types.generated.ts")).not.toContain("./schema/request-checks")
  })
})
