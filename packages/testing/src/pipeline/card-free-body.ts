/**
 * What a handler is given to keep: the request body with its card secrets redacted by the walk
 * the request log uses (foundation/card-data.ts), wherever they are — `customer_payer.card_data`,
 * `additional_data.*.card_data`, a `card_data` an open object carries. So nothing a handler
 * stores (state, saved states), answers or notifies can hold a card number or security code.
 *
 * The one exception is the card an operation reads to decide what happens (the test card's
 * outcome, its brand, first six and last four digits): that part alone is handed over as sent,
 * and the state keeps only its masked form (state/sent-card.ts, state/payment-methods.ts).
 * Redacted after the declaration's checks, so a wrong type is still refused as the service does.
 */
import type { Handler } from "../routes/route"
import { redactCardData } from "../foundation/card-data"

/** Per operation, the paths of the card it reads (handed over as sent). */
const READ_CARDS: Readonly<Record<string, ReadonlyArray<ReadonlyArray<string>>>> = {
  "payments.create": [["payment_method", "detail", "card", "card_data"]],
  "customers.paymentMethods.enroll": [["card_data"]],
  "subscriptions.create": [["payment_method", "card", "card_data"]],
  "subscriptions.update": [["payment_method", "card", "card_data"]],
  "tokens.create": [["card_data"]],
  "checkout.sessions.createToken": [["payment_method", "card"], ["card_data"]]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** `value` redacted, all but the parts at `paths` (an empty path: kept as it is). */
const redactedExcept = (value: unknown, paths: ReadonlyArray<ReadonlyArray<string>>): unknown => {
  if (paths.some((p) => p.length === 0)) return value
  if (!isRecord(value) || !paths.some((p) => Object.hasOwn(value, p[0]!))) return redactCardData(value)
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const below = paths.filter((p) => p[0] === key).map((p) => p.slice(1))
    // each other key redacted with its own name, so `card_data` siblings keep their meaning
    const kept = below.length > 0 ? redactedExcept(value[key], below) : (redactCardData({ [key]: value[key] }) as Record<string, unknown>)[key]
    Object.defineProperty(out, key, { value: kept, enumerable: true, writable: true, configurable: true })
  }
  return out
}

/** The body a handler of `operation` is given: card secrets redacted, except the card it reads. */
export const cardFreeBody = (operation: string, body: unknown): unknown => {
  const read = READ_CARDS[operation]
  return read === undefined ? redactCardData(body) : redactedExcept(body, read)
}

const wrapped = new WeakMap<Handler, Handler>()

/** `handler`, given the card-free body (one wrapper per handler, kept). */
export const withCardFreeBody = (handler: Handler): Handler => {
  let wrapper = wrapped.get(handler)
  if (wrapper === undefined) {
    const operation = handler.endpoint.operation
    const handle = handler.handle
    wrapper = {
      ...handler,
      handle: (ctx) => {
        const body = cardFreeBody(operation, ctx.body)
        return handle(body === ctx.body ? ctx : { ...ctx, body: body as never })
      }
    }
    wrapped.set(handler, wrapper)
  }
  return wrapper
}
