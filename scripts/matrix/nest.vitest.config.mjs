/**
 * Vitest config for the matrix's "nestjs suite on NestJS N" entry: packages/nestjs's own tests, run by
 * the workspace's vitest, with every Nest package (and what Nest shares with the tests: reflect-metadata,
 * rxjs, fastify) taken from PAYRAIL_NEST_DIR/node_modules, where scripts/matrix.mjs npm-installed the
 * Nest major under test. The sibling packages come from their sources, as in packages/nestjs/vitest.config.ts;
 * decorators: Vite's transform reads `experimentalDecorators` from packages/nestjs/tsconfig.json.
 * nest-check.mjs (a setup file, so it runs before every test file) fails the file unless the Nest it
 * resolves is the installed one.
 * Built-ins only: this file lives outside the package, where `vitest/config` is not resolvable.
 */
import { join } from "node:path"
import { fileURLToPath } from "node:url"

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
    alias: {
      ...Object.fromEntries(fromNest.map((name) => [name, join(modules, name)])),
      "@payrail/core/api": join(nestjs, "..", "core", "src", "api", "index.ts"),
      "@payrail/core/webhooks": join(nestjs, "..", "core", "src", "webhooks", "index.ts"),
      "@payrail/queues/bullmq": join(nestjs, "..", "queues", "src", "bullmq.ts"),
      "@payrail/queues/postgres": join(nestjs, "..", "queues", "src", "postgres.ts"),
      "@payrail/queues": join(nestjs, "..", "queues", "src", "index.ts"),
      "@payrail/stores/redis": join(nestjs, "..", "stores", "src", "redis.ts"),
      "@payrail/stores/postgres": join(nestjs, "..", "stores", "src", "postgres.ts"),
      "@payrail/core": join(nestjs, "..", "core", "src", "index.ts"),
      "@payrail/testing": join(nestjs, "..", "testing", "src", "index.ts")
    }
  },
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: [join(here, "nest-check.mjs")],
    testTimeout: 20_000
  }
}
