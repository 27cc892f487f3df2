/**
 * What a Promise-facade call returns: a Promise of the data, plus `.withResponse()` (openai-node's
 * shape) for the final response's metadata. The request starts at once, as with any Promise;
 * `.withResponse()` reads the same call, it does not send another.
 *
 * ```ts
 * const { data: payment, response } = await payrail.payments.create(body).withResponse()
 * response.requestId; response.status; response.idempotencyKey; response.headers
 * ```
 */
import type { PayrailResponse, WithResponse } from "./http/response-metadata"

export class PayrailPromise<A> extends Promise<A> {
  // `then`/`catch`/`finally` answer plain Promises (this constructor is not an executor one).
  static override get [Symbol.species]() {
    return Promise
  }

  readonly #data: Promise<A>
  readonly #sink: { readonly current: PayrailResponse | undefined }

  /** Not for users: the facade builds these (`sink` is filled by the call when it succeeds). */
  constructor(data: Promise<A>, sink: { readonly current: PayrailResponse | undefined }) {
    let settle!: { resolve: (a: A) => void; reject: (e: unknown) => void }
    super((resolve, reject) => {
      settle = { resolve, reject }
    })
    this.#data = data
    this.#sink = sink
    data.then(settle.resolve, settle.reject)
  }

  /** The data and the final response's `status`, `requestId`, `idempotencyKey`, `headers` and `attempts`. */
  withResponse(): Promise<WithResponse<A>> {
    // The caller now handles the failure through this Promise: the data Promise's own rejection is not "unhandled".
    this.then(undefined, () => undefined)
    return this.#data.then((data) => ({ data, response: this.#sink.current! }))
  }
}
