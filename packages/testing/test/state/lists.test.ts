/**
 * The three paging styles of the API (docs/service-facts.md#subscription-lists) and the newest-first order the lists
 * share (src/state/lists.ts): exact pages, edges and totals.
 */
import { describe, expect, it } from "vitest"
import { newestFirst, pageByNumber, pageByOffset, pageBySize } from "../../src/state/lists"

const records = ["a", "b", "c", "d", "e"].map((id, i) => ({ id, createdAt: i }))
const id = (r: { id: string }) => r.id

describe("newestFirst", () => {
  it("orders by createdAt, newest first; at the same instant, the latest made first; the input untouched", () => {
    const input = [
      { id: "old", createdAt: 1 },
      { id: "tie-1", createdAt: 5 },
      { id: "new", createdAt: 9 },
      { id: "tie-2", createdAt: 5 }
    ]
    expect(newestFirst(input).map(id)).toEqual(["new", "tie-2", "tie-1", "old"])
    expect(input.map(id)).toEqual(["old", "tie-1", "new", "tie-2"])
    expect(newestFirst([])).toEqual([])
  })
})

describe("pageBySize (F2: page from 1, size per page)", () => {
  it("slices the page and reports page, size, total and total_pages", () => {
    expect(pageBySize(records, 1, 2, id)).toEqual({ items: ["a", "b"], pagination: { page: 1, size: 2, total: 5, total_pages: 3 } })
    expect(pageBySize(records, 2, 2, id)).toEqual({ items: ["c", "d"], pagination: { page: 2, size: 2, total: 5, total_pages: 3 } })
    expect(pageBySize(records, 3, 2, id)).toEqual({ items: ["e"], pagination: { page: 3, size: 2, total: 5, total_pages: 3 } })
    expect(pageBySize(records, 4, 2, id).items).toEqual([])
    expect(pageBySize(records, 1, 5, id).pagination.total_pages).toBe(1)
    expect(pageBySize([], 1, 10, id)).toEqual({ items: [], pagination: { page: 1, size: 10, total: 0, total_pages: 0 } })
  })
})

describe("pageByOffset (F3: limit from offset)", () => {
  it("slices from offset and says whether more follow", () => {
    expect(pageByOffset(records, 2, 0, id)).toEqual({ data: ["a", "b"], pagination: { total: 5, limit: 2, offset: 0, has_more: true } })
    expect(pageByOffset(records, 2, 3, id)).toEqual({ data: ["d", "e"], pagination: { total: 5, limit: 2, offset: 3, has_more: false } })
    expect(pageByOffset(records, 2, 2, id).pagination.has_more).toBe(true)
    expect(pageByOffset(records, 5, 0, id).pagination.has_more).toBe(false)
    expect(pageByOffset(records, 2, 6, id)).toEqual({ data: [], pagination: { total: 5, limit: 2, offset: 6, has_more: false } })
  })
})

describe("pageByNumber (F4: a bare array)", () => {
  it("slices page pageNumber (from 1) of pageSize", () => {
    expect(pageByNumber(records, 1, 2, id)).toEqual(["a", "b"])
    expect(pageByNumber(records, 2, 2, id)).toEqual(["c", "d"])
    expect(pageByNumber(records, 3, 2, id)).toEqual(["e"])
    expect(pageByNumber(records, 4, 2, id)).toEqual([])
  })
})
