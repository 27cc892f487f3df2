/**
 * `payrail-fake logs tail [--bodies]`: a running fake's API requests as they are answered, one line
 * each (time, method, path, status, operation, request id), bodies as the fake's request log keeps
 * them (card numbers masked, security codes redacted). It follows the dashboard's event stream
 * (`GET /_fake/events`), so nothing is polled; Ctrl-C stops it.
 */
import type { RequestLogEntry } from "../../pipeline/request-log-entry"
import { type Connection, ControlCallError, ControlUsageError, type Printer } from "./control-client"

export const LOGS_USAGE = `payrail-fake logs tail [--bodies]         requests as they are answered (Ctrl-C stops)`

const line = (r: RequestLogEntry, bodies: boolean): string => {
  const text = `${r.at}  ${r.method.padEnd(6)} ${`${r.path}${r.query ? `?${r.query}` : ""}`.padEnd(48)}  ${r.status ?? "---"}  ${(r.operation ?? "").padEnd(28)}  ${r.requestId}`
  return bodies && r.body !== undefined ? `${text}\n    ${JSON.stringify(r.body)}` : text
}

export const runLogs = async (connection: Connection, args: ReadonlyArray<string>, values: Readonly<Record<string, unknown>>, print: Printer, signal?: AbortSignal): Promise<void> => {
  if (args[0] !== "tail" || args.length > 1) throw new ControlUsageError("logs tail [--bodies]")
  let response: Response
  try {
    response = await fetch(`${connection.origin}/_fake/events`, { headers: { "private-secret-key": connection.key, accept: "text/event-stream" }, ...(signal ? { signal } : {}) })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
    throw new ControlCallError(`no fake answers at ${connection.origin} (${cause}); start one with payrail-fake, or pass --url`)
  }
  if (!response.ok || response.body === null) throw new ControlCallError(`the fake refused (HTTP ${response.status})`)
  print.out(`Tailing the requests of ${connection.origin} (Ctrl-C stops)`)
  const printed = new Set<string>()
  let first = true
  const decoder = new TextDecoder()
  let buffer = ""
  const reader = response.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) throw new ControlCallError(`the fake at ${connection.origin} closed the stream`)
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const message = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        // the whole view, or a patch of the sections that changed (src/dashboard/stream.ts): both carry `requests` when it changed
        if (!/^event: (?:state|patch)$/m.test(message)) continue
        const data = message.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n")
        const view = JSON.parse(data) as { requests?: { items?: ReadonlyArray<RequestLogEntry> } }
        // the view lists the newest first; what was there before the tail started is not printed
        for (const request of [...(view.requests?.items ?? [])].reverse()) {
          if (request.status === null || printed.has(request.requestId)) continue
          printed.add(request.requestId)
          if (!first) print.out(line(request, values.bodies === true))
        }
        first = false
      }
    }
  } catch (error) {
    if (signal?.aborted) return
    throw error
  }
}
