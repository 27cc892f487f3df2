/**
 * Setup file of nest.vitest.config.mjs, run before each test file: the Nest packages the tests import by
 * name must be the very modules installed in PAYRAIL_NEST_DIR (same module instances, not another copy
 * of the same major) and of major PAYRAIL_NEST_MAJOR. Throws otherwise, which fails the test file; appends
 * one line per test file to PAYRAIL_NEST_DIR/resolved.jsonl for scripts/matrix.mjs to report.
 */
import { appendFileSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import * as common from "@nestjs/common"
import * as core from "@nestjs/core"
import * as platformExpress from "@nestjs/platform-express"
import * as platformFastify from "@nestjs/platform-fastify"
import * as testing from "@nestjs/testing"

const dir = process.env.PAYRAIL_NEST_DIR
const major = process.env.PAYRAIL_NEST_MAJOR
const byName = { common, core, testing, "platform-express": platformExpress, "platform-fastify": platformFastify }
const resolved = {}
for (const [name, module] of Object.entries(byName)) {
  const root = join(dir, "node_modules", "@nestjs", name)
  const { version, exports } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
  const entry = typeof exports === "object" ? (exports["."]?.import ?? exports["."]?.default ?? exports["."]) : "index.js"
  const installed = await import(pathToFileURL(join(root, entry)).href)
  const names = Object.keys(installed).filter((key) => typeof installed[key] === "function")
  const same = names.length > 0 && names.every((key) => module[key] === installed[key])
  if (!same) throw new Error(`@nestjs/${name} as the tests import it is not the copy in ${root}`)
  if (version.split(".")[0] !== major) throw new Error(`@nestjs/${name} is ${version}, not ${major}.x`)
  resolved[`@nestjs/${name}`] = version
}
appendFileSync(join(dir, "resolved.jsonl"), `${JSON.stringify(resolved)}\n`)
