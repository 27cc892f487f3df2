/**
 * Vitest config for the matrix's "nestjs suite on NestJS N" entry: packages/nestjs's own tests, run by
 * the workspace's vitest, with every Nest package (and what Nest shares with the tests: reflect-metadata,
 * rxjs, fastify) taken from PAYRAIL_NEST_DIR/node_modules, where scripts/matrix.mjs npm-installed the
 * Nest major under test. The sibling packages come from their sources (scripts/lib/source-aliases.mjs);
 * decorators: Vite's transform reads `experimentalDecorators` from packages/nestjs/tsconfig.json.
 * nest-check.mjs (a setup file, so it runs before every test file) fails the file unless the Nest it
 * resolves is the installed one.
 * Built-ins only: this file lives outside the package, where `vitest/config` is not resolvable.
 */
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { sourceAliases } from "../lib/source-aliases.mjs"

const here = fileURLToPath(new URL(".", import.meta.url))
const nestjs = join(here, "..", "..", "packages", "nestjs")
const dir = process.env.PAYRAIL_NEST_DIR
if (!dir) throw new Error("PAYRAIL_NEST_DIR is not set (scripts/matrix.mjs sets it)")
const modules = join(dir, "node_modules")
const fromNest = ["@nestjs/common", "@nestjs/core", "@nestjs/testing", "@nestjs/platform-express", "@nestjs/platform-fastify",
  "@nestjs/bullmq", "@nestjs/bull-shared", "bullmq", "reflect-metadata", "rxjs", "fastify", "@fastify"]

export default {
  root: nestjs,
  cacheDir: join(dir, ".vite"),
  resolve: {
    alias: [
      ...fromNest.map((name) => ({ find: name, replacement: join(modules, name) })),
      ...sourceAliases()
    ]
  },
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: [join(here, "nest-check.mjs")],
    testTimeout: 20_000
  }
}
