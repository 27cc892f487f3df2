/**
 * What a route is: a method and a path pattern below `/v1`, and a handler that maps the
 * request onto a state move and renders the reply. Routes never see credentials, faults or
 * idempotency: the pipeline (http.ts) handles those around them.
 */
import { invalidRequest, type Rejection, unrecorded } from "../errors"
import type { ReplaySnapshot } from "../idempotency"
import type { Env } from "../state/env"
import type { ReportTiming } from "../state/reports"
import { isUuid } from "../validate"

/** Per-fake settings the handlers need. */
export interface FakeSettings {
  readonly reportTiming: ReportTiming
  readonly signingKey: Promise<CryptoKey>
}

export interface RouteContext {
  readonly env: Env
  readonly settings: FakeSettings
  /** The calling merchant's public key (resources are scoped to it). */
  readonly merchant: string
  readonly params: Readonly<Record<string, string>>
  readonly query: URLSearchParams
  readonly headers: Headers
  /** The parsed JSON body; `undefined` when the request had none. */
  readonly body: unknown
}

export interface Reply {
  readonly status: number
  readonly body: unknown
  /**
   * What the idempotency store keeps instead of the body, when the body is large: it renders
   * the same body again on a replay. Without it the store keeps the body's JSON text.
   */
  readonly snapshot?: ReplaySnapshot
}

export interface Route {
  /** `payments.create`: the client method's name. */
  readonly name: string
  readonly method: "GET" | "POST" | "PATCH" | "DELETE"
  /** Below `/v1`, with `:name` segments. */
  readonly pattern: string
  /** spec: the request carries `X-Idempotency-Key` and is processed once per key. */
  readonly idempotent?: boolean
  /** Builds the error for a body that is not JSON (the route's own error shape). */
  readonly invalidBody?: (message: string) => Rejection
  readonly handle: (ctx: RouteContext) => Reply | Promise<Reply>
}

export const ok = (body: unknown): Reply => ({ status: 200, body })
export const created = (body: unknown): Reply => ({ status: 201, body })
/** A reply rendered from a snapshot (now, and again from the same snapshot on a replay). */
export const fromSnapshot = (status: number, snapshot: ReplaySnapshot): Reply => ({ status, body: snapshot.render(), snapshot })

/** A path parameter the spec types as a UUID; anything else is 400 INVALID_REQUEST. */
export const uuidParam = (ctx: RouteContext, name: string): string => {
  const value = ctx.params[name]!
  if (!isUuid(value)) throw unrecorded(invalidRequest(`${name}: Expected a UUID (36 characters, 8-4-4-4-12 hex)`))
  return value
}

/** A boolean query flag (`true` / `false`, default false). */
export const flag = (ctx: RouteContext, name: string): boolean => {
  const value = ctx.query.get(name)
  if (value === null || value === "" || value === "false") return false
  if (value === "true") return true
  throw unrecorded(invalidRequest(`${name}: Expected true or false`))
}

/** A request header the endpoint requires (`x-account-code`, `X-Organization-Code`); absent or blank is 400 INVALID_REQUEST. */
export const requiredHeader = (ctx: RouteContext, name: string): string => {
  const value = ctx.headers.get(name)
  if (value === null || value.trim() === "") throw unrecorded(invalidRequest(`${name}: header is required`))
  return value
}

/** A query parameter the endpoint requires; absent or empty is 400 INVALID_REQUEST. */
export const requiredQuery = (ctx: RouteContext, name: string): string => {
  const value = ctx.query.get(name)
  if (value === null || value === "") throw unrecorded(invalidRequest(`${name}: query parameter is required`))
  return value
}

/** An integer query parameter within `[min, max]`, `fallback` when absent. */
export const intQuery = (ctx: RouteContext, name: string, min: number, max: number, fallback: number): number => {
  const raw = ctx.query.get(name)
  if (raw === null || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw unrecorded(invalidRequest(`${name}: Expected an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`))
  }
  return value
}

/** A time query parameter (ISO 8601 date or date-time) as epoch ms; undefined when absent. */
export const timeQuery = (ctx: RouteContext, name: string): number | undefined => {
  const raw = ctx.query.get(name)
  if (raw === null || raw === "") return undefined
  const ms = Date.parse(raw)
  if (!Number.isFinite(ms)) throw unrecorded(invalidRequest(`${name}: Expected an ISO 8601 date, got ${JSON.stringify(raw)}`))
  return ms
}

/** Splits a pattern into segments once. */
export const compile = (pattern: string) => pattern.split("/").filter(Boolean)

/** Matches a path below /v1 against a route, returning its parameters. */
export const matchPath = (segments: ReadonlyArray<string>, path: string): Record<string, string> | undefined => {
  const parts = path.split("/").filter(Boolean)
  if (parts.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < parts.length; i++) {
    const seg = segments[i]!
    let part: string
    try {
      part = decodeURIComponent(parts[i]!)
    } catch {
      return undefined
    }
    if (seg.startsWith(":")) params[seg.slice(1)] = part
    else if (seg !== part) return undefined
  }
  return params
}
