/**
 * Serves the dashboard over the fake's HTTP server (`fake.listen()`, `payrail-fake`):
 *
 *   GET /_fake/dashboard, or GET /_fake (/) from a browser (Accept: text/html)   the page
 *   GET /_fake/events                                                             server-sent events
 *
 * Guarded as every control endpoint: transports/listen.ts has already refused a foreign Origin and a Host
 * that is not the fake's own; here the private key is checked by the control endpoints' own
 * `authorize`, the same 401. A browser cannot put a header on a link nor on an `EventSource`,
 * so both also take the key as `?key=` (the page then keeps it in the tab, out of the address bar).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Reply } from "../routes/route"
import type { ChangeFeed } from "./changes"
import { DASHBOARD_HTML } from "./page"
import { makeDashboardStreams, MAX_DASHBOARD_STREAMS } from "./stream"

export interface DashboardServer {
  /** Answers `req` when it is the page or the event stream; false otherwise (the pipeline answers). */
  serve(req: IncomingMessage, res: ServerResponse, url: URL, headers: Headers): boolean
}

export interface DashboardSource {
  /** The control endpoints' key check (src/control/control.ts). */
  readonly authorize: (headers: Headers) => Reply | undefined
  readonly changes: ChangeFeed
  /** The whole view, sections by name (src/dashboard/view.ts). */
  readonly view: () => Readonly<Record<string, unknown>>
  /** Open event streams allowed at a time (default 16); one more is a 503. */
  readonly maxStreams?: number
}

const isPage = (path: string, method: string, headers: Headers): boolean => {
  if (method !== "GET" && method !== "HEAD") return false
  if (path === "/_fake/dashboard") return true
  return path === "/_fake" && (headers.get("accept") ?? "").includes("text/html")
}

const sendJson = (res: ServerResponse, reply: Reply) => {
  const payload = Buffer.from(JSON.stringify(reply.body), "utf8")
  res.writeHead(reply.status, { "content-type": "application/json", "content-length": String(payload.length) })
  res.end(payload)
}

export const makeDashboardServer = (source: DashboardSource): DashboardServer => {
  const streams = makeDashboardStreams(source.changes, source.view, source.maxStreams ?? MAX_DASHBOARD_STREAMS)
  return {
    serve(req, res, url, headers) {
      const method = (req.method ?? "GET").toUpperCase()
      const path = url.pathname.replace(/\/+$/, "")
      const page = isPage(path, method, headers)
      if (!page && !(path === "/_fake/events" && method === "GET")) return false

      const fromQuery = url.searchParams.get("key")
      const withKey = new Headers(headers)
      if (fromQuery !== null && !headers.has("private-secret-key")) withKey.set("private-secret-key", fromQuery)
      const refused = source.authorize(withKey)
      if (refused !== undefined) {
        sendJson(res, refused)
        return true
      }

      const security = {
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "x-frame-options": "DENY" // no other page may frame the dashboard's buttons
      }
      if (page) {
        const payload = Buffer.from(DASHBOARD_HTML, "utf8")
        res.writeHead(200, { ...security, "content-type": "text/html; charset=utf-8", "content-length": String(payload.length) })
        res.end(method === "HEAD" ? undefined : payload)
        return true
      }

      if (streams.count >= (source.maxStreams ?? MAX_DASHBOARD_STREAMS)) {
        sendJson(res, { status: 503, body: { code: "TOO_MANY_DASHBOARDS", messages: [`At most ${source.maxStreams ?? MAX_DASHBOARD_STREAMS} dashboard streams at a time; close another tab`] } })
        return true
      }
      res.writeHead(200, { ...security, "content-type": "text/event-stream; charset=utf-8", connection: "keep-alive" })
      streams.open(res)
      return true
    }
  }
}
