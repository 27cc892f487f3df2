/**
 * The public surface of every published package, one file per package under api-report/: each
 * entry's exported names with their signatures, read from the source by TypeScript's checker.
 * A change to the surface is a change to these files, visible in review.
 *
 *   pnpm api-report           rewrites api-report/
 *   pnpm api-report --check   fails when a file differs from what the source says (part of `pnpm test`,
 *                             after the build: adapters' reports read core's built types)
 */
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import ts from "typescript"

const root = fileURLToPath(new URL("../", import.meta.url))
const ENTRIES: Record<string, Record<string, string>> = {
  core: {
    "@payrail/core": "packages/core/src/index.ts",
    "@payrail/core/api": "packages/core/src/api/index.ts",
    "@payrail/core/internal": "packages/core/src/internal.ts",
    "@payrail/core/schema": "packages/core/src/schema.ts",
    "@payrail/core/webhooks": "packages/core/src/webhooks/index.ts",
    "@payrail/core/http-client": "packages/core/src/http-client.ts"
  },
  testing: { "@payrail/testing": "packages/testing/src/index.ts", "@payrail/testing/msw": "packages/testing/src/msw.ts" },
  hono: { "@payrail/hono": "packages/hono/src/index.ts" },
  nestjs: { "@payrail/nestjs": "packages/nestjs/src/index.ts" },
  stores: {
    "@payrail/stores/redis": "packages/stores/src/redis.ts",
    "@payrail/stores/postgres": "packages/stores/src/postgres.ts",
    "@payrail/stores/cloudflare": "packages/stores/src/cloudflare.ts"
  },
  mcp: { "@payrail/mcp": "packages/mcp/src/index.ts" },
  cli: { "@payrail/cli": "packages/cli/src/index.ts", "@payrail/cli/relay": "packages/cli/src/relay.ts" },
  queues: {
    "@payrail/queues": "packages/queues/src/index.ts",
    "@payrail/queues/bullmq": "packages/queues/src/bullmq.ts",
    "@payrail/queues/pg-boss": "packages/queues/src/pg-boss.ts",
    "@payrail/queues/cloudflare": "packages/queues/src/cloudflare.ts",
    "@payrail/queues/redis": "packages/queues/src/redis.ts",
    "@payrail/queues/postgres": "packages/queues/src/postgres.ts"
  }
}

/** Entries without a semver promise: said in the report, and left out of the public-surface checks. */
const INTERNAL: Record<string, string> = {
  "@payrail/core/internal": "No semver promise: the fake's machinery, shared by Payrail's own packages; any release may change or remove a name here."
}

/**
 * The entries that repeat names of another on purpose (docs/layers.md, "Entries"):
 * `/webhooks` is the root's webhook part for edge routes that must not load the client, and
 * `/schema` holds the schema values whose types the root exports type-only (no effect/Schema loaded
 * with the client). Any other name in two entries of a package is a mistake.
 */
const SUBSET_ENTRIES: Record<string, { readonly of: string; readonly kind: "subset" | "values of the root's types" }> = {
  "@payrail/core/webhooks": { of: "@payrail/core", kind: "subset" },
  "@payrail/core/schema": { of: "@payrail/core", kind: "values of the root's types" }
}

const MAX = 220
// `import("/abs/node_modules/.pnpm/effect@4.1.0/node_modules/effect/dist/Schema")` → `import("effect/Schema")`
const portable = (text: string) =>
  text
    .replace(/import\("[^"]*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/"]+\/)?[^/"]+)(?:\/dist)?(\/[^"]*)?"\)/g, (_, pkg: string, rest = "") => `import("${pkg}${rest}")`)
    .replaceAll(`import("${root}`, 'import("')
const clip = (text: string) => {
  const flat = portable(text).replace(/\s+/g, " ")
  return flat.length > MAX ? `${flat.slice(0, MAX)}…` : flat
}

const files = Object.values(ENTRIES).flatMap((entries) => Object.values(entries).map((f) => root + f))
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(`${root}tsconfig.base.json`, ts.sys.readFile).config, ts.sys, root)
const program = ts.createProgram(files, { ...config.options, noEmit: true, skipLibCheck: true })
const checker = program.getTypeChecker()
const flags = ts.TypeFormatFlags.WriteArrowStyleSignature

