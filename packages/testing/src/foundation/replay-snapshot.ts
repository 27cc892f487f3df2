/**
 * A compact stand-in for an answer's body: `render()` returns a body (or its `JsonText`) that
 * serializes to the same JSON, every time it is called (the route renders its first answer from it too).
 * The idempotency store keeps it instead of the body's text (pipeline/idempotency.ts); the payment
 * state makes one (state/payment-replay-snapshot.ts), so it lives below both.
 */
export interface ReplaySnapshot {
  render(): unknown
}
