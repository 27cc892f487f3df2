/**
 * Every failure the SDK reports, as data: each class has `_tag` equal to its name, so
 * Promise users write `e instanceof InvalidRequestError` and Effect users
 * `Effect.catchTag("InvalidRequestError", ...)`.
 *
 * Plain `Error` subclasses, not effect's `Data.Error`: this module is in every entry, the
 * Workers webhook route included, and effect's yieldable error base would add about 5 KB
 * gzipped to it (bench/RESULTS.md). Effect code fails with one by `Effect.fail(error)`.
 *
 * None of them ever holds a credential: they are built from the response status,
 * body and headers, and from the idempotency key (which is not a secret).
 */

const inspectSymbol = Symbol.for("nodejs.util.inspect.custom")

/** The root of every Payrail error. */
export abstract class PayrailError extends Error {
  abstract readonly _tag: string
  constructor(fields: { readonly message: string }) {
    super(fields.message)
  }
  override get name(): string {
    return this._tag
  }
  /** `RateLimitedError [RATE_LIMITED] slow down (HTTP 429)`: the class first, so a logged error says what it is. */
  override toString(): string {
    return `${this._tag}: ${this.message}`
  }
  /** `JSON.stringify(error)` (structured loggers): the tag, the message and the fields, never a credential. */
  toJSON(): { readonly _tag: string; readonly message: string } {
    return Object.assign({ _tag: this._tag, message: this.message }, this)
  }
  /** `console.log(error)` / `util.inspect`: the `toString()` line, then the stack frames (never a credential: none is ever stored). */
  [inspectSymbol](): string {
    // Stryker disable next-line StringLiteral: an Error always has a stack string here; and a fallback text without a line starting with whitespace and `at ` yields no frames, exactly as "" does
    const frames = (this.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).join("\n")
    return frames === "" ? this.toString() : `${this.toString()}\n${frames}`
  }
}

// ---------------------------------------------------------------------------
// Errors answered by the API (an HTTP response with an error status)
// ---------------------------------------------------------------------------

/** What every error response carries, whatever its class. */
export interface ResponseErrorFields {
  /** HTTP status of the response. */
  readonly status: number
  /** The service's error code (`INVALID_REQUEST`, ...); `HTTP_<status>` when the body had none. */
  readonly code: string
  /** The body's `messages`, or its single `message` as a one-element array. */
  readonly messages: ReadonlyArray<string>
  /** `http_code` from the body, when sent (onboarding errors carry it). */
  readonly httpCode?: number | undefined
  /** The `x-request-id` response header, when sent. */
  readonly requestId?: string | undefined
  /** The idempotency key the request carried, when it carried one. */
  readonly idempotencyKey?: string | undefined
  /** The `Retry-After` response header in ms, when sent (429, and 503 from some gateways). */
  readonly retryAfterMs?: number | undefined
}

const describe = (f: ResponseErrorFields): string => {
  const text = f.messages.length > 0 ? `: ${f.messages.join("; ")}` : ""
  const request = f.requestId ? `, request ${f.requestId}` : ""
  return `${f.code}${text} (HTTP ${f.status}${request})`
}

/** Base of the errors that come from an API error response. */
export abstract class ResponseError extends PayrailError implements ResponseErrorFields {
  readonly status: number
  readonly code: string
  readonly messages: ReadonlyArray<string>
  readonly httpCode?: number | undefined
  readonly requestId?: string | undefined
  readonly idempotencyKey?: string | undefined
  readonly retryAfterMs?: number | undefined
  constructor(fields: ResponseErrorFields) {
    super({ message: describe(fields) })
    this.status = fields.status
    this.code = fields.code
    this.messages = fields.messages
    // Stryker disable next-line ConditionalExpression: the ES2022 class field already defines httpCode as an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.httpCode !== undefined) this.httpCode = fields.httpCode
    // Stryker disable next-line ConditionalExpression: the class field already defines requestId as an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.requestId !== undefined) this.requestId = fields.requestId
    // Stryker disable next-line ConditionalExpression: the class field already defines idempotencyKey as an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.idempotencyKey !== undefined) this.idempotencyKey = fields.idempotencyKey
    // Stryker disable next-line ConditionalExpression: the ES2022 class field already defines retryAfterMs as an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.retryAfterMs !== undefined) this.retryAfterMs = fields.retryAfterMs
  }
  override toString(): string {
    const text = this.messages.length > 0 ? this.messages.join("; ") : "(no message)"
    const request = this.requestId ? `, request ${this.requestId}` : ""
    const key = this.idempotencyKey ? `, idempotency key ${this.idempotencyKey}` : ""
    return `${this._tag} [${this.code}] ${text} (HTTP ${this.status}${request}${key})`
  }
}

