/**
 * For the type-cost benchmark (src/type-cost.ts): what a Promise-only entry whose declarations
 * import nothing from effect would cost a user's type-check. A prototype, not a product: every
 * method of `PayrailClient` is printed by TypeScript's checker from core's built declarations (each
 * parameter and answer type written out in place, no names shared), beside hand-written copies of
 * the few support types the printed text names (config, options, `PayrailPromise`, `PagedList`, the
 * call-type helpers), with a structural stand-in for effect's `Redacted`. Written as the package
 * `payrail-promise-only` into a type-cost project that already has `@payrail/core` installed.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import ts from "typescript"

const SUPPORT = `/** Stand-in for effect's \`Redacted\` (a structural brand; no effect import). */
export interface Redacted<A> { readonly "~effect/Redacted": { readonly _A: A } }
export type Growing<L extends string> = L | (string & {})
export interface PayrailConfig {
  readonly publicApiKey: string
  readonly privateSecretKey: string | Redacted<string>
  readonly baseUrl?: string | undefined
  readonly environment?: "sandbox" | "production" | "production-eu" | undefined
  readonly timeoutMs?: number | undefined
  readonly maxRetries?: number | undefined
  readonly organizationCode?: string | undefined
  readonly accountId?: string | undefined
  readonly fetch?: typeof globalThis.fetch | undefined
  readonly transport?: "auto" | "fetch" | undefined
  readonly retryBackoff?: { readonly initialDelayMs?: number | undefined; readonly maxDelayMs?: number | undefined } | undefined
  readonly maxResponseBytes?: number | undefined
  readonly allowInsecureHttp?: boolean | undefined
}
export interface RequestOptions {
  readonly idempotencyKey?: string | undefined
  readonly timeoutMs?: number | undefined
  readonly maxRetries?: number | undefined
  readonly signal?: AbortSignal | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
}
export interface HeaderOptionFields { readonly organizationCode?: string | undefined; readonly accountId?: string | undefined }
export type OptionsWith<K extends keyof HeaderOptionFields> = RequestOptions & Pick<HeaderOptionFields, K>
export type WithClientAccount<B> = B extends { readonly account_id: infer A } ? Omit<B, "account_id"> & { readonly account_id?: A } : B
export type CamelCase<S extends string> = S extends \`\${infer Head}_\${infer Next}\${infer Rest}\` ? \`\${Head}\${Uppercase<Next>}\${CamelCase<Rest>}\` : S
export type CamelCaseQuery<Q> = { readonly [K in keyof Q & string as CamelCase<K>]?: [NonNullable<Q[K]>] extends ["true" | "false"] ? boolean | undefined : Q[K] }
export interface PayrailResponse {
  readonly status: number
  readonly requestId: string | undefined
  readonly idempotencyKey: string | undefined
  readonly headers: Readonly<Record<string, string>>
  readonly attempts: number
}
export interface WithResponse<A> { readonly data: A; readonly response: PayrailResponse }
export declare class PayrailPromise<A> extends Promise<A> {
  #private
  withResponse(): Promise<WithResponse<A>>
}
export interface Page<T, P = unknown> {
  readonly data: ReadonlyArray<T>
  readonly hasMore: boolean
  readonly total: number | undefined
  readonly nextParams: P | undefined
}
export declare class PagedList<T, P = unknown> implements PromiseLike<Page<T, P>>, AsyncIterable<T> {
  #private
  then<R1 = Page<T, P>, R2 = never>(onFulfilled?: ((page: Page<T, P>) => R1 | PromiseLike<R1>) | null, onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null): Promise<R1 | R2>
  [Symbol.asyncIterator](): AsyncGenerator<T, void, undefined>
  toArray(): Promise<Array<T>>
}
export interface PayrailClient extends ClientGroups {}
export declare class PayrailClient {
  #private
  constructor(config: PayrailConfig)
  close(): Promise<void>
}
export declare const createPayrail: (config: PayrailConfig) => PayrailClient
`

const pascal = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`

/** Writes `node_modules/payrail-promise-only` into `dir`; answers its declaration bytes. */
export const writePromiseOnlyPrototype = (dir: string, options: ts.CompilerOptions): number => {
  const probe = join(dir, "promise-only-probe.ts")
  writeFileSync(probe, `import type { PayrailClient } from "@payrail/core"\nexport type C = PayrailClient\n`)
  const program = ts.createProgram([probe], { ...options, noEmit: true })
  const checker = program.getTypeChecker()
  const alias = program.getSourceFile(probe)!.statements.find(ts.isTypeAliasDeclaration)!
  const client = checker.getTypeFromTypeNode(alias.type)
  const print = (t: ts.Type) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation)
  const interfaces: Array<string> = []
  const renderGroup = (name: string, type: ts.Type) => {
    const members: Array<string> = []
    for (const p of type.getProperties()) {
      const t = checker.getTypeOfSymbol(p)
      const signature = t.getCallSignatures()[0]
      if (signature === undefined) {
        renderGroup(`${name}${pascal(p.name)}`, t)
        members.push(`  readonly ${p.name}: ${name}${pascal(p.name)}`)
        continue
      }
      // the facade's methods are `(...args: Args) => …`, Args the Effect method's parameter tuple
      const params = signature.getParameters().map((q) => {
        const d = q.valueDeclaration
        const rest = d !== undefined && ts.isParameter(d) && d.dotDotDotToken !== undefined ? "..." : ""
        return `${rest}${q.name}: ${print(checker.getTypeOfSymbol(q))}`
      })
      members.push(`  readonly ${p.name}: (${params.join(", ")}) => ${print(signature.getReturnType())}`)
    }
    interfaces.push(`export interface ${name} {\n${members.join("\n")}\n}`)
  }
  const groups = client.getProperties().filter((p) => /^[a-z]/.test(p.name) && checker.getTypeOfSymbol(p).getCallSignatures().length === 0)
  for (const g of groups) renderGroup(`${pascal(g.name)}Promise`, checker.getTypeOfSymbol(g))
  const text = [SUPPORT, ...interfaces, `export interface ClientGroups {\n${groups.map((g) => `  readonly ${g.name}: ${pascal(g.name)}Promise`).join("\n")}\n}\n`].join("\n")
  const at = join(dir, "node_modules", "payrail-promise-only")
  mkdirSync(at, { recursive: true })
  writeFileSync(join(at, "package.json"), JSON.stringify({ name: "payrail-promise-only", type: "module", exports: { ".": { types: "./index.d.ts", default: "./index.js" } } }))
  writeFileSync(join(at, "index.d.ts"), text)
  writeFileSync(join(at, "index.js"), "export {}\n")
  return Buffer.byteLength(text)
}
