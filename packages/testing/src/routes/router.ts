/**
 * The fake's router, derived from core's declarations: `matchEndpoint` finds the endpoint,
 * and the declaration's own checks (`checkPathParams`, required headers, `decodeQuery`,
 * `decodeBody`) run before the handler, which answers with the declared success status.
 */
import { type EndpointDeclaration } from "@payrail/core/api"
import { checkPathParams, closedListIssuesOf, decodeBody, decodeQuery, matchEndpoint, storedBodyOf, withoutNullKeys } from "@payrail/core/internal"
import { invalidRequest, unrecorded } from "../foundation/errors"
import type { RequestHeaders } from "../foundation/request-headers"
import type { Env } from "../state/env"
import { type FakeSettings, type Handler, type Reply, SnapshotAnswer } from "./route"
import { handlerByOperation } from "./table"

export type Found = { readonly handler: Handler; readonly params: Record<string, string> }

/** A path declared only for other methods: the methods it takes, in declaration order (a 405 with `Allow`). */
export interface WrongMethod {
  readonly allowed: ReadonlyArray<string>
}

/**
 * The handler of the endpoint a request names (core's one router, `matchEndpoint`); the allowed
 * methods when only other methods are declared for the path.
 */
export const findHandler = (method: string, path: string): Found | WrongMethod | undefined => {
  // The route table never changes: the answer for a method and path seen lately stands. Kept per
  // method, then path: a key joining the two was a new string to build and hash per request
  // (bench/ANALYSIS.md, section 6).
  let paths = found.get(method)
  if (paths === undefined) found.set(method, (paths = new Map()))
  const known = paths.get(path)
  if (known !== undefined) return known === NO_ROUTE ? undefined : known
  const answer = matchHandler(method, path)
  if (paths.size >= FOUND_KEPT) paths.clear()
  paths.set(path, answer ?? NO_ROUTE)
  return answer
}

/** Answers of `findHandler` for the methods and paths seen lately (a load test names the same ones again and again); frozen, as they are shared. */
const found = new Map<string, Map<string, Found | WrongMethod | typeof NO_ROUTE>>()
const FOUND_KEPT = 4096
/** A path known to match no route (a 404), as a Map value. */
const NO_ROUTE = Symbol("no route")

const matchHandler = (method: string, path: string): Found | WrongMethod | undefined => {
  const matched = matchEndpoint(method, path)
  if (matched.endpoint === undefined) return matched.allowed.length > 0 ? Object.freeze({ allowed: Object.freeze([...matched.allowed]) }) : undefined
  const handler = handlerByOperation.get(matched.endpoint.operation)
  return handler === undefined ? undefined : Object.freeze({ handler, params: Object.freeze(matched.params) })
}

/** The endpoint's error for a request that is not valid, from one line per issue. */
export const invalidFor = (handler: Handler, lines: Array<string>) => (handler.invalid ?? ((m) => invalidRequest(...m)))(lines)

const line = (issue: { readonly path: string; readonly message: string }) =>
  issue.path === "" ? issue.message : `${issue.path}: ${issue.message}`

const blank = (value: string | null) => value === null || value.trim() === ""

/**
 * Path parameter values that passed their endpoint's check lately: a load test (or a poll) names
 * the same ids again and again, and each check is a schema run (bench/ANALYSIS.md). A value's
 * validity never changes, so a remembered pass stands; the set is emptied when full.
 */
const passedParams = new WeakMap<EndpointDeclaration, Set<string>>()
const PASSED_KEPT = 4096

const pathParamLines = (endpoint: EndpointDeclaration, params: Record<string, string>): Array<string> => {
  const names = Object.keys(params)
  if (names.length === 0) return []
  // A decoded value may hold any character: several values are kept as their JSON list.
  const key = names.length === 1 ? params[names[0]!]! : JSON.stringify(names.map((name) => params[name]))
  let passed = passedParams.get(endpoint)
  if (passed?.has(key)) return []
  const lines = checkPathParams(endpoint, params).map(line)
  if (lines.length === 0) {
    if (passed === undefined) passedParams.set(endpoint, (passed = new Set()))
    else if (passed.size >= PASSED_KEPT) passed.clear()
    passed.add(key)
  }
  return lines
}

