/**
 * `@payrail/testing/msw`: MSW request handlers backed by the stateful fake. Code that calls
 * the API with its own `fetch` (not through Payrail's client) gets the fake's answers —
 * state, idempotency replays, injected faults, the fake clock — under `setupServer` (Node)
 * or `setupWorker` (browser).
 *
 * `msw` is an optional peer dependency: only this entry imports it.
 */
import { http, type HttpHandler, HttpResponse } from "msw"

/** The sandbox base URL the handlers answer under unless told otherwise. */
export const DEFAULT_MSW_BASE_URL = "https://api-sandbox.y.uno/v1"

/** Options of `payrailHandlers`. */
export interface PayrailHandlersOptions {
  /** Every request under this URL is answered by the fake. Default `https://api-sandbox.y.uno/v1`. */
  readonly baseUrl?: string
}

const parseBaseUrl = (baseUrl: string): URL => {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new TypeError(`payrailHandlers: baseUrl must be an absolute URL, got ${JSON.stringify(baseUrl)}`)
  }
  if (url.search !== "" || url.hash !== "") throw new TypeError(`payrailHandlers: baseUrl must not have a query or fragment, got ${baseUrl}`)
  url.pathname = url.pathname.replace(/\/+$/, "")
  return url
}

/**
 * MSW handlers that answer every request under `baseUrl` through `fake.fetch` (`fake`: a
 * `FakePayrail`, or anything with its `fetch` and `baseUrl`).
 * A dropped-connection fault becomes MSW's network error (`HttpResponse.error()`), so the
 * caller's `fetch` rejects as it would on a real network.
 *
 * @example
 * ```ts
 * import { setupServer } from "msw/node"
 * import { createFakePayrail } from "@payrail/testing"
 * import { payrailHandlers } from "@payrail/testing/msw"
 *
 * const fake = createFakePayrail()
 * const server = setupServer(...payrailHandlers(fake))
 * server.listen({ onUnhandledRequest: "error" })
 * ```
 */
export const payrailHandlers = (
  fake: { readonly fetch: (request: Request, init: RequestInit) => Promise<Response>; readonly baseUrl: string },
  options: PayrailHandlersOptions = {}
): Array<HttpHandler> => {
  const base = parseBaseUrl(options.baseUrl ?? DEFAULT_MSW_BASE_URL)
  const prefix = `${base.origin}${base.pathname}`
  return [
    http.all(`${prefix}/*`, async ({ request }) => {
      // The fake answers on its own base URL: the path below `baseUrl` is kept, so a baseUrl
      // without `/v1` (a proxy prefix, say) works too.
      const url = new URL(request.url)
      const target = `${fake.baseUrl}${url.pathname.slice(base.pathname.length)}${url.search}`
      const hasBody = request.method !== "GET" && request.method !== "HEAD"
      const forwarded = new Request(target, {
        method: request.method,
        headers: request.headers,
        ...(hasBody ? { body: await request.arrayBuffer() } : {})
      })
      try {
        return await fake.fetch(forwarded, { signal: request.signal })
      } catch (error) {
        // fake.fetch rejects with a TypeError exactly when the fault drops the connection.
        if (error instanceof TypeError) return HttpResponse.error()
        throw error
      }
    })
  ]
}
