/**
 * The raw body of a delivery, as Nest's Express and Fastify adapters keep it with `rawBody: true`.
 */

/** What the request carries, for either adapter. */
interface RequestLike {
  readonly rawBody?: unknown
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
}

/** The message of the 500 answered (and logged) when the raw body is not there. */
export const RAW_BODY_MISSING =
  "Payrail webhooks need the raw request body to check the signature, and Nest did not keep it: " +
  "create the app with `NestFactory.create(AppModule, { rawBody: true })` " +
  "(for Fastify: `NestFactory.create(AppModule, new FastifyAdapter(), { rawBody: true })`)"

const hasBody = (headers: RequestLike["headers"]): boolean => {
  const length = headers?.["content-length"]
  return headers?.["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")
}

/**
 * `req.rawBody` (a Buffer, with `rawBody: true`); else a body some parser left raw (`express.raw()`,
 * a text parser); `""` for a request without a body; `undefined` when it was parsed and thrown away.
 */
export const rawBodyOf = (request: unknown): Uint8Array | string | undefined => {
  const req = (typeof request === "object" && request !== null ? request : {}) as RequestLike
  if (req.rawBody instanceof Uint8Array || typeof req.rawBody === "string") return req.rawBody
  if (req.body instanceof Uint8Array || typeof req.body === "string") return req.body
  // Express leaves `body` undefined (or `{}`) when there was nothing to parse: an empty body, which fails verification (401).
  if (!hasBody(req.headers)) return ""
  return undefined
}