/** 400 `INVALID_REQUEST`: malformed or invalid request. */
export class InvalidRequestError extends ResponseError {
  readonly _tag = "InvalidRequestError" as const
}
/** 400 `VALIDATION_ERROR`: the service rejected a field (e.g. ONE_STEP onboarding without compliance_declaration). */
export class ValidationError extends ResponseError {
  readonly _tag = "ValidationError" as const
}
/** 400 `INVALID_PARAMETERS`: whitelabel `user_id` missing or invalid. */
export class InvalidParametersError extends ResponseError {
  readonly _tag = "InvalidParametersError" as const
}
/** 401 `INVALID_CREDENTIALS`: wrong or missing key pair. */
export class InvalidCredentialsError extends ResponseError {
  readonly _tag = "InvalidCredentialsError" as const
}
/** 401 `LOGIN_FAILED`: the whitelabel user cannot be authenticated. */
export class LoginFailedError extends ResponseError {
  readonly _tag = "LoginFailedError" as const
}
/** 403 `AUTHORIZATION_REQUIRED`: the merchant has no authorization for this API. */
export class AuthorizationRequiredError extends ResponseError {
  readonly _tag = "AuthorizationRequiredError" as const
}
/** 404 `ENTITY_NOT_FOUND`: unknown banking entity. */
export class EntityNotFoundError extends ResponseError {
  readonly _tag = "EntityNotFoundError" as const
}
/** 409 `RECIPIENT_NOT_BLOCKED`: unblock of a recipient that is not blocked. */
export class RecipientNotBlockedError extends ResponseError {
  readonly _tag = "RecipientNotBlockedError" as const
}
/** 429: too many requests. `retryAfterMs` comes from the `Retry-After` header, when sent. */
export class RateLimitedError extends ResponseError {
  readonly _tag = "RateLimitedError" as const
}
/** Any other error response; `code` is as sent (`PAYMENT_NOT_FOUND`, `INVALID_STATUS`, `INTERNAL_ERROR`, ...). */
export class ApiError extends ResponseError {
  readonly _tag = "ApiError" as const
}

// ---------------------------------------------------------------------------
// Errors found by the SDK itself
// ---------------------------------------------------------------------------

/** One problem found in a value, at a path such as `amount.value` or `documentation[0].type`. */
export interface Issue {
  readonly path: string
  readonly message: string
}

const listIssues = (issues: ReadonlyArray<Issue>) => issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("; ")

/** Bad input, caught before anything was sent. `issues` names every offending path. */
export class RequestValidationError extends PayrailError {
  readonly _tag = "RequestValidationError" as const
  readonly issues: ReadonlyArray<Issue>
  constructor(fields: { readonly issues: ReadonlyArray<Issue>; readonly operation?: string }) {
    super({ message: `Invalid ${fields.operation ?? "request"}: ${listIssues(fields.issues)}` })
    this.issues = fields.issues
  }
  /** The offending paths, e.g. `["amount.value", "country"]`. */
  get paths(): ReadonlyArray<string> {
    return this.issues.map((i) => i.path)
  }
}

