/**
 * Building blocks shared by every resource schema.
 *
 * Two families live here, on purpose kept apart:
 * - request pieces check the known fields (types, length limits, formats) before any network I/O
 *   and name every offending path in `RequestValidationError`. Requests are open all the same:
 *   unknown keys are sent as given and enums the service may grow take any string
 *   (docs/errors-and-retries.md, "What the client refuses").
 * - response pieces are tolerant: unknown fields are kept (`Resource`), unknown enum
 *   values decode (`OpenEnum`), most fields are optional. Only a known field of the
 *   wrong type fails (`ResponseValidationError`).
 */
import * as Schema from "effect/Schema"
import { CLOSED_LIST_ANNOTATION, EMPTY_AS_ABSENT_ANNOTATION, MONEY_ANNOTATION } from "./annotations"
import { namedCheck } from "./named-check"
import { PAYMENT_COUNTRIES, SERVICE_COUNTRIES } from "./lists"
export { PAYMENT_COUNTRIES } from "./lists"

// Each schema is built in `/* @__PURE__ */ (() => …)()`: a top-level call is otherwise kept by a user's
// bundler even when unused, and with it effect/Schema (the Workers webhook route needs no schema value).

// ---------------------------------------------------------------------------
// Response side (tolerant)
// ---------------------------------------------------------------------------

const unknownFields = /* @__PURE__ */ (() => [Schema.Record(Schema.String, Schema.Unknown)] as const)()

/** A response object: the known fields are decoded, every other field is kept as sent. */
export const Resource = <const Fields extends Schema.Struct.Fields>(fields: Fields): Resource<Fields> =>
  Schema.StructWithRest(Schema.Struct(fields), unknownFields)
/** The schema `Resource(fields)` makes, by name (declaration files write `Resource<{ … }>`). */
export interface Resource<Fields extends Schema.Struct.Fields>
  extends Schema.StructWithRest<Schema.Struct<Fields>, readonly [Schema.$Record<Schema.String, Schema.Unknown>]> {}

/**
 * A schema's own type, for an interface that names it: `interface PaymentAmountSchema extends
 * Named<typeof paymentAmount> {}`. Declarations then refer to the schema by that name instead of
 * repeating its whole codec type wherever it is used (an interface cannot extend `typeof x` directly).
 */
export type Named<S> = S

/**
 * An enum the service may extend: the known values give autocompletion, any other
 * string still decodes (the spec says most value lists are incomplete).
 */
export const OpenEnum = <const L extends ReadonlyArray<string>>(values: L): OpenEnum<L> =>
  Schema.Union([Schema.Literals(values), Schema.String])
/** The schema `OpenEnum(values)` makes, by name. */
export interface OpenEnum<L extends ReadonlyArray<string>> extends Schema.Union<readonly [Schema.Literals<L>, Schema.String]> {}

/** An optional response field that may also be sent as `null`. */
export const Maybe = <S extends Schema.Top>(schema: S): Maybe<S> => Schema.optionalKey(Schema.NullOr(schema))
/** The schema `Maybe(schema)` makes, by name (declaration files write `Maybe<…>`). */
export interface Maybe<S extends Schema.Top> extends Schema.optionalKey<Schema.NullOr<S>> {}

const opaqueObject = /* @__PURE__ */ (() => Schema.Record(Schema.String, Schema.Unknown))()
/** The schema of `OpaqueObject`, by name (see `Named`). */
export interface OpaqueObjectSchema extends Named<typeof opaqueObject> {}
/** An opaque JSON object whose children the spec does not show (taxes, fraud_screening, ...). */
export const OpaqueObject: OpaqueObjectSchema = opaqueObject

// ---------------------------------------------------------------------------
// Request side (known fields checked, the rest open)
// ---------------------------------------------------------------------------

/** The known values for autocompletion, any other string still accepted by TypeScript. */
export type Growing<L extends string> = L | (string & {})

/**
 * `schema` (a string schema), typed as the listed values plus any string, carrying the list in an
 * annotation: the client sends any value (the service may grow the list), the fake can still
 * enforce the lists the spec closes (`closedListIssues` in src/api/engine/check.ts).
 */
