/**
 * Error answers, in the three body shapes of the spec:
 * - standard `{ code, messages }` (spec "Errors");
 * - whitelabel auth `{ code, message }` (docs/service-facts.md#whitelabel-auth, docs/service-facts.md#whitelabel-auth);
 * - onboarding errors, which add `http_code` (spec "Errors").
 *
 * A state move that refuses throws a `Rejection`; the request pipeline turns it into the reply.
 */

/** A refused request: the HTTP status and the exact error body to send. */
export class Rejection extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    /**
     * False for a body that failed validation: like the service, the fake keeps no
     * idempotency record for a request that never started executing.
     */
    readonly recorded = true
  ) {
    super(`${status} ${String(body.code)}`)
  }
}

/** The same rejection, marked as not recorded under its idempotency key. */
export const unrecorded = (r: Rejection): Rejection => new Rejection(r.status, r.body, false)

/** `{ code, messages }` with the given status. */
export const reject = (status: number, code: string, ...messages: ReadonlyArray<string>): Rejection =>
  new Rejection(status, { code, messages: [...messages] })

/** Onboarding errors carry `http_code` equal to the status (spec "Errors"). */
export const rejectOnboarding = (status: number, code: string, ...messages: ReadonlyArray<string>): Rejection =>
  new Rejection(status, { code, messages: [...messages], http_code: status })

/** Whitelabel auth errors carry a single `message` (docs/service-facts.md#whitelabel-auth). */
export const rejectWithMessage = (status: number, code: string, message: string): Rejection =>
  new Rejection(status, { code, message })

/** spec "Errors" message texts. */
export const MESSAGES = {
  INVALID_REQUEST: "Invalid request",
  INVALID_CREDENTIALS: "Invalid credentials",
  AUTHORIZATION_REQUIRED: "The merchant has no authorization to use this API.",
  ENTITY_NOT_FOUND: "Entity not found",
  RECIPIENT_NOT_BLOCKED: "Recipient is not blocked"
} as const

export const invalidRequest = (...details: ReadonlyArray<string>): Rejection =>
  reject(400, "INVALID_REQUEST", ...(details.length > 0 ? details : [MESSAGES.INVALID_REQUEST]))