/** A success response whose body does not decode (a known field of the wrong type, or not JSON). */
export class ResponseValidationError extends PayrailError {
  readonly _tag = "ResponseValidationError" as const
  readonly status: number
  readonly issues: ReadonlyArray<Issue>
  readonly requestId?: string | undefined
  readonly idempotencyKey?: string | undefined
  constructor(fields: {
    readonly status: number
    readonly issues: ReadonlyArray<Issue>
    readonly requestId?: string | undefined
    readonly idempotencyKey?: string | undefined
  }) {
    super({ message: `Unexpected response (HTTP ${fields.status}): ${listIssues(fields.issues)}` })
    this.status = fields.status
    this.issues = fields.issues
    // Stryker disable next-line ConditionalExpression: the class field already defines requestId as an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.requestId !== undefined) this.requestId = fields.requestId
    // Stryker disable next-line ConditionalExpression: the class field already defines idempotencyKey as an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.idempotencyKey !== undefined) this.idempotencyKey = fields.idempotencyKey
  }
}

/** The request could not be completed: DNS, refused or reset connection, dropped response. */
export class ConnectionError extends PayrailError {
  readonly _tag = "ConnectionError" as const
  /** False when the failure is known to have happened before the request left (e.g. connection refused). */
  readonly mayHaveReachedServer: boolean
  readonly idempotencyKey?: string | undefined
  override readonly cause?: unknown
  constructor(fields: {
    readonly message: string
    readonly mayHaveReachedServer: boolean
    readonly idempotencyKey?: string | undefined
    readonly cause?: unknown
  }) {
    super({ message: fields.message })
    this.mayHaveReachedServer = fields.mayHaveReachedServer
    // Stryker disable next-line ConditionalExpression: the class field already defines idempotencyKey as an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.idempotencyKey !== undefined) this.idempotencyKey = fields.idempotencyKey
    // Stryker disable next-line ConditionalExpression: `override readonly cause?` is a class field, already an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.cause !== undefined) this.cause = fields.cause
  }
}

/** An attempt took longer than `timeoutMs` (reading the body included). */
export class TimeoutError extends PayrailError {
  readonly _tag = "TimeoutError" as const
  readonly timeoutMs: number
  readonly idempotencyKey?: string | undefined
  constructor(fields: { readonly timeoutMs: number; readonly idempotencyKey?: string | undefined }) {
    super({ message: `The request timed out after ${fields.timeoutMs} ms` })
    this.timeoutMs = fields.timeoutMs
    // Stryker disable next-line ConditionalExpression: the class field already defines idempotencyKey as an own property holding undefined, so assigning undefined changes nothing observable
    if (fields.idempotencyKey !== undefined) this.idempotencyKey = fields.idempotencyKey
  }
}

/**
 * The call's `AbortSignal` aborted: the request in flight, or the wait before a retry, was stopped.
 * `cause` is `signal.reason` (a `DOMException` named `AbortError` for `controller.abort()`,
 * `TimeoutError` for `AbortSignal.timeout()`, or whatever was passed to `abort(reason)`).
 * A write may have reached the service before the abort: retry it with the same idempotency key.
 */
export class AbortedError extends PayrailError {
  readonly _tag = "AbortedError" as const
  override readonly cause: unknown
  constructor(fields: { readonly cause: unknown; readonly operation?: string | undefined }) {
    // Only the reason's name, never its message: a reason is the caller's object and may hold anything.
    const reason = fields.cause instanceof Error ? ` (${fields.cause.name})` : ""
    super({ message: `${fields.operation ?? "The call"} was aborted through its AbortSignal${reason}` })
    this.cause = fields.cause
  }
}

/** The client was configured wrongly (missing keys or base URL, bad numbers). */
export class ConfigurationError extends PayrailError {
  readonly _tag = "ConfigurationError" as const
}

/** A call made on a Promise client after `close()`: nothing was sent. */
export class ClientClosedError extends PayrailError {
  readonly _tag = "ClientClosedError" as const
  constructor(fields: { readonly operation?: string | undefined } = {}) {
    super({ message: `${fields.operation ?? "The call"} was made after close(): the client is closed and sends nothing; create a new client` })
  }
}

