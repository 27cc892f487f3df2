/**
 * What a Promise-facade list call returns: awaiting it gives the first page, iterating it with
 * `for await` walks every item of every page (stripe-node's auto-pagination).
 *
 * ```ts
 * const page = await payrail.subscriptions.list({ size: 50 })     // { data, hasMore, total, nextParams }
 * for await (const subscription of payrail.subscriptions.list()) { ... }
 * ```
 */
import type { Page } from "./resources/paging"

export class PagedList<T, P = unknown> implements PromiseLike<Page<T, P>>, AsyncIterable<T> {
  readonly #fetchPage: (params: P | undefined) => Promise<Page<T, P>>
  readonly #params: P | undefined
  #first: Promise<Page<T, P>> | undefined

  /** Nothing is sent until the list is awaited or iterated. */
  constructor(fetchPage: (params: P | undefined) => Promise<Page<T, P>>, params: P | undefined) {
    this.#fetchPage = fetchPage
    this.#params = params
  }

  #firstPage(): Promise<Page<T, P>> {
    this.#first ??= this.#fetchPage(this.#params)
    return this.#first
  }

  then<R1 = Page<T, P>, R2 = never>(
    onFulfilled?: ((page: Page<T, P>) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null
  ): Promise<R1 | R2> {
    return this.#firstPage().then(onFulfilled, onRejected)
  }

  catch<R = never>(onRejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<Page<T, P> | R> {
    return this.#firstPage().catch(onRejected)
  }

  finally(onFinally?: (() => void) | null): Promise<Page<T, P>> {
    return this.#firstPage().finally(onFinally)
  }

  /** Every item from the first page on; the next page is fetched only when the previous one is used up. */
  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    let page = await this.#firstPage()
    for (;;) {
      yield* page.data
      if (!page.hasMore || page.nextParams === undefined) return
      page = await this.#fetchPage(page.nextParams)
    }
  }

  /** Every item of every page, collected (for short lists; iterate long ones). */
  async toArray(): Promise<Array<T>> {
    const items: Array<T> = []
    for await (const item of this) items.push(item)
    return items
  }

  get [Symbol.toStringTag](): string {
    return "PagedList"
  }
}
