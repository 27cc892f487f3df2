/**
 * Exit codes (docs/cli.md) and how an error is told on stderr: one line (a JSON object) with the
 * typed error's tag, code, message and request id. Core's errors never carry a secret, so what is
 * printed is theirs; a usage error carries only what the user typed about flags.
 */

/** 0 ok, 1 an unexpected failure of the command itself, 2 usage or client-side validation, 3 an error answer of the API, 4 network, 5 authentication. */
export const EXIT = { ok: 0, failure: 1, usage: 2, api: 3, network: 4, auth: 5 } as const
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** A bad command line or input file: exit code 2, one line. */
export class CliUsageError extends Error {
  override readonly name = "CliUsageError"
}

const AUTH_TAGS = new Set(["InvalidCredentialsError", "LoginFailedError", "AuthorizationRequiredError"])
const NETWORK_TAGS = new Set(["ConnectionError", "TimeoutError", "AbortedError"])
const USAGE_TAGS = new Set(["RequestValidationError", "ConfigurationError", "CliUsageError"])

/** What an error is, for the exit code and the stderr line. */
export interface ErrorReport {
  readonly error: string
  readonly code?: string
  readonly message: string
  readonly request_id?: string
  readonly status?: number
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: string }>
}

const tagOf = (error: unknown): string => {
  if (error instanceof CliUsageError) return "CliUsageError"
  const tag = (error as { _tag?: unknown } | null)?._tag
  return typeof tag === "string" ? tag : error instanceof Error ? error.name : "Error"
}

/** The exit code of an error thrown by a command. */
export const exitCodeOf = (error: unknown): ExitCode => {
  const tag = tagOf(error)
  if (USAGE_TAGS.has(tag)) return EXIT.usage
  if (AUTH_TAGS.has(tag)) return EXIT.auth
  if (NETWORK_TAGS.has(tag)) return EXIT.network
  if (typeof (error as { status?: unknown } | null)?.status === "number") return EXIT.api
  // a failure of the command itself (the local system, a bug): not something the API answered
  return EXIT.failure
}

/** The stderr report of an error. */
export const reportOf = (error: unknown): ErrorReport => {
  const e = error as { code?: unknown; requestId?: unknown; status?: unknown; issues?: unknown; message?: unknown }
  const issues = Array.isArray(e?.issues) ? (e.issues as ErrorReport["issues"]) : undefined
  return {
    error: tagOf(error),
    ...(typeof e?.code === "string" ? { code: e.code } : {}),
    message: typeof e?.message === "string" ? e.message : String(error),
    ...(typeof e?.requestId === "string" ? { request_id: e.requestId } : {}),
    ...(typeof e?.status === "number" ? { status: e.status } : {}),
    ...(issues !== undefined && issues.length > 0 ? { issues } : {})
  }
}
