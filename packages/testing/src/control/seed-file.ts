/**
 * Seed documents (`payrail-fake --seed file.json`, `loadSeed(fake, document)`): the things the
 * API reads but cannot create, declared once as JSON, for teams whose tests in other languages
 * start the CLI. The format is documented in docs/fake.md; fields are the options of
 * `fake.seed.*`, so every record may name its own id.
 */
import { Result, Schema, SchemaIssue } from "effect"
import type { FakeSeed, SeededCustomer } from "./seed"

/** The seed format version this fake reads. */
export const SEED_VERSION = 1

const opt = Schema.optionalKey
const Str = Schema.String.check(Schema.isMinLength(1))
const Owned = { id: opt(Str), merchant: opt(Str) }

const Card = Schema.Struct({
  vaultedToken: opt(Str),
  brand: opt(Str),
  iin: opt(Schema.String.check(Schema.isPattern(/^\d{6,8}$/))),
  lfd: opt(Schema.String.check(Schema.isPattern(/^\d{4}$/))),
  expirationMonth: opt(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 }))),
  expirationYear: opt(Schema.Int),
  issuer: opt(Str),
  category: opt(Str),
  type: opt(Str)
})

/** The seed document. */
export const SeedDocument = Schema.Struct({
  version: opt(Schema.Literal(SEED_VERSION)),
  merchants: opt(Schema.Array(Schema.Struct({ publicApiKey: Str, privateSecretKey: Str, authorized: opt(Schema.Boolean) }))),
  customers: opt(
    Schema.Array(Schema.Struct({ ...Owned, cards: opt(Schema.Union([Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })), Schema.Array(Card)])) }))
  ),
  checkoutSessions: opt(
    Schema.Array(Schema.Struct({ ...Owned, customerId: opt(Str), paymentMethods: opt(Schema.Array(Schema.Record(Schema.String, Schema.Unknown))) }))
  ),
  entities: opt(Schema.Array(Schema.Struct(Owned))),
  recipients: opt(
    Schema.Array(
      Schema.Struct({
        ...Owned,
        onboardingId: opt(Str),
        blocked: opt(Schema.Boolean),
        firstName: opt(Str),
        lastName: opt(Str),
        email: opt(Str),
        country: opt(Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/)))
      })
    )
  ),
  whitelabelUsers: opt(Schema.Array(Schema.Struct(Owned)))
})
export type SeedDocument = typeof SeedDocument.Type

/** What a seed document created, in the document's order. */
export interface SeedResult {
  readonly merchants: ReadonlyArray<{ readonly publicApiKey: string }>
  readonly customers: ReadonlyArray<SeededCustomer>
  readonly checkoutSessions: ReadonlyArray<{ readonly id: string; readonly customerId: string | null }>
  readonly entities: ReadonlyArray<{ readonly id: string }>
  readonly recipients: ReadonlyArray<{ readonly id: string; readonly onboardingId: string }>
  readonly whitelabelUsers: ReadonlyArray<{ readonly id: string }>
}

/** Thrown for a seed document that does not fit the format, or a record that cannot be seeded; names the path. */
export class SeedDocumentError extends Error {
  override readonly name = "SeedDocumentError"
}

const formatPath = (path: ReadonlyArray<PropertyKey>) =>
  path.reduce<string>((text, part) => (typeof part === "number" ? `${text}[${part}]` : `${text}.${String(part)}`), "seed")

/** Checks a seed document: every problem, each with its path (`seed.customers[0].cards[1].lfd`). */
export const parseSeedDocument = (document: unknown): SeedDocument => {
  const result = Schema.decodeUnknownResult(SeedDocument)(document, { errors: "all", onExcessProperty: "error" })
  if (Result.isSuccess(result)) return result.success
  const issues = SchemaIssue.makeFormatterStandardSchemaV1()(result.failure.issue).issues
  const lines = issues.map((i) => `${formatPath((i.path ?? []).map((p) => (typeof p === "object" ? p.key : p)))}: ${i.message}`)
  throw new SeedDocumentError(`Not a valid seed document:\n  ${lines.join("\n  ")}`)
}

/**
 * Seeds a fake from a seed document: merchants first, then customers, checkout sessions,
 * entities, recipients and whitelabel users. Returns what was created (ids included).
 */
export const loadSeed = (fake: { readonly seed: FakeSeed }, document: unknown): SeedResult => {
  const doc = parseSeedDocument(document)
  const each = <I, O>(name: string, items: ReadonlyArray<I> | undefined, seed: (item: I) => O): Array<O> =>
    (items ?? []).map((item, i) => {
      try {
        return seed(item)
      } catch (error) {
        throw new SeedDocumentError(`seed.${name}[${i}]: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  return {
    merchants: each("merchants", doc.merchants, (m) => ({ publicApiKey: fake.seed.merchant(m).publicApiKey })),
    customers: each("customers", doc.customers, (c) => fake.seed.customer(c)),
    checkoutSessions: each("checkoutSessions", doc.checkoutSessions, (s) => fake.seed.checkoutSession(s)),
    entities: each("entities", doc.entities, (e) => fake.seed.entity(e)),
    recipients: each("recipients", doc.recipients, (r) => fake.seed.recipient(r)),
    whitelabelUsers: each("whitelabelUsers", doc.whitelabelUsers, (u) => fake.seed.whitelabelUser(u))
  }
}