/** The request checks a declaration implies, as one line per issue (empty when the request passes). */
const check = (endpoint: EndpointDeclaration, params: Record<string, string>, headers: RequestHeaders) => {
  const lines = pathParamLines(endpoint, params)
  for (const h of endpoint.headers ?? []) if (h.required && blank(headers.get(h.name))) lines.push(`${h.name}: header is required`)
  return lines
}

/**
 * The query parameters the declaration names. Others are ignored, as HTTP APIs do (a cache
 * buster, a tracing tag); the declared ones are decoded strictly.
 */
const declaredQuery = (endpoint: EndpointDeclaration, query: URLSearchParams): Record<string, string> => {
  const fields = (endpoint.query as { readonly fields?: Readonly<Record<string, unknown>> } | undefined)?.fields
  const all = Object.fromEntries(query)
  return fields === undefined ? all : Object.fromEntries(Object.entries(all).filter(([name]) => name in fields))
}

const emptyQueries = new WeakMap<EndpointDeclaration, ReturnType<typeof decodeQuery>>()

/** `decodeQuery` of no query, once per endpoint (a full schema decode, and most requests carry no query); frozen, as it is shared. */
const emptyQueryOf = (endpoint: EndpointDeclaration): ReturnType<typeof decodeQuery> => {
  let decoded = emptyQueries.get(endpoint)
  if (decoded === undefined) {
    decoded = decodeQuery(endpoint, {})
    if (decoded.ok) Object.freeze(decoded.value)
    emptyQueries.set(endpoint, Object.freeze(decoded))
  }
  return decoded
}

export interface Incoming {
  readonly env: Env
  readonly settings: FakeSettings
  readonly merchant: string
  readonly query: URLSearchParams
  readonly headers: RequestHeaders
  /** The parsed JSON body; `undefined` when the request had none. */
  readonly body: unknown
}

/**
 * Checks the request against the declaration, then runs the handler. A request that fails a
 * check is refused `unrecorded`: like the service, nothing is kept under its idempotency key.
 * Throws the refusal (or rejects, when the handler answers with a promise).
 */
export const dispatch = ({ handler, params }: Found, request: Incoming): Reply | Promise<Reply> => {
  const endpoint = handler.endpoint
  const refuse = (lines: Array<string>) => unrecorded(invalidFor(handler, lines))
  const problems = check(endpoint, params, request.headers)
  if (problems.length > 0) throw refuse(problems)
  const query = request.query.size === 0 ? emptyQueryOf(endpoint) : decodeQuery(endpoint, endpoint.query === undefined ? {} : declaredQuery(endpoint, request.query))
  if (!query.ok) throw refuse(query.issues.map(line))
  // A body-taking endpoint called without one is checked as `{}`: the answer names the missing fields.
  const body = decodeBody(endpoint, request.body === undefined && endpoint.body !== undefined ? {} : request.body)
  // The client lets values outside the spec's closed lists through (the service may grow them);
  // the fake answers as the service does today and refuses them, with every other bad path.
  const listed = closedListIssuesOf(endpoint, body.ok ? body.value : request.body)
  if (!body.ok || listed.length > 0) throw refuse([...(body.ok ? [] : body.issues), ...listed].map(line))
  // A literal, not `{ ...request, more }`: keys added after a spread are slow on V8 (see state/payments.ts).
  const context = {
    env: request.env,
    settings: request.settings,
    merchant: request.merchant,
    headers: request.headers,
    params,
    query: query.value,
    // `null` on an optional field means "not given": handlers read the body without them; amounts sent
    // as text are read as their numbers, and "" for an optional id as not given (storedBodyOf)
    body: withoutNullKeys(storedBodyOf(endpoint, body.value))
  }
  const answer = handler.handle(context as never)
  // Most handlers answer at once: only a promise (a thenable) is waited for.
  return typeof (answer as { then?: unknown } | null)?.then === "function"
    ? Promise.resolve(answer).then((settled) => replyOf(endpoint, settled))
    : replyOf(endpoint, answer)
}

const replyOf = (endpoint: EndpointDeclaration, answer: unknown): Reply =>
  answer instanceof SnapshotAnswer
    ? { status: endpoint.successStatus, body: answer.snapshot.render(), snapshot: answer.snapshot }
    : { status: endpoint.successStatus, body: answer }