/** Why a webhook was refused: no signature, a wrong one, a stale timestamp, a wrong `x-api-key`/`x-secret`. */
export type WebhookVerificationReason = "missing-signature" | "invalid-signature" | "stale" | "api-key"

/** A webhook whose signature is missing or wrong, or whose timestamp is stale. Answer 401. */
export class WebhookVerificationError extends PayrailError {
  readonly _tag = "WebhookVerificationError" as const
  readonly reason: WebhookVerificationReason
  constructor(fields: { readonly message: string; readonly reason?: WebhookVerificationReason }) {
    super({ message: fields.message })
    this.reason = fields.reason ?? "invalid-signature"
  }
}

/** A webhook with a valid signature whose body is not a valid notification. Answer 400. */
export class WebhookPayloadError extends PayrailError {
  readonly _tag = "WebhookPayloadError" as const
  readonly issues: ReadonlyArray<Issue>
  constructor(fields: { readonly message: string; readonly issues?: ReadonlyArray<Issue> }) {
    super({ message: fields.issues?.length ? `${fields.message}: ${listIssues(fields.issues)}` : fields.message })
    this.issues = fields.issues ?? []
  }
}

/** Every error an API call can fail with. */
export type PayrailApiError =
  | ApiResponseError
  | RequestValidationError
  | ResponseValidationError
  | ConnectionError
  | TimeoutError
  | AbortedError

// ---------------------------------------------------------------------------
// Response → error class
// ---------------------------------------------------------------------------

/** Every error that comes from an error response. */
export type ApiResponseError =
  | InvalidRequestError
  | ValidationError
  | InvalidParametersError
  | InvalidCredentialsError
  | LoginFailedError
  | AuthorizationRequiredError
  | EntityNotFoundError
  | RecipientNotBlockedError
  | RateLimitedError
  | ApiError

type ResponseErrorClass = new (fields: ResponseErrorFields) => ApiResponseError

/** spec "Errors" table + docs/service-facts.md#whitelabel-auth: the code decides the class. */
const classByCode: Record<string, ResponseErrorClass> = {
  INVALID_REQUEST: InvalidRequestError,
  VALIDATION_ERROR: ValidationError,
  INVALID_PARAMETERS: InvalidParametersError,
  INVALID_CREDENTIALS: InvalidCredentialsError,
  LOGIN_FAILED: LoginFailedError,
  AUTHORIZATION_REQUIRED: AuthorizationRequiredError,
  ENTITY_NOT_FOUND: EntityNotFoundError,
  RECIPIENT_NOT_BLOCKED: RecipientNotBlockedError
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

/**
 * Normalises the three error body shapes of the spec — `{code, messages}`,
 * `{code, message}` (whitelabel auth) and either with `http_code` (onboarding) —
 * and picks the class.
 */
export const errorFromResponse = (response: {
  readonly status: number
  readonly body: unknown
  readonly requestId?: string | undefined
  readonly idempotencyKey?: string | undefined
  readonly retryAfterMs?: number | undefined
}): ApiResponseError => {
  const body = isRecord(response.body) ? response.body : {}
  const code = typeof body.code === "string" && body.code.length > 0 ? body.code : `HTTP_${response.status}`
  const messages = Array.isArray(body.messages)
    ? body.messages.filter((m): m is string => typeof m === "string")
    : typeof body.message === "string"
    ? [body.message]
    : []
  const fields: ResponseErrorFields = {
    status: response.status,
    code,
    messages,
    httpCode: typeof body.http_code === "number" ? body.http_code : undefined,
    requestId: response.requestId,
    idempotencyKey: response.idempotencyKey,
    retryAfterMs: response.retryAfterMs
  }
  if (response.status === 429) return new RateLimitedError(fields)
  const Class = classByCode[code]
  return Class ? new Class(fields) : new ApiError(fields)
}
