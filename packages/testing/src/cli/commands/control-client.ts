/**
 * What every `payrail-fake` control command shares: the running fake (`--url`, default
 * http://127.0.0.1:4010) and its private key (`--private-secret-key`), the call to a control
 * endpoint, and the refusals `serve` and `trigger` make: one line on stderr, exit code 1 when the
 * fake refused or could not be reached, 2 for a bad command line.
 */
import { parseArgs, type ParseArgsConfig } from "node:util"
import { DEFAULT_PRIVATE_SECRET_KEY } from "../../fake"

/** A bad command line: one line, exit code 2. */
export class ControlUsageError extends Error {
  override readonly name = "ControlUsageError"
}

/** The fake refused or could not be reached: one line, exit code 1. */
export class ControlCallError extends Error {
  override readonly name = "ControlCallError"
}

/** The options every control command takes. */
export const CONNECTION_OPTIONS = {
  url: { type: "string" },
  "private-secret-key": { type: "string" },
  help: { type: "boolean", short: "h" }
} as const

type Options = NonNullable<ParseArgsConfig["options"]>

/** node's parseArgs, refusals as one-line usage errors naming the option. */
export const parseControlArgs = (argv: ReadonlyArray<string>, options: Options) => {
  try {
    return parseArgs({ args: [...argv], options: { ...CONNECTION_OPTIONS, ...options }, allowPositionals: true, strict: true })
  } catch (error) {
    const message = (error as Error).message.split("\n")[0]!
    const named = /'(-[^' ]+)/.exec(message)?.[1]
    throw new ControlUsageError((error as { code?: string }).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? `unknown option ${named ?? message}` : message)
  }
}

/** The fake a command talks to. */
export interface Connection {
  /** `http://127.0.0.1:4010`: the origin, whatever path was typed (`…/v1`, `…/_fake`). */
  readonly origin: string
  readonly key: string
}

export const connectionOf = (values: Readonly<Record<string, unknown>>): Connection => {
  const url = (values.url as string | undefined) ?? "http://127.0.0.1:4010"
  if (!URL.canParse(url)) throw new ControlUsageError(`--url must be the fake's URL such as http://127.0.0.1:4010, got ${url}`)
  const key = (values["private-secret-key"] as string | undefined) ?? DEFAULT_PRIVATE_SECRET_KEY
  if (!/^[\x21-\x7e]+$/.test(key)) throw new ControlUsageError("--private-secret-key must be printable ASCII without spaces")
  return { origin: new URL(url).origin, key }
}

/** Calls `METHOD /_fake<path>`; answers the JSON body, or throws a one-line `ControlCallError`. */
export const control = async (connection: Connection, method: string, path: string, body?: unknown): Promise<unknown> => {
  let response: Response
  try {
    response = await fetch(`${connection.origin}/_fake${path}`, {
      method,
      headers: { "private-secret-key": connection.key, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
    throw new ControlCallError(`no fake answers at ${connection.origin} (${cause}); start one with payrail-fake, or pass --url`)
  }
  const answer = (await response.json().catch(() => ({}))) as { messages?: ReadonlyArray<string> }
  if (!response.ok) throw new ControlCallError(`the fake refused (HTTP ${response.status}): ${answer.messages?.[0] ?? "no message"}`)
  return answer
}

/** `90s`, `15m`, `1h`, `2d`, `1h30m`, `500ms` → milliseconds; undefined otherwise. */
export const parseDuration = (text: string): number | undefined => {
  const units: Readonly<Record<string, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }
  if (!/^(\d+(ms|s|m|h|d))+$/.test(text)) return undefined
  let total = 0
  for (const [, value, unit] of text.matchAll(/(\d+)(ms|s|m|h|d)/g)) total += Number(value) * units[unit!]!
  return total
}

/** What a command prints to. */
export interface Printer {
  readonly out: (line: string) => void
}
