/**
 * The Promise facade's `request` / `response` events: a transport that tells listeners about
 * every attempt. Only what is safe to log goes out: no header values, no bodies, no keys.
 * With no listener, an attempt goes straight to the inner transport.
 */
import * as Effect from "effect/Effect"
import type { HttpTransport, TransportRequest } from "./http-transport"

/** Sent before each attempt (`payrail.on("request", ...)`). */
export interface PayrailRequestEvent {
  /** `payments.create` */
  readonly operation: string
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  /** Below the base URL, without the query string. */
  readonly path: string
  readonly idempotencyKey: string | undefined
  /** 1 for the first attempt, 2 for the first retry, ... */
  readonly attempt: number
}

/** Sent after each attempt (`payrail.on("response", ...)`), whatever its outcome. */
export interface PayrailResponseEvent extends PayrailRequestEvent {
  /** Undefined when no response came (connection failure, timeout, the call was interrupted). */
  readonly status: number | undefined
  readonly requestId: string | undefined
  /** From sending to the whole body read (or the failure). */
  readonly elapsedMs: number
}

export interface PayrailEvents {
  readonly request: PayrailRequestEvent
  readonly response: PayrailResponseEvent
}

export type PayrailEventName = keyof PayrailEvents
export type PayrailListener<E extends PayrailEventName> = (event: PayrailEvents[E]) => void

/** The listeners of one client. */
export interface Listeners {
  readonly request: Set<PayrailListener<"request">>
  readonly response: Set<PayrailListener<"response">>
}

export const makeListeners = (): Listeners => ({ request: new Set(), response: new Set() })

// A listener that throws must not break the call it observes.
const emit = <E extends PayrailEventName>(listeners: ReadonlySet<PayrailListener<E>>, event: PayrailEvents[E]) => {
  for (const listener of listeners) {
    try {
      listener(event)
    } catch {
      // ignored: events are observation only
    }
  }
}

const describe = (request: TransportRequest): PayrailRequestEvent => ({
  operation: request.operation,
  method: request.method,
  path: request.path,
  idempotencyKey: request.idempotencyKey,
  attempt: request.attempt
})

/** `inner`, telling `listeners` about every attempt. */
export const observedTransport = (inner: HttpTransport, listeners: Listeners): HttpTransport => ({
  send: (request) => {
    if (listeners.request.size === 0 && listeners.response.size === 0) return inner.send(request)
    return Effect.suspend(() => {
      const base = describe(request)
      emit(listeners.request, base)
      const started = performance.now()
      let status: number | undefined
      let requestId: string | undefined
      return inner.send(request).pipe(
        Effect.tap((raw) =>
          Effect.sync(() => {
            status = raw.status
            requestId = raw.requestId
          })
        ),
        Effect.onExit(() => Effect.sync(() => emit(listeners.response, { ...base, status, requestId, elapsedMs: performance.now() - started })))
      )
    })
  }
})
