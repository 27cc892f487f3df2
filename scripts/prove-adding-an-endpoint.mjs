#!/usr/bin/env node
/**
 * Proves docs/adding-an-endpoint.md in a temporary clone of HEAD: adds two endpoints the documented
 * way (a GET and a POST of payments, with a new schema module), runs `pnpm gen`, checks that
 * it and @payrail/testing's type check fail naming both operations until the fake decides, then that
 * both pass, that only three files were written by hand, and that the stub-server and drift tests pass.
 * Prints the hand-written and generated line counts. Run before a release (minutes; not in `pnpm test`).
 *
 *   node scripts/prove-adding-an-endpoint.mjs [--keep]
 */
import { execFileSync, spawnSync } from "node:child_process"
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const repo = fileURLToPath(new URL("../", import.meta.url))
const dir = mkdtempSync(join(tmpdir(), "payrail-endpoint-proof-"))
const PNPM = ["-y", "pnpm@10.34.9"]
const run = (cmd, args, options = {}) => execFileSync(cmd, args, { cwd: dir, stdio: "inherit", ...options })
const pnpm = (...args) => run("npx", [...PNPM, ...args])
const step = (text) => console.log(`\n▶ ${text}`)
const fail = (text) => {
  console.error(`✗ ${text}`)
  process.exit(1)
}

