import { defineConfig } from "vitest/config"

// The tests run the server as users do: against the built @payrail/core and @payrail/testing
// (turbo builds them first), in-process and as a spawned `payrail-mcp` (src/cli/main.ts under tsx).
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // generous bounds, not speed targets: each file starts real servers (a tsx process, the fake)
    // on a machine that may be busy
    testTimeout: 120_000,
    hookTimeout: 120_000
  }
})
