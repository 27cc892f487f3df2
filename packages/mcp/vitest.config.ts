import { defineConfig } from "vitest/config"

// The tests run the server as users do: against the built @payrail/core and @payrail/testing
// (turbo builds them first), in-process and as a spawned `payrail-mcp` (src/cli/main.ts under tsx).
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000
  }
})