/** `export type { X }`: only the type meaning of `X` is exported. */
const typeOnly = (exported: ts.Symbol): boolean => {
  const declaration = exported.declarations?.[0]
  return declaration !== undefined && ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)
}

/** A member's type as written (`body: CreatePaymentParams`), else as the checker prints it. */
const memberType = (p: ts.Symbol): string => {
  const declaration = p.valueDeclaration
  if (declaration !== undefined && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type !== undefined) {
    return clip(declaration.type.getText())
  }
  if (declaration !== undefined && (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration))) {
    const params = declaration.parameters.map((x) => x.getText()).join(", ")
    return clip(`(${params}) => ${declaration.type?.getText() ?? "void"}`)
  }
  return clip(checker.typeToString(checker.getTypeOfSymbol(p), undefined, flags))
}

const describe = (exported: ts.Symbol): Array<string> => {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
  const name = exported.name
  const lines: Array<string> = []
  const declaration = symbol.declarations?.find((d) => ts.isTypeAliasDeclaration(d) || ts.isInterfaceDeclaration(d)) ?? symbol.declarations?.[0]
  const values = !typeOnly(exported)
  if (symbol.flags & ts.SymbolFlags.Class && values) {
    lines.push(`class ${name}`)
    const type = checker.getTypeOfSymbol(symbol)
    for (const signature of type.getConstructSignatures()) lines.push(`  new${clip(checker.signatureToString(signature, undefined, flags))}`)
    const instance = checker.getDeclaredTypeOfSymbol(symbol)
    for (const p of instance.getProperties()) {
      if (p.name.startsWith("#") || p.name.startsWith("__@") || p.name.startsWith("~")) continue
      lines.push(`  ${p.name}: ${memberType(p)}`)
    }
    return lines
  }
  if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable) && values) {
    const type = checker.getTypeOfSymbol(symbol)
    const calls = type.getCallSignatures()
    if (symbol.flags & ts.SymbolFlags.Function || (calls.length > 0 && type.getProperties().length === 0)) {
      for (const signature of calls) lines.push(`function ${name}${clip(checker.signatureToString(signature, undefined, flags))}`)
    } else lines.push(`const ${name}: ${clip(checker.typeToString(type, undefined, flags))}`)
  }
  if (symbol.flags & ts.SymbolFlags.Interface) {
    lines.push(`interface ${name}`)
    for (const p of checker.getDeclaredTypeOfSymbol(symbol).getProperties()) {
      const optional = p.flags & ts.SymbolFlags.Optional ? "?" : ""
      lines.push(`  ${p.name}${optional}: ${memberType(p)}`)
    }
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias && declaration !== undefined && ts.isTypeAliasDeclaration(declaration)) {
    lines.push(`type ${name} = ${clip(declaration.type.getText())}`)
  }
  if (lines.length === 0 && symbol.flags & ts.SymbolFlags.Class) lines.push(`type ${name} (the instance type of class ${name})`)
  return lines.length > 0 ? lines : [`${ts.SymbolFlags[symbol.flags] ?? symbol.flags} ${name}`]
}

const render = (pkg: string): string => {
  const out = [`# API report: ${pkg}`, "", "Generated by `pnpm api-report` (scripts/api-report.ts) from the source. Do not edit: a change here is a change to the public surface.", ""]
  for (const [entry, file] of Object.entries(ENTRIES[pkg]!)) {
    const source = program.getSourceFile(root + file)
    if (source === undefined) throw new Error(`${file} is not in the program`)
    const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    out.push(`## ${entry}`, "", ...(INTERNAL[entry] ? [INTERNAL[entry], ""] : []), `${exports.length} names.`, "", "```ts")
    for (const exported of exports) out.push(...describe(exported))
    out.push("```", "")
  }
  return out.join("\n")
}

/**
 * The public surface's own rules, checked with the report: every type a public signature names is
 * importable from some entry of a Payrail package (a method answering a type users cannot name is a
 * bug), and no name is exported by two entries of one package unless on purpose.
 */
