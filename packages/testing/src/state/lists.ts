/**
 * The API's three paging styles (docs/service-facts.md#subscription-lists), over records listed newest first:
 * - page/size (`GET /subscriptions`) → `{ items, pagination: { page, size, total, total_pages } }`;
 * - limit/offset (`GET /subscriptions/{id}/payments`) → `{ data, pagination: { total, limit, offset, has_more } }`;
 * - page_number/page_size (`GET /reports/list`) → a bare array.
 */

/** Newest first by `createdAt`; records made at the same fake-clock instant, latest made first. */
export const newestFirst = <R extends { readonly createdAt: number }>(records: ReadonlyArray<R>): Array<R> =>
  [...records].reverse().sort((a, b) => b.createdAt - a.createdAt)

/** F2: `page` from 1, `size` items per page. */
export const pageBySize = <R, T>(records: ReadonlyArray<R>, page: number, size: number, render: (r: R) => T) => ({
  items: records.slice((page - 1) * size, page * size).map(render),
  pagination: { page, size, total: records.length, total_pages: Math.ceil(records.length / size) }
})

/** F3: `limit` items from `offset`. */
export const pageByOffset = <R, T>(records: ReadonlyArray<R>, limit: number, offset: number, render: (r: R) => T) => ({
  data: records.slice(offset, offset + limit).map(render),
  pagination: { total: records.length, limit, offset, has_more: offset + limit < records.length }
})

/** F4: page `pageNumber` (from 1) of `pageSize` items, as a bare array. */
export const pageByNumber = <R, T>(records: ReadonlyArray<R>, pageNumber: number, pageSize: number, render: (r: R) => T): Array<T> =>
  records.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(render)
