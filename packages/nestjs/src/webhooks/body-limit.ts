/**
 * The webhook routes read their body up to their own `maxBodyBytes`, whatever limit the app's
 * global body parser has: a valid notification refused by a parser (413) is lost, because the
 * service retries only on 5xx.
 *
 * - Express: the app-wide parsers (Nest's and any `useBodyParser`/`express.json()` registered
 *   before the app starts) skip POSTs to the webhook paths; the controller then reads the unread
 *   stream itself, at most `maxBodyBytes` (413 past it, see raw-body.ts).
 * - Fastify: the webhook routes get `bodyLimit: maxBodyBytes` (a route's limit wins over the
 *   content-type parser's), so Fastify's own parser reads them with the raw body kept.
 *
 * Runs from the module's `configure` (Nest registers its parsers before it, and the routes after it).
 */

// body-parser's middleware names (Nest's `registerParserMiddleware` looks them up by these, too)
const EXPRESS_PARSERS: ReadonlySet<string> = new Set(["jsonParser", "urlencodedParser", "textParser", "rawParser"])

type Middleware = ((req: unknown, res: unknown, next: (error?: unknown) => void) => unknown)
interface Layer {
  handle?: Middleware
}
interface ExpressApp {
  readonly router?: { readonly stack?: Array<Layer> }
  readonly _router?: { readonly stack?: Array<Layer> }
}
interface FastifyApp {
  addHook(name: "onRoute", hook: (route: { method: string | ReadonlyArray<string>; url: string; bodyLimit?: number }) => void): unknown
}

const normalize = (path: string): string => `/${path.replace(/^\/+|\/+$/g, "")}`

/**
 * True for a path that is one of `paths`, or ends with one at a segment boundary (a global prefix
 * such as `/api` sits in front of the controller's path).
 */
const matcher = (paths: ReadonlyArray<string>) => {
  const wanted = paths.map(normalize)
  return (raw: string): boolean => {
    const query = raw.indexOf("?")
    const path = normalize(query === -1 ? raw : raw.slice(0, query))
    return wanted.some((p) => path === p || path.endsWith(p))
  }
}

const skipOnWebhookPaths = (parser: Middleware, isWebhook: (path: string) => boolean): Middleware => {
  const wrapped: Middleware = (req, res, next) => {
    const r = req as { method?: string; originalUrl?: string; url?: string }
    if (r.method === "POST" && isWebhook(r.originalUrl ?? r.url ?? "")) return next()
    return parser(req, res, next)
  }
  Object.defineProperty(wrapped, "name", { value: parser.name })
  return wrapped
}

/** Applies the webhook routes' own body limit on the app behind `adapter` (Express or Fastify). */
export const installWebhookBodyLimit = (
  adapter: { getType?(): string; getInstance?(): unknown } | undefined,
  paths: ReadonlyArray<string>,
  maxBodyBytes: number
): void => {
  if (adapter === undefined || typeof adapter.getInstance !== "function") return
  const isWebhook = matcher(paths)
  const type = adapter.getType?.()
  if (type === "fastify") {
    const fastify = adapter.getInstance() as FastifyApp
    fastify.addHook("onRoute", (route) => {
      const methods = typeof route.method === "string" ? [route.method] : route.method
      if (methods.includes("POST") && isWebhook(route.url)) route.bodyLimit = maxBodyBytes
    })
    return
  }
  if (type !== "express") return
  const app = adapter.getInstance() as ExpressApp
  const stack = (app.router ?? app._router)?.stack ?? []
  for (const layer of stack) {
    const handle = layer.handle
    if (typeof handle === "function" && EXPRESS_PARSERS.has(handle.name)) {
      layer.handle = skipOnWebhookPaths(handle, isWebhook)
    }
  }
}