const surfaceProblems = (): Array<string> => {
  const problems: Array<string> = []
  const exported = new Set<ts.Symbol>()
  const exportsOf = new Map<string, Array<ts.Symbol>>()
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol)
  for (const entries of Object.values(ENTRIES)) {
    for (const [entry, file] of Object.entries(entries)) {
      const list = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(root + file)!)!)
      exportsOf.set(entry, list)
      for (const symbol of list) exported.add(resolve(symbol))
    }
  }
  const ours = (symbol: ts.Symbol) =>
    symbol.declarations?.some((d) => /\/packages\/[^/]+\/src\//.test(d.getSourceFile().fileName.replaceAll("\\", "/"))) ?? false
  for (const [pkg, entries] of Object.entries(ENTRIES)) {
    for (const entry of Object.keys(entries)) {
      if (INTERNAL[entry]) continue
      for (const symbol of exportsOf.get(entry)!) {
        const target = resolve(symbol)
        const reported = new Set<ts.Symbol>()
        const visit = (node: ts.Node): void => {
          if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
            const name = ts.isTypeReferenceNode(node) ? node.typeName : node.expression
            const referenced = checker.getSymbolAtLocation(name)
            if (referenced !== undefined) {
              const type = resolve(referenced)
              const named = type.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Enum)
              if (named && !(type.flags & ts.SymbolFlags.TypeParameter) && ours(type) && !exported.has(type) && !reported.has(type)) {
                reported.add(type)
                problems.push(`${entry}: \`${symbol.name}\` names \`${type.name}\`, which no entry of a Payrail package exports`)
              }
            }
          }
          // what a user sees is the signature: not a body, a private member or an inferred initializer
          if (ts.isBlock(node)) return
          if (ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword)) return
          if ((ts.isPropertyDeclaration(node) || ts.isMethodDeclaration(node)) && ts.isPrivateIdentifier(node.name)) return
          if (ts.isVariableDeclaration(node)) {
            if (node.type !== undefined) visit(node.type)
            return
          }
          if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && !ts.isBlock(node.body)) {
            for (const child of [...node.parameters, ...(node.typeParameters ?? []), ...(node.type ? [node.type] : [])]) visit(child)
            return
          }
          ts.forEachChild(node, visit)
        }
        for (const declaration of target.declarations ?? []) if (ours(target)) visit(declaration)
      }
    }
    // a name exported twice from one package: on purpose only as a type at the root beside its schema value on /schema
    const seen = new Map<string, string>()
    for (const entry of Object.keys(entries)) {
      if (INTERNAL[entry]) continue
      for (const symbol of exportsOf.get(entry)!) {
        const first = seen.get(symbol.name)
        if (first === undefined) {
          seen.set(symbol.name, entry)
          continue
        }
        const rule = SUBSET_ENTRIES[entry]
        const onPurpose = rule !== undefined && first === rule.of && (rule.kind === "subset" || typeOnly(symbol) === false)
        if (!onPurpose) problems.push(`${symbol.name} is exported by both ${first} and ${entry}`)
      }
    }
  }
  return problems
}

const check = process.argv.includes("--check")
const stale: Array<string> = []
for (const pkg of Object.keys(ENTRIES)) {
  const target = `${root}api-report/${pkg}.md`
  const text = render(pkg)
  if (check) {
    let committed = ""
    try {
      committed = readFileSync(target, "utf8")
    } catch {}
    if (committed !== text) stale.push(`api-report/${pkg}.md`)
  } else writeFileSync(target, text)
}
const problems = surfaceProblems()
if (problems.length > 0) {
  console.error(`The public surface breaks its rules (scripts/api-report.ts):\n${problems.map((p) => `- ${p}`).join("\n")}`)
  process.exit(1)
}
if (stale.length > 0) {
  console.error(`The public surface changed: ${stale.join(", ")} differ from the source. Run \`pnpm api-report\` and review the diff.`)
  process.exit(1)
}
console.log(check ? "api-report: up to date" : "api-report: written")
