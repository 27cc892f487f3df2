#!/usr/bin/env node
// The `payrail-mcp` command. A launcher that is in the repository (not built), so installing a
// fresh clone can link the bin before anything is built; the server itself is dist/cli.js.
import("../dist/cli.js").catch((error) => {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist/cli.js")) {
    console.error("payrail-mcp: dist/cli.js is missing; build the package first (pnpm build).")
    process.exit(1)
  }
  throw error
})
