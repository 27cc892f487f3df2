/**
 * One page of a list, whatever paging style the endpoint speaks (docs/service-facts.md#subscription-lists), and the
 * walk over every page: `list` answers a `Page`, `listAll` streams every item.
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as StreamModule from "effect/Stream"
import type { Paging } from "../api/engine/endpoint"
import type { PayrailApiError } from "../errors"

/** One page of a list. `nextParams` (when `hasMore`) asks for the page after it. */
export interface Page<T, P = unknown> {
  readonly data: ReadonlyArray<T>
  readonly hasMore: boolean
  /** Items in the whole list, when the service says. */
  readonly total: number | undefined
  /** The params of the next page; `undefined` on the last one. */
  readonly nextParams: P | undefined
}

type Params = Readonly<Record<string, unknown>>
const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined)
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined

// F4: the report list stops at page_number 10
const MAX_REPORT_PAGE = 10

/** Reads a raw answer of `style` into a page; `params` are the ones the page was asked with. */
export const toPage = <T, P extends Params>(style: Exclude<Paging, "none">, params: P, raw: unknown): Page<T, P> => {
  switch (style) {
    case "page/size": {
      // F2: { items, pagination { page, size, total, total_pages } }, page from 1
      const data = (field(raw, "items") ?? []) as ReadonlyArray<T>
      const pagination = field(raw, "pagination")
      const page = num(field(pagination, "page")) ?? num(params.page) ?? 1
      const totalPages = num(field(pagination, "total_pages"))
      const size = num(params.size) ?? num(field(pagination, "size")) ?? 20
      const hasMore = data.length > 0 && (totalPages === undefined ? data.length >= size : page < totalPages)
      return { data, hasMore, total: num(field(pagination, "total")), nextParams: hasMore ? { ...params, page: page + 1 } : undefined }
    }
    case "limit/offset": {
      // F3: { data, pagination { total, limit, offset, has_more } }, offset a multiple of limit
      const data = (field(raw, "data") ?? []) as ReadonlyArray<T>
      const pagination = field(raw, "pagination")
      const limit = num(params.limit) ?? num(field(pagination, "limit")) ?? 20
      const offset = num(field(pagination, "offset")) ?? num(params.offset) ?? 0
      const total = num(field(pagination, "total"))
      const said = field(pagination, "has_more")
      const hasMore = data.length > 0 &&
        (typeof said === "boolean" ? said : total !== undefined ? offset + data.length < total : data.length >= limit)
      return { data, hasMore, total, nextParams: hasMore ? { ...params, offset: offset + limit } : undefined }
    }
    case "page_number/page_size": {
      // F4: a bare array. A short page is the last; without a page_size, an empty page is.
      const data = (Array.isArray(raw) ? raw : []) as ReadonlyArray<T>
      const page = num(params.page_number) ?? 1
      const size = num(params.page_size)
      const hasMore = data.length > 0 && page < MAX_REPORT_PAGE && (size === undefined || data.length >= size)
      return { data, hasMore, total: undefined, nextParams: hasMore ? { ...params, page_number: page + 1 } : undefined }
    }
  }
}

// effect/Stream (and Channel, Sink, Queue, PubSub under it) is a sixth of the root entry's import
// cost, and only `listAll*` needs it: it is loaded by the Effect service's constructors
// (`makePayrail` and `Payrail`'s layers) before they hand out the service, never by the Promise
// facade, which has no `listAll`.
let Stream: typeof import("./stream-paginate") | undefined

/** Loads effect/Stream for `streamAll`, once. */
export const loadStream: Effect.Effect<void> = Effect.suspend(() =>
  Stream !== undefined ? Effect.void : Effect.map(Effect.promise(() => import("./stream-paginate")), (m) => void (Stream = m))
)

/** Every item of every page, from `params` on, fetched one page at a time as the stream is pulled. */
export const streamAll = <T, P>(
  list: (params: P | undefined) => Effect.Effect<Page<T, P>, PayrailApiError>,
  params: P | undefined
): StreamModule.Stream<T, PayrailApiError> => {
  if (Stream === undefined) throw new Error("@payrail/core: listAll is on the Effect service (makePayrail or a Payrail layer), which loads effect/Stream first")
  return Stream.paginate(params, (current) =>
    Effect.map(list(current), (page) =>
      [page.data, page.hasMore && page.nextParams !== undefined ? Option.some(page.nextParams) : Option.none()] as const
    )
  )
}

/** A list call's raw answer read as one page of `style`, asked with `params`. */
export const pageOf = <T, P extends Params, E>(
  answer: Effect.Effect<unknown, E>,
  style: Exclude<Paging, "none">,
  params: P
): Effect.Effect<Page<T, P>, E> => Effect.map(answer, (raw) => toPage<T, P>(style, params, raw))
