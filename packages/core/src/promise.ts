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
import type * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { ClientClosedError, type PayrailApiError, PayrailError } from "./errors"
import { type PayrailConfig, resolveConfig } from "./http/config"
import { Payrail, type PayrailService } from "./Payrail"

/** `(...args) => Effect<A, E>` becomes `(...args) => Promise<A>`, group by group. */
export type Promisified<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer Args) => Effect.Effect<infer A, PayrailApiError, never>
    ? (...args: Args) => Promise<A>
    : Promisified<T[K]>
}

type Groups = { readonly [G in keyof PayrailService]: Promisified<PayrailService[G]> }


// Every method takes its RequestOptions last; that is where an AbortSignal would be.
const signalOf = (args: ReadonlyArray<unknown>): AbortSignal | undefined => {
  const last = args[args.length - 1] as { signal?: unknown } | undefined
  return typeof last === "object" && last !== null && last.signal instanceof AbortSignal ? last.signal : undefined
}

const inspectSymbol = Symbol.for("nodejs.util.inspect.custom")

/** The Promise client. Build it with `createPayrail(config)`; call `close()` when done. */
export class PayrailClient implements Groups {
  readonly checkout!: Groups["checkout"]
  readonly organizations!: Groups["organizations"]
  readonly payments!: Groups["payments"]
  readonly subscriptions!: Groups["subscriptions"]
  readonly reports!: Groups["reports"]
  readonly banking!: Groups["banking"]
  readonly recipients!: Groups["recipients"]

  readonly #runtime: ManagedRuntime.ManagedRuntime<Payrail, never>
  readonly #description: string
  #closed = false

  /** Checks the config now (throws `ConfigurationError`), builds the runtime lazily on the first call. */
  constructor(config: PayrailConfig) {
    const resolved = resolveConfig(config)
    this.#runtime = ManagedRuntime.make(Payrail.layerResolved(resolved))
    this.#description = `PayrailClient { baseUrl: ${JSON.stringify(resolved.baseUrl)} }`
    const runtime = this.#runtime
    for (const group of Object.keys(METHODS) as Array<keyof PayrailService>) {
      const methods: Record<string, (...args: Array<unknown>) => Promise<unknown>> = {}
      for (const method of Object.keys(METHODS[group])) {
        methods[method] = (...args) => {
          if (this.#closed) return Promise.reject(new ClientClosedError({ operation: `${group}.${method}` }))
          const signal = signalOf(args)
          const program = Payrail.use((service) =>
            (service[group] as unknown as Record<string, (...a: Array<unknown>) => Effect.Effect<unknown, PayrailApiError>>)[method]!(...args)
          )
          return runtime.runPromise(program, signal ? { signal } : undefined).catch((error: unknown) => {
            // An aborted call rejects like fetch does: with the signal's reason.
            if (signal?.aborted) throw signal.reason
            // A call still running when close() disposed the runtime.
            if (this.#closed && !(error instanceof PayrailError)) throw new ClientClosedError({ operation: `${group}.${method}` })
            throw error
          })
        }
      }
      Object.defineProperty(this, group, { value: Object.freeze(methods), enumerable: true })
    }
  }

  /**
   * Releases the runtime. Calls still in flight are interrupted (their requests aborted); calls made
   * after `close()` reject with `ClientClosedError` and send nothing. Closing twice is harmless.
   */
  close(): Promise<void> {
    this.#closed = true
    return this.#runtime.dispose()
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

// The facade's method table; the type makes it list every method of the service, no more, no less.
const METHODS: { readonly [G in keyof PayrailService]: { readonly [M in keyof PayrailService[G]]: true } } = {
  checkout: { paymentMethods: true },
  organizations: { authenticate: true },
  payments: { create: true, retrieve: true, refund: true, cancelOrRefund: true },
  subscriptions: { create: true, retrieve: true, pause: true, resume: true, cancel: true },
  reports: { create: true, retrieve: true },
  banking: { createOnboarding: true, retrieveOnboarding: true },
  recipients: { unblockOnboarding: true }
}

/** Creates the Promise client. Throws `ConfigurationError` at once on a bad config. */
export const createPayrail = (config: PayrailConfig): PayrailClient => new PayrailClient(config)
