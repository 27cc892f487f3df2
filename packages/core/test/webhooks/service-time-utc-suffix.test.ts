/**
 * The `UTC` suffix of the reports' time form is read however it is spaced (src/webhooks/timestamps.ts):
 * none, one or several spaces before it.
 */
import { describe, expect, it } from "vitest"
import { parseServiceTime } from "../../src/webhooks/timestamps"

describe("parseServiceTime, the UTC suffix", () => {
  it("is read with no space, one, or several before it", () => {
    const at = Date.UTC(2024, 4, 2, 13, 5, 11, 123)
    for (const value of [
      "2024-05-02 13:05:11.123456 +0000UTC",
      "2024-05-02 13:05:11.123456 +0000 UTC",
      "2024-05-02 13:05:11.123456 +0000   UTC",
      "2024-05-02T13:05:11.123ZUTC"
    ]) {
      expect(parseServiceTime(value)).toBe(at)
    }
  })
})
