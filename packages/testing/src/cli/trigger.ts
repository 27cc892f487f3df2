/** `payrail-fake trigger`: asks a running fake (`POST /_fake/trigger`) to send a notification, and says what happened. */
import type { TriggerCliOptions } from "./args"
import type { TriggerResult } from "../control/trigger"

/** The fake's origin from what the user typed: `http://127.0.0.1:4010`, `.../v1` and `.../_fake` all work. */
const controlBase = (url: string): string => `${new URL(url).origin}/_fake`

const duration = (ms: number): string => {
  const days = Math.floor(ms / 86_400_000)
  const rest = new Date(ms % 86_400_000).toISOString().slice(11, 19)
  return days > 0 ? `${days} d ${rest}` : rest
}

/** Runs the command; resolves with the exit code (0 sent, 1 refused or unreachable). Prints to stdout / stderr. */
export const runTrigger = async (options: TriggerCliOptions): Promise<number> => {
  const base = controlBase(options.url)
  const headers = { "private-secret-key": options.privateSecretKey, "content-type": "application/json" }
  let response: Response
  try {
    response = options.list
      ? await fetch(`${base}/trigger`, { headers })
      : await fetch(`${base}/trigger`, {
        method: "POST",
        headers,
        body: JSON.stringify({ event: options.event, ...(options.id !== undefined ? { id: options.id } : {}), set: options.set })
      })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
    console.error(`payrail-fake trigger: no fake answers at ${new URL(options.url).origin} (${cause}); start one with payrail-fake, or pass --url`)
    return 1
  }
  const body = (await response.json().catch(() => ({}))) as { messages?: ReadonlyArray<string>; events?: ReadonlyArray<string> } & Partial<TriggerResult>
  if (!response.ok) {
    console.error(`payrail-fake trigger: the fake refused (HTTP ${response.status}): ${body.messages?.[0] ?? "no message"}`)
    return 1
  }
  if (options.list) {
    console.log((body.events ?? []).join("\n"))
    return 0
  }
  const { delivery, advancedMs = 0, now } = body
  if (advancedMs > 0) console.log(`The fake clock moved ${duration(advancedMs)}, to ${now}.`)
  const outcome = delivery === undefined
    ? "no delivery recorded"
    : delivery.ok
      ? `HTTP ${delivery.status}, acknowledged`
      : `failed (${delivery.error})${delivery.nextAttemptAt ? `, next attempt at ${delivery.nextAttemptAt} on the fake clock` : ""}`
  console.log(`Sent ${body.event} to ${delivery?.url ?? "the receiver"}: ${outcome}.`)
  console.log(JSON.stringify(body.notification, null, 2))
  return delivery?.ok === false ? 1 : 0
}
