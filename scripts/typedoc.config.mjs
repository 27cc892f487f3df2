/**
 * The API reference (`pnpm docs:api`, TypeDoc): every public entry of every published package
 * (`@payrail/core`, `@payrail/core/webhooks`, … `@payrail/testing/msw`), as its package.json
 * `exports` list it, converted from the sources in ONE TypeScript program, so a type is converted
 * once and every reference to it (from any package) is a link. `@payrail/core/internal` (no semver
 * promise) is left out. Any warning fails the build (a type referenced but not documented, a
 * broken link): scripts/typedoc.mjs runs it, and `--check` converts without writing the site.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { sourceEntries } from "./lib/source-aliases.mjs"

/** Entries that are not part of the documented API. */
const UNDOCUMENTED = new Set(["@payrail/core/internal"])

const publishedEntries = () =>
  sourceEntries().filter(({ specifier, source }) => {
    const packageDir = source.slice(0, source.lastIndexOf("/src/"))
    const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"))
    return manifest.private !== true && !UNDOCUMENTED.has(specifier)
  })

const entries = publishedEntries()

/** @type {import("typedoc").TypeDocOptions} */
export default {
  name: "Payrail API reference",
  entryPoints: entries.map((entry) => entry.source),
  entryPointStrategy: "resolve",
  tsconfig: fileURLToPath(new URL("typedoc.tsconfig.json", import.meta.url)),
  // Every `@payrail/*` specifier to its source (internal too: public entries import it).
  compilerOptions: { paths: Object.fromEntries(sourceEntries().map((entry) => [entry.specifier, [entry.source]])) },
  plugin: [fileURLToPath(new URL("typedoc-entry-names.mjs", import.meta.url)), fileURLToPath(new URL("typedoc-named-types.mjs", import.meta.url)), fileURLToPath(new URL("typedoc-client-methods.mjs", import.meta.url))],
  // Members inherited from effect (every schema interface extends Effect's Schema types) stay effect's: linked, not copied.
  excludeExternals: true,
  // The packages' own typecheck covers errors; here the checker only answers what the docs ask.
  skipErrorChecking: true,
  excludePrivate: true,
  excludeInternal: true,
  disableSources: true,
  disableGit: true,
  // A front page of its own: the README's relative links are for browsing the repository.
  readme: fileURLToPath(new URL("../docs/api-reference.md", import.meta.url)),
  out: fileURLToPath(new URL("../docs/api", import.meta.url)),
  includeVersion: false,
  treatWarningsAsErrors: true,
  validation: { notExported: true, invalidLink: true, notDocumented: false },
  externalSymbolLinkMappings: { effect: { "*": "https://effect.website/docs" } }
}
