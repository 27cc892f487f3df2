#!/usr/bin/env node
/**
 * `pnpm citations`: what the repository's docs, comments and tests cite exists in the repository.
 * Run by `pnpm test` before the build; reads only tracked text files, so it takes about a second.
 *
 * Fails on:
 * - a path to a repository file that is not there: a path from the root (`docs/fake.md`,
 *   `packages/core/src/errors.ts`), a package-relative `src/…` or `test/…` path that no workspace
 *   package has, or a relative Markdown link (`[x](../docs/fake.md)`);
 * - an anchor that the cited Markdown file does not define (`docs/service-facts.md#idempotency`
 *   needs a heading or an `<a id>` of that name);
 * - a tracker's issue number ("issue" or "finding" and a number, `#` and a number, a numbered round's
 *   issue): the tracker is not part of the repository, so the reason must be written where it is cited.
 *
 * Paths with a wildcard or a placeholder (`packages/*`, `<pkg>`), build output (`dist/`) and
 * files the tools write (`reports/`, `coverage/`, `.cache/`, `scratch/`) are not checked. A line
 * that must name such a thing on purpose carries `citations: ignore` (none does today).
 *
 *   node scripts/check-citations.mjs [file …]
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const tracked = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).stdout.split("\0").filter(Boolean)
const trackedSet = new Set(tracked)
const exists = (path) => trackedSet.has(path) || existsSync(join(root, path))

/** What is read: docs and source (comments, tests); not generated data, lockfiles or changelogs. */
const SCANNED = /\.(md|ts|tsx|mts|cts|mjs|cjs|js)$/
const SKIPPED = /(^|\/)(CHANGELOG\.md|pnpm-lock\.yaml)$|\.generated\.|(^|\/)(dist|node_modules|api-report)\//
const args = process.argv.slice(2)
const files = args.length > 0 ? args.map((f) => relative(root, join(process.cwd(), f))) : tracked.filter((f) => SCANNED.test(f) && !SKIPPED.test(f))

/** The repository's top-level entries a root path starts with. */
const TOP = [...new Set(tracked.map((f) => f.split("/")[0]).filter((first) => tracked.some((f) => f.startsWith(`${first}/`))))]
/** Workspace package folders, for package-relative `src/…` and `test/…` paths. */
const PACKAGES = [...new Set(tracked.filter((f) => /^(packages\/[^/]+|apps\/[^/]+|bench|reliability)\/package\.json$/.test(f)).map((f) => dirname(f)))]

