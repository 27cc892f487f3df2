/**
 * What the runtime matrix (scripts/matrix.mjs) runs, in one place: the release check
 * (scripts/release-check/peers.mjs) holds each package's `engines` and `peerDependencies` to it.
 */

/** The Node majors whose test suites run (`--node` overrides). */
export const NODE_MAJORS = ["20", "22", "24"]

/** The NestJS majors packages/nestjs's suite runs against besides the workspace's own (`--nest` overrides). */
export const NEST_MAJORS = ["12"]

/** What the NestJS suite installs beside Nest (`@nestjs/<common|core|testing|platform-*|bullmq>` at `^<major>.0.0`). */
export const NEST_SUITE_DEPENDENCIES = { "reflect-metadata": "^0.2.2", rxjs: "^7.8.2", bullmq: "^6.7.0", ioredis: "^6.0.0" }

/** The Nest packages that suite installs, each at `^<major>.0.0`. */
export const NEST_SUITE_PACKAGES = ["common", "core", "testing", "platform-express", "platform-fastify", "bullmq"]

/** What the Bun / Deno / workerd smoke installs beside the packed packages. */
export const SMOKE_DEPENDENCIES = { effect: "^4.1.0", hono: "^4.6.0", esbuild: "^0.25.0" }