try {
  step(`clone HEAD into ${dir}`)
  run("git", ["clone", "--quiet", repo, dir])
  pnpm("install", "--frozen-lockfile", "--prefer-offline")

  step("1. the declarations and the schema module (hand-written)")
  writeFileSync(
    join(dir, "packages/core/src/schema/payment-note.ts"), // citations: ignore (written by this script)
    `/** A payment's notes and timeline (the proof's scratch resource). */
import * as Schema from "effect/Schema"
import { OptString } from "./fields"
import { Resource } from "./shared"

export const PaymentNote = Resource({ id: Schema.String, text: Schema.String, created_at: OptString })
export type PaymentNote = typeof PaymentNote.Type

export const PaymentTimeline = Resource({ events: Schema.Array(Resource({ type: Schema.String, at: OptString })) })
export type PaymentTimeline = typeof PaymentTimeline.Type

export const AddPaymentNoteParams = Schema.Struct({ text: Schema.String.check(Schema.isMinLength(1)) })
export type AddPaymentNoteParams = typeof AddPaymentNoteParams.Type
`
  )
  const declarations = join(dir, "packages/core/src/api/payments.ts")
  const before = readFileSync(declarations, "utf8")
  writeFileSync(
    declarations,
    before.replace(/^(import .*\n)(?!import)/m, `$1import { AddPaymentNoteParams, PaymentNote, PaymentTimeline } from "../schema/payment-note"\n`) +
      `
export const timeline = endpoint({
  operation: "payments.timeline",
  description: "Lists what happened to a payment, oldest first.",
  method: "GET",
  path: "/payments/{payment_id}/timeline",
  pathParams: { payment_id: Uuid },
  response: PaymentTimeline
})

export const addNote = endpoint({
  operation: "payments.addNote",
  description: "Adds a note to a payment.",
  method: "POST",
  path: "/payments/{payment_id}/notes",
  pathParams: { payment_id: Uuid },
  body: AddPaymentNoteParams,
  response: PaymentNote,
  successStatus: 201
})
`
  )

  // Both fail until the fake decides: gen writes core's files, then stops at the fake's build
  // (the API report needs every package's types); the type check says the same.
  const failsNamingBoth = (what, args) => {
    const r = spawnSync("npx", [...PNPM, ...args], { cwd: dir, encoding: "utf8" })
    const said = `${r.stdout}${r.stderr}`
    if (r.status === 0) fail(`${what} passed without a decision for the new operations`)
    for (const operation of ["payments.timeline", "payments.addNote"]) {
      if (!said.includes(`"${operation}"`)) fail(`${what} fails without naming ${operation}:\n${said.slice(-4000)}`)
    }
    console.log(`  ${what} fails, naming payments.timeline and payments.addNote`)
  }

  step("2. pnpm gen: core's generated files written, then the fake's build fails until the fake decides")
  failsNamingBoth("pnpm gen", ["gen"])

  step("3. @payrail/testing fails its type check until the fake decides")
  failsNamingBoth("@payrail/testing typecheck", ["--filter", "@payrail/testing", "typecheck"])

  step("4. the fake's decision (hand-written): both not modelled")
  const routes = join(dir, "packages/testing/src/routes/payments.ts")
  const table = readFileSync(routes, "utf8")
  const withDecision = table.replace(/(\n\} (?:as const )?satisfies GroupTable<"payments">)/, `,\n  "payments.timeline": notModelled,\n  "payments.addNote": notModelled$1`)
  if (withDecision === table) fail("could not find the payments group table in packages/testing/src/routes/payments.ts")
  writeFileSync(routes, /\bnotModelled\b/.test(table) ? withDecision : withDecision.replace(/import \{([^}]*)\} from "\.\/route"/, 'import {$1, notModelled } from "./route"'))
  pnpm("--filter", "@payrail/testing", "typecheck")
  console.log("  the type check passes")
  pnpm("gen")
  console.log("  pnpm gen completes (the API report included)")

  step("5. only three files written by hand; the rest generated")
  const changed = execFileSync("git", ["status", "--porcelain"], { cwd: dir, encoding: "utf8" })
    .split("\n")
    .filter((l) => l.length > 0)
    .map((l) => l.slice(3))
  const handWritten = ["packages/core/src/api/payments.ts", "packages/core/src/schema/payment-note.ts", "packages/testing/src/routes/payments.ts"] // citations: ignore (written by this script)
  const generated = /(\.generated\.ts|openapi\.json|README\.md|^api-report\/.*\.md|^packages\/core\/src\/schema\.ts|conformance\/fixtures\/.*\.json)$/
  const unexpected = changed.filter((f) => !handWritten.includes(f) && !generated.test(f))
  if (unexpected.length > 0) fail(`files changed that are neither the three hand-written nor generated: ${unexpected.join(", ")}`)
  execFileSync("git", ["add", "-N", "."], { cwd: dir })
  /** [added, deleted] lines of `files` against HEAD. */
  const counts = (files) =>
    files.length === 0 ? [0, 0]
    : execFileSync("git", ["diff", "--numstat", "--", ...files], { cwd: dir, encoding: "utf8" }).split("\n").filter(Boolean)
      .reduce(([a, d], l) => [a + Number(l.split("\t")[0]), d + Number(l.split("\t")[1])], [0, 0])
  const [hand] = counts(handWritten)
  const generatedFiles = changed.filter((f) => generated.test(f))
  const [added, deleted] = counts(generatedFiles)
  console.log(`  hand-written: ${hand} lines in ${handWritten.length} files`)
  console.log(`  generated: ${added} lines added in ${generatedFiles.length} files (the new operations' document, guards, methods, report), ${deleted} existing lines changed`)
  // Stable generated names: a new endpoint adds its own lines and rewrites few others (a count, a
  // trailing comma, the one-line tables); renumbering would rewrite a line per later schema.
  if (deleted > 2 * hand) fail(`the generated diff rewrites ${deleted} existing lines, more than twice the ${hand} written by hand`)

  step("6. the drift and stub-server tests pass with the new endpoints")
  pnpm("--filter", "@payrail/core", "exec", "vitest", "run", "test/api", "test/guards/drift.test.ts", "test/client/endpoints.test.ts")
  appendFileSync(1, "\n✓ docs/adding-an-endpoint.md holds\n")
} finally {
  if (!process.argv.includes("--keep")) rmSync(dir, { recursive: true, force: true })
  else console.log(`kept ${dir}`)
}
