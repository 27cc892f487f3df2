/**
 * How the sandbox decides a charge on a vaulted card: a card enrolled from a Test Payment Gateway
 * number (state/test-cards.ts) answers that number's transaction code on every charge, renewals
 * and retries included. The vault keeps only the card's first digits and last four, which name
 * one test card (each brand's numbers differ in the last four only).
 */
import type { VaultedCardRecord } from "../foundation/store"
import { TEST_CARDS } from "./test-cards"
import { decidePayment, type PaymentOutcome } from "./triggers"

/** The outcome the vaulted card forces, or undefined when it is approved (or not a test card). */
export const vaultedCardOutcome = (card: VaultedCardRecord | undefined): PaymentOutcome | undefined => {
  if (card === undefined || card.iin === "") return undefined
  const test = TEST_CARDS.find((t) => t.number.startsWith(card.iin) && t.number.endsWith(card.lfd))
  if (test === undefined) return undefined
  const decision = decidePayment({ valueUnits: 0, token: undefined, cardNumber: test.number, description: undefined })
  return decision?.kind === "outcome" ? decision.outcome : undefined
}
