/**
 * Editors show a method's declared description on hover, on both facades: the generated
 * interfaces carry it as JSDoc and the Promise facade's mapped type keeps it. Asked of
 * TypeScript's language service, as an editor asks it.
 */
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { expect, it } from "vitest"
import { api } from "../../src/api"

const root = fileURLToPath(new URL("../../", import.meta.url))
const file = fileURLToPath(new URL("fixtures/hover-sample.ts", import.meta.url))

let service: ts.LanguageService | undefined
const hover = (word: string): string => {
  service ??= makeService()
  const text = ts.sys.readFile(file)!
  const info = service.getQuickInfoAtPosition(file, text.indexOf(word) + 1)
  return ts.displayPartsToString(info?.documentation)
}

// one program for both questions: building it type-checks Effect's declarations (tens of seconds)
const makeService = (): ts.LanguageService => {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, "tsconfig.json")!
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root)
  return ts.createLanguageService({
    getScriptFileNames: () => [file],
    getScriptVersion: () => "1",
    getScriptSnapshot: (f) => (ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f)!) : undefined),
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile
  })
}

it("a Promise method's hover shows its declaration's description and path", () => {
  const doc = hover("refund(")
  expect(doc).toContain(api.payments.refund.description)
  expect(doc).toContain("POST /payments/{payment_id}/transactions/{transaction_id}/refund")
}, 180_000)

it("an Effect method's hover shows its declaration's description", () => {
  expect(hover("list(")).toContain(api.customers.paymentMethods.list.description)
}, 180_000)
