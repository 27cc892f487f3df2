import { defineConfig } from "vitest/config"

// The tests of sending, timeouts, aborts, retries, redirects and secrets run twice: over the
// default transport (node:http on Node) and over the global fetch (node:http hidden, as on Bun,
// Deno and Workers).
const overEitherTransport = [
  "test/client/redirects-and-response-size.test.ts",
  "test/client/option-checks.test.ts",
  "test/client/close-printing-and-headers.test.ts",
  "test/client/timing.test.ts",
  "test/client/retries.test.ts",
  "test/client/secrets.test.ts",
  "test/client/errors.test.ts",
  "test/client/events-and-response.test.ts",
  "test/client/request.test.ts",
  "test/client/transport.test.ts"
]

export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: "core", include: ["test/**/*.test.ts"] } },
      { extends: true, test: { name: "core over fetch", include: overEitherTransport, setupFiles: ["test/support/fetch-only.ts"] } }
    ]
  }
})