const FILE_PATH = String.raw`[A-Za-z0-9_.@\-]+(?:/[A-Za-z0-9_.@\-\[\]]+)*\.[A-Za-z0-9]+`
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const rootPath = new RegExp(String.raw`(?<![\w./@\-])((?:${TOP.map(escape).join("|")})/${FILE_PATH})(#[\w\-]+)?`, "g")
const packagePath = new RegExp(String.raw`(?<![\w./@\-])((?:src|test)/${FILE_PATH})(#[\w\-]+)?`, "g")
const markdownLink = /\]\((?!https?:|mailto:|#)([^)\s#]+)(#[\w-]+)?\)/g
/** Not checked: globs, placeholders, build output and what tools write. */
const UNCHECKED = /[*<>{}$]|(^|\/)(dist|node_modules|reports|coverage|\.cache|scratch|\.stryker-tmp|\.turbo)\//
/** Extensions of files a citation names (not `foo.bar` property chains in code). */
const FILE_EXT = /\.(md|ts|tsx|mts|cts|mjs|cjs|js|json|jsonc|yaml|yml|toml|sh|txt|html|css|d\.ts)$/

/** A tracker's numbers: "issue" and a number, `#` and a number (outside a string literal: an order number is data), a numbered round's issue, "finding" and a number. */
const TRACKER = [
  /\bissues? (?:#|no\.? ?)?\d{1,4}\b/i,
  /(?<![\w&/#.\-"'`])#\d+\b(?![\w;-])/g,
  /\bround \d+(?:'s)? (?:issues?|reviews?|findings?|items?)\b/i,
  /\bfindings? \d+/i
]
/** Whether index `at` of `line` is inside a double-quoted string. */
const inString = (line, at) => (line.slice(0, at).match(/(?<!\\)"/g)?.length ?? 0) % 2 === 1

/** Anchors a Markdown file defines: GitHub's heading slugs and explicit ids. */
const anchorCache = new Map()
const anchorsOf = (file) => {
  if (!anchorCache.has(file)) {
    const text = readFileSync(join(root, file), "utf8")
    const anchors = new Set()
    for (const m of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
      anchors.add(m[1].trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-"))
    }
    for (const m of text.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(m[1])
    anchorCache.set(file, anchors)
  }
  return anchorCache.get(file)
}

/** A path git ignores is something a tool writes (`docs/api/` by typedoc): not checked. */
const ignored = (path) => spawnSync("git", ["check-ignore", "-q", "--no-index", path], { cwd: root }).status === 0

const problems = []
const checkTarget = (file, lineNo, cited, path, anchor, own) => {
  if (UNCHECKED.test(path)) return
  // `scripts/gen-client.ts` in core's own files is core's scripts/ folder: the file's package first.
  const found = [path, ...[own, ...PACKAGES].filter(Boolean).map((p) => `${p}/${path}`)].find(exists)
  if (found === undefined) {
    if (!ignored(path)) problems.push(`${file}:${lineNo}: cites ${cited}, which is not in the repository`)
    return
  }
  path = found
  if (anchor && path.endsWith(".md") && !anchorsOf(path).has(anchor.slice(1))) {
    problems.push(`${file}:${lineNo}: cites ${cited}, but ${path} has no anchor ${anchor}`)
  }
}

for (const file of files) {
  if (!existsSync(join(root, file))) continue
  const lines = readFileSync(join(root, file), "utf8").split("\n")
  const own = PACKAGES.filter((p) => file.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0]
  let fence
  lines.forEach((line, index) => {
    // A Markdown code block is the user's code: its `src/…` paths are the user's project.
    const open = /^\s*(`{3,}|~{3,})/.exec(line)
    if (file.endsWith(".md") && open) fence = fence === undefined ? open[1] : line.trimStart().startsWith(fence) ? undefined : fence
    if (line.includes("citations: ignore")) return
    const lineNo = index + 1
    for (const m of line.matchAll(rootPath)) {
      const path = m[1].replace(/[.,:;]+$/, "")
      if (FILE_EXT.test(path)) checkTarget(file, lineNo, path + (m[2] ?? ""), path, m[2], own)
    }
    for (const m of fence === undefined ? line.matchAll(packagePath) : []) {
      const path = m[1].replace(/[.,:;]+$/, "")
      if (!FILE_EXT.test(path) || UNCHECKED.test(path)) continue
      // Its own package's first; a doc may name another package's file by its package-relative path.
      const candidates = [own, ...PACKAGES].filter(Boolean).map((p) => `${p}/${path}`)
      if (!candidates.some(exists)) problems.push(`${file}:${lineNo}: cites ${path}, which no package has`)
    }
    if (file.endsWith(".md")) {
      for (const m of line.matchAll(markdownLink)) {
        const path = normalize(join(dirname(file), decodeURIComponent(m[1])))
        if (path.startsWith("..")) continue
        checkTarget(file, lineNo, m[1] + (m[2] ?? ""), path, m[2], undefined)
      }
    }
    for (const pattern of TRACKER) {
      const hits = pattern.global ? [...line.matchAll(pattern)].filter((m) => !inString(line, m.index)) : [pattern.exec(line)].filter(Boolean)
      for (const m of hits) problems.push(`${file}:${lineNo}: "${m[0]}" refers to a tracker; say the reason here instead`)
    }
  })
}

for (const problem of problems) console.log(problem)
console.log(`${files.length} files read: ${problems.length === 0 ? "every citation resolves, no tracker numbers" : `${problems.length} problems`}.`)
process.exit(problems.length === 0 ? 0 : 1)
