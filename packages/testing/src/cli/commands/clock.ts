/**
 * `payrail-fake clock advance <duration> | set <time>`: moves a running fake's clock (what is due
 * on the way happens: renewals, report completions, webhook retries). The fake clock only moves
 * forward, so `set` to a time before now is refused.
 */
import { type Connection, control, ControlUsageError, parseDuration, type Printer } from "./control-client"

export const CLOCK_USAGE = `payrail-fake clock advance <duration>     e.g. 90s, 15m, 1h, 2d, 1h30m
payrail-fake clock set <ISO time>          e.g. 2026-12-01T00:00:00Z (forward only)
payrail-fake clock                         the fake's time and what is scheduled`

export const runClock = async (connection: Connection, args: ReadonlyArray<string>, print: Printer): Promise<void> => {
  const [action, value, ...rest] = args
  if (rest.length > 0) throw new ControlUsageError(`clock takes one value, got ${rest.join(" ")}`)
  if (action === undefined) {
    print.out(JSON.stringify(await control(connection, "GET", "/clock"), null, 2))
    return
  }
  let ms: number
  if (action === "advance") {
    const parsed = value === undefined ? undefined : parseDuration(value)
    if (parsed === undefined) throw new ControlUsageError(`clock advance takes a duration such as 15m or 2d${value ? `, got ${value}` : ""}`)
    ms = parsed
  } else if (action === "set") {
    const target = value === undefined ? Number.NaN : Date.parse(value)
    if (Number.isNaN(target)) throw new ControlUsageError(`clock set takes an ISO time such as 2026-12-01T00:00:00Z${value ? `, got ${value}` : ""}`)
    const { now } = (await control(connection, "GET", "/clock")) as { now: string }
    ms = target - Date.parse(now)
    if (ms < 0) throw new ControlUsageError(`the fake clock only moves forward: it is ${now}, ${value} is before`)
  } else throw new ControlUsageError(`unknown clock command ${action} (advance, set)`)
  const { now } = (await control(connection, "POST", "/clock/advance", { ms })) as { now: string }
  print.out(`The fake clock is now ${now}.`)
}