export const listed = <const L extends ReadonlyArray<string>>(
  schema: Schema.Codec<string>,
  values: L
): GrowingEnum<L[number]> =>
  schema.annotate({ [CLOSED_LIST_ANNOTATION]: values }) as unknown as GrowingEnum<L[number]>

/** `schema`, typed as the known values plus any string, without a list for the fake to enforce (an open list). */
export const openList = <const L extends ReadonlyArray<string>>(schema: Schema.Codec<string>, _values: L): GrowingEnum<L[number]> =>
  schema as unknown as GrowingEnum<L[number]>

/** A request enum the service may grow: any string, the spec's values as the known ones. */
export const GrowingEnum = <const L extends ReadonlyArray<string>>(values: L): GrowingEnum<L[number]> =>
  listed(Schema.String, values)
/** A string codec typed as the known values `L` plus any string, by name (declaration files write `GrowingEnum<"A" | "B">`). */
export interface GrowingEnum<L extends string> extends Schema.Codec<Growing<L>> {}

/** A string of `min` to `max` characters, counted as JSON Schema counts them (code points; spec: "3 to 255 chars" and the like). */
// (named, not effect's `isBetweenCodePoints`, so the generated guards call the same rule)
export const BoundedString = (min: number, max: number) =>
  Schema.String.check(namedCheck("codePointLength", min, max).annotate({ arbitraryConstraint: { minCodePoints: min, maxCodePoints: max } }))

const uuid = /* @__PURE__ */ (() =>
  Schema.String.check(
    Schema.isPattern(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
      expected: "a UUID (36 characters, 8-4-4-4-12 hex)"
    })
  ))()
/** The schema of `Uuid`, by name (see `Named`). */
export interface UuidSchema extends Named<typeof uuid> {}
/** spec: "A value called UUID is a 36-character string" — checked as the canonical 8-4-4-4-12 hex form. */
export const Uuid: UuidSchema = uuid

/**
 * An optional id the service reads as not sent when it is `""` (docs/spec-gaps.md#empty-optional-ids):
 * the empty string or a value of `schema`; the fake stores `""` as not sent.
 */
export const EmptyOr = <S extends Schema.Top>(schema: S) =>
  Schema.Union([Schema.Literal(""), schema]).annotate({ [EMPTY_AS_ABSENT_ANNOTATION]: true })

const countryCode = /* @__PURE__ */ (() => Schema.String.check(Schema.isPattern(/^[A-Z]{2}$/, { expected: "an ISO 3166-1 alpha-2 country code" })))()
/** The schema of `CountryCode`, by name (see `Named`). */
export interface CountryCodeSchema extends Named<typeof countryCode> {}
/** ISO 3166-1 alpha-2 code: exactly 2 upper-case letters. */
export const CountryCode: CountryCodeSchema = countryCode

const paymentCountry = /* @__PURE__ */ (() =>
  // typed with the payment reference's 17 countries as the known ones; the fake takes every country the service does
  listed(CountryCode, SERVICE_COUNTRIES) as unknown as Schema.Codec<Growing<(typeof PAYMENT_COUNTRIES)[number]>>)()
/** The schema of `PaymentCountry`, by name (see `Named`). */
export interface PaymentCountrySchema extends Named<typeof paymentCountry> {}
/** A request's country: the client checks the ISO shape only; the fake takes the service's countries (docs/spec-gaps.md, "Countries"). */
export const PaymentCountry: PaymentCountrySchema = paymentCountry

const currencyCode = /* @__PURE__ */ (() => Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/, { expected: "an ISO 4217 currency code" })))()
/** The schema of `CurrencyCode`, by name (see `Named`). */
export interface CurrencyCodeSchema extends Named<typeof currencyCode> {}
/** ISO 4217 currency code: 3 upper-case letters. */
export const CurrencyCode: CurrencyCodeSchema = currencyCode

