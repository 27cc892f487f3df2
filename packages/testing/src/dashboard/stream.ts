/**
 * The dashboard's event stream, shared by every open page: on each burst of changes the view is
 * rendered once, for all pages, and only its sections that changed are sent (`event: patch`,
 * `{ section: value }`); a page that connects, or catches up, gets the whole view
 * (`event: state`). A page that stops reading is not fed: when a write returns false the page is
 * paused (nothing more is queued for it) until its socket drains, then it gets the whole view
 * once. At most `maxStreams` pages stream at a time.
 */
import type { ServerResponse } from "node:http"
import type { ChangeFeed } from "./changes"

/** Default cap on open event streams (each costs one render's text per burst while it reads). */
export const MAX_DASHBOARD_STREAMS = 16

interface Client {
  readonly res: ServerResponse
  paused: boolean
  /** A burst went by while it was paused: it gets the whole view when it drains. */
  missed: boolean
}

export interface DashboardStreams {
  /** Starts streaming to `res` (headers already written); false when the cap is reached (nothing written). */
  open(res: ServerResponse): boolean
  readonly count: number
}

export const makeDashboardStreams = (
  changes: ChangeFeed,
  /** The whole view, sections by name (src/dashboard/view.ts). */
  view: () => Readonly<Record<string, unknown>>,
  maxStreams: number = MAX_DASHBOARD_STREAMS
): DashboardStreams => {
  const clients = new Set<Client>()
  // Each section's JSON text as last sent to the streaming pages.
  let sent = new Map<string, string>()
  let unsubscribe: (() => void) | undefined

  const sections = (): Map<string, string> => {
    const out = new Map<string, string>()
    for (const [name, value] of Object.entries(view())) out.set(name, JSON.stringify(value))
    return out
  }
  const wholeText = (texts: Map<string, string>) => `{${[...texts].map(([name, text]) => `${JSON.stringify(name)}:${text}`).join(",")}}`

  /** Writes `chunk`; a write the socket could not take pauses the page until it drains. */
  const write = (client: Client, chunk: string) => {
    if (client.res.write(chunk)) return
    client.paused = true
    client.res.once("drain", () => {
      if (!clients.has(client)) return
      client.paused = false
      if (!client.missed) return
      // it missed patches while paused: the whole view, as last sent to the others
      client.missed = false
      write(client, `event: state\ndata: ${wholeText(sent.size > 0 ? sent : sections())}\n\n`)
    })
  }

  const flush = () => {
    if (clients.size === 0) return
    const now = sections()
    const changed: Array<string> = []
    for (const [name, text] of now) if (sent.get(name) !== text) changed.push(`${JSON.stringify(name)}:${text}`)
    sent = now
    if (changed.length === 0) return
    const chunk = `event: patch\ndata: {${changed.join(",")}}\n\n`
    for (const client of clients) {
      if (client.paused) client.missed = true
      else write(client, chunk)
    }
  }

  return {
    open(res) {
      if (clients.size >= maxStreams) return false
      const client: Client = { res, paused: false, missed: false }
      clients.add(client)
      unsubscribe ??= changes.subscribe(flush)
      res.on("close", () => {
        clients.delete(client)
        if (clients.size === 0) {
          unsubscribe?.()
          unsubscribe = undefined
          sent = new Map()
        }
      })
      // a new page starts from the whole view; the others' baseline moves with it
      const now = sections()
      if (clients.size === 1) sent = now
      write(client, `retry: 1000\n\nevent: state\ndata: ${wholeText(now)}\n\n`)
      return true
    },
    get count() {
      return clients.size
    }
  }
}
