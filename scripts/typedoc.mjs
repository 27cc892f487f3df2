#!/usr/bin/env node
/**
 * The API reference: `pnpm docs:api` writes it to docs/api/ (TypeDoc, options in
 * scripts/typedoc.config.mjs); `pnpm docs:api --check` converts and validates without writing it
 * (the release check runs that). Either fails on any TypeDoc warning or error: a type referenced
 * but not documented, a broken link, a README link TypeDoc cannot follow. Prints the time of each phase.
 */
import { Application, TSConfigReader, TypeDocReader } from "typedoc"
import { fileURLToPath } from "node:url"

const check = process.argv.includes("--check")
const started = performance.now()
const since = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`

const app = await Application.bootstrapWithPlugins({ options: fileURLToPath(new URL("typedoc.config.mjs", import.meta.url)) }, [new TypeDocReader(), new TSConfigReader()])
// Warnings are counted, not escalated: the whole list is printed before failing.
app.options.setValue("treatWarningsAsErrors", false)
let t = performance.now()
const project = await app.convert()
console.log(`converted in ${since(t)}`)
if (project) {
  t = performance.now()
  app.validate(project)
  if (!check && !app.logger.hasErrors() && !app.logger.hasWarnings()) {
    await app.generateOutputs(project)
    console.log(`written to ${app.options.getValue("out")} in ${since(t)}`)
  }
}
const problems = app.logger.errorCount + app.logger.warningCount + app.logger.validationWarningCount
console.log(`${problems === 0 && project ? "✓" : "✗"} API reference: ${app.logger.errorCount} errors, ${app.logger.warningCount} warnings (${since(started)})`)
process.exitCode = problems === 0 && project ? 0 : 1
