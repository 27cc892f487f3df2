#!/usr/bin/env node
// The `payrail` command. A launcher that is in the repository (not built), so installing a fresh
// clone can link the bin before anything is built; the CLI itself is dist/main.js.
import("../dist/main.js").catch((error) => {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist/main.js")) {
    console.error("payrail: dist/main.js is missing; build the package first (pnpm build).")
    process.exit(1)
  }
  throw error
})
