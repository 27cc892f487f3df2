/**
 * The Promise facade for people who do not use Effect: the same methods, returning
 * Promises that reject with the same error classes (`instanceof` works).
 *
 * ```ts
 * const payrail = createPayrail({ publicApiKey, privateSecretKey, baseUrl })
 * const payment = await payrail.payments.create(body)
 * await payrail.close()
 * ```
 *
 * One `ManagedRuntime` per client: the layer (HTTP client, transport) is built once
 * and shared by every call, and `close()` releases it.
 */
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import type * as Stream from "effect/Stream"
import { AbortedError, ClientClosedError, type PayrailApiError, PayrailError } from "./errors"
import { type PayrailConfig, type RequestOptions, resolveConfig } from "./http/config"
import { makeDefaultTransport } from "./http/default-transport"
import { type Listeners, makeListeners, observedTransport, type PayrailEventName, type PayrailListener } from "./http/observed-transport"
import { fiberSinks, type PayrailResponse, ResponseSink } from "./http/response-metadata"
import { PagedList } from "./paged-list"
import { FACADE_METHODS } from "./resources/groups.generated"
import { layerForPromiseFacade, Payrail, type PayrailService } from "./Payrail"
import type { Page } from "./resources/paging"
import type { RawRequest } from "./resources/request"
import { PayrailPromise } from "./response-promise"

/**
 * `(...args) => Effect<A, E>` becomes `(...args) => Promise<A>`, group by group; a list's
 * `Effect<Page>` becomes a `PagedList` (await: one page; `for await`: every item). The
 * Stream-returning `listAll*` methods are Effect-only: iterating the `PagedList` does that.
 * Only a key with `All` in its name is tested for a Stream (every stream method's name has it,
 * packages/core/scripts/client/render.ts `streamName`): testing every method would make the checker resolve each
 * method's parameter types, the whole group's, where a user's file calls one method.
 */
export type Promisified<T> = {
  readonly [K in keyof T as K extends `${string}All${string}` ? T[K] extends (...args: any) => Stream.Stream<any, any, any> ? never : K : K]: T[K] extends (
    ...args: infer Args
  ) => Effect.Effect<infer A, PayrailApiError, never> ? A extends Page<infer Item, infer P> ? (...args: Args) => PagedList<Item, P>
    : (...args: Args) => PayrailPromise<A>
    : Promisified<T[K]>
}

/** The groups of the Promise facade: each Effect method of `PayrailService` as a Promise. */
export type PayrailClientGroups = Promisified<Omit<PayrailService, "request">>

// Every method takes its RequestOptions last; that is where an AbortSignal would be.
const signalOf = (args: ReadonlyArray<unknown>): AbortSignal | undefined => {
  const last = args[args.length - 1] as { signal?: unknown } | undefined
  return typeof last === "object" && last !== null && last.signal instanceof AbortSignal ? last.signal : undefined
}

const inspectSymbol = Symbol.for("nodejs.util.inspect.custom")

/** The Promise client's groups: the service's, promisified (merged into the class below). */
export interface PayrailClient extends PayrailClientGroups {}

/** The Promise client. Build it with `createPayrail(config)`; call `close()` when done. */
export class PayrailClient {
  readonly #runtime: ManagedRuntime.ManagedRuntime<Payrail, never>
  readonly #description: string
  readonly #run: <A>(operation: string, args: ReadonlyArray<unknown>, program: Effect.Effect<A, PayrailApiError, Payrail>) => Promise<A>
  readonly #respond: <A>(operation: string, args: ReadonlyArray<unknown>, program: Effect.Effect<A, PayrailApiError, Payrail>) => PayrailPromise<A>
  readonly #listeners: Listeners = makeListeners()
  readonly #closeTransport: () => void
  #closed = false