/**
 * A money value written as decimal text (`"20000"`, `"12.5"`), as the service's own reference
 * examples send it: the service accepts it (docs/spec-gaps.md#amounts-as-text).
 */
export type DecimalText = `${number}`

/**
 * `AmountValue` as text: a plain decimal numeral of at most four decimals (trailing zeros aside),
 * the same scale as the number form; no sign, exponent or blanks.
 */
const AmountText = /* @__PURE__ */ (() =>
  Schema.String.check(
    Schema.isPattern(/^\d+(\.\d{1,4}0*)?$/, { expected: "a decimal number as text, at most 4 decimals (\"20000\", \"12.5\")" })
  ) as unknown as Schema.Codec<DecimalText>)()

const amountValue = /* @__PURE__ */ (() =>
  Schema.Union([Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0), namedCheck("amountPrecision")), AmountText]).annotate({
    [MONEY_ANNOTATION]: true
  }))()
/** The schema of `AmountValue`, by name (see `Named`). */
export interface AmountValueSchema extends Named<typeof amountValue> {}
/**
 * docs/service-facts.md#amount-scale: amounts are decimal numbers in major units, multiples of 0.0001.
 * Checked on the scaled integer so that 26.9 passes despite binary floating point. The same value
 * as decimal text is accepted too and sent as the caller wrote it (`MONEY_ANNOTATION`: the fake
 * reads it as the number).
 */
export const AmountValue: AmountValueSchema = amountValue

const requestAmount = /* @__PURE__ */ (() => Schema.Struct({ currency: CurrencyCode, value: AmountValue }))()
/** The schema of `RequestAmount`, by name (see `Named`). */
export interface RequestAmountSchema extends Named<typeof requestAmount> {}
/** `{ currency, value }` as sent in requests. */
export const RequestAmount: RequestAmountSchema = requestAmount

const requestMetadata = /* @__PURE__ */ (() =>
  Schema.Array(Schema.Struct({ key: BoundedString(1, 255), value: Schema.String })).check(
    Schema.isMaxLength(50, { expected: "at most 50 metadata objects" })
  ))()
/** The schema of `RequestMetadata`, by name (see `Named`). */
export interface RequestMetadataSchema extends Named<typeof requestMetadata> {}
/** spec: metadata is an array of `{ key, value }` objects, up to 50. */
export const RequestMetadata: RequestMetadataSchema = requestMetadata

const timestamp = /* @__PURE__ */ (() =>
  Schema.String.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/, {
      expected: "an ISO 8601 timestamp"
    })
  ))()
/** The schema of `Timestamp`, by name (see `Named`). */
export interface TimestampSchema extends Named<typeof timestamp> {}
/** ISO 8601 timestamp in UTC, e.g. `2024-05-01T10:00:00Z` or with fractional seconds / offset. */
export const Timestamp: TimestampSchema = timestamp

const dateString = /* @__PURE__ */ (() => Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { expected: "a date YYYY-MM-DD" })))()
/** The schema of `DateString`, by name (see `Named`). */
export interface DateStringSchema extends Named<typeof dateString> {}
/** Calendar date `YYYY-MM-DD`. */
export const DateString: DateStringSchema = dateString

const base64 = /* @__PURE__ */ (() => Schema.String.check(Schema.isMinLength(1), Schema.isBase64({ expected: "base64 content" })))()
/** The schema of `Base64`, by name (see `Named`). */
export interface Base64Schema extends Named<typeof base64> {}
/** Non-empty base64 text (standard alphabet, padded). */
export const Base64: Base64Schema = base64

const fileObject = /* @__PURE__ */ (() =>
  Schema.Struct({
    file_name: BoundedString(1, 255),
    content_type: Schema.String.check(Schema.isPattern(/^[\w.+-]+\/[\w.+-]+$/, { expected: "a media type such as application/pdf" })),
    content: Base64
  }))()
/** The schema of `FileObject`, by name (see `Named`). */
export interface FileObjectSchema extends Named<typeof fileObject> {}
/** spec "File object used throughout": `file_name`, `content_type` (media type), `content` (base64). */
export const FileObject: FileObjectSchema = fileObject