  /** Checks the config now (throws `ConfigurationError`), builds the runtime lazily on the first call. */
  constructor(config: PayrailConfig) {
    const resolved = resolveConfig(config)
    const base = makeDefaultTransport(resolved)
    this.#closeTransport = base.close
    const transport = observedTransport(base, this.#listeners)
    this.#runtime = ManagedRuntime.make(layerForPromiseFacade(resolved, transport))
    this.#description = `PayrailClient { baseUrl: ${JSON.stringify(resolved.baseUrl)} }`
    const runtime = this.#runtime
    const run = this.#run = <A>(operation: string, args: ReadonlyArray<unknown>, program: Effect.Effect<A, PayrailApiError, Payrail>): Promise<A> => {
      if (this.#closed) return Promise.reject(new ClientClosedError({ operation }))
      const signal = signalOf(args)
      return runtime.runPromise(program, signal ? { signal } : undefined).catch((error: unknown) => {
        // An aborted call rejects with AbortedError, the signal's reason as its cause.
        if (signal?.aborted) throw error instanceof AbortedError ? error : new AbortedError({ cause: signal.reason, operation })
        // A call still running when close() disposed the runtime.
        if (this.#closed && !(error instanceof PayrailError)) throw new ClientClosedError({ operation })
        throw error
      })
    }
    // The call writes its final response's metadata into `sink` (read by `.withResponse()`).
    const respond = this.#respond = <A>(operation: string, args: ReadonlyArray<unknown>, program: Effect.Effect<A, PayrailApiError, Payrail>) => {
      const sink: { current: PayrailResponse | undefined } = { current: undefined }
      const tracked = signalOf(args) === undefined
        ? Effect.withFiber((fiber) => {
          fiberSinks.set(fiber, sink)
          return program
        })
        : Effect.provideService(program, ResponseSink, sink)
      return new PayrailPromise(run(operation, args, tracked), sink)
    }
    type Method = (...args: Array<unknown>) => Effect.Effect<unknown, PayrailApiError>
    const build = (table: Table, path: ReadonlyArray<string>): Record<string, unknown> => {
      const group: Record<string, unknown> = {}
      for (const [name, kind] of Object.entries(table)) {
        const methodOf = (service: PayrailService) =>
          [...path, name].reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], service) as Method
        const operation = [...path, name].join(".")
        if (typeof kind === "object") {
          group[name] = build(kind, [...path, name])
        } else if (kind === true) {
          group[name] = (...args: Array<unknown>) => respond(operation, args, Payrail.use((service) => methodOf(service)(...args)))
        } else {
          // a list: argument `kind` holds its params; each page is fetched with that argument replaced
          group[name] = (...args: Array<unknown>) =>
            new PagedList((params) => {
              const pageArgs = [...args]
              pageArgs[kind] = params
              return run(operation, pageArgs, Payrail.use((service) => methodOf(service)(...pageArgs))) as Promise<Page<unknown, unknown>>
            }, args[kind])
        }
      }
      return Object.freeze(group)
    }
    for (const [group, table] of Object.entries(METHODS)) {
      Object.defineProperty(this, group, { value: build(table, [group]), enumerable: true })
    }
  }

  /** Any endpoint Payrail does not model yet, with the same auth, retries, keys, timeouts and errors; answers the JSON. */
  request(request: RawRequest, options?: RequestOptions): PayrailPromise<unknown> {
    return this.#respond("request", [options], Payrail.use((service) => service.request(request, options)))
  }

  /**
   * Calls `listener` for every attempt: `"request"` before it is sent, `"response"` once it ended
   * (`status` undefined when no response came). Events carry the operation, method, path,
   * idempotency key, attempt number, and for responses status, request id and elapsed ms; never
   * a header value or a body. A listener that throws is ignored.
   */
  on<E extends PayrailEventName>(event: E, listener: PayrailListener<E>): this {
    this.#listenersOf(event).add(listener)
    return this
  }

  /** Removes a listener added with `on`. */
  off<E extends PayrailEventName>(event: E, listener: PayrailListener<E>): this {
    this.#listenersOf(event).delete(listener)
    return this
  }

  #listenersOf<E extends PayrailEventName>(event: E): Set<PayrailListener<E>> {
    const set = event === "request" ? this.#listeners.request : event === "response" ? this.#listeners.response : undefined
    if (set === undefined) throw new TypeError(`Unknown event ${JSON.stringify(String(event))}: "request" or "response"`)
    return set as Set<PayrailListener<E>>
  }

  /**
   * Releases the runtime. Calls still in flight are interrupted (their requests aborted); calls made
   * after `close()` reject with `ClientClosedError` and send nothing. Closing twice is harmless.
   */
  close(): Promise<void> {
    this.#closed = true
    // Calls in flight are interrupted first (their requests destroyed), then the idle keep-alive sockets go.
    return this.#runtime.dispose().finally(this.#closeTransport)
  }

  toJSON(): string {
    return this.#description
  }
  toString(): string {
    return this.#description
  }
  [inspectSymbol](): string {
    return this.#description
  }
}

// The facade's walk (generated); its type makes it list every method of the service, no more, no less.
type TableOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: any) => PagedList<any, any> ? number
    : T[K] extends (...args: any) => any ? true
    : TableOf<T[K]>
}
interface Table {
  readonly [name: string]: true | number | Table
}
const METHODS: TableOf<PayrailClientGroups> = FACADE_METHODS

/** Creates the Promise client. Throws `ConfigurationError` at once on a bad config. */
export const createPayrail = (config: PayrailConfig): PayrailClient => new PayrailClient(config)
